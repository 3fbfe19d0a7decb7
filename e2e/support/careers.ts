import type { APIRequestContext, Page } from '@playwright/test';
import { VACANCIES_PAGE_SIZE } from '@portal/contracts/constants';
import { formatDate } from '@portal/contracts/dates';
import type { Locale } from '@portal/contracts/locales';
import type {
  Application,
  VacancyDetail,
  VacancyFilters,
  VacancyListItem,
} from '@portal/contracts/vacancies';
import { CSRF_HEADER, signInThroughApi } from './accounts';
import { expect } from './fixtures';
import { text } from './locales';

/**
 * Vacancies of the demo data the e2e server seeds into its empty database (apps/server/src/seed/vacancies-seed.ts:
 * rows 3, 17 and 31 are closed, rows 8, 22 and 40 past their deadline; a vacancy's id is its row index + 1).
 */
export const SEEDED_VACANCY = { closed: 4, expired: 9 } as const;

/** A search typed without the accent: the demo data has 'Mecânico(a) de Manutenção Industrial' in three units. */
export const UNACCENTED = 'mecanico';

/** The demo candidate with a finished resume (apps/server/src/seed/accounts-seed.ts). */
export const DEMO_CANDIDATE = { email: 'candidata@example.com', password: 'Candidata-Demo-2026!' } as const;

const VACANCIES_API = '/api/curriculum/vacancies/v1';

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The open vacancies the API lists for these filters, in `lng`: what the list page must show. */
export async function listedVacancies(
  request: APIRequestContext,
  params: Record<string, string | number> = {},
  lng: Locale = 'pt-BR',
): Promise<VacancyListItem[]> {
  const response = await request.get(VACANCIES_API, { params, headers: { 'Accept-Language': lng } });
  expect(response.status(), `GET ${VACANCIES_API}`).toBe(200);
  return (await response.json()) as VacancyListItem[];
}

/** The demo data's open vacancy at `index` of the list (the first by default); the test cannot go on without it. */
export async function openVacancy(request: APIRequestContext, index = 0): Promise<VacancyListItem> {
  const vacancy = (await listedVacancies(request))[index];
  if (!vacancy) throw new Error(`the demo data has fewer than ${index + 1} open vacancies`);
  return vacancy;
}

/** The options of the list's city and unit selects, as the API gives them. */
export async function filterOptions(request: APIRequestContext): Promise<VacancyFilters> {
  const response = await request.get(`${VACANCIES_API}/filters`);
  expect(response.status(), `GET ${VACANCIES_API}/filters`).toBe(200);
  return (await response.json()) as VacancyFilters;
}

/** One vacancy as the API gives it, in `lng`. */
export async function vacancyDetails(
  request: APIRequestContext,
  id: number,
  lng: Locale = 'pt-BR',
): Promise<VacancyDetail> {
  const response = await request.get(`${VACANCIES_API}/${id}`, { headers: { 'Accept-Language': lng } });
  expect(response.status(), `GET ${VACANCIES_API}/${id}`).toBe(200);
  return (await response.json()) as VacancyDetail;
}

/**
 * Signs the demo candidate in through the token endpoint with the page's own request context, which stores the
 * session cookies (HttpOnly tokens plus the readable login-type cookie) in the browser context.
 * This stands in for the candidate sign-in screen until the identity issue lands; then use the screen instead.
 */
export async function signInAsDemoCandidate(page: Page): Promise<void> {
  await signInThroughApi(
    page.request,
    DEMO_CANDIDATE.email,
    DEMO_CANDIDATE.password,
    'demo candidate sign-in',
  );
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('login_type');
}

/** Applies as the signed-in candidate through the API (setup for screens that need an application). */
export async function applyThroughApi(page: Page, vacancyId: number): Promise<void> {
  const response = await page.request.post(VACANCIES_API, {
    headers: CSRF_HEADER,
    data: { vacancy_id: vacancyId },
  });
  expect(response.ok(), `apply to ${vacancyId}: ${response.status()}`).toBe(true);
}

/** Cancels the signed-in candidate's application, if any (a clean start, or tidying up after a test). */
async function cancelThroughApi(page: Page, vacancyId: number): Promise<void> {
  const response = await page.request.delete(`${VACANCIES_API}/${vacancyId}`, { headers: CSRF_HEADER });
  expect([204, 404], `cancel ${vacancyId}: ${response.status()}`).toContain(response.status());
}

/** Cancels every application of the signed-in candidate: a known, empty start for a test. */
export async function cancelAllThroughApi(page: Page): Promise<void> {
  const response = await page.request.get(`${VACANCIES_API}/user`);
  expect(response.status(), `GET ${VACANCIES_API}/user`).toBe(200);
  const applications = (await response.json()) as Application[];
  for (const application of applications) await cancelThroughApi(page, application.vacancy.id);
}

