import type { Locale } from '@portal/contracts/locales';
import { expectNoSeriousViolations } from '../support/axe';
import { expectHydrated, listedVacancies, vacancyListPage } from '../support/careers';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { expectNoHorizontalOverflow, typeLikeAPhone, useLanguage } from '../support/phone';

/**
 * A vacancy's salary on a phone (390×844, decision 0078): the seeded welder states R$ 3.200,00 a month and the
 * young apprentice R$ 8,20 an hour; each card and page says it as the reader's language writes money, and a vacancy
 * that states none has no salary line.
 */

const SHOWN: Record<'pt-BR' | 'es-ES', { label: string; title: string; welder: RegExp; apprentice: RegExp }> =
  {
    'pt-BR': {
      label: 'Salário',
      title: 'Soldador(a)',
      welder: /^R\$\s3\.200,00 por mês$/,
      apprentice: /^R\$\s8,20 por hora$/,
    },
    'es-ES': {
      label: 'Salario',
      title: 'Soldador/a',
      welder: /^3200,00\sR\$ al mes$/,
      apprentice: /^8,20\sR\$ por hora$/,
    },
  };

for (const lng of ['pt-BR', 'es-ES'] as const satisfies readonly Locale[]) {
  test(`${lng}: the salary on the cards and the page, none where the vacancy states none`, async ({
    page,
    request,
    context,
    baseURL,
  }, testInfo) => {
    const t = (key: string) => text(lng, 'careers', key);
    const shown = SHOWN[lng];
    await useLanguage(context, baseURL ?? '', lng);
    const list = vacancyListPage(page, lng);
    const salaryOf = (scope: ReturnType<typeof page.locator>) =>
      scope.locator('dt', { hasText: shown.label }).locator('xpath=following-sibling::dd');

    await page.goto('/carreiras');
    await expectHydrated(page, lng, t('vacancies.documentTitle'));
    // A person opens the folded filters, types the search on the phone's keyboard and submits it.
    await list.openFilters();
    await typeLikeAPhone(list.search, 'Soldador');
    await list.submit.click();
    await list.expectVacancies(await listedVacancies(request, { q: 'Soldador' }, lng));
    // The seeded welders (other tests add welders of their own, without a salary).
    const seeded = list.cards.filter({
      has: page.getByRole('heading', { level: 3, name: shown.title, exact: true }),
    });
    expect(await seeded.count()).toBeGreaterThan(0);
    for (const card of await seeded.all()) await expect(salaryOf(card)).toHaveText(shown.welder);
    await expectNoHorizontalOverflow(page, 'the list with salaries');
    await testInfo.attach(`list-${lng}`, { body: await page.screenshot(), contentType: 'image/png' });

    await seeded.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/carreiras\/vagas\/\d+/);
    await expect(salaryOf(page.locator('.vacancy-summary'))).toHaveText(shown.welder);
    await expectNoHorizontalOverflow(page, 'the vacancy page');
    await expectNoSeriousViolations(page);
    await testInfo.attach(`page-${lng}`, { body: await page.screenshot(), contentType: 'image/png' });

    const apprentice = (await listedVacancies(request, { program: 'apprentice' }, lng)).find(
      (v) => v.salary?.period === 'hour',
    );
    expect(apprentice, 'a seeded apprentice vacancy paid by the hour').toBeDefined();
    await page.goto(`/carreiras/vagas/${apprentice?.id}`);
    await expect(salaryOf(page.locator('.vacancy-summary'))).toHaveText(shown.apprentice);

    const unpaid = (await listedVacancies(request, {}, lng)).find((v) => v.salary === null);
    expect(unpaid, 'a seeded vacancy that states no salary').toBeDefined();
    await page.goto(`/carreiras/vagas/${unpaid?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(unpaid?.title ?? '');
    await expect(page.locator('.vacancy-summary dt', { hasText: shown.label })).toHaveCount(0);
  });
}
