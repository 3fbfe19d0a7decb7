import type { Locale } from '@portal/contracts/locales';
import { screenshotIfAsked } from '../support/application-status';
import { AXE_VIEWPORTS, expectNoSeriousViolations } from '../support/axe';
import { deadlineDigits, expect, expectUnitPlace, test, vacancyField } from '../support/intranet';
import { namespaceText } from '../support/locales';
import { expectNoHorizontalOverflow, typeDigits, useLanguage } from '../support/phone';

/**
 * Issue 27 point 11: the vacancy editor asks once. The contract is asked of a regular vacancy only (CLT or
 * temporary); a young apprentice or internship vacancy is hired on its program's own contract, which the editor says
 * instead of offering a second choice that could disagree (decision 0088). What is saved is what was said.
 */

test.use({ signedInAs: 'admin' });

for (const lng of ['pt-BR', 'es-ES'] as const satisfies Locale[]) {
  test(`${lng}: a regular vacancy's contract is chosen, an apprentice vacancy's follows its program, and is saved so`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const ti = namespaceText(lng, 'intranet');
    await useLanguage(page.context(), baseURL!, lng);
    await page.goto('/recrutamento/vagas/nova');
    await expect(
      page.getByRole('heading', { level: 1, name: ti('recruiting.editor.newTitle') }),
    ).toBeVisible();

    const program = page.getByLabel(ti('recruiting.fields.program'), { exact: true });
    const contract = vacancyField(page, lng, 'contractType');
    await expect(program).toHaveValue('regular');
    await expect(contract.locator('option')).toHaveText([
      ti('recruiting.editor.choose'),
      ti('recruiting.contractType.clt'),
      ti('recruiting.contractType.temporary'),
    ]);

    await program.selectOption('apprentice');
    await expect(contract).toHaveCount(0);
    const implied = ti('recruiting.editor.contractOfProgram', {
      contract: ti('recruiting.contractType.apprentice'),
    });
    await expect(page.getByText(implied)).toBeVisible();
    for (const viewport of AXE_VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await expectNoHorizontalOverflow(page, `the editor at ${viewport.width} px`);
      await expectNoSeriousViolations(page);
      await screenshotIfAsked(page, `vacancy-program-${lng}-${viewport.name}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The rest of a draft, typed as a recruiter types it; then saved.
    const unique = Date.now().toString(36);
    const title = `Jovem Aprendiz — Almoxarifado ${unique}`;
    for (const [key, value] of [
      ['title', title],
      ['duties', 'Apoiar o almoxarifado'],
      ['working_day', 'Segunda a sexta, 4 horas'],
      ['requirements', 'Ensino médio em curso'],
    ] as const)
      await vacancyField(page, lng, key).fill(value);
    await expectUnitPlace(page, lng, { index: 1 });
    await vacancyField(page, lng, 'modality').selectOption({ label: ti('recruiting.modality.on_site') });
    await typeDigits(vacancyField(page, lng, 'deadline'), deadlineDigits(lng));
    await page.getByRole('button', { name: ti('recruiting.editor.save'), exact: true }).click();
    await expect(page).toHaveURL(/\/recrutamento\/vagas\/\d+$/);
    const id = Number(/\/(\d+)$/.exec(page.url())![1]);
    const saved = await (await page.request.get(`/api/recruiting/v1/vacancies/${id}`)).json();
    expect(saved).toMatchObject({ program: 'apprentice', contract_type: 'apprentice' });

    // Back to regular: the contract is asked again, nothing chosen, and the choice is saved.
    await program.selectOption('regular');
    await expect(contract).toHaveValue('');
    await contract.selectOption({ label: ti('recruiting.contractType.temporary') });
    await page.getByRole('button', { name: ti('recruiting.editor.save'), exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: ti('recruiting.editor.done.save') }),
    ).toBeFocused();
    const resaved = await (await page.request.get(`/api/recruiting/v1/vacancies/${id}`)).json();
    expect(resaved).toMatchObject({ program: 'regular', contract_type: 'temporary' });
  });
}
