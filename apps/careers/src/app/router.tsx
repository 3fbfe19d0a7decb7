import { AppRouter } from '@portal/shell/navigation/app-router';
import type { ReactNode } from 'react';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { CAREERS_BASENAME, routes } from './routes';

/**
 * The browser router. The routes of a server-rendered page that load their code lazily (My applications, the legal
 * pages) are loaded first: a router still waiting for a lazy route renders the HydrateFallback (nothing), React then
 * leaves the server's markup in place and adds the page again below it once the code has arrived.
 */
export async function createRouter() {
  const matches = matchRoutes(routes, window.location, CAREERS_BASENAME) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { basename: CAREERS_BASENAME });
}

/** The app's pages under `router`, with the shell's navigation hooks answered by it. */
export function routerApp(router: Awaited<ReturnType<typeof createRouter>>): ReactNode {
  return <AppRouter router={router} />;
}
