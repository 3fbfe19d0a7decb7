import { MODAL_OPEN_BODY_CLASS } from '@portal/contracts/constants';
import { expect, test } from '../support/intranet';
import { translator } from '../support/locales';
import { cookiePreferencesButton } from '../support/shell';
import { holdRequests } from '../support/slow-network';

const t = translator('pt-BR');

// The intranet pages need a session (spec §2): these tests start signed in as the demo administrator.
test.use({ signedInAs: 'admin' });

test.describe('route progress bar', () => {
  test('shows while a lazy route loads after a sidebar click, and is gone after', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('intranet', 'home.title'));
    await expect(page.locator('#nprogress')).toHaveCount(0);

    // Hold the scripts this navigation asks for until the bar has been seen.
    const scripts = await holdRequests(page, '**/assets/*.js');

    await page
      .getByRole('navigation', { name: t('library', 'sidebar.navLabel') })
      .getByRole('link', { name: t('intranet', 'nav.newOrder') })
      .click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    expect(scripts.held.length, 'the lazy route asked for its chunk').toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('intranet', 'home.title'));

    scripts.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('intranet', 'orders.newTitle'));
    await scripts.stop();
    await expect(page).toHaveURL(/\/pedidos\/novo$/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('cookie preferences modal', () => {
  test('adds the body class, traps focus, closes with Escape and gives focus back', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const body = page.locator('body');
    await expect(body).not.toHaveClass(new RegExp(`\\b${MODAL_OPEN_BODY_CLASS}\\b`));

    const opener = cookiePreferencesButton(page);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: t('library', 'cookiePreferences.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(t('library', 'cookiePreferences.intro'));
    await expect(body).toHaveClass(new RegExp(`\\b${MODAL_OPEN_BODY_CLASS}\\b`));

    // Focus starts inside and stays inside however far the user tabs, forwards and backwards.
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    const focusable = await dialog
      .locator('button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])')
      .count();
    expect(focusable).toBeGreaterThan(1);
    const seen = new Set<string>();
    for (let i = 0; i < focusable + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(), `focus inside after Tab #${i + 1}`).toBe(true);
      seen.add(await page.evaluate(() => document.activeElement?.outerHTML ?? ''));
    }
    expect(seen.size, 'Tab moves between the controls of the dialog').toBe(focusable);
    for (let i = 0; i < focusable + 2; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(), `focus inside after Shift+Tab #${i + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(body).not.toHaveClass(new RegExp(`\\b${MODAL_OPEN_BODY_CLASS}\\b`));
    await expect(opener).toBeFocused();
  });
});
