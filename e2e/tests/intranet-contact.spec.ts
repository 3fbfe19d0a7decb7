import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { expectNoSeriousViolations } from '../support/axe';
import { DEMO_ADMIN, expect, loginPage, test } from '../support/intranet';
import { text } from '../support/locales';
import { contactDialog, settleDialog } from '../support/shell';

test.describe('contact dialog', () => {
  for (const lng of ['pt-BR', 'en-US'] as Locale[]) {
    test(`a visitor of /login sends the form (${lng}); reopening starts at the reasons with an empty form`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL! }]);
      await page.goto('/login');
      const c = contactDialog(page, lng);
      await c.open();
      await expect(c.dialog).toBeVisible();
      await settleDialog(page);
      await test.step('axe on view 0', () => expectNoSeriousViolations(page));

      // View 0: most reasons open an external page in a new tab.
      for (const key of ['technicalAssistance', 'salesRepresentatives', 'intranetHelp', 'otherMatters']) {
        await expect(c.reason(key)).toHaveAttribute('target', '_blank');
      }
      // View 2: working at the company, with the configured phone and careers e-mail.
      await c.dialog.getByRole('button', { name: c.t('contact.reasons.workAtCompany') }).click();
      await expect(c.dialog.getByRole('heading', { name: c.t('contact.work.title') })).toBeVisible();
      await expect(c.dialog.getByRole('link', { name: '+55 47 3276-4000' })).toHaveAttribute(
        'href',
        'tel:+554732764000',
      );
      await expect(c.dialog.getByRole('link', { name: 'trabalheconosco@example.com.br' })).toHaveAttribute(
        'href',
        'mailto:trabalheconosco@example.com.br',
      );
      await c.dialog.getByRole('button', { name: c.t('contact.back') }).click();

      // View 1: the form; everything is required.
      await c.formLink.click();
      await c.send.click();
      const required = text(lng, 'common', 'validation.required');
      await expect(c.dialog.getByText(required)).toHaveCount(3);
      await expect(c.dialog.getByText(text(lng, 'common', 'validation.stateRequired'))).toBeVisible();
      await expect(c.dialog.getByText(text(lng, 'common', 'validation.consentChoiceRequired'))).toBeVisible();
      await test.step('axe on view 1 with errors', () => expectNoSeriousViolations(page));

      await c.name.fill('Maria Souza');
      await c.email.fill('maria.souza@example.org');
      await c.state.selectOption('SC');
      await c.message.fill('Quero saber mais sobre motores para irrigação.');
      await c.consent.getByLabel(c.t('contact.form.yes')).check();
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/intranet/contact/v1/user'));
      await c.send.click();
      expect((await sent).status()).toBe(201);
      await expect(c.dialog).toBeHidden();
      await expect(
        page.getByRole('status').locator('.toast', { hasText: c.t('contact.sentTitle') }),
      ).toBeVisible();

      // Reopened: view 0 again, and the form is empty.
      await c.open();
      await expect(c.formLink).toBeVisible();
      await c.formLink.click();
      await expect(c.name).toHaveValue('');
      await expect(c.message).toHaveValue('');
      await expect(c.state).toHaveValue('');
    });
  }

  for (const lng of ['pt-BR', 'es-ES'] as Locale[]) {
    test(`after signing in (${lng}), the form has the user's name and e-mail, which stay editable`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL! }]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/login');
      await loginPage(page, lng).signInWithEmail(DEMO_ADMIN.email, DEMO_ADMIN.password);
      await expect(page).toHaveURL(/\/home$/);
      const c = contactDialog(page, lng);
      await c.open();
      await c.formLink.click();
      await expect(c.name).toHaveValue(DEMO_ADMIN.name);
      await expect(c.email).toHaveValue(DEMO_ADMIN.email);
      await expect(c.message).toHaveValue('');
      await expect(c.state).toHaveValue('');
      await c.name.fill('Ana Paula Administradora');
      await expect(c.name).toHaveValue('Ana Paula Administradora');
      await c.email.fill('ana.paula@example.org');
      await expect(c.email).toHaveValue('ana.paula@example.org');
      await settleDialog(page);
      await test.step('axe on the prefilled form', () => expectNoSeriousViolations(page));
    });
  }

  test.describe('signed in', () => {
    test.use({ signedInAs: 'admin' });

    test('the dialog is on every intranet page', async ({ page }) => {
      await page.goto('/notifications');
      const c = contactDialog(page, 'pt-BR');
      await c.open();
      await expect(c.formLink).toBeVisible();
      // As a keyboard user does: Escape once the focus is in the dialog (its listeners are set up with the focus).
      await expect.poll(() => c.dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(c.dialog).toBeHidden();
    });
  });
});