/** An API date (yyyy-MM-dd) as the careers screens show it in `locale` (24/12/2026; 12/24/2026 in en-US). */
export function shownDay(isoDay: string, locale: Locale = 'pt-BR'): string {
  return formatDate(isoDay.slice(0, 10), locale);
}

/**
 * Waits until the server-rendered page has been hydrated: the browser then sets the tab title to
 * "<page> | <app title>" (the server sends the longer search-engine title).
 */
export async function expectHydrated(page: Page, lng: Locale, pageTitle: string): Promise<void> {
  await expect(page).toHaveTitle(`${pageTitle} | ${text(lng, 'library', 'appShell.title')}`);
}

/** Careers screen 1 as a user finds it: the filter form, the results and their cards. */
export function vacancyListPage(page: Page, lng: Locale = 'pt-BR') {
  const t = (key: string, params?: Record<string, string | number>) => text(lng, 'careers', key, params);
  const filters = page.getByRole('search', { name: t('vacancies.filters.label') });
  const results = page.getByRole('region', {
    name: new RegExp(`^${escapeRegExp(t('vacancies.list.heading'))}`),
  });
  const cards = results.getByRole('listitem');
  /** The control the fields fold behind below 768 px, 'Filtros' or 'Filtros (2)' (a <details>' summary). */
  const filtersToggle = filters.locator('summary');
  return {
    heading: page.getByRole('heading', { level: 1 }),
    filters,
    filtersToggle,
    /** Opens the folded filters as a person on a phone does (a tap on 'Filtros'); nothing to do when they show. */
    async openFilters() {
      if (!(await filtersToggle.isVisible())) return;
      if ((await filters.locator('details').getAttribute('open')) !== null) return;
      const touch = await filtersToggle.evaluate(() => window.matchMedia('(pointer: coarse)').matches);
      if (touch) await filtersToggle.tap();
      else await filtersToggle.click();
      await expect(filters.locator('details')).toHaveAttribute('open', '');
    },
    search: filters.getByRole('searchbox', { name: t('vacancies.filters.search') }),
    city: filters.getByRole('combobox', { name: t('vacancies.filters.city') }),
    unit: filters.getByRole('combobox', { name: t('vacancies.filters.unit') }),
    program: filters.getByRole('combobox', { name: t('vacancies.filters.program') }),
    pcd: filters.getByRole('checkbox', { name: t('vacancies.filters.pcd') }),
    submit: filters.getByRole('button', { name: t('vacancies.filters.submit') }),
    clear: filters.getByRole('link', { name: t('vacancies.filters.clear') }),
    results,
    /** The screen-reader status line, e.g. 'Vacancies found: 3'. */
    status: results.getByRole('status'),
    cards,
    cardTitles: cards.getByRole('heading', { level: 3 }),
    empty: results.getByText(t('vacancies.list.empty'), { exact: true }),
    showMore: results.getByRole('link', { name: t('vacancies.list.showMore') }),
    /**
     * The list found exactly these vacancies and says how many; it shows them in this order, the first
     * `pages` × 20 of them ('show more' adds 20 each time), and says how many it shows when not all.
     */
    async expectVacancies(vacancies: Pick<VacancyListItem, 'title'>[], pages = 1) {
      const shown = vacancies.slice(0, pages * VACANCIES_PAGE_SIZE);
      await expect(this.status).toHaveText(t('vacancies.list.found', { count: vacancies.length }));
      await expect(this.cardTitles).toHaveText(shown.map((vacancy) => vacancy.title));
      const showing = results.getByText(
        t('vacancies.list.showing', { shown: shown.length, count: vacancies.length }),
      );
      if (shown.length < vacancies.length) {
        await expect(showing).toBeVisible();
        await expect(this.showMore).toBeVisible();
      } else {
        await expect(this.showMore).toHaveCount(0);
      }
    },
  };
}

/**
 * The console line Chromium logs when a page's own document answers 404 (for `expectedConsoleErrors`): only this
 * document, never an API call or an asset.
 */
export function documentNotFoundLine(path: string): RegExp {
  return new RegExp(
    `^console\\.error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(https?://[^/]+${escapeRegExp(path)}:0\\)$`,
  );
}

/**
 * Opens /carreiras/register (server-rendered) and waits until it is hydrated: a tap before that would reach markup
 * that does not answer yet.
 */
export async function openRegisterPage(page: Page, lng: Locale = 'pt-BR', query = ''): Promise<void> {
  await page.goto(`/carreiras/register${query}`);
  await expect(page).toHaveTitle(
    `${text(lng, 'careers', 'register.pageTitle')} | ${text(lng, 'library', 'appShell.title')}`,
  );
}
