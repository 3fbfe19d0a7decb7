import { useLocation, useNavigationType } from '@portal/shell/navigation/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** How long a new page may take to show its heading (lazy data, a session check) before focus stays on main. */
const ROUTE_FOCUS_WAIT_MS = 5000;
/** How long focus is kept on the new page once it got there, against a dialog that gives focus back late. */
const SETTLE_MS = 500;

/** An open dialog or drawer: it keeps focus inside until it closes, so the page's focus waits for it. */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * Focuses the page's main heading, or `main` while there is none yet. True when done: the heading has focus, or the
 * page has put focus on something of its own inside `main`.
 */
function focusPage(main: HTMLElement): boolean {
  if (dialogOpen()) return false;
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== main && main.contains(active)) return true;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  }
  if (active !== main) main.focus({ preventScroll: true });
  return false;
}

/**
 * Moves focus into the new page after a route change (not on the first page load, not when only the query string
 * changes, e.g. a list's filters): to the page's main heading (the first h1 in `main`), or to `main` itself until a
 * heading shows. Screen-reader users then hear where they are, keyboard users continue from the top of the page,
 * and focus never falls back to <body>. A page that has put focus inside `main` itself (a field, a message) keeps
 * it; an open drawer or dialog (the phone menu closing after a tap) is waited for; the user's own click or key
 * press ends the waiting. A new page (not back or forward) also starts scrolled to its top. Use once inside the
 * router with the id of the main element (AppShell does).
 */
export function useRouteFocus(mainId: string): void {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  // The document's own location has the key 'default'; a frame mounted on another one (a careers page's first view
  // handing over to the router, decision 0104) has arrived by a navigation and treats it as one.
  const landed = key === 'default' ? pathname : '';
  const firstPathname = useRef(landed);
  const scrolledPathname = useRef(landed);
  // A new page starts at its top (the browser's back and forward keep their own scroll position).
  useLayoutEffect(() => {
    if (scrolledPathname.current === pathname) return;
    scrolledPathname.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  useEffect(() => {
    if (firstPathname.current === pathname) return;
    firstPathname.current = '';
    const main = document.getElementById(mainId);
    if (!main) return;

    // Watched until the heading has had focus for a moment (a closing drawer hands focus back to its opener a few
    // tasks after the navigation), at most ROUTE_FOCUS_WAIT_MS, and never after the user's own click or key press.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      timer = undefined;
      if (focusPage(main)) settled ??= setTimeout(stop, SETTLE_MS);
    };
    const schedule = () => {
      timer ??= setTimeout(check, 0);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Node) || !main.contains(event.target)) schedule();
    };
    const observer = new MutationObserver(schedule);
    const stop = () => {
      observer.disconnect();
      clearTimeout(deadline);
      clearTimeout(timer);
      clearTimeout(settled);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', stop, true);
      document.removeEventListener('keydown', stop, true);
    };
    const deadline = setTimeout(stop, ROUTE_FOCUS_WAIT_MS);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', stop, true);
    document.addEventListener('keydown', stop, true);
    check();
    return stop;
  }, [pathname, mainId]);
}
