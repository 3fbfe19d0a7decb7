import { contributedRoutes } from '@portal/shell/layout/contributions';
import { lazyPage } from '@portal/shell/layout/lazy-page';
import { NotFoundPage, RouteErrorPage } from '@portal/shell/layout/route-error-page';
import { AppRouter } from '@portal/shell/navigation/app-router';
import type { ReactNode } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, redirect } from 'react-router';
import { PRIVACY_PATH } from '#intranet/features/privacy/privacy-paths';
import { AuthRoot } from './auth-root';
import { CONTRIBUTIONS } from './contributions';
import { loadLoginPage } from './login-first-view';
import { PublicLayout } from './public-layout';
import { RequireAuth } from './require-auth';

/** A page without a session (sign-in, recovery, privacy): the public layout around the page's own lazy chunk. */
function publicPage(path: string, lazy: RouteObject['lazy']): RouteObject {
  return {
    path,
    element: (
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    ),
    errorElement: <RouteErrorPage standalone />,
    children: [{ index: true, lazy }],
  };
}

/**
 * Intranet pages at the root (DESIGN §2): /login and /privacidade, and behind a session /home, /notifications,
 * /pedidos/novo and the pages the areas contribute (./contributions: /recrutamento, with a recruiting permission).
 */
export const router = createBrowserRouter([
  {
    element: (
      <AuthRoot>
        <Outlet />
      </AuthRoot>
    ),
    errorElement: <RouteErrorPage standalone />,
    HydrateFallback: () => null,
    children: [
      publicPage('/login', async () => ({ Component: await loadLoginPage() })),
      // Account recovery (decision 0041): the shell's flow, then signed in to /home.
      publicPage(
        '/password-recovery',
        lazyPage(
          () => import('#intranet/features/password-recovery/components/password-recovery-page'),
          'PasswordRecoveryPage',
        ),
      ),
      publicPage(
        PRIVACY_PATH,
        lazyPage(() => import('#intranet/features/privacy/components/privacy-page'), 'PrivacyPage'),
      ),
      {
        path: '/',
        // The signed-in shell (menu, bell, account menu) is a chunk of its own: /login's first view does not carry
        // it (decision 0058). React Router loads it together with the page's own lazy route.
        lazy: async () => {
          const { RootLayout } = await import('./root-layout');
          return {
            Component: () => (
              <RequireAuth>
                <RootLayout />
              </RequireAuth>
            ),
          };
        },
        errorElement: <RouteErrorPage standalone />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, loader: () => redirect('/home') },
              {
                path: 'home',
                lazy: lazyPage(() => import('#intranet/features/home/components/home-page'), 'HomePage'),
              },
              {
                path: 'notifications',
                lazy: lazyPage(
                  () => import('#intranet/features/notifications/components/notifications-page'),
                  'NotificationsPage',
                ),
              },
              {
                path: 'pedidos/novo',
                lazy: lazyPage(
                  () => import('#intranet/features/orders/components/new-order-page'),
                  'NewOrderPage',
                ),
              },
              // Each area's pages (the recruiters' screens among them), their own lazy chunks.
              ...contributedRoutes(CONTRIBUTIONS),
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
]);

/** The intranet's pages under its router, with the shell's navigation hooks answered by it (decision 0104). */
export function routerApp(): ReactNode {
  return <AppRouter router={router} />;
}
