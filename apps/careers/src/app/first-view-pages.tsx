import { CAREERS_BASE_PATH } from '@portal/contracts/careers-paths';
import { lazyPart } from '@portal/shell/components/lazy-part';
import {
  FirstViewNavigation,
  type FirstViewNavigationProps,
} from '@portal/shell/navigation/first-view-navigation';
import type { ComponentType } from 'react';
import { RootLayout } from './root-layout';

/**
 * The careers pages whose first view runs without the router (decision 0104): the vacancy list, a vacancy and the
 * sign-in and registration (the pages a newcomer opens from a search engine, a shared link or an alert). The
 * routes (./routes.tsx) load the same components; the browser's start (main.tsx) hydrates them directly when the
 * document was opened at one of them.
 */

/** The list offers its search as a job alert (decision 0075): the app hands it the alerts' button. */
export async function loadListPage(): Promise<ComponentType> {
  const [{ VacanciesPage }, { AlertSubscribe }] = await Promise.all([
    import('#careers/features/vacancies/components/vacancies-page'),
    import('#careers/features/alerts/components/alert-subscribe'),
  ]);
  return function ListPage() {
    return <VacanciesPage alertSubscribe={AlertSubscribe} />;
  };
}

export async function loadVacancyPage(): Promise<ComponentType> {
  return (await import('#careers/features/vacancies/components/vacancy-page')).VacancyPage;
}

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

/**
 * Screens 3-7: the careers auth home. It gets the legal documents screen 5 shows, fetched when the person starts on
 * the first step (decision 0068).
 */
export async function loadRegisterPage(): Promise<ComponentType> {
  const { RegisterPage } = await import('#careers/features/identity/components/register-page');
  return function Register() {
    return <RegisterPage documents={policyDocuments} />;
  };
}

/** The route path of a vacancy's page (see `vacancyPagePath`). */
export const VACANCY_ROUTE_PATH = 'vagas/:id';

export interface FirstViewPage {
  load: () => Promise<ComponentType>;
  params: Record<string, string>;
}

/** The first-view page at an in-app path (as the router matches these routes), or null for any other page. */
export function firstViewPage(path: string): FirstViewPage | null {
  if (path === '/' || path === '') return { load: loadListPage, params: {} };
  if (path === '/register' || path === '/register/') return { load: loadRegisterPage, params: {} };
  const vacancy = /^\/vagas\/([^/]+)\/?$/.exec(path);
  if (vacancy?.[1]) return { load: loadVacancyPage, params: { id: decodeURIComponent(vacancy[1]) } };
  return null;
}

/**
 * A first-view page inside the careers frame, without the router: the one tree the server renders and the browser
 * hydrates (hydration must meet the same components, decision 0104).
 */
export function FirstViewApp({
  page: Page,
  ...navigation
}: Omit<FirstViewNavigationProps, 'basename' | 'children'> & { page: ComponentType }) {
  return (
    <FirstViewNavigation basename={CAREERS_BASE_PATH} {...navigation}>
      <RootLayout>
        <Page />
      </RootLayout>
    </FirstViewNavigation>
  );
}
