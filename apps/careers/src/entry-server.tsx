import { COMPANY_NAME } from '@portal/contracts/company';
import { isSidebarCollapsedCookie } from '@portal/contracts/constants';
import { formatDate, reviveDates } from '@portal/contracts/dates';
import type { Locale } from '@portal/contracts/locales';
import { SHARE_CARD_SIZE, shareCardPath, type VacancyDetail } from '@portal/contracts/vacancies';
import { type ApiError, toApiError } from '@portal/shell/api/api-error';
import { ApiProvider, apiKey } from '@portal/shell/api/swr';
import { createServerI18n } from '@portal/shell/i18n/i18n';
import { SidebarPreferenceProvider } from '@portal/shell/layout/sidebar';
import { inAppPath } from '@portal/shell/navigation/navigation';
import { RouterNavigation } from '@portal/shell/navigation/router-navigation';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { FirstViewApp, firstViewPage, VACANCY_ROUTE_PATH } from './app/first-view-pages';
import { CAREERS_BASENAME, routes } from './app/routes';
import type { LegalDocumentKey } from './features/legal/components/legal-document';
import { LEGAL_PATHS } from './features/legal/legal-paths';
import { vacancyFiltersRequest, vacancyListRequest } from './features/vacancies/api/get-vacancies';
import { vacancyRequest } from './features/vacancies/api/get-vacancy';
import { alternatesFor, headHtml, jobPosting, localizedUrl, type PageHead } from './ssr/head';

/**
 * Server rendering of the careers app. The server asks `plan(url)` which API reads a page needs, answers them
 * through its own routes, and calls `render` with the answers; the page's HTML, head and hand-over data come back.
 */

export interface ApiRead {
  path: string;
  params?: Record<string, string | number>;
}

export interface SsrPlan {
  page: 'list' | 'vacancy' | 'legal' | 'notFound' | 'other';
  reads: ApiRead[];
  /** Which legal document a 'legal' page shows. */
  document?: LegalDocumentKey;
}

/** What a page needs from the API, or null when the path is not the careers app's. */
export function plan(url: URL): SsrPlan | null {
  const matches = matchRoutes(routes, url.pathname, CAREERS_BASENAME);
  const leaf = matches?.at(-1);
  if (!leaf) return null;
  if (leaf.route.index) {
    return { page: 'list', reads: [vacancyListRequest(url.searchParams), vacancyFiltersRequest()] };
  }
  if (leaf.route.path === VACANCY_ROUTE_PATH)
    return { page: 'vacancy', reads: [vacancyRequest(leaf.params.id ?? '')] };
  if (leaf.route.path === '*') return { page: 'notFound', reads: [] };
  const legal = (Object.keys(LEGAL_PATHS) as LegalDocumentKey[]).find(
    (key) => LEGAL_PATHS[key] === leaf.route.path,
  );
  if (legal) return { page: 'legal', reads: [], document: legal };
  return { page: 'other', reads: [] };
}

/** The server renders a page; nothing navigates there. */
async function serverCannotLeave(): Promise<void> {
  throw new Error('A server render does not navigate.');
}

export interface RenderInput {
  url: URL;
  /** The public origin, for canonical and hreflang links. */
  origin: string;
  locale: Locale;
  /** The texts of the page's namespaces (common, library, careers) in `locale`. */
  resources: Record<string, Record<string, unknown>>;
  /** The answers to `plan(url).reads`, in order. */
  answers: { status: number; body: unknown }[];
  /**
   * `isSidebarCollapsedCookie` of the request's SIDEBAR_COOKIE: whether a small screen's first frame has the sidebar
   * hidden (the default) or shown, as it stays after hydration (decision 0085; from 768 px it is always collapsed).
   * The page then varies on the cookie.
   */
  sidebarCollapsed?: boolean;
}

export interface RenderResult {
  status: number;
  html: string;
  head: string;
  /** JSON for the browser's hydration (safe inside a <script type="application/json">). */
  data: string;
  redirect?: string;
}

