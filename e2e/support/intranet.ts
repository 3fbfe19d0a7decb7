import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Locale } from '@portal/contracts/locales';
import { signInThroughApi } from './accounts';
import { test as base, expect } from './fixtures';
import { namespaceText, text } from './locales';

/** Demo intranet accounts of DESIGN §2 (apps/server/src/seed/accounts-seed.ts). */
export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'Admin-Portal-2026!',
  name: 'Ana Administradora',
};
/** The demo recruiter (DESIGN §2): both recruiting permissions, every unit. */
export const DEMO_RECRUITER = {
  email: 'recrutador@example.com',
  password: 'Recrutador-Portal-2026!',
} as const;

/**
 * A vacancy deadline two months ahead, as a recruiter reading `lng` types it in the editor: digits only, in the
 * language's order (ddmmyyyy; mmddyyyy in en-US).
 */
export function deadlineDigits(lng: Locale): string {
  const day = new Date(Date.now() + 60 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const [date, month] = [pad(day.getDate()), pad(day.getMonth() + 1)];
  return lng === 'en-US' ? `${month}${date}${day.getFullYear()}` : `${date}${month}${day.getFullYear()}`;
}

export const DEMO_RESET = {
  email: 'reset@example.com',
  password: 'Reset-Portal-2026!',
  name: 'Rafael Reset',
};
export const DEMO_CPF = { cpf: '529.982.247-25', company: '1', name: 'Carlos Operador' };

/**
 * On an application's page, the keyboard alone from the focused 'In review' choice: an arrow to 'Interview', Tab to
 * the message and type it, Tab to the internal note and type it, Tab to Save and Enter; each field is focused in turn.
 * Then the change is said where the focus lands, the status reads 'Interview' and the timeline shows the message;
 * answers the timeline.
 */
export async function interviewByKeyboard(page: Page, lng: Locale, message: string, note: string) {
  const ti = namespaceText(lng, 'intranet');
  const group = page.getByRole('group', { name: ti('recruiting.application.nextStatus') });
  await page.keyboard.press('ArrowDown');
  await expect(
    group.getByRole('radio', { name: ti('recruiting.applicationStatus.interview') }),
  ).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(ti('recruiting.application.message'))).toBeFocused();
  await page.keyboard.type(message);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(ti('recruiting.application.note'))).toBeFocused();
  await page.keyboard.type(note);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: ti('recruiting.application.save') })).toBeFocused();
  await page.keyboard.press('Enter');

  const interview = ti('recruiting.applicationStatus.interview');
  const changed = ti('recruiting.application.changed', { status: interview });
  await expect(page.getByRole('status').filter({ hasText: changed })).toBeFocused();
  await expect(page.getByText(ti('recruiting.application.statusLabel', { status: interview }))).toBeVisible();
  const timeline = page.getByRole('region', { name: ti('recruiting.application.timeline') });
  await expect(timeline.getByText(message)).toBeVisible();
  return timeline;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** A signed-in session is reused for 10 minutes (access tokens live 15), then a new one is opened. */
const SESSION_REUSE_MS = 10 * 60_000;

/**
 * The project's test plus `signedInAs`: a test (or describe) with `test.use({ signedInAs: 'admin' })` starts in a
 * browser context that already holds the demo administrator's session (signed in through the token endpoint once
 * per worker, not once per test: the endpoint is rate-limited per address).
 */
export const test = base.extend<
  { signedInAs: 'admin' | null },
  { adminSession: { state?: StorageState; at: number } }
