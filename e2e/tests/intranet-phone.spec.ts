import { devices, type Page } from '@playwright/test';
import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { expectNoSeriousViolations } from '../support/axe';
import { apiErrorLine, DEMO_ADMIN, DEMO_CPF, expect, loginPage, test, userMenu } from '../support/intranet';
import { text } from '../support/locales';
import { contactDialog, settleDialog } from '../support/shell';

// The intranet's sign-in, contact and password screens on a phone, as people mostly reach them: Playwright's
// Pixel 7 profile (touch, mobile), narrowed to the 390 × 844 of our candidates' phones (the profile itself is 412 px wide).
const { userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
const viewport = { width: 390, height: 844 };
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

/** The element lies within the phone's width (nothing to scroll sideways for). */
async function expectWithinWidth(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
}

for (const lng of ['pt-BR', 'en-US'] as Locale[]) {
  test.describe(`on a phone in ${lng}`, () => {
    test.use({ expectedConsoleErrors: [apiErrorLine('/api/auth/auth/v1/token', 401)] });
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL! }]);
    });

    test('/login: required fields say so, the CPF is typed as digits, a refusal shows under the form', async ({
      page,
    }) => {
      await page.goto('/login');
      const login = loginPage(page, lng);
      await expect(login.heading).toBeVisible();
      await expectWithinWidth(page, login.emailForm);
      await test.step('axe on /login', () => expectNoSeriousViolations(page));

      await login.emailSubmit.tap();
      await expect(login.email).toHaveAccessibleDescription(text(lng, 'common', 'validation.required'));
      await expect(login.password).toHaveAccessibleDescription(
        text(lng, 'common', 'validation.passwordRequired'),
      );
      await test.step('axe with the field errors', () => expectNoSeriousViolations(page));

      await login.cpfTab.tap();
      await expect(login.cpf).toHaveAttribute('inputmode', 'numeric');
      // Digits only, at a person's pace (the mask library drops keys sent with no pause between them).
      await login.cpf.pressSequentially(DEMO_CPF.cpf.replace(/\D/g, ''), { delay: 30 });
      await expect(login.cpf).toHaveValue(DEMO_CPF.cpf);
      await login.company.fill('2');
      await login.cpfSubmit.tap();
      await expect(login.cpfForm.getByRole('alert')).toHaveText(
        text(lng, 'common', 'errors.cpfSignInRefused'),
      );
      await expect(page.locator('.toast')).toHaveCount(0);
      await test.step('axe with the refusal', () => expectNoSeriousViolations(page));
    });

    test('the privacy page reads on the phone, from the footer of /login', async ({ page }) => {
      await page.goto('/login');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: text(lng, 'library', 'footer.privacyTips') })
        .tap();
      const tips = page.getByRole('heading', {
        level: 2,
        name: text(lng, 'intranet', 'privacy.tips.heading'),
      });
      await expect(tips).toBeFocused();
      await expect(tips).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await test.step('axe on /privacidade', () => expectNoSeriousViolations(page));
    });

    test('the contact dialog fits the phone: reasons, then the form with its errors', async ({ page }) => {
      const contact = contactDialog(page, lng);
      await page.goto('/login');
      await contact.button.tap();
      await expect(contact.dialog).toBeVisible();
      await settleDialog(page);
      await expectWithinWidth(page, contact.dialog);
      await test.step('axe on the reasons', () => expectNoSeriousViolations(page));

      await contact.formLink.tap();
      await contact.send.tap();
      await expect(contact.name).toHaveAccessibleDescription(text(lng, 'common', 'validation.required'));
      await expect(contact.consent).toHaveAccessibleDescription(
        text(lng, 'common', 'validation.consentChoiceRequired'),
      );
      await test.step('axe on the form with errors', () => expectNoSeriousViolations(page));
    });
  });

  test.describe(`signed in, on a phone in ${lng}`, () => {
    test.use({ signedInAs: 'admin' });
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL! }]);
    });

    test('/home with the menu shown and hidden, and the change-password dialog from the account menu', async ({
      page,
    }) => {
      const t = (key: string) => text(lng, 'library', key);
      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lng, 'intranet', 'home.title'));
      await test.step('axe on /home', () => expectNoSeriousViolations(page));

      // The sidebar shown under the header by the menu button, then hidden again (decision 0085).
      await page.getByRole('button', { name: t('sidebar.expand') }).tap();
      const menu = page.getByRole('navigation', { name: t('sidebar.navLabel') });
      await expect(
        menu.getByRole('link', { name: text(lng, 'intranet', 'nav.notifications') }),
      ).toBeVisible();
      await test.step('axe with the menu shown', () => expectNoSeriousViolations(page));
      await page.getByRole('button', { name: t('sidebar.collapse') }).tap();
      await expect(menu).toBeHidden();

      await userMenu(page, DEMO_ADMIN.name, lng).tap();
      await page.getByRole('menuitem', { name: t('auth.userMenu.changePassword') }).tap();
      const dialog = page.getByRole('dialog', { name: t('passwordChange.title') });
      await expect(dialog).toBeVisible();
      await settleDialog(page);
      await expectWithinWidth(page, dialog);
      const submit = dialog.getByRole('button', { name: t('passwordChange.submit') });
      await expect(submit).toBeDisabled();
      await dialog.getByLabel(t('passwordChange.current')).fill('x');
      await dialog.getByLabel(t('passwordChange.new'), { exact: true }).fill('curta');
      await dialog.getByLabel(t('passwordChange.confirmation')).fill('outra');
      await submit.tap();
      await expect(dialog.getByLabel(t('passwordChange.new'), { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(dialog.getByText(text(lng, 'common', 'validation.passwordsMustMatch'))).toBeVisible();
      await test.step('axe on the dialog with errors', () => expectNoSeriousViolations(page));
      await dialog.getByRole('button', { name: t('passwordChange.cancel') }).tap();
      await expect(dialog).toBeHidden();
    });
  });
}

for (const lng of ['pt-BR', 'es-ES'] as Locale[]) {
  test.describe(`signed in, on a phone in ${lng}: the contact form`, () => {
    test.use({ signedInAs: 'admin' });

    test("starts with the user's name and e-mail, which can be changed", async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL! }]);
      const contact = contactDialog(page, lng);
      await page.goto('/home');
      await contact.button.tap();
      await contact.formLink.tap();
      await expect(contact.name).toHaveValue(DEMO_ADMIN.name);
      await expect(contact.email).toHaveValue(DEMO_ADMIN.email);
      await contact.name.fill('Ana Paula');
      await expect(contact.name).toHaveValue('Ana Paula');
      await settleDialog(page);
      await expectWithinWidth(page, contact.dialog);
    });
  });
}
