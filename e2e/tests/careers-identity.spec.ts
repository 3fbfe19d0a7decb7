import type { Locator, Page } from '@playwright/test';
import type { Locale } from '@portal/contracts/locales';
import { expectNoSeriousViolations } from '../support/axe';
import { DEMO_CANDIDATE, openRegisterPage } from '../support/careers';
import { expect, test } from '../support/fixtures';
import { translator } from '../support/locales';
import { confirmationCode, mailsTo } from '../support/mail';

const PASSWORD = 'Tr0car-de-Carreira!';

/** Waits for a dialog's or menu's opening animation to end, so axe measures colours at full opacity. */
async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
}

function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The careers auth screens as a user finds them, in `lng`. */
function screens(page: Page, lng: Locale) {
  const t = translator(lng);
  return {
    t,
    name: page.getByLabel(t('careers', 'register.identity.name')),
    email: page.getByLabel(t('careers', 'register.identity.email')),
    createAccount: page.getByRole('button', { name: t('careers', 'register.identity.submit') }),
    password: page.getByLabel(t('careers', 'register.password.password'), { exact: true }),
    confirmation: page.getByLabel(t('careers', 'register.password.confirmation')),
    continue: page.getByRole('button', { name: t('careers', 'register.continue') }),
    privacyConsent: page.getByRole('checkbox', { name: t('careers', 'register.policies.privacyConsent') }),
    storageConsent: page.getByRole('checkbox', {
      name: t('careers', 'register.policies.dataStorage', { months: 61 }),
    }),
    continueToCode: page.getByRole('button', { name: t('careers', 'register.policies.submit') }),
    code: page.getByLabel(t('careers', 'register.confirm.code')),
    confirmEmail: page.getByRole('button', { name: t('careers', 'register.confirm.submit') }),
    heading: (key: string, params?: Record<string, string | number>) =>
      page.getByRole('heading', { name: t('careers', key, params) }),
    accountMenu: (name: string) => page.getByRole('button', { name: t('careers', 'account.menu', { name }) }),
  };
}

/** Screens 3 to 7 with valid data; answers after screen 7 shows. */
async function registerThroughScreens(page: Page, lng: Locale, name: string, email: string, nthCode = 1) {
  const s = screens(page, lng);
  await s.name.fill(name);
  await s.email.fill(email);
  await s.createAccount.click();
  await expect(s.heading('register.password.title')).toBeVisible();
  await s.password.fill(PASSWORD);
  await s.confirmation.fill(PASSWORD);
  await s.continue.click();
  await expect(s.heading('register.policies.title')).toBeVisible();
  await s.privacyConsent.check();
  await s.storageConsent.check();
  await s.continueToCode.click();
  await expect(s.heading('register.confirm.title')).toBeVisible();
  await s.code.fill(await confirmationCode(email, nthCode));
  await s.confirmEmail.click();
  await expect(s.heading('register.welcome.title')).toBeVisible();
}

