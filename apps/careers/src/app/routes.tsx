import { ALERT_PATHS } from '@portal/contracts/careers-paths';
import { lazyPart } from '@portal/shell/components/lazy-part';
import { lazyPage } from '@portal/shell/layout/lazy-page';
import { NotFoundPage, RouteErrorPage } from '@portal/shell/layout/route-error-page';
import type { RouteObject } from 'react-router';
import { LEGAL_PATHS } from '#careers/features/legal/legal-paths';
import { RootLayout } from './root-layout';

/** The legal documents of the register page's policies step, fetched once when asked for. */
const policyDocuments = lazyPart(async () => {
  const [{ LegalDocument }, versions] = await Promise.all([
    import('#careers/features/legal/components/legal-document'),
    import('#careers/features/legal/legal-versions'),
  ]);
  return {
    privacyPolicy: (
      <LegalDocument
        documentKey="privacyPolicy"
        version={versions.PRIVACY_POLICY_VERSION}
        updatedOn={versions.PRIVACY_POLICY_UPDATED_ON}
      />
    ),
    termsOfUse: (
      <LegalDocument
        documentKey="termsOfUse"
        version={versions.TERMS_VERSION}
        updatedOn={versions.TERMS_UPDATED_ON}
      />
    ),
  };
}).load;

/** The careers app lives under /carreiras (DESIGN §2). */
export const CAREERS_BASENAME = '/carreiras';

/**
 * The careers routes, shared by the browser router and the server renderer. Every page is a chunk of its own, the
 * list and the vacancy details too (decision 0068: the register page's first view does not carry them); the browser
 * loads the opened page's chunk before it hydrates the server's markup (./router.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage standalone />,
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            // The list offers its search as a job alert (decision 0075): the app hands it the alerts' button.
            index: true,
            lazy: async () => {
              const [{ VacanciesPage }, { AlertSubscribe }] = await Promise.all([
                import('#careers/features/vacancies/components/vacancies-page'),
                import('#careers/features/alerts/components/alert-subscribe'),
              ]);
              return { Component: () => <VacanciesPage alertSubscribe={AlertSubscribe} /> };
            },
          },
          {
            path: 'vagas/:id',
            lazy: lazyPage(
              () => import('#careers/features/vacancies/components/vacancy-page'),
              'VacancyPage',
            ),
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
            // Screens 3-7: the careers auth home. The app hands it the legal documents screen 5 shows, fetched when
            // the person starts on the first step (decision 0068).
            path: 'register',
            lazy: async () => {
              const { RegisterPage } = await import('#careers/features/identity/components/register-page');
              return { Component: () => <RegisterPage documents={policyDocuments} /> };
            },
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
