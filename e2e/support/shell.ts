import { expect, type Locator, type Page } from '@playwright/test';
import { LOCALE_SHORT_LABEL, type Locale } from '@portal/contracts/locales';
import { text } from './locales';

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The header's language switcher as a user finds it: the button named by the `languageSwitcher.label` text of the
 * shown language, whatever language name it carries, with that language's short code.
 */
export function languageSwitcher(page: Page, shown: Locale) {
  const template = text(shown, 'library', 'languageSwitcher.label', { code: LOCALE_SHORT_LABEL[shown] });
  const name = new RegExp(`^${escapeRegExp(template).replace(escapeRegExp('{{language}}'), '.+')}$`);
  return page.getByRole('banner').getByRole('button', { name });
}

/** The footer button that opens the cookie-preferences dialog. */
export function cookiePreferencesButton(page: Page, lng: Locale = 'pt-BR') {
  return page
    .getByRole('contentinfo')
    .getByRole('button', { name: text(lng, 'library', 'footer.cookiePreferences') });
}

/** Presses Tab until `target` has the focus (a keyboard user's way to a control), at most `max` times. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
