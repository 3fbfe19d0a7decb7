import { lazyPage } from '@portal/shell/layout/lazy-page';
import { NotFoundPage, RouteErrorPage } from '@portal/shell/layout/route-error-page';
import type { RouteObject } from 'react-router';
import { LEGAL_PATHS } from '../features/legal/legal-paths';
import { VacanciesPage } from '../features/vacancies/components/vacancies-page';
import { VacancyPage } from '../features/vacancies/components/vacancy-page';
import { RootLayout } from './root-layout';

/** The careers app lives under /carreiras (DESIGN §2). */
export const CAREERS_BASENAME = '/carreiras';

/**
 * The careers routes, shared by the browser router and the server renderer. The list and the vacancy details are
 * rendered on the server and hydrated, so they load with the entry; other screens load with their route.
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
          { index: true, Component: VacanciesPage },
          { path: 'vagas/:id', Component: VacancyPage },
          {
            path: 'minhas-inscricoes',
            lazy: lazyPage(
              () => import('../features/applications/components/my-applications-page'),
              'MyApplicationsPage',
            ),
          },
          {
            path: 'curriculo',
            lazy: lazyPage(() => import('./resume-route'), 'ResumeRoute'),
          },
          {
            // Screens 3-7: the careers auth home. The app hands it the legal documents screen 5 shows.
            path: 'register',
            lazy: async () => {
              const [{ RegisterPage }, { LegalDocument }, versions] = await Promise.all([
                import('../features/identity/components/register-page'),
                import('../features/legal/components/legal-document'),
                import('../features/legal/legal-versions'),
              ]);
              const documents = {
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
              return { Component: () => <RegisterPage documents={documents} /> };
            },
          },
          {
            // Screen 9: the final message after the resume's finish call.
            path: 'cadastro-concluido',
            lazy: lazyPage(
              () => import('../features/identity/components/registration-complete-page'),
              'RegistrationCompletePage',
            ),
          },
          {
            path: LEGAL_PATHS.privacyPolicy,
            lazy: lazyPage(() => import('../features/legal/components/legal-pages'), 'PrivacyPolicyPage'),
          },
          {
            path: LEGAL_PATHS.termsOfUse,
            lazy: lazyPage(() => import('../features/legal/components/legal-pages'), 'TermsOfUsePage'),
          },
          {
            path: LEGAL_PATHS.privacyTips,
            lazy: lazyPage(() => import('../features/legal/components/legal-pages'), 'PrivacyTipsPage'),
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
