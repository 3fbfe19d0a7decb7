import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { Locale } from '@portal/contracts/locales';
import { registerThroughApi, requestToken } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { openRegisterPage } from '../support/careers';
import { apiErrorLine, expect, test } from '../support/intranet';
import { text, translator } from '../support/locales';
import { confirmationCode, mailsTo } from '../support/mail';
import { recoveryFlow } from '../support/shell';

/**
 * Account recovery and the unconfirmed account (decision 0041): the code is read from the
 * real SMTP sink; every account is one the test creates, so no demo password changes.
 */

const OLD_PASSWORD = 'Senha-Antiga-Portal-2026!';
const NEW_PASSWORD = 'Senha-Nova-Recuperada-2026!';

/** The answers the page logs as failed loads: a wrong code (400, checked at the code step) and an unconfirmed account's sign-in (403). */
const EXPECTED_ERRORS = new RegExp(
  `${apiErrorLine('/api/users/password/v1/verify', 400).source}|${apiErrorLine('/api/auth/auth/v1/token', 403).source}`,
);
// One pattern, not an array of two: Playwright reads `[value, options]` from an array.
test.use({ expectedConsoleErrors: [EXPECTED_ERRORS] });

function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * From the code step to the done step: a wrong code first (refused at the code step itself, with the tries left, the
 * typed code kept), then the code mailed as the `nth` 6-digit mail to `email`; axe on every step.
 */
async function finishRecovery(page: Page, lng: Locale, email: string, nth: number) {
  const flow = recoveryFlow(page, lng);
  await expect(flow.heading('code.title')).toBeFocused();
  await expect(page.getByText(flow.t('code.sent', { email, minutes: 15 }))).toBeVisible();
  await expectNoSeriousViolations(page);
  const code = await confirmationCode(email, nth);
  const wrong = code === '000000' ? '111111' : '000000';
  await flow.code.fill(wrong);
  await flow.continueCode.click();
  // Wrong code: refused where it was typed, saying how many tries are left; what was typed stays.
  await expect(flow.code).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText(text(lng, 'common', 'errors.codeIncorrectTriesLeft_other', { count: 4 })),
  ).toBeVisible();
  await expect(flow.code).toHaveValue(wrong);
  await expect(flow.heading('password.title')).toHaveCount(0);
  await flow.code.fill(code);
  await flow.continueCode.click();
  await expect(flow.heading('password.title')).toBeFocused();
  await flow.newPassword.fill('curta');
  await expect(
    page.getByRole('listitem').filter({ hasText: flow.t('criteria.minLength', { min: 15 }) }),
  ).toHaveAttribute('data-met', 'false');
  await expectNoSeriousViolations(page);
  await flow.newPassword.fill(NEW_PASSWORD);
  await flow.confirmation.fill(NEW_PASSWORD);
  await flow.save.click();
  await expect(flow.heading('done.title')).toBeFocused();
  await expectNoSeriousViolations(page);
  expect(mailsTo(email)[nth - 1]!.subject).toBe(text(lng, 'common', 'mail.passwordReset.subject', { code }));
  await flow.done.click();
}

