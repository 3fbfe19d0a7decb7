import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/intranet';
import { translator } from '../support/locales';
import { cookiePreferencesButton } from '../support/shell';

const t = translator('pt-BR');

const pages = [
  { path: '/home', heading: t('intranet', 'home.title') },
  { path: '/carreiras', heading: t('careers', 'vacancies.headline') },
];
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];

// The intranet pages need a session (spec §2): these tests start signed in as the demo administrator.
test.use({ signedInAs: 'admin' });

test.describe('accessibility (axe, pt-BR)', () => {
  for (const viewport of viewports) {
    for (const { path, heading } of pages) {
      test(`${path} at ${viewport.name} width (${viewport.width} px), then with the cookie modal open`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
        await test.step('the page', () => expectNoSeriousViolations(page));

        await cookiePreferencesButton(page).click();
        const dialog = page.getByRole('dialog', { name: t('library', 'cookiePreferences.title') });
        await expect(dialog).toBeVisible();
        // Wait for the opening animation to end, so colours are measured at full opacity.
        await dialog.evaluate((element) =>
          Promise.all(element.getAnimations().map((animation) => animation.finished)),
        );
        await test.step('the cookie modal', () => expectNoSeriousViolations(page));
      });
    }
  }
});