test.describe('candidate identity', () => {
  // A refused sign-in (deleted account) and a refused code answer 401/400, which Chromium logs.
  test.use({ expectedConsoleErrors: [/status of 40[01]/] });

  test('a new visitor registers in pt-BR, signs out, signs in, stays signed in, deletes the account and registers again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const lng = 'pt-BR';
    const s = screens(page, lng);
    const t = s.t;
    const email = uniqueEmail('renata');
    const name = 'Renata Gonçalves';

    // Screen 3, with its rules.
    await openRegisterPage(page, lng, '?next=/minhas-inscricoes');
    await expect(s.heading('register.identity.title')).toBeVisible();
    await expectNoSeriousViolations(page);
    await s.name.fill('Renata');
    await s.createAccount.click();
    await expect(page.getByText(t('common', 'validation.fullNameRequired'))).toBeVisible();
    await s.name.fill(name);
    await s.email.fill(DEMO_CANDIDATE.email);
    await s.createAccount.click();
    // An address with an account goes to the password step, which says why (decision 0041).
    await expect(s.heading('register.signIn.title')).toBeVisible();
    await expect(page.getByText(t('common', 'validation.emailInUse'))).toBeVisible();
    await expect(s.email).toHaveValue(DEMO_CANDIDATE.email);
    await page.getByRole('button', { name: t('careers', 'register.signIn.createAccount') }).click();
    await expect(s.name).toHaveValue(name);
    await s.email.fill(email);
    await s.createAccount.click();

    // Screen 4, new account: the live criteria and the rules.
    await expect(s.heading('register.password.title')).toBeVisible();
    await expectNoSeriousViolations(page);
    await s.continue.click();
    await expect(page.getByText(t('common', 'validation.passwordRequired'))).toBeVisible();
    await s.password.fill('renata-GONCALVES-2026!');
    await s.confirmation.fill('something else');
    await s.continue.click();
    await expect(page.getByText(t('common', 'validation.passwordContainsName'))).toBeVisible();
    await expect(page.getByText(t('common', 'validation.passwordsMustMatch'))).toBeVisible();
    const minLength = page
      .getByRole('listitem')
      .filter({ hasText: t('library', 'passwordRecovery.criteria.minLength', { min: 15 }) });
    await s.password.fill('short-A1');
    await expect(minLength).toHaveAttribute('data-met', 'false');
    await s.password.fill(PASSWORD);
    await expect(minLength).toHaveAttribute('data-met', 'true');
    await s.confirmation.fill(PASSWORD);
    await s.continue.click();

    // Screen 5: the documents and the consents.
    await expect(s.heading('register.policies.title')).toBeVisible();
    await expect(page.getByText(t('careers', 'register.policies.updated'))).toBeVisible();
    await expect(
      page.getByRole('region', { name: t('careers', 'register.policies.privacyPolicy') }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: t('careers', 'register.policies.termsOfUse') }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await s.continueToCode.click();
    // Each refusal names its own consent (issue 27): the terms once, the data storage with its own words.
    await expect(page.getByText(t('common', 'validation.termsRequired'))).toHaveCount(1);
    await expect(page.getByText(t('common', 'validation.dataStorageRequired'))).toHaveCount(1);
    await s.privacyConsent.check();
    await s.storageConsent.check();
    await s.continueToCode.click();

    // Screen 6: the code from the real SMTP server, in Portuguese.
    await expect(s.heading('register.confirm.title')).toBeVisible();
    await expect(page.getByText(t('careers', 'register.confirm.sent', { email }))).toBeVisible();
    await expectNoSeriousViolations(page);
    const code = await confirmationCode(email);
    expect(mailsTo(email)[0]!.subject).toBe(t('common', 'mail.confirmation.subject', { code }));
    await s.code.fill(code === '000000' ? '111111' : '000000');
    await s.confirmEmail.click();
    // The message says how many of the 5 tries are left.
    await expect(
      page.getByText(t('common', 'errors.codeIncorrectTriesLeft_other', { count: 4 })),
    ).toBeVisible();
    await s.code.fill(code);
    await s.confirmEmail.click();

    // Screen 7, signed in.
    await expect(s.heading('register.welcome.title')).toBeVisible();
    await expect(page.getByText(t('careers', 'register.welcome.text', { minutes: 15 }))).toBeVisible();
    await expect(
      page.getByRole('button', { name: t('careers', 'register.welcome.goToResume') }),
    ).toBeVisible();
    await expect(s.accountMenu(name)).toBeVisible();
    await expectNoSeriousViolations(page);

    // Reload: the session is restored.
    await page.reload();
    await expect(s.accountMenu(name)).toBeVisible();
    // No token is readable by page scripts.
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).not.toContain('access_token');
    expect(readable).not.toContain('refresh_token');

    // Screen 10: sign out.
    await s.accountMenu(name).click();
    await settled(page.getByRole('menu'));
    await expectNoSeriousViolations(page);
    await page.getByRole('menuitem', { name: t('careers', 'account.signOut') }).click();
    await expect(page).toHaveURL(/\/carreiras\/register$/);
    await expect(s.accountMenu(name)).toHaveCount(0);

    // Screen 4, existing account: sign in, back to where the visitor was going.
    await openRegisterPage(page, lng, '?next=/minhas-inscricoes');
    await page.getByRole('button', { name: t('careers', 'register.identity.signIn') }).click();
    await expect(s.heading('register.signIn.title')).toBeVisible();
    await expectNoSeriousViolations(page);
    await s.email.fill(email);
    await page.getByLabel(t('careers', 'register.signIn.password')).fill(PASSWORD);
    await page.getByRole('button', { name: t('careers', 'register.signIn.submit') }).click();
    await expect(page).toHaveURL(/\/carreiras\/minhas-inscricoes$/);
    await expect(s.accountMenu(name)).toBeVisible();
    await page.reload();
    await expect(s.accountMenu(name)).toBeVisible();

    // Without a valid access token, the page refreshes the session once and retries, transparently (spec §8).
    await page.context().clearCookies({ name: 'access_token' });
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/auth/auth/v1/token/refresh'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(s.accountMenu(name)).toBeVisible();

    // Delete the account, after the confirmation dialog.
    await s.accountMenu(name).click();
    await page.getByRole('menuitem', { name: t('careers', 'account.delete') }).click();
    const dialog = page.getByRole('dialog', { name: t('careers', 'account.confirmDelete.title') });
    await expect(dialog).toBeVisible();
    await settled(dialog);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: t('careers', 'account.confirmDelete.confirm') }).click();
    await expect(page.getByText(t('careers', 'account.deleted.title'))).toBeVisible();
    await expect(s.accountMenu(name)).toHaveCount(0);
    await expect
      .poll(() => mailsTo(email).some((m) => m.subject === t('common', 'mail.accountDeleted.subject')))
      .toBe(true);

    // Signing in again fails, with the same answer as a wrong password.
    await openRegisterPage(page, lng);
    await page.getByRole('button', { name: t('careers', 'register.identity.signIn') }).click();
    await s.email.fill(email);
    await page.getByLabel(t('careers', 'register.signIn.password')).fill(PASSWORD);
    await page.getByRole('button', { name: t('careers', 'register.signIn.submit') }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: t('common', 'errors.invalidCredentials') }),
    ).toBeVisible();

    // The same address registers again.
    await page.getByRole('button', { name: t('careers', 'register.signIn.createAccount') }).click();
    await registerThroughScreens(page, lng, name, email, 2);
    await expect(s.accountMenu(name)).toBeVisible();
  });

  test('a new visitor registers in English; the code mail is in English', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await context.addCookies([{ name: 'portal_lang', value: 'en-US', url: baseURL! }]);
    const lng = 'en-US';
    const s = screens(page, lng);
    const email = uniqueEmail('grace');
    await openRegisterPage(page, lng);
    await expect(s.heading('register.identity.title')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${s.t('careers', 'register.pageTitle')}`));
    await registerThroughScreens(page, lng, 'Grace Hopper', email);
    const code = await confirmationCode(email);
    expect(mailsTo(email)[0]!.subject).toBe(`Your confirmation code: ${code}`);
    await expect(s.accountMenu('Grace Hopper')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('screen 9, the final message, passes axe', async ({ page }) => {
    const t = translator('pt-BR');
    await page.goto('/carreiras/cadastro-concluido');
    await expect(
      page.getByRole('heading', { name: t('careers', 'registrationComplete.title') }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the candidate endpoints refuse anonymous callers', async ({ request }) => {
    for (const [method, url] of [
      ['GET', '/api/curriculum/candidates/v1/user'],
      ['GET', '/api/curriculum/candidates/v1/update-last-access-date'],
      ['GET', '/api/curriculum/candidates/v1/update-privacy-policy-indicator'],
      ['GET', '/api/curriculum/candidates/v1/export'],
      ['DELETE', '/api/curriculum/candidates/v1/delete-account'],
    ] as const) {
      const response = await request.fetch(url, { method });
      expect(response.status(), `${method} ${url}`).toBe(401);
    }
  });
});
