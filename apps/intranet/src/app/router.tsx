import { NotFoundPage, RouteErrorPage } from '@portal/shell/layout/route-error-page';
import { createBrowserRouter, redirect } from 'react-router';
import { AuthRoot } from './auth-root';
import { PublicLayout } from './public-layout';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

/** Intranet pages at the root (DESIGN §2): /login, and behind a session /home, /notifications, /pedidos/novo. */
export const router = createBrowserRouter([
  {
    element: <AuthRoot />,
    errorElement: <RouteErrorPage standalone />,
    HydrateFallback: () => null,
    children: [
      {
        path: '/login',
        element: <PublicLayout />,
        errorElement: <RouteErrorPage standalone />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/login/components/login-page')).LoginPage,
            }),
          },
        ],
      },
      {
        path: '/',
        element: (
          <RequireAuth>
            <RootLayout />
          </RequireAuth>
        ),
        errorElement: <RouteErrorPage standalone />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, loader: () => redirect('/home') },
              {
                path: 'home',
                lazy: async () => ({
                  Component: (await import('../features/home/components/home-page')).HomePage,
                }),
              },
              {
                path: 'notifications',
                lazy: async () => ({
                  Component: (await import('../features/notifications/components/notifications-page'))
                    .NotificationsPage,
                }),
              },
              {
                path: 'pedidos/novo',
                lazy: async () => ({
                  Component: (await import('../features/orders/components/new-order-page')).NewOrderPage,
                }),
              },
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
]);
