import { useNavigationBusy } from '@portal/shell/navigation/navigation';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/route-progress.css';

/** Class put on the bar when the navigation ended in an error. */
export const ROUTE_PROGRESS_ERROR_CLASS = 'route-progress__bar--error';

// nprogress's default template carries invalid ARIA roles ("bar", "spinner"): use plain markup.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar route-progress__bar"><div class="peg"></div></div>',
  barSelector: '.bar',
  trickleSpeed: 200,
});

function bar(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.querySelector('#nprogress .bar');
}

/** Starts the bar (a fresh one: the error style of a previous failure is dropped). */
function startProgress() {
  bar()?.classList.remove(ROUTE_PROGRESS_ERROR_CLASS);
  NProgress.start();
}

/**
 * Completes the progress bar in the error style. Call it when a route fails to load (its errorElement);
 * if no bar is running, a bar is shown and completed so the failure is still visible.
 */
function markRouteError(): void {
  if (typeof document === 'undefined') return;
  if (!NProgress.status) NProgress.start();
  bar()?.classList.add(ROUTE_PROGRESS_ERROR_CLASS);
  // A bar already complete (status 1) is fading out: it turns red as it goes. Completing it again would queue a second
  // fade and removal, which outlives the first (and, in a test, the page it ran on).
  if (NProgress.status !== 1) NProgress.done();
}

/**
 * The route-change progress bar: starts when a navigation starts loading (a route's code or data), completes when the router is idle again. Render it once inside the router (AppShell does).
 */
export function RouteProgress() {
  const busy = useNavigationBusy();
  useEffect(() => {
    if (busy) startProgress();
    // A bar already completing (status 1: the route's error page completed it) is left to fade: completing it again
    // queued a second fade and removal that outlived the page (a test's environment, in a clean-clone CI).
    else if (NProgress.status !== 1) NProgress.done();
  }, [busy]);
  return null;
}

/**
 * Render inside a route's errorElement: completes the bar in the error style. The error element renders in the
 * same commit as the end of the navigation; React runs the layout's effect first (RouteProgress comes earlier in
 * the tree), which finishes the bar, and this one while that bar is still fading out, so the bar on screen turns red.
 */
export function RouteErrorProgress() {
  useEffect(() => {
    markRouteError();
  }, []);
  return null;
}
