import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { RouterNavigateOptions, RouterState } from 'react-router';
import { inAppPath, type Navigation, NavigationProvider, type NavigationType } from './navigation';

/** What RouterNavigation needs of a react-router data router (browser, memory or the server's static one). */
export interface NavigationRouter {
  basename: string | undefined;
  state: RouterState;
  subscribe: (subscriber: (state: RouterState) => void) => () => void;
  navigate: { (to: number): Promise<void>; (to: string, options?: RouterNavigateOptions): Promise<void> };
}

/**
 * Answers the shell's navigation hooks (./navigation.tsx) from a react-router data router: render it around the
 * app's `RouterProvider` (or `StaticRouterProvider`) with the same router. It follows the router's state; a
 * navigation goes through the router (its lazy routes, focus and scroll handling).
 */
export function RouterNavigation({ router, children }: { router: NavigationRouter; children: ReactNode }) {
  const [state, setState] = useState(router.state);
  // The server's static router cannot be subscribed to; effects do not run there.
  useEffect(() => {
    setState(router.state);
    return router.subscribe(setState);
  }, [router]);
  const value = useMemo<Navigation>(() => {
    const { location, matches, historyAction, navigation } = state;
    const basename = router.basename ?? '/';
    return {
      basename,
      location: {
        // The router's state has the document's path; a page reads the app's (as react-router's useLocation gives it).
        pathname: inAppPath(basename, location.pathname) ?? location.pathname,
        search: location.search,
        hash: location.hash,
        state: location.state,
        key: location.key,
      },
      params: matches.at(-1)?.params ?? {},
      type: historyAction as NavigationType,
      busy: navigation.state !== 'idle',
      go: (to, options) => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)),
    };
  }, [state, router]);
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
