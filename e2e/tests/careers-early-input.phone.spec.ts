import type { Locale } from '@portal/contracts/locales';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { typeLikeAPhone, useLanguage } from '../support/phone';
import { holdRequests } from '../support/slow-network';

/**
 * Decision 0080: on a slow phone the server's register page is on screen well before its script has hydrated it.
 * What the person types and taps meanwhile is kept: the fields keep their text through hydration and the tap on
 * 'Criar conta' is done once the page can do it, the page showing meanwhile that it is not ready (the tapped button drawn as waiting).
 */

for (const lng of ['pt-BR', 'es-ES'] as const satisfies readonly Locale[]) {
  test(`${lng}: typing and tapping 'create account' before the script has hydrated the page are not lost`, async ({
    page,
    context,
    baseURL,
  }) => {
    const t = (key: string) => text(lng, 'careers', key);
    await useLanguage(context, baseURL!, lng);
    // Every script of the page waits until the person has typed and tapped: the slowest phone there is.
    const scripts = await holdRequests(page, '**/carreiras/assets/*.js');
    await page.goto('/carreiras/register', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: t('register.identity.title') })).toBeVisible();

    const email = `cedo-${lng.toLowerCase()}-${Date.now()}@example.com`;
    await typeLikeAPhone(page.getByLabel(t('register.identity.name')), 'Clara Cedo');
    await typeLikeAPhone(page.getByLabel(t('register.identity.email')), email);
    const submit = page.getByRole('button', { name: t('register.identity.submit') });
    await submit.tap();
    // Nothing navigated (a form without a script would have sent the address in the URL); the tap waits, visibly.
    await expect(page.locator('html')).toHaveClass(/portal-early-busy/);
    await expect(submit).toBeFocused();
    expect(page.url()).not.toContain('email');
    expect(scripts.held.length, 'the scripts were held').toBeGreaterThan(0);

    scripts.release();
    // Hydrated: the tap is done with what was typed, and the next step asks for the password.
    await expect(page.getByRole('heading', { name: t('register.password.title') })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel(t('register.password.password'), { exact: true })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/portal-early-busy/);
    // Back to the first step: the name and address typed before hydration are there.
    await page.getByRole('button', { name: t('register.back') }).tap();
    await expect(page.getByLabel(t('register.identity.email'))).toHaveValue(email);
    await expect(page.getByLabel(t('register.identity.name'))).toHaveValue('Clara Cedo');
  });
}
