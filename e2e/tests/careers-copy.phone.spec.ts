import type { Locale } from '@portal/contracts/locales';
import { newCandidateWithFinishedResume } from '../support/application-status';
import { expectNoSeriousViolations } from '../support/axe';
import { expectHydrated } from '../support/careers';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { typeLikeAPhone, useLanguage } from '../support/phone';

/**
 * Issue 27 point 6 on a phone (Pixel 7, 390×844) in pt-BR and en-US: copy that says what happens. The policies step's
 * button says it leads to the e-mailed code (and does), each consent's refusal names that consent, a finished resume
 * never says how long filling it in takes (not even while the page loads), and a dialog that refuses a deletion is
 * not titled as the question 'Delete this item?'.
 */

const PASSWORD = 'Texto-Que-Diz-2026!';
/** What the policies button says, written out: the test fails if the translation drifts back to 'the resume'. */
const POLICIES_BUTTON: Partial<Record<Locale, string>> = {
  'pt-BR': 'Continuar e receber o código',
  'en-US': 'Continue and get the code',
};

for (const lng of ['pt-BR', 'en-US'] as const satisfies readonly Locale[]) {
  const t = (key: string, params?: Record<string, string | number>) => text(lng, 'careers', key, params);
  const m = (key: string) => text(lng, 'common', key);

  test(`${lng}: the policies button says it sends the code and leads there; each consent's refusal names it`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await useLanguage(context, baseURL ?? '', lng);
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    await page.goto('/carreiras/register');
    await expectHydrated(page, lng, t('register.pageTitle'));
    await typeLikeAPhone(page.getByLabel(t('register.identity.name'), { exact: true }), 'Clara Texto Certo');
    await typeLikeAPhone(
      page.getByLabel(t('register.identity.email'), { exact: true }),
      `copia.${lng.toLowerCase()}.${Date.now()}@example.com`,
    );
    await button(t('register.identity.submit')).tap();
    await typeLikeAPhone(page.getByLabel(t('register.password.password'), { exact: true }), PASSWORD);
    await typeLikeAPhone(page.getByLabel(t('register.password.confirmation'), { exact: true }), PASSWORD);
    await button(t('register.continue')).tap();
    await expect(page.getByRole('heading', { name: t('register.policies.title') })).toBeVisible();

    const submit = button(POLICIES_BUTTON[lng]!);
    await expect(submit).toBeVisible();
    await submit.tap();
    const privacy = page.getByRole('checkbox', { name: t('register.policies.privacyConsent') });
    const storage = page.getByRole('checkbox', { name: t('register.policies.dataStorage', { months: 61 }) });
    await expect(privacy).toHaveAccessibleDescription(new RegExp(m('validation.termsRequired')));
    await expect(storage).toHaveAccessibleDescription(new RegExp(m('validation.dataStorageRequired')));
    await expect(page.getByText(m('validation.termsRequired'))).toHaveCount(1);
    await expectNoSeriousViolations(page);

    await privacy.tap();
    await storage.tap();
    await submit.tap();
    // Where the button said it leads: the e-mailed code.
    await expect(page.getByRole('heading', { name: t('register.confirm.title') })).toBeVisible();
    await expect(page.getByLabel(t('register.confirm.code'))).toBeVisible();
  });

  test(`${lng}: a finished resume never says how long it takes; refusing to delete the last degree is titled as a refusal`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await useLanguage(context, baseURL ?? '', lng);
    await newCandidateWithFinishedResume(
      page,
      lng,
      lng === 'pt-BR' ? 'Rita Pronta Souza' : 'Ruth Ready Smith',
    );
    // Every text the resume's introduction shows, from the first frame on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { introTexts: string[] }).introTexts = seen;
      new MutationObserver(() => {
        const intro = document.querySelector('.resume__intro')?.textContent ?? '';
        if (intro && seen.at(-1) !== intro) seen.push(intro);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/carreiras/curriculo');
    await expectHydrated(page, lng, t('resume.title'));
    await expect(page.getByText(t('resume.introFinished'))).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { introTexts: string[] }).introTexts);
    expect(seen).toEqual([t('resume.introFinished')]);

    await page.getByRole('tab', { name: new RegExp(t('resume.sections.degrees')) }).tap();
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: new RegExp(`^${t('resume.delete')}: `) })
      .tap();
    const dialog = page.getByRole('dialog', { name: t('resume.deleteRefusedTitle') });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toHaveAccessibleName(t('resume.deleteTitle'));
    await expect(dialog.getByText(m('validation.lastDegreeDelete'))).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: t('resume.ok') }).tap();
    await expect(dialog).toBeHidden();
  });
}
