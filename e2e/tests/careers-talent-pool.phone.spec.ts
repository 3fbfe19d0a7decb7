import type { Locale } from '@portal/contracts/locales';
import { newCandidateWithFinishedResume } from '../support/application-status';
import { expectNoSeriousViolations } from '../support/axe';
import { expectHydrated } from '../support/careers';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { expectNoHorizontalOverflow, expectTapTargetsAtLeast24px, useLanguage } from '../support/phone';

/**
 * The talent pool consent on a phone (390×844) in es-ES: the talent pool choice at the resume's Finish, in the account menu's
 * dialog and on the careers page's 'submit your resume for future opportunities' path; each change reaches the API
 * with its source, and the LGPD export shows the history.
 */

const lng: Locale = 'es-ES';
const t = (key: string, params?: Record<string, string | number>) => text(lng, 'careers', key, params);

test(`${lng}: a candidate on a phone joins the talent pool at Finish, leaves it from the account menu and joins again from the careers page`, async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await useLanguage(context, baseURL ?? '', lng);
  const { name } = await newCandidateWithFinishedResume(page, lng, 'Lucía Fernández Ortega');
  const choice = async () => (await page.request.get('/api/curriculum/candidates/v1/talent-pool')).json();
  expect(await choice()).toEqual({ opt_in: false, since: null });

  // At Finish: unticked, with the line that says what it means.
  await page.goto('/carreiras/curriculo');
  await expectHydrated(page, lng, t('resume.title'));
  const atFinish = page.getByRole('checkbox', { name: t('talentPool.optIn') });
  await expect(atFinish).not.toBeChecked();
  await expect(atFinish).toHaveAccessibleDescription(t('talentPool.meaning'));
  await expectNoHorizontalOverflow(page, 'the page at 390 px');
  await atFinish.tap();
  await page.getByRole('button', { name: t('resume.finish'), exact: true }).tap();
  await expect(page).toHaveURL(/\/carreiras\/cadastro-concluido/);
  await expect(page.getByText(t('talentPool.savedOn.title'))).toBeVisible();
  expect((await choice()).opt_in).toBe(true);

  // The account menu's entry: the dialog shows it on since today, and turns it off.
  await page.getByRole('button', { name: t('account.menu', { name }) }).tap();
  await page.getByRole('menuitem', { name: t('talentPool.menu') }).tap();
  const dialog = page.getByRole('dialog', { name: t('talentPool.title') });
  await expect(dialog.getByText(/^Activado desde el /)).toBeVisible();
  const inDialog = dialog.getByRole('checkbox', { name: t('talentPool.optIn') });
  await expect(inDialog).toBeChecked();
  await expectTapTargetsAtLeast24px(page, dialog);
  await expectNoSeriousViolations(page);
  await inDialog.tap();
  await dialog.getByRole('button', { name: t('talentPool.save') }).tap();
  await expect(page.getByText(t('talentPool.savedOff.title'))).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await choice()).toEqual({ opt_in: false, since: null });

  // The careers page's call explains the talent pool and leads (signed in: at once) to the choice.
  await page.goto('/carreiras');
  await expect(page.getByText(t('vacancies.cta.text'))).toBeVisible();
  await page.getByRole('link', { name: t('vacancies.submitResume') }).tap();
  await expect(page).toHaveURL(/\/carreiras\/banco-de-talentos\?origem=carreiras/);
  await expectHydrated(page, lng, t('talentPool.title'));
  await expect(page.getByText(t('talentPool.page.how'))).toBeVisible();
  const onPage = page.getByRole('checkbox', { name: t('talentPool.optIn') });
  await expect(onPage).not.toBeChecked();
  await expectNoHorizontalOverflow(page, 'the page at 390 px');
  await expectNoSeriousViolations(page);
  await onPage.tap();
  await page.getByRole('button', { name: t('talentPool.save') }).tap();
  await expect(page.getByText(t('talentPool.savedOn.title'))).toBeVisible();

  const exported = await (await page.request.get('/api/curriculum/candidates/v1/export')).json();
  expect(exported.talent_pool.opt_in).toBe(true);
  expect(
    exported.talent_pool.history.map((h: { opt_in: boolean; source: string; language: string }) => [
      h.opt_in,
      h.source,
      h.language,
    ]),
  ).toEqual([
    [true, 'finish', lng],
    [false, 'account', lng],
    [true, 'careers_page', lng],
  ]);
});
