import type { Page } from '@playwright/test';
import { TOAST_DURATION_MS } from '@portal/contracts/constants';
import { expect, test } from '../support/intranet';
import { translator } from '../support/locales';
import { cookiePreferencesButton } from '../support/shell';

const t = translator('pt-BR');
const SAVED = t('library', 'cookiePreferences.saved');

/** A real user action that shows a toast: saving the cookie preferences from the footer's dialog. */
async function saveCookiePreferences(page: Page) {
  await cookiePreferencesButton(page).click();
  const dialog = page.getByRole('dialog', { name: t('library', 'cookiePreferences.title') });
  await dialog.getByRole('switch', { name: t('library', 'cookiePreferences.preferences') }).check();
  await dialog.getByRole('button', { name: t('library', 'cookiePreferences.save') }).click();
  await expect(dialog).toBeHidden();
}

function savedToast(page: Page) {
  // Success toasts are announced politely (role="status") and say their type in words.
  return page.getByRole('status').locator('.toast', { hasText: SAVED });
}

// The intranet pages need a session (spec §2): these tests start signed in as the demo administrator.
test.use({ signedInAs: 'admin' });

test.describe('toasts', () => {
  test('a toast disappears by itself after about 3 seconds', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Records, in the page's own clock, when the toast is added and when it is removed.
    await page.evaluate((title) => {
      const times: { shown?: number; hidden?: number } = {};
      (window as unknown as { toastTimes: typeof times }).toastTimes = times;
      new MutationObserver(() => {
        const present = [...document.querySelectorAll('.toast')].some((el) =>
          el.textContent?.includes(title),
        );
        if (present && times.shown === undefined) times.shown = performance.now();
        if (!present && times.shown !== undefined && times.hidden === undefined)
          times.hidden = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    }, SAVED);

    await saveCookiePreferences(page);
    const toast = savedToast(page);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(t('library', 'toast.types.success'));
    await expect(toast).toBeHidden({ timeout: TOAST_DURATION_MS + 1500 });

    const { shown, hidden } = await page.evaluate(
      () => (window as unknown as { toastTimes: { shown?: number; hidden?: number } }).toastTimes,
    );
    expect(shown, 'the toast was seen being added').toBeDefined();
    expect(hidden, 'the toast was seen being removed').toBeDefined();
    const visibleFor = (hidden ?? 0) - (shown ?? 0);
    expect(visibleFor, 'not gone before ~2.5 s').toBeGreaterThanOrEqual(TOAST_DURATION_MS - 500);
    expect(visibleFor, 'gone within 3 s plus a margin').toBeLessThanOrEqual(TOAST_DURATION_MS + 500);
  });

  test('a toast can be closed by hand with its close button', async ({ page }) => {
    await page.goto('/carreiras');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await saveCookiePreferences(page);
    const started = Date.now();
    const toast = savedToast(page);
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: t('library', 'toast.close', { title: SAVED }) }).click();
    // Gone at once, well before it would have dismissed itself.
    await expect(toast).toBeHidden({ timeout: 1000 });
    expect(Date.now() - started).toBeLessThan(TOAST_DURATION_MS - 500);
  });
});
