import type { Locale } from '@portal/contracts/locales';
import { expectNoSeriousViolations } from '../support/axe';
import { expectHydrated, listedVacancies, vacancyListPage } from '../support/careers';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { expectTapTargetsAtLeast24px, useLanguage } from '../support/phone';

/**
 * Vacancy programs on a phone (390×844): the careers list filters by program ('Jovem aprendiz', 'Estágio') and by
 * 'Vagas para PcD', kept in the URL; cards and the vacancy page show the badges; the box works by keyboard.
 */

for (const lng of ['pt-BR', 'es-ES'] as const satisfies readonly Locale[]) {
  test(`${lng}: filter by young apprentice, then PcD only; badges on the cards and the page`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    // Three filters, a reload and axe twice, one more tap since the filters fold on a phone.
    test.setTimeout(60_000);
    const t = (key: string) => text(lng, 'careers', key);
    const badge = (key: string) => text(lng, 'library', `vacancyDetails.${key}`);
    await useLanguage(context, baseURL ?? '', lng);
    const list = vacancyListPage(page, lng);

    await page.goto('/carreiras');
    await expectHydrated(page, lng, t('vacancies.documentTitle'));
    // On a phone the fields fold behind 'Filtros' (issue 27).
    await list.openFilters();

    await test.step(`'${t('vacancies.filters.programs.apprentice')}': only apprentice vacancies, in the URL`, async () => {
      const apprentices = await listedVacancies(request, { program: 'apprentice' }, lng);
      expect(apprentices.length).toBeGreaterThan(0);
      await list.program.selectOption({ label: t('vacancies.filters.programs.apprentice') });
      await expect(page).toHaveURL(/\/carreiras\?program=apprentice$/);
      await list.expectVacancies(apprentices);
      for (const card of await list.cards.all()) {
        await expect(card.locator('.vacancy-badge')).toContainText([badge('programs.apprentice')]);
      }
      await expectTapTargetsAtLeast24px(page);
      await expectNoSeriousViolations(page);
    });

    await test.step(`'${t('vacancies.filters.pcd')}' by keyboard: both filters in the URL`, async () => {
      await list.program.focus();
      await page.keyboard.press('Tab');
      await expect(list.pcd).toBeFocused();
      await page.keyboard.press('Space');
      await expect(list.pcd).toBeChecked();
      await expect(page).toHaveURL(/\/carreiras\?program=apprentice&pcd=true$/);
      await list.expectVacancies(await listedVacancies(request, { program: 'apprentice', pcd: 'true' }, lng));
    });

    await test.step('PcD only: the exclusive vacancies, each with its badge; a reload keeps the filter', async () => {
      await list.program.selectOption({ label: t('vacancies.filters.allPrograms') });
      await expect(page).toHaveURL(/\/carreiras\?pcd=true$/);
      const exclusive = await listedVacancies(request, { pcd: 'true' }, lng);
      expect(exclusive.length).toBeGreaterThan(0);
      await list.expectVacancies(exclusive);
      await page.reload();
      await expectHydrated(page, lng, t('vacancies.documentTitle'));
      // Folded again after the reload, the control counts the one filter.
      await expect(list.filtersToggle).toContainText(`${t('vacancies.filters.toggle')} (1)`);
      await list.openFilters();
      await expect(list.pcd).toBeChecked();
      await list.expectVacancies(exclusive);
      await expect(list.cards.first().getByText(badge('pcdExclusive'), { exact: true })).toBeVisible();
    });

    await test.step('the vacancy page shows the badge', async () => {
      await list.cards.first().tap();
      await expect(page).toHaveURL(/\/carreiras\/vagas\/\d+$/);
      await expect(page.getByRole('main').getByText(badge('pcdExclusive'), { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
