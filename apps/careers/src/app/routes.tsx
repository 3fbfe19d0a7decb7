import { ALERT_PATHS, CAREERS_BASE_PATH } from '@portal/contracts/careers-paths';
import { lazyPage } from '@portal/shell/layout/lazy-page';
import { NotFoundPage, RouteErrorPage } from '@portal/shell/layout/route-error-page';
import { Outlet, type RouteObject } from 'react-router';
import { LEGAL_PATHS } from '#careers/features/legal/legal-paths';
import { loadListPage, loadRegisterPage, loadVacancyPage, VACANCY_ROUTE_PATH } from './first-view-pages';
import { RootLayout } from './root-layout';

/** The careers app lives under /carreiras (DESIGN §2). */
export const CAREERS_BASENAME = CAREERS_BASE_PATH;

/**
 * The careers routes, shared by the browser router and the server renderer. Every page is a chunk of its own, the
 * list and the vacancy details too (decision 0068: the register page's first view does not carry them); the browser
 * loads the opened page's chunk before it hydrates the server's markup (./router.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RootLayout>
        <Outlet />
      </RootLayout>
    ),
    errorElement: <RouteErrorPage standalone />,
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: await loadListPage() }),
          },
          {
            path: VACANCY_ROUTE_PATH,
            lazy: async () => ({ Component: await loadVacancyPage() }),
          },
          {
            path: 'minhas-inscricoes',
            lazy: lazyPage(
              () => import('#careers/features/applications/components/my-applications-page'),
              'MyApplicationsPage',
            ),
          },
          {
            path: 'curriculo',
            lazy: lazyPage(() => import('./resume-route'), 'ResumeRoute'),
          },
          {
            // The talent pool choice: where the list's 'submit your resume for future opportunities' leads.
            path: 'banco-de-talentos',
            lazy: lazyPage(() => import('./talent-pool-route'), 'TalentPoolRoute'),
          },
          {
            // Screens 3-7: the careers auth home.
            path: 'register',
            lazy: async () => ({ Component: await loadRegisterPage() }),
          },
          {
            // Screen 9: the final message after the resume's finish call.
            path: 'cadastro-concluido',
            lazy: lazyPage(
              () => import('#careers/features/identity/components/registration-complete-page'),
              'RegistrationCompletePage',
            ),
          },
          {
            // The job alerts' mail links (decision 0075); the token is in the URL's fragment.
            path: ALERT_PATHS.confirm.slice(1),
            lazy: lazyPage(
              () => import('#careers/features/alerts/components/alert-link-pages'),
              'ConfirmAlertPage',
            ),
          },
          {
            path: ALERT_PATHS.unsubscribe.slice(1),
            lazy: lazyPage(
              () => import('#careers/features/alerts/components/alert-link-pages'),
              'LeaveAlertPage',
            ),
          },
          {
            path: ALERT_PATHS.manage.slice(1),
            lazy: lazyPage(
              () => import('#careers/features/alerts/components/alert-link-pages'),
              'ManageAlertsPage',
            ),
          },
          {
            path: LEGAL_PATHS.privacyPolicy,
            lazy: lazyPage(
              () => import('#careers/features/legal/components/legal-pages'),
              'PrivacyPolicyPage',
            ),
          },
          {
            path: LEGAL_PATHS.termsOfUse,
            lazy: lazyPage(() => import('#careers/features/legal/components/legal-pages'), 'TermsOfUsePage'),
          },
          {
            path: LEGAL_PATHS.privacyTips,
            lazy: lazyPage(() => import('#careers/features/legal/components/legal-pages'), 'PrivacyTipsPage'),
          },
          {
            path: '*',
            Component: NotFoundPage,
          },
        ],
      },
    ],
  },
];
