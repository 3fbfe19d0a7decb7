import type { Page } from '@playwright/test';
import type { Locale } from '@portal/contracts/locales';
import { portraitBeforeAll, registerThroughApi } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { expectApprenticeMessage, fillAddress, randomCpf } from '../support/resume-profile';

/** The resume's profile sections (basic information, address, interests) for a new candidate, in es-ES. */

/** A new, confirmed and signed-in candidate (registration through the API, the code from the SMTP sink). */
async function newCandidate(page: Page, lng: Locale, name: string): Promise<string> {
  const email = `perfil-${Date.now()}@example.com`;
  await registerThroughApi(page.request, { name, email, password: 'Perfil-Demo-2026!', language: lng });
  return email;
}

const picture = portraitBeforeAll('portal-e2e-resume-profile', 'foto.png', {
  width: 120,
  height: 160,
  background: '#b74a7b',
});

test.describe('resume profile sections', () => {
  // Chromium logs every refused request; the incomplete finish is one the page expects and explains.
  test.use({ expectedConsoleErrors: [/status of 409 .*\/api\/curriculum\/candidates\/v1\/finish/] });

  test('es-ES: an incomplete finish focuses the summary; basic information and address typed as digits; the apprentice message', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const lng: Locale = 'es-ES';
    const t = (key: string) => text(lng, 'careers', `resume.${key}`);
    const m = (key: string) => text(lng, 'common', key);
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/system/v1/errors')) reports.push(request.url());
    });
    const email = await newCandidate(page, lng, 'Lucía Fernández');
    await page.goto(`/carreiras/curriculo?lang=${lng}`);
    const panel = page.getByRole('tabpanel');
    await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();

    // Finishing an empty resume: a summary naming the sections takes the focus; no toast with a status text.
    await page.getByRole('button', { name: t('finish') }).click();
    const summary = page.getByRole('alert', { name: t('missingTitle') });
    await expect(summary).toBeFocused();
    await expect(
      summary.getByRole('button', { name: t('sections.basic_information'), exact: true }),
    ).toBeVisible();
    await expect(summary.getByRole('button', { name: t('sections.address'), exact: true })).toBeVisible();
    await expect(summary.getByRole('button', { name: t('sections.degrees'), exact: true })).toBeVisible();
    await expect(page.getByText(m('errors.conflict.title'), { exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(page);

    // Basic information: the account's name and e-mail are there; the picture through a button in Spanish.
    await summary.getByRole('button', { name: t('sections.basic_information'), exact: true }).click();
    await expect(panel.getByLabel(t('basic.name'), { exact: true })).toHaveValue('Lucía Fernández');
    await expect(panel.getByLabel(t('basic.email'), { exact: true })).toHaveValue(email);
    await expect(panel.getByText(t('basic.choosePicture'), { exact: true })).toBeVisible();
    await panel.getByLabel(t('basic.picture')).setInputFiles(picture());
    await expect(panel.getByRole('img', { name: t('basic.picturePreview') })).toBeVisible();
    const birthdate = panel.getByLabel(t('basic.birthdate'), { exact: true });
    await birthdate.pressSequentially('12041990');
    await expect(birthdate).toHaveValue('12/04/1990');
    await panel.getByLabel(t('basic.nationality'), { exact: true }).fill('Española');
    await panel.getByRole('radio', { name: t('basic.sexes.female') }).check();
    const cpf = panel.getByLabel(t('basic.cpf'), { exact: true });
    // A CPF of its own, so that a retry of this test does not meet the first try's candidate.
    const cpfDigits = randomCpf();
    const cpfMasked = `${cpfDigits.slice(0, 3)}.${cpfDigits.slice(3, 6)}.${cpfDigits.slice(6, 9)}-${cpfDigits.slice(9)}`;
    await cpf.pressSequentially(cpfDigits);
    await expect(cpf).toHaveValue(cpfMasked);
    const phone = panel.getByLabel(t('basic.phone'), { exact: true });
    await phone.pressSequentially('47998765432');
    await expect(phone).toHaveValue('(47) 99876-5432');
    await panel.getByRole('radio', { name: t('no'), exact: true }).check();
    await panel.getByRole('button', { name: t('save') }).click();
    await expect(panel.getByRole('heading', { name: t('sections.basic_information') })).toBeFocused();
    await expectNoSeriousViolations(page);
    // What was sent comes back the same after a reload: the date as typed, the CPF and phone masked.
    await page.reload();
    await expect(birthdate).toHaveValue('12/04/1990');
    await expect(cpf).toHaveValue(cpfMasked);
    await expect(phone).toHaveValue('(47) 99876-5432');

    // Address: Brasil first and chosen; CEPs typed as digits fill state and city.
    await page.getByRole('tab', { name: new RegExp(t('sections.address')) }).click();
    await fillAddress(page, lng);
    await panel.getByLabel(t('address.district'), { exact: true }).fill('Centro');
    await panel.getByLabel(t('address.street'), { exact: true }).fill('Rua Marechal Deodoro');
    await panel.getByLabel(t('address.number'), { exact: true }).fill('250');
    await panel.getByRole('button', { name: t('save') }).click();
    await expect(panel.getByRole('heading', { name: t('sections.address') })).toBeFocused();
    await expectNoSeriousViolations(page);
    // The CEP keeps its mask after a reload; the country is still Brasil.
    await page.reload();
    await page.getByRole('tab', { name: new RegExp(t('sections.address')) }).click();
    await expect(panel.getByLabel(t('address.postalCode'), { exact: true })).toHaveValue('89251-000');
    await expect(panel.getByLabel(t('address.country'), { exact: true })).toHaveValue('BR');

    // Interests: born 1990, young apprentice says why it does not fit.
    await page.getByRole('tab', { name: new RegExp(t('sections.interests')) }).click();
    await expectApprenticeMessage(page, lng, '1990-04-12');
    await expectNoSeriousViolations(page);

    expect(reports, 'no JavaScript error report for an expected answer').toEqual([]);
    await expect(page.getByText(m('errors.unknown.title'), { exact: true })).toHaveCount(0);
  });
});
