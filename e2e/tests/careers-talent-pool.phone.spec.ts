import type { Locale } from '@portal/contracts/locales';
import { registerThroughApi } from '../support/accounts';
import { newCandidateWithFinishedResume } from '../support/application-status';
import { expectNoSeriousViolations } from '../support/axe';
import { expectHydrated } from '../support/careers';
import { ownClientAddress } from '../support/client-address';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { expectNoHorizontalOverflow, expectTapTargetsAtLeast24px, useLanguage } from '../support/phone';

/**
 * The talent pool consent on a phone (390×844) in es-ES and pt-BR: the box on the resume (under every section), in the
 * account menu's dialog and on the careers page's 'submit your resume for future opportunities' path is saved when it
 * is ticked (decision 0086); each change reaches the API with its source, and the LGPD export shows the history.
 */

const lng: Locale = 'es-ES';
const t = (key: string, params?: Record<string, string | number>) => text(lng, 'careers', key, params);

test(`${lng}: a candidate on a phone joins the talent pool by ticking it on the resume, leaves it from the account menu and joins again from the careers page`, async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await useLanguage(context, baseURL ?? '', lng);
  const { name } = await newCandidateWithFinishedResume(page, lng, 'Lucía Fernández Ortega');
  const choice = async () => (await page.request.get('/api/curriculum/candidates/v1/talent-pool')).json();
  expect(await choice()).toEqual({ opt_in: false, since: null });

  // On the resume, under every section: unticked, with the line that says what it means; ticking it saves it at
  // once with a toast (decision 0086), no Finish needed.
  await page.goto('/carreiras/curriculo');
  await expectHydrated(page, lng, t('resume.title'));
  const onResume = page.getByRole('checkbox', { name: t('talentPool.optIn') });
  await expect(onResume).toBeEnabled();
  await expect(onResume).not.toBeChecked();
  await expect(onResume).toHaveAccessibleDescription(t('talentPool.meaning'));
  await expectNoHorizontalOverflow(page, 'the page at 390 px');
  await onResume.tap();
  await expect(page.getByText(t('talentPool.savedOn.title'))).toBeVisible();
  await expect(onResume).toBeChecked();
  await expect.poll(async () => (await choice()).opt_in).toBe(true);
  // A reload shows it as stored, under another section too.
  await page.reload();
  await expectHydrated(page, lng, t('resume.title'));
  await page.getByRole('tab', { name: new RegExp(t('resume.sections.address')) }).tap();
  await expect(page.getByRole('checkbox', { name: t('talentPool.optIn') })).toBeChecked();

  // The account menu's entry: the dialog shows it on since today; unticking it saves at once, the dialog stays and
  // says so, 'Done' closes it.
  await page.getByRole('button', { name: t('account.menu', { name }) }).tap();
  await page.getByRole('menuitem', { name: t('talentPool.menu') }).tap();
  const dialog = page.getByRole('dialog', { name: t('talentPool.title') });
  await expect(dialog.getByText(/^Activado desde el /)).toBeVisible();
  const inDialog = dialog.getByRole('checkbox', { name: t('talentPool.optIn') });
  await expect(inDialog).toBeChecked();
  await expectTapTargetsAtLeast24px(page, dialog);
  await expectNoSeriousViolations(page);
  await inDialog.tap();
  await expect(page.getByText(t('talentPool.savedOff.title'))).toBeVisible();
  await expect(dialog.getByText(t('talentPool.statusOff'))).toBeVisible();
  expect(await choice()).toEqual({ opt_in: false, since: null });
  await dialog.getByRole('button', { name: t('talentPool.done') }).tap();
  await expect(dialog).toBeHidden();

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
    [true, 'resume', lng],
    [false, 'account', lng],
    [true, 'careers_page', lng],
  ]);
});

test('pt-BR: ticked under the address section of an unfinished resume, the choice is saved at once and a reload keeps it', async ({
  page,
  context,
  baseURL,
}) => {
  const pt = (key: string, params?: Record<string, string | number>) => text('pt-BR', 'careers', key, params);
  await useLanguage(context, baseURL ?? '', 'pt-BR');
  const email = `banco-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerThroughApi(
    page.request,
    {
      name: 'Marta Quintino Alves',
      email,
      password: 'Banco-De-Talentos-2026!',
      language: 'pt-BR',
    },
    { headers: ownClientAddress() },
  );
  await page.goto('/carreiras/curriculo');
  await expectHydrated(page, 'pt-BR', pt('resume.title'));
  await page.getByRole('tab', { name: new RegExp(pt('resume.sections.address')) }).tap();
  const box = page.getByRole('checkbox', { name: pt('talentPool.optIn') });
  await expect(box).toBeEnabled();
  await box.tap();
  await expect(page.getByText(pt('talentPool.savedOn.title'))).toBeVisible();
  const stored = await (await page.request.get('/api/curriculum/candidates/v1/talent-pool')).json();
  expect(stored.opt_in).toBe(true);
  await page.reload();
  await expectHydrated(page, 'pt-BR', pt('resume.title'));
  await expect(page.getByRole('checkbox', { name: pt('talentPool.optIn') })).toBeChecked();
  await expectNoHorizontalOverflow(page, 'the resume at 390 px');
  await expectNoSeriousViolations(page);
});
