import type { BrowserContext } from '@playwright/test';
import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { signInThroughApi } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { expectHydrated } from '../support/careers';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { expectNoHorizontalOverflow } from '../support/phone';
import { languageSwitcher } from '../support/shell';

/**
 * A first visit follows the browser (decision 0083), on a phone (the `phone` project: Pixel 7, touch, 390 px) whose
 * browser is set to Spanish: the careers pages arrive in Spanish from the server's first answer (not switched after
 * hydration), and the person's own choice, a language picked in the switcher or a candidate account's, comes first.
 */

const careers = (lng: Locale, key: string) => text(lng, 'careers', key);

async function languageCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value;
}

test.describe('a phone set to Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('opens /carreiras in Spanish on the first visit; a language picked in the switcher comes first from then on', async ({
    page,
    context,
  }) => {
    const first = await page.goto('/carreiras');
    // The server's own answer is Spanish, and caches are told it depends on the browser's language.
    expect(first?.headers()['content-language']).toBe('es-ES');
    expect(first?.headers().vary).toMatch(/Accept-Language/);
    expect(await first?.text()).toContain('<html lang="es-ES">');
    await expectHydrated(page, 'es-ES', careers('es-ES', 'vacancies.documentTitle'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(careers('es-ES', 'vacancies.headline'));
    await expect(languageSwitcher(page, 'es-ES')).toBeVisible();
    await expectNoSeriousViolations(page);
    await expectNoHorizontalOverflow(page, 'the Spanish list');
    // Following the browser is not a choice: nothing is written for it.
    expect(await languageCookie(context)).toBeUndefined();

    // A deep link opened cold is Spanish too.
    await page.goto('/carreiras/politica-de-privacidade');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');

    // She picks Portuguese: that is her word now, above the browser's, on every later visit.
    await page.goto('/carreiras');
    await expectHydrated(page, 'es-ES', careers('es-ES', 'vacancies.documentTitle'));
    await languageSwitcher(page, 'es-ES').tap();
    await page.getByRole('menu').getByRole('menuitem').filter({ hasText: 'PT' }).tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    expect(await languageCookie(context)).toBe('pt-BR');
    const again = await page.goto('/carreiras');
    expect(again?.headers()['content-language']).toBe('pt-BR');
    await expectHydrated(page, 'pt-BR', careers('pt-BR', 'vacancies.documentTitle'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(careers('pt-BR', 'vacancies.headline'));
  });

  test("a candidate's account language comes before the browser's once she is signed in", async ({
    page,
    context,
  }) => {
    // The demo candidate who writes her resume in English (an en-US account) signs in on this Spanish phone.
    await signInThroughApi(
      page.request,
      'resume@example.com',
      'Resume-Demo-2026!!',
      'the English demo candidate',
    );
    await page.goto('/carreiras');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expectHydrated(page, 'en-US', careers('en-US', 'vacancies.documentTitle'));
    await expect.poll(() => languageCookie(context)).toBe('en-US');
    // The next page arrives in English from the server's first answer.
    const next = await page.goto('/carreiras/politica-de-privacidade');
    expect(next?.headers()['content-language']).toBe('en-US');
  });
});

test.describe('a phone set to American English', () => {
  test.use({ locale: 'en-US' });

  test('opens /carreiras in English; a link that names its language opens in it', async ({ page }) => {
    await page.goto('/carreiras');
    await expectHydrated(page, 'en-US', careers('en-US', 'vacancies.documentTitle'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(careers('en-US', 'vacancies.headline'));
    await page.goto('/carreiras?lang=es-ES');
    await expectHydrated(page, 'es-ES', careers('es-ES', 'vacancies.documentTitle'));
  });
});
