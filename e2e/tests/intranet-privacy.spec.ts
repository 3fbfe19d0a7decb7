import type { Page } from '@playwright/test';
import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/intranet';
import { text } from '../support/locales';
import { languageSwitcher } from '../support/shell';

const footerLink = (page: Page, lng: Locale, key: string) =>
  page.getByRole('contentinfo').getByRole('link', { name: text(lng, 'library', key) });

const privacyHeading = (page: Page, lng: Locale) =>
  page.getByRole('heading', { level: 1, name: text(lng, 'intranet', 'privacy.title') });

test.describe('the intranet privacy page', () => {
  test('a visitor of /login reaches it from the footer, without signing in; the tips link lands on the tips', async ({
    page,
  }) => {
    await page.goto('/login');
    await footerLink(page, 'pt-BR', 'footer.privacyPolicy').click();
    await expect(page).toHaveURL(/\/privacidade$/);
    await expect(privacyHeading(page, 'pt-BR')).toBeVisible();
    await expect(page).toHaveTitle(
      text('pt-BR', 'intranet', 'documentTitle', { page: text('pt-BR', 'intranet', 'privacy.title') }),
    );
    await expect(page.getByRole('link', { name: 'privacidade@example.com.br' })).toHaveAttribute(
      'href',
      'mailto:privacidade@example.com.br',
    );
    await test.step('axe on /privacidade', () => expectNoSeriousViolations(page));

    await footerLink(page, 'pt-BR', 'footer.privacyTips').click();
    await expect(page).toHaveURL(/\/privacidade#dicas$/);
    const tips = page.getByRole('heading', {
      level: 2,
      name: text('pt-BR', 'intranet', 'privacy.tips.heading'),
    });
    await expect(tips).toBeFocused();
    await expect(tips).toBeInViewport();
  });

  test.describe(() => {
    test.use({ signedInAs: 'admin' });
    test('a signed-in employee’s footer leads there too, not to the careers policy', async ({ page }) => {
      await page.goto('/home');
      await expect(footerLink(page, 'pt-BR', 'footer.privacyPolicy')).toHaveAttribute('href', '/privacidade');
      await expect(footerLink(page, 'pt-BR', 'footer.privacyTips')).toHaveAttribute(
        'href',
        '/privacidade#dicas',
      );
      await footerLink(page, 'pt-BR', 'footer.privacyPolicy').click();
      await expect(privacyHeading(page, 'pt-BR')).toBeVisible();
    });
  });

  for (const lng of ['en-US', 'es-ES'] as Locale[]) {
    test(`reads in ${lng}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL! }]);
      await page.goto('/privacidade');
      await expect(privacyHeading(page, lng)).toBeVisible();
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: text(lng, 'intranet', 'privacy.sections.rights.heading'),
        }),
      ).toBeVisible();
      await expect(page).toHaveTitle(
        text(lng, 'intranet', 'documentTitle', { page: text(lng, 'intranet', 'privacy.title') }),
      );
    });
  }
});

test.describe('careers legal pages have their own title', () => {
  const documents = [
    ['/carreiras/politica-de-privacidade', 'privacyPolicy'],
    ['/carreiras/termos-de-uso', 'termsOfUse'],
    ['/carreiras/dicas-de-privacidade', 'privacyTips'],
  ] as const;

  test.describe('in the HTML the server sends', () => {
    test.use({ javaScriptEnabled: false });
    test('pt-BR and en-US', async ({ page }) => {
      for (const [path, key] of documents) {
        for (const lng of ['pt-BR', 'en-US'] as Locale[]) {
          await page.goto(lng === 'pt-BR' ? path : `${path}?lang=${lng}`);
          const title = text(lng, 'careers', `legal.${key}.title`);
          await expect(page).toHaveTitle(text(lng, 'careers', 'seo.legalTitle', { title }));
        }
      }
    });
  });

  test('in the browser, and after switching the language', async ({ page }) => {
    await page.goto('/carreiras/termos-de-uso');
    const title = (lng: Locale) =>
      text(lng, 'careers', 'seo.legalTitle', { title: text(lng, 'careers', 'legal.termsOfUse.title') });
    await expect(page).toHaveTitle(title('pt-BR'));
    await languageSwitcher(page, 'pt-BR').click();
    await page.getByRole('menuitem').filter({ hasText: 'EN' }).click();
    await expect(page).toHaveTitle(title('en-US'));
  });
});
