import { devices } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { apiErrorLine, DEMO_ADMIN, DEMO_RESET, expect, loginPage, test, userMenu } from '../support/intranet';
import { text } from '../support/locales';

const t = (key: string, params?: Record<string, string | number>) => text('pt-BR', 'library', key, params);
const NEW_PASSWORD = 'Nova-Senha-Portal-2026!';

test.describe('forced password change', () => {
  // Signing in with the old password after the change answers 401.
  test.use({ expectedConsoleErrors: [apiErrorLine('/api/auth/auth/v1/token', 401)] });

  // Before the change below (it changes this account's password for good); on a phone (Pixel 7 profile).
  test.describe('on a phone', () => {
    // Pixel 7's touch and user agent, narrowed to the 390 × 844 of our candidates' phones.
    const { userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
    const viewport = { width: 390, height: 844 };
    test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

    test("'Sair' is the way out of the forced dialog: signed out, back at /login", async ({
      page,
      context,
    }) => {
      await page.goto('/login');
      await loginPage(page).signInWithEmail(DEMO_RESET.email, DEMO_RESET.password);
      const dialog = page.getByRole('dialog', { name: t('passwordChange.title') });
      await expect(dialog).toBeVisible();
      await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      await expect(dialog.getByRole('button', { name: t('dialog.close') })).toHaveCount(0);
      // The whole dialog fits the phone's width.
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await test.step('axe with the forced dialog open on a phone', () => expectNoSeriousViolations(page));

      await dialog.getByRole('button', { name: t('passwordChange.signOut') }).tap();
      await expect(page).toHaveURL(/\/login$/);
      await expect(loginPage(page).heading).toBeVisible();
      const names = (await context.cookies()).map((cookie) => cookie.name);
      expect(names).not.toContain('access_token');
      expect(names).not.toContain('login_type');
      // The session is over: a protected page asks to sign in again.
      await page.goto('/home');
      await expect(page).toHaveURL(/\/login\?target=%2Fhome$/);
    });
  });

  test('reset@example.com must change the password, is signed out, and signs in with the new one', async ({
    page,
  }) => {
    await page.goto('/login');
    await loginPage(page).signInWithEmail(DEMO_RESET.email, DEMO_RESET.password);
    await expect(page).toHaveURL(/\/home$/);

    const dialog = page.getByRole('dialog', { name: t('passwordChange.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(t('passwordChange.forcedDescription'));
    await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await test.step('axe with the forced dialog open', () => expectNoSeriousViolations(page));

    // It cannot be closed: no close button that would do nothing, and Escape only shows the warning toast.
    await expect(dialog.getByRole('button', { name: t('dialog.close') })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const warning = page.getByRole('status').locator('.toast', { hasText: t('passwordChange.mustReset') });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(t('toast.types.warning'));
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('passwordChange.cancel') })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: t('passwordChange.signOut') })).toBeVisible();

    // The criteria of spec §5 (3 of the 4 classes, as the server takes), checked as the user types.
    const classesRule = dialog.getByText(t('passwordRecovery.criteria.classes', { count: 3 }));
    await expect(classesRule).toContainText(`(${t('passwordRecovery.criteria.notMet')})`);
    await expect(dialog.getByText(t('passwordChange.period', { days: 90 }))).toBeVisible();

    const submit = dialog.getByRole('button', { name: t('passwordChange.submit') });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(t('passwordChange.current')).fill(DEMO_RESET.password);
    await dialog.getByLabel(t('passwordChange.new'), { exact: true }).fill(NEW_PASSWORD);
    await expect(dialog.getByText(t('passwordRecovery.criteria.uppercase'), { exact: false })).toContainText(
      `(${t('passwordRecovery.criteria.met')})`,
    );
    await expect(classesRule).toContainText(`(${t('passwordRecovery.criteria.met')})`);
    await dialog.getByLabel(t('passwordChange.confirmation')).fill(`${NEW_PASSWORD}x`);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog.getByText(text('pt-BR', 'common', 'validation.passwordsMustMatch'))).toBeVisible();

    await dialog.getByLabel(t('passwordChange.confirmation')).fill(NEW_PASSWORD);
    await submit.click();
    // Signed out everywhere, on the login page with the success toast.
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('status').locator('.toast', { hasText: t('passwordChange.successTitle') }),
    ).toBeVisible();

    const login = loginPage(page);
    await login.signInWithEmail(DEMO_RESET.email, DEMO_RESET.password);
    await expect(
      page.getByRole('alert').filter({ hasText: text('pt-BR', 'common', 'errors.invalidCredentials') }),
    ).toBeVisible();
    await login.password.fill(NEW_PASSWORD);
    await login.emailSubmit.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(userMenu(page, DEMO_RESET.name)).toBeVisible();
    // Status 'A' now: no dialog.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('change password from the account menu', () => {
  test.use({
    signedInAs: 'admin',
    expectedConsoleErrors: [apiErrorLine('/api/users/password/v1/change', 400)],
  });

  test('opens, shows the server’s refusal, and can be cancelled; axe clean', async ({ page }) => {
    await page.goto('/home');
    await userMenu(page, DEMO_ADMIN.name).click();
    await page.getByRole('menuitem', { name: t('auth.userMenu.changePassword') }).click();
    const dialog = page.getByRole('dialog', { name: t('passwordChange.title') });
    await expect(dialog).toBeVisible();
    await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await test.step('axe with the dialog open', () => expectNoSeriousViolations(page));

    await dialog.getByLabel(t('passwordChange.current')).fill('not-my-password');
    await dialog.getByLabel(t('passwordChange.new'), { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel(t('passwordChange.confirmation')).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: t('passwordChange.submit') }).click();
    // The toast carries the server's detail.
    await expect(
      page
        .getByRole('alert')
        .locator('.toast', { hasText: text('pt-BR', 'common', 'validation.currentPasswordIncorrect') }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    // And the field it is about says so.
    await expect(dialog.getByLabel(t('passwordChange.current'))).toHaveAccessibleDescription(
      text('pt-BR', 'common', 'validation.currentPasswordIncorrect'),
    );

    await dialog.getByRole('button', { name: t('passwordChange.cancel') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);
  });
});