>({
  signedInAs: [null, { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  adminSession: [async ({}, use) => use({ at: 0 }), { scope: 'worker' }],
  storageState: async ({ signedInAs, adminSession, browser, baseURL }, use) => {
    if (signedInAs !== 'admin') return use(undefined);
    if (!adminSession.state || Date.now() - adminSession.at > SESSION_REUSE_MS) {
      adminSession.state = await signInState(browser, baseURL!);
      adminSession.at = Date.now();
    }
    await use(adminSession.state);
  },
});

async function signInState(browser: Browser, baseURL: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  try {
    await signInThroughApi(context.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export { expect };

/** The /login page as a user finds it, in `lng`. */
export function loginPage(page: Page, lng: Locale = 'pt-BR') {
  const t = (key: string) => text(lng, 'intranet', key);
  const emailForm = page.getByRole('form', { name: t('login.email.formLabel') });
  const cpfForm = page.getByRole('form', { name: t('login.cpf.formLabel') });
  return {
    heading: page.getByRole('heading', { level: 1, name: t('login.title') }),
    emailTab: page.getByRole('tab', { name: t('login.email.tab') }),
    cpfTab: page.getByRole('tab', { name: t('login.cpf.tab') }),
    emailForm,
    email: emailForm.getByLabel(t('login.email.email')),
    password: emailForm.getByLabel(t('login.email.password')),
    emailSubmit: emailForm.getByRole('button', { name: t('login.submit') }),
    cpfForm,
    cpf: cpfForm.getByLabel(t('login.cpf.cpf')),
    company: cpfForm.getByLabel(t('login.cpf.company')),
    cpfSubmit: cpfForm.getByRole('button', { name: t('login.submit') }),
    microsoft: page.getByRole('link', { name: t('login.microsoft.button') }),
    async signInWithEmail(email: string, password: string) {
      await this.email.fill(email);
      await this.password.fill(password);
      await this.emailSubmit.click();
    },
  };
}

/** The header's account menu (avatar with the user's initials). */
export function userMenu(page: Page, name: string, lng: Locale = 'pt-BR') {
  return page
    .getByRole('banner')
    .getByRole('button', { name: text(lng, 'library', 'auth.userMenu.label', { name }) });
}

/** Signs out through the account menu. */
export async function signOutThroughMenu(page: Page, name: string, lng: Locale = 'pt-BR') {
  await userMenu(page, name, lng).click();
  await page.getByRole('menuitem', { name: text(lng, 'library', 'auth.userMenu.signOut') }).click();
}

/** Names of the session cookies (no ENV_NAME in the e2e server). */
export const SESSION_COOKIES = ['access_token', 'refresh_token', 'login_type'];

/**
 * The console line Chromium logs when an API call of the page answers `status` (for `expectedConsoleErrors`):
 * only that path, only that status.
 */
export function apiErrorLine(path: string, status: number): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^console\\.error: Failed to load resource: the server responded with a status of ${status} \\([^)]*\\) \\(https?://[^/]+${escaped}(\\?[^:]*)?:0\\)$`,
  );
}

/** A vacancy's texts in one language, as the recruiter types them in the editor's language tab. */
export interface VacancyTexts {
  title: string;
  duties?: string;
  working_day?: string;
  requirements?: string;
  observations?: string;
}

/** The vacancy editor's field labelled with `key`'s translation (a required one ends in ' *'). */
export function vacancyField(page: Page, lng: Locale, key: string, required = true) {
  return page.getByLabel(`${text(lng, 'intranet', `recruiting.fields.${key}`)}${required ? ' *' : ''}`, {
    exact: true,
  });
}

/** A unit of the recruiting API (GET /api/recruiting/v1/units): where it is. */
export interface RecruitingUnit {
  id: number;
  name: string;
  city: string;
  state: string;
}

/**
 * Chooses a unit in the vacancy editor (by its option's index or name) and checks that its city and state, as the
 * units API gives them, fill the read-only place fields. Returns the unit.
 */
export async function expectUnitPlace(
  page: Page,
  lng: Locale,
  option: { index: number } | { label: string },
): Promise<RecruitingUnit> {
  const unit = vacancyField(page, lng, 'unit');
  await unit.selectOption(option);
  const name = (await unit.locator('option:checked').textContent()) ?? '';
  const units = (await (await page.request.get('/api/recruiting/v1/units')).json()) as RecruitingUnit[];
  const chosen = units.find((u) => u.name === name);
  expect(chosen, name).toBeDefined();
  await expect(vacancyField(page, lng, 'city', false)).toHaveValue(chosen!.city);
  await expect(vacancyField(page, lng, 'state', false)).toHaveValue(chosen!.state);
  return chosen!;
}

/**
 * Publishes a new vacancy in the intranet's editor (open on 'new vacancy', the UI in `lng`) as a recruiter types it:
 * the pt-BR texts, the English tab reached by the arrow key as the ARIA tabs pattern has it, the English texts, then
 * the first unit (its city and state come with it), a CLT contract, a typed deadline, the salary if given and the benefits. Returns the vacancy's id
 * once the editor says it is published.
 */
export async function publishNewVacancy(
  page: Page,
  lng: Locale,
  vacancy: {
    pt: VacancyTexts;
    en: VacancyTexts;
    modality: string;
    benefits: string[];
    /** A salary typed as on a numeric keypad ('2800', '3400,50'); none stated when absent. */
    salary?: { kind: 'fixed' | 'range'; min: string; max?: string; period: 'month' | 'hour' };
  },
): Promise<number> {
  const ti = (key: string) => text(lng, 'intranet', key);
  const field = (key: string, required = true) => vacancyField(page, lng, key, required);
  await expect(page.getByRole('heading', { level: 1, name: ti('recruiting.editor.newTitle') })).toBeVisible();
  for (const [language, texts] of [
    ['pt-BR', vacancy.pt],
    ['en-US', vacancy.en],
  ] as const) {
    if (language === 'en-US') {
      await page.getByRole('tab', { name: ti('recruiting.editor.language.pt-BR') }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: ti('recruiting.editor.language.en-US') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
    for (const [key, value] of Object.entries(texts))
      if (value !== undefined) await field(key, language === 'pt-BR' && key !== 'observations').fill(value);
  }
  await expectUnitPlace(page, lng, { index: 1 });
  await field('modality').selectOption({ label: ti(`recruiting.modality.${vacancy.modality}`) });
  await field('contractType').selectOption({ label: ti('recruiting.contractType.clt') });
  await field('deadline').pressSequentially(deadlineDigits(lng));
  await expect(field('deadline')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  if (vacancy.salary) {
    const { kind, min, max, period } = vacancy.salary;
    await page
      .getByLabel(ti('recruiting.salary.kindLabel'), { exact: true })
      .selectOption({ label: ti(`recruiting.salary.kind.${kind}`) });
    const amount = (key: string) => page.getByLabel(`${ti(`recruiting.salary.${key}`)} *`, { exact: true });
    await amount(kind === 'range' ? 'from' : 'amount').pressSequentially(min);
    if (max !== undefined) await amount('to').pressSequentially(max);
    await page
      .getByLabel(ti('recruiting.salary.periodLabel'), { exact: true })
      .selectOption({ label: ti(`recruiting.salary.period.${period}`) });
  }
  for (const benefit of vacancy.benefits) await page.getByLabel(ti(`recruiting.benefits.${benefit}`)).check();
  await page.getByRole('button', { name: ti('recruiting.editor.publish') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: ti('recruiting.editor.done.publish') }),
  ).toBeFocused();
  await expect(page).toHaveURL(/\/recrutamento\/vagas\/\d+$/);
  return Number(/(\d+)$/.exec(page.url())?.[1]);
}