export async function render({
  url,
  origin,
  locale,
  resources,
  answers,
  sidebarCollapsed = isSidebarCollapsedCookie(undefined),
}: RenderInput): Promise<RenderResult> {
  const ssrPlan = plan(url) ?? { page: 'other', reads: [] };
  const fallback: Record<string, unknown> = {};
  const rawFallback: Record<string, unknown> = {};
  const errors: Record<string, ApiError> = {};
  const rawErrors: Record<string, { status: number; body: unknown }> = {};
  ssrPlan.reads.forEach((read, index) => {
    const answer = answers[index];
    if (!answer) return;
    const key = apiKey(read.path, read.params, locale);
    if (answer.status === 200) {
      rawFallback[key] = answer.body;
      fallback[key] = reviveDates(answer.body);
    } else {
      rawErrors[key] = answer;
      errors[key] = toApiError(answer.status, answer.body);
    }
  });

  const handler = createStaticHandler(routes, { basename: CAREERS_BASENAME });
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) {
    return {
      status: context.status,
      html: '',
      head: '',
      data: '',
      redirect: context.headers.get('Location') ?? '/',
    };
  }
  // A list or a vacancy is rendered as the browser hydrates it, without the router (decision 0104); any other page
  // through the router.
  const firstView = firstViewPage(inAppPath(CAREERS_BASENAME, url.pathname) ?? '');
  let page: ReactNode;
  if (firstView) {
    page = (
      <FirstViewApp
        page={await firstView.load()}
        params={firstView.params}
        url={url}
        onLeave={serverCannotLeave}
      />
    );
  } else {
    const router = createStaticRouter(handler.dataRoutes, context);
    page = (
      <RouterNavigation router={router}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </RouterNavigation>
    );
  }
  const i18n = createServerI18n('careers', locale, resources);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <ApiProvider fallback={fallback} fallbackErrors={errors}>
        <SidebarPreferenceProvider collapsed={sidebarCollapsed}>{page}</SidebarPreferenceProvider>
      </ApiProvider>
    </I18nextProvider>,
  );

  const t = i18n.t;
  const path = url.pathname;
  let status = context.statusCode;
  let head: PageHead = {
    title: t('careers:seo.listTitle'),
    description: t('careers:seo.listDescription'),
    canonical: localizedUrl(origin, path, locale),
    alternates: alternatesFor(origin, path),
    siteName: t('careers:seo.siteName'),
  };
  if (ssrPlan.page === 'list' && url.search.replace(/[?&]lang=[^&]*/, '')) {
    // A filtered list is the same page as the whole list for search engines.
    head.canonical = localizedUrl(origin, CAREERS_BASENAME, locale);
  }
  if (ssrPlan.page === 'vacancy') {
    const answer = answers[0];
    if (answer?.status === 200) {
      const vacancy = reviveDates<VacancyDetail>(answer.body);
      const canonical = localizedUrl(origin, path, locale);
      head = {
        title: t('careers:seo.vacancyTitle', {
          title: vacancy.title,
          city: vacancy.city,
          state: vacancy.state,
        }),
        description: t('careers:seo.vacancyDescription', {
          title: vacancy.title,
          unit: vacancy.unit.name,
          city: vacancy.city,
          state: vacancy.state,
        }),
        canonical,
        alternates: alternatesFor(origin, path),
        siteName: head.siteName,
        image: {
          url: new URL(shareCardPath(vacancy.id, locale), origin).toString(),
          ...SHARE_CARD_SIZE,
          alt: t('careers:seo.shareCardAlt', {
            title: vacancy.title,
            unit: vacancy.unit.name,
            city: vacancy.city,
            state: vacancy.state,
            deadline: formatDate(vacancy.application_deadline, locale),
          }),
        },
        ...(vacancy.deadline_passed
          ? { robots: 'noindex' }
          : { jsonLd: jobPosting(answer.body as VacancyDetail, canonical, t) }),
      };
    } else {
      status = answer?.status === 404 ? 404 : (answer?.status ?? 500);
      head = { ...head, title: t('careers:seo.vacancyGoneTitle'), robots: 'noindex' };
    }
  } else if (ssrPlan.page === 'legal' && ssrPlan.document) {
    // Each legal document has its own title (decision 0041), not the vacancy list's.
    const title = t(`careers:legal.${ssrPlan.document}.title`);
    head = {
      ...head,
      title: t('careers:seo.legalTitle', { title }),
      description: t('careers:seo.legalDescription', { title, company: COMPANY_NAME }),
    };
  } else if (ssrPlan.page === 'notFound') {
    status = 404;
    head = { ...head, title: t('careers:seo.notFoundTitle'), robots: 'noindex' };
  }

  const data = JSON.stringify({ locale, resources, fallback: rawFallback, errors: rawErrors })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  return { status, html, head: headHtml(head, locale), data };
}
