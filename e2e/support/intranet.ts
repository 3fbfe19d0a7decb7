import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Locale } from '@portal/contracts/locales';
import { signInThroughApi } from './accounts';
import { test as base, expect } from './fixtures';
import { text } from './locales';

/** Demo intranet accounts of DESIGN §2 (apps/server/src/seed/accounts-seed.ts). */
export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'Admin-Portal-2026!',
  name: 'Ana Administradora',
};
/** The demo recruiter of issue 11: both recruiting permissions, every unit. */
export const DEMO_RECRUITER = {
  email: 'recrutador@example.com',
  password: 'Recrutador-Portal-2026!',
} as const;

/** A vacancy deadline two months ahead, as the recruiter types it in the editor: digits only (ddmmyyyy). */
export function deadlineDigits(): string {
  const day = new Date(Date.now() + 60 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getDate())}${pad(day.getMonth() + 1)}${day.getFullYear()}`;
}

export const DEMO_RESET = {
  email: 'reset@example.com',
  password: 'Reset-Portal-2026!',
  name: 'Rafael Reset',
};
export const DEMO_CPF = { cpf: '529.982.247-25', company: '1', name: 'Carlos Operador' };

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