test.describe('account recovery', () => {
  for (const lng of ['pt-BR', 'es-ES'] as const) {
    test(`a candidate who forgot the password gets a code by e-mail and is signed in, in ${lng}`, async ({
      page,
      context,
      baseURL,
      playwright,
    }) => {
      test.setTimeout(90_000);
      await context.addCookies([{ name: 'portal_lang', value: lng, url: baseURL! }]);
      // The Spanish run on a phone-sized screen (axe on every step there too).
      if (lng === 'es-ES') await page.setViewportSize({ width: 390, height: 844 });
      const t = translator(lng);
      const api = await playwright.request.newContext({ baseURL: baseURL! });
      const email = uniqueEmail('esqueci');
      const name = 'Joana Esquecida';
      await registerThroughApi(api, { name, email, password: OLD_PASSWORD, language: lng });

      await openRegisterPage(page, lng);
      await page.getByRole('button', { name: t('careers', 'register.identity.signIn') }).click();
      await page.getByLabel(t('careers', 'register.identity.email')).fill(email);
      await page.getByRole('button', { name: t('library', 'passwordRecovery.link') }).click();

      const flow = recoveryFlow(page, lng);
      await expect(flow.heading('email.title')).toBeFocused();
      await expect(flow.email).toHaveValue(email);
      await expectNoSeriousViolations(page);
      await flow.sendCode.click();
      await finishRecovery(page, lng, email, 2);

      // Signed in; the privacy policy was never acknowledged (registered through the API), then the resume.
      await page.getByRole('button', { name: t('careers', 'register.policies.acknowledge') }).click();
      await expect(page).toHaveURL(/\/carreiras\/curriculo/);
      await expect(page.getByRole('button', { name: t('careers', 'account.menu', { name }) })).toBeVisible();
      expect((await requestToken(api, email, NEW_PASSWORD)).status()).toBe(200);
      expect((await requestToken(api, email, OLD_PASSWORD)).status()).toBe(401);
      await api.dispose();
    });
  }

  test('an account whose e-mail was never confirmed is offered a code at sign-in and goes on', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const t = translator('pt-BR');
    const api = await playwright.request.newContext({ baseURL: baseURL! });
    const email = uniqueEmail('pendente');
    await registerThroughApi(
      api,
      { name: 'Paula Pendente', email, password: OLD_PASSWORD, language: 'pt-BR' },
      { confirm: false },
    );
    await api.dispose();

    // A slow network: the sign-in step's code arrives well after the tap. The first step takes no typing meanwhile
    // (its fields are disabled), so what is typed next goes into the sign-in step and is not lost.
    let chunkAsked = false;
    await page.route('**/carreiras/assets/later-steps-*.js', async (route) => {
      chunkAsked = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await openRegisterPage(page, 'pt-BR');
    await page.getByRole('button', { name: t('careers', 'register.identity.signIn') }).click();
    await expect(page.getByLabel(t('careers', 'register.identity.email'))).toBeDisabled();
    await page.getByLabel(t('careers', 'register.identity.email')).fill(email);
    expect(chunkAsked).toBe(true);
    await page.getByLabel(t('careers', 'register.signIn.password')).fill(OLD_PASSWORD);
    await page.getByRole('button', { name: t('careers', 'register.signIn.submit') }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: t('common', 'errors.email_not_confirmed.detail') });
    await expect(alert).toBeFocused();
    await expectNoSeriousViolations(page);
    await alert.getByRole('button', { name: t('careers', 'register.signIn.sendCode') }).click();
    await expect(page.getByRole('heading', { name: t('careers', 'register.confirm.title') })).toBeVisible();
    await page.getByLabel(t('careers', 'register.confirm.code')).fill(await confirmationCode(email));
    await page.getByRole('button', { name: t('careers', 'register.confirm.submit') }).click();
    await expect(page.getByRole('heading', { name: t('careers', 'register.welcome.title') })).toBeVisible();
    await expect(
      page.getByRole('button', { name: t('careers', 'account.menu', { name: 'Paula Pendente' }) }),
    ).toBeVisible();
  });
});

/**
 * The intranet user is created with the users tool on a database of its own, so this describe runs a second
 * server on it (the shared e2e server's embedded database cannot be opened by another process). It mails to the
 * same SMTP sink.
 */
test.describe('intranet account recovery', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const e2ePort = Number(process.env.E2E_PORT ?? 3100);
  const port = e2ePort + 3000;
  const origin = `http://127.0.0.1:${port}`;
  // Made in beforeAll: a second run (another project) must not read this run's mails.
  let email: string;
  let dataDir: string;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    email = uniqueEmail('olga.operadora');
    dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-recovery-'));
    const env = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', NODE_ENV: 'production' };
    // A new employee with a temporary password: status 'R' (must change it).
    const created = execFileSync(
      process.execPath,
      [
        `${root}apps/server/dist/users.js`,
        'create',
        '--email',
        email,
        '--name',
        'Olga Operadora',
        '--company',
        '1',
      ],
      { cwd: root, env, encoding: 'utf8' },
    );
    expect(created).toContain(email);
    server = spawn(process.execPath, [`${root}apps/server/dist/server.js`], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        RETENTION_JOB: 'false',
        SMTP_URL: `smtp://127.0.0.1:${Number(process.env.E2E_SMTP_PORT ?? e2ePort + 2000)}`,
      },
    });
    await expect
      .poll(
        async () =>
          fetch(`${origin}/api/ready`)
            .then((r) => r.status)
            .catch(() => 0),
        { timeout: 60_000 },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("'Esqueci minha senha' on /login: code by e-mail, new password, signed in to /home and active", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = translator('pt-BR');
    await page.goto(`${origin}/login`);
    await page.getByRole('link', { name: t('library', 'passwordRecovery.link') }).click();
    await expect(page).toHaveURL(`${origin}/password-recovery`);
    await expect(page).toHaveTitle(new RegExp(`^${t('library', 'passwordRecovery.title')}`));
    const flow = recoveryFlow(page, 'pt-BR');
    await expect(flow.heading('email.title')).toBeFocused();
    await expectNoSeriousViolations(page);
    await flow.email.fill(email);
    await flow.sendCode.click();
    await finishRecovery(page, 'pt-BR', email, 1);
    await expect(page).toHaveURL(`${origin}/home`);
    await expect(
      page.getByRole('banner').getByRole('button', {
        name: t('library', 'auth.userMenu.label', { name: 'Olga Operadora' }),
      }),
    ).toBeVisible();
    // Status 'A' now: no forced password dialog.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
