import type { Locator, Page } from '@playwright/test';
import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { AXE_VIEWPORTS, expectNoSeriousViolations } from '../support/axe';
import {
  DEMO_RECRUITER,
  deadlineDigits,
  expect,
  loginPage,
  publishNewVacancy,
  test,
  vacancyField,
} from '../support/intranet';
import { text } from '../support/locales';

const ti = (lng: Locale, key: string, params?: Record<string, string | number>) =>
  text(lng, 'intranet', key, params);
const tl = (lng: Locale, key: string, params?: Record<string, string | number>) =>
  text(lng, 'library', key, params);

/** The preview at a phone's and a laptop's width: screenshots attached to the report, axe on each. */
async function screenshots(page: Page, name: string) {
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // axe first: it waits for the dialog's opening animation, so the picture is what a person sees.
    await expectNoSeriousViolations(page);
    await test.info().attach(`${name}-${viewport.name}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${viewport.name}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The value next to a fact's label in the preview's summary (a row of its description list). */
const fact = (region: Locator, label: string) =>
  region.locator('dl > div', { has: region.page().getByText(label, { exact: true }) }).locator('dd');

test('a recruiter previews the public page in Portuguese and English, unsaved edits included, then duplicates the vacancy as a draft', async ({
  page,
  baseURL,
}) => {
  // Two languages, four axe runs and screenshots: a loaded CI machine needs more than 30 s.
  test.setTimeout(120_000);
  const unique = Date.now().toString(36);
  const titlePt = `Soldador MIG ${unique}`;
  const titleEn = `MIG welder ${unique}`;

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await loginPage(page).signInWithEmail(DEMO_RECRUITER.email, DEMO_RECRUITER.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/recrutamento/vagas/nova');
  const pt: Locale = 'pt-BR';
  const field = (key: string, required = true, lng: Locale = pt) => vacancyField(page, lng, key, required);
  const id = await publishNewVacancy(page, pt, {
    pt: {
      title: titlePt,
      duties: 'Soldar estruturas metálicas\nLer desenhos técnicos',
      working_day: 'Segunda a sexta, das 7h às 17h.',
      requirements: 'Curso de soldagem MIG/MAG.',
    },
    en: { title: titleEn, duties: 'Weld steel structures\nRead technical drawings' },
    modality: 'hybrid',
    benefits: ['restaurant'],
  });
  const unitName = (await field('unit').locator('option:checked').textContent()) ?? '';

  // An unsaved edit, then the preview: it opens on the text tab the recruiter was on (English).
  await page.getByRole('tab', { name: ti(pt, 'recruiting.editor.language.pt-BR') }).click();
  await field('observations', false).fill('Vaga com adicional de insalubridade.');
  const previewButton = page.getByRole('button', { name: ti(pt, 'recruiting.editor.preview') });
  await previewButton.click();
  const dialog = page.getByRole('dialog', { name: ti(pt, 'recruiting.preview.title') });
  await expect(dialog).toBeVisible();
  const article = dialog.getByRole('article');
  await expect(article.getByRole('heading', { level: 3 })).toHaveText(titlePt);
  const summary = article.getByRole('region', { name: tl(pt, 'vacancyDetails.summary') });
  await expect(fact(summary, tl(pt, 'vacancyDetails.unit'))).toHaveText(unitName);
  await expect(fact(summary, tl(pt, 'vacancyDetails.modality'))).toHaveText(
    tl(pt, 'vacancyDetails.modalities.hybrid'),
  );
  await expect(
    article.getByRole('region', { name: tl(pt, 'vacancyDetails.duties') }).getByRole('listitem'),
  ).toHaveText(['Soldar estruturas metálicas', 'Ler desenhos técnicos']);
  await expect(article.getByRole('region', { name: tl(pt, 'vacancyDetails.observations') })).toContainText(
    'Vaga com adicional de insalubridade.',
  );
  await expect(article.getByRole('region', { name: tl(pt, 'vacancyDetails.benefitsTitle') })).toContainText(
    tl(pt, 'vacancyDetails.benefits.restaurant'),
  );
  await screenshots(page, 'preview-pt-BR-page-pt-BR');

  // English, by the keyboard: the translated texts in English, the rest in Portuguese (the public pages' fallback).
  await dialog.getByRole('tab', { name: ti(pt, 'recruiting.editor.language.pt-BR') }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: ti(pt, 'recruiting.editor.language.en-US') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const en: Locale = 'en-US';
  await expect(article.getByRole('heading', { level: 3 })).toHaveText(titleEn);
  await expect(article).toHaveAttribute('lang', 'en-US');
  await expect(
    article.getByRole('region', { name: tl(en, 'vacancyDetails.duties') }).getByRole('listitem'),
  ).toHaveText(['Weld steel structures', 'Read technical drawings']);
  await expect(article.getByRole('region', { name: tl(en, 'vacancyDetails.workingDay') })).toContainText(
    'Segunda a sexta, das 7h às 17h.',
  );
  await expect(
    fact(
      article.getByRole('region', { name: tl(en, 'vacancyDetails.summary') }),
      tl(en, 'vacancyDetails.modality'),
    ),
  ).toHaveText(tl(en, 'vacancyDetails.modalities.hybrid'));
  await expect(
    dialog.getByText(ti(pt, 'recruiting.preview.inLanguage.en-US'), { exact: false }),
  ).toBeVisible();
  await screenshots(page, 'preview-pt-BR-page-en-US');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(previewButton).toBeFocused();

  // The interface in English: the preview's own texts too; then duplicate from the list.
  await page.getByRole('button', { name: ti(pt, 'recruiting.editor.save') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: ti(pt, 'recruiting.editor.done.save') }),
  ).toBeFocused();
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: 'en-US', url: baseURL! }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: titleEn })).toBeVisible();
  await page.getByRole('button', { name: ti(en, 'recruiting.editor.preview') }).click();
  const dialogEn = page.getByRole('dialog', { name: ti(en, 'recruiting.preview.title') });
  await expect(dialogEn.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(titlePt);
  await screenshots(page, 'preview-en-US-page-pt-BR');
  await dialogEn.getByRole('tab', { name: ti(en, 'recruiting.editor.language.en-US') }).click();
  await expect(dialogEn.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(titleEn);
  await screenshots(page, 'preview-en-US-page-en-US');
  await page.keyboard.press('Escape');

  await page.goto(`/recrutamento?q=${encodeURIComponent(unique)}`);
  await page.getByRole('link', { name: `${ti(en, 'recruiting.list.duplicate')}: ${titleEn}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: ti(en, 'recruiting.editor.copyTitle', { title: titleEn }) }),
  ).toBeVisible();
  await expect(field('title', true, en)).toHaveValue(titlePt);
  await expect(field('deadline', true, en)).toHaveValue('');
  await field('deadline', true, en).pressSequentially(deadlineDigits(en));
  await page.getByRole('button', { name: ti(en, 'recruiting.editor.save'), exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: ti(en, 'recruiting.editor.done.save') }),
  ).toBeFocused();
  await expect(page).toHaveURL(/\/recrutamento\/vagas\/\d+$/);
  const copyId = Number(/(\d+)$/.exec(page.url())?.[1]);
  expect(copyId).not.toBe(id);
  await expect(
    page.getByText(ti(en, 'recruiting.editor.statusLabel', { status: ti(en, 'recruiting.status.draft') })),
  ).toBeVisible();

  // Both in the list: the original still published, the copy a draft.
  await page.goto(`/recrutamento?q=${encodeURIComponent(unique)}`);
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: titleEn, exact: true }) });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ has: page.locator(`a[href="/recrutamento/vagas/${copyId}"]`) })).toContainText(
    ti(en, 'recruiting.status.draft'),
  );
  await expect(rows.filter({ has: page.locator(`a[href="/recrutamento/vagas/${id}"]`) })).toContainText(
    ti(en, 'recruiting.status.published'),
  );
  await expectNoSeriousViolations(page);
});
