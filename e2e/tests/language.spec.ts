import type { Page } from '@playwright/test';
import { MENU_ENTRY_HEIGHT_PX } from '@portal/contracts/constants';
import { LOCALE_COOKIE, LOCALE_SHORT_LABEL, LOCALES, type Locale } from '@portal/contracts/locales';
import { expect, test } from '../support/intranet';
import { type Namespace, text } from '../support/locales';
import { languageSwitcher } from '../support/shell';

interface Visible {
  /** The page's <h1>. */
  heading: [Namespace, string];
  /** A link of the app's own sidebar menu. */
  sidebarLink: [Namespace, string];
  /** The app's title in the header. */
  title: [Namespace, string];
}

const pages: Array<{ path: string } & Visible> = [
  {
    path: '/home',
    heading: ['intranet', 'home.title'],
    sidebarLink: ['intranet', 'nav.newOrder'],
    title: ['intranet', 'appTitle'],
  },
  {
    path: '/pedidos/novo',
    heading: ['intranet', 'orders.newTitle'],
    sidebarLink: ['intranet', 'nav.home'],
    title: ['intranet', 'appTitle'],
  },
  {
    path: '/carreiras',
    heading: ['careers', 'vacancies.headline'],
    sidebarLink: ['careers', 'nav.candidateAccess'],
    title: ['library', 'appShell.title'],
  },
];

/** The page shows `lng`: texts of the app and of the shell in that language, and the switcher says so. */
async function expectLanguage(page: Page, lng: Locale, visible: Visible) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lng, ...visible.heading));
  await expect(
    page.getByRole('navigation', { name: text(lng, 'library', 'sidebar.navLabel') }).getByRole('link', {
      name: text(lng, ...visible.sidebarLink),
    }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(text(lng, ...visible.title));
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: text(lng, 'library', 'footer.privacyPolicy') }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(languageSwitcher(page, lng)).toHaveText(LOCALE_SHORT_LABEL[lng]);
}

/** Opens the menu, checks it lists exactly the two other languages (40 px each) and picks `next`. */
async function switchLanguage(page: Page, from: Locale, next: Locale) {
  await languageSwitcher(page, from).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const entries = menu.getByRole('menuitem');
  const others = LOCALES.filter((locale) => locale !== from);
  await expect(entries).toHaveCount(others.length);
  for (const [index, locale] of others.entries()) {
    const entry = entries.nth(index);
    await expect(entry).toContainText(LOCALE_SHORT_LABEL[locale]);
    await expect(entry).toHaveAttribute('lang', locale);
    const box = await entry.boundingBox();
    expect(box?.height, `height of the ${locale} entry`).toBe(MENU_ENTRY_HEIGHT_PX);
  }
  await expect(menu).not.toContainText(LOCALE_SHORT_LABEL[from]);
  await entries.nth(others.indexOf(next)).click();
  await expect(menu).toBeHidden();
}

// The intranet pages need a session (spec §2): these tests start signed in as the demo administrator.
test.use({ signedInAs: 'admin' });

test.describe('language switcher', () => {
  for (const { path, ...visible } of pages) {
    test(`on ${path}: PT → EN → ES changes the texts, keeps the path and survives a reload`, async ({
      page,
      context,
      baseURL,
    }) => {
      // The texts compared must really differ between the languages, or the test could not fail.
      for (const key of [visible.heading, visible.sidebarLink]) {
        expect(new Set(LOCALES.map((lng) => text(lng, ...key))).size, `${key.join(':')} differs`).toBe(3);
      }
      const url = `${baseURL}${path}`;
      await page.goto(path);
      await expectLanguage(page, 'pt-BR', visible);

      await switchLanguage(page, 'pt-BR', 'en-US');
      await expectLanguage(page, 'en-US', visible);
      expect(page.url()).toBe(url);

      await switchLanguage(page, 'en-US', 'es-ES');
      await expectLanguage(page, 'es-ES', visible);
      expect(page.url()).toBe(url);

      await page.reload();
      await expectLanguage(page, 'es-ES', visible);
      expect(page.url()).toBe(url);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('es-ES');
    });
  }
});
