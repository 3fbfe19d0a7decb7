import { type ReactNode, useEffect, useMemo, useState } from 'react';
import {
  hrefOf,
  inAppPath,
  type NavigateOptions,
  type Navigation,
  type NavigationLocation,
  NavigationProvider,
  type NavigationType,
} from './navigation';

/** The history entry react-router's browser router writes (so that it reads the entries written before it came). */
interface HistoryEntry {
  usr: unknown;
  key: string;
  idx: number;
}

function readLocation(
  basename: string,
  key?: string,
  url: URL | Location = window.location,
): NavigationLocation {
  const entry = typeof window === 'undefined' ? null : (window.history.state as Partial<HistoryEntry> | null);
  return {
    pathname: inAppPath(basename, url.pathname) ?? '/',
    search: url.search,
    hash: url.hash,
    state: entry?.usr ?? null,
    key: key ?? entry?.key ?? 'default',
  };
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export interface FirstViewNavigationProps {
  basename: string;
  /** The page's path parameters (':id' of '/vagas/:id'). */
  params: Readonly<Record<string, string | undefined>>;
  /** The page's URL on the server (the browser reads its own). */
  url?: URL;
  /**
   * Called for a navigation to another page (or back and forward by a number): the app loads its router and goes
   * there. Until it has, the progress bar shows.
   */
  onLeave: (to: string | number, options?: NavigateOptions) => Promise<void>;
  /**
   * Called once when the person shows the intent to go to another page of the app (a pointer over, a press on, or the
   * focus on a link to it): the app starts loading its router then, so that the move that follows waits less.
   */
  prefetch?: () => void;
  children: ReactNode;
}

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Answers the shell's navigation hooks for a page hydrated without the router (a careers page's first view, decision
 * 0104): the location is the document's; a navigation on the same page (a list's filters, its next page, a fragment)
 * changes the URL and the history here, as the router would; one to another page is handed to `onLeave`. The server
 * renders such a page inside it too (with `url`), so that hydration meets the same tree.
 */
export function FirstViewNavigation({
  basename,
  params,
  url,
  onLeave,
  prefetch,
  children,
}: FirstViewNavigationProps) {
  const [location, setLocation] = useState(() => readLocation(basename, undefined, url));
  const [type, setType] = useState<NavigationType>('POP');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const onPopState = () => {
      setType('POP');
      setLocation(readLocation(basename));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [basename]);

  useEffect(() => {
    if (!prefetch) return;
    const stop = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    };
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = new URL(anchor.href);
      if (target.origin !== window.location.origin || target.pathname === window.location.pathname) return;
      if (inAppPath(basename, target.pathname) === null) return;
      stop();
      prefetch();
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
    return stop;
  }, [basename, prefetch]);

  const value = useMemo<Navigation>(() => {
    const leave = (to: string | number, options?: NavigateOptions) => {
      setBusy(true);
      onLeave(to, options).catch((error: unknown) => {
        setBusy(false);
        // The router's code could not be loaded (offline): the browser loads the page itself.
        if (typeof to === 'string') window.location.assign(hrefOf(basename, to));
        else throw error;
      });
    };
    const go = (to: string | number, options?: NavigateOptions) => {
      if (typeof to === 'number') return leave(to, options);
      if (to.split(/[?#]/)[0] !== location.pathname) return leave(to, options);
      const key = newKey();
      const idx =
        ((window.history.state as Partial<HistoryEntry> | null)?.idx ?? 0) + (options?.replace ? 0 : 1);
      const entry: HistoryEntry = { usr: options?.state ?? null, key, idx };
      const href = hrefOf(basename, to);
      if (options?.replace) window.history.replaceState(entry, '', href);
      else window.history.pushState(entry, '', href);
      setType(options?.replace ? 'REPLACE' : 'PUSH');
      setLocation(readLocation(basename, key));
    };
    return { basename, location, params, type, busy, go };
  }, [basename, location, params, type, busy, onLeave]);

  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
