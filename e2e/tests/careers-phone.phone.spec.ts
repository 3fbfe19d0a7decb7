import type { Page } from '@playwright/test';
import type { Locale } from '@portal/contracts/locales';
import { expectNoSeriousViolations } from '../support/axe';
import {
  applyThroughApi,
  cancelAllThroughApi,
  escapeRegExp,
  expectHydrated,
  filterOptions,
  listedVacancies,
  openVacancy,
  signInAsDemoCandidate,
  UNACCENTED,
  vacancyListPage,
} from '../support/careers';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { expectTapTargetsAtLeast24px, typeLikeAPhone, useLanguage } from '../support/phone';
import { languageSwitcher } from '../support/shell';
import { holdRequests } from '../support/slow-network';

/**
 * The candidate's screens on a phone (the `phone` project: Pixel 7, touch, 390×844) in pt-BR and es-ES: the vacancy
 * list, its search and filters, a vacancy, the header, the account menu and 'my applications'. Every tap target is
 * at least 24×24 px, focus goes to the new page's heading after a route change, axe finds nothing serious, and the
 * automatic fixture fails the test on any script error report or 'unknown error' toast.
 */

const VACANCIES_API = '/api/curriculum/vacancies/v1';

function careersText(lng: Locale) {
  return (key: string, params?: Record<string, string | number>) => text(lng, 'careers', key, params);
}

/** The page's main heading has focus (not <body>), as after a route change. */
async function expectHeadingFocused(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(name);
  await expect(heading).toBeFocused();
}

for (const lng of ['pt-BR', 'es-ES'] as const) {
  test(`${lng}: browse, search, a city then one of its units, open a vacancy and come back — big targets, focus on the heading, axe clean`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    // A long walk (list, search, filters, a vacancy, back), one more tap since the filters fold on a phone.
    test.setTimeout(60_000);
    const t = careersText(lng);
    await useLanguage(context, baseURL ?? '', lng);
    const list = vacancyListPage(page, lng);
    const all = await listedVacancies(request, {}, lng);

    await page.goto('/carreiras');
    await expectHydrated(page, lng, t('vacancies.documentTitle'));
    await list.expectVacancies(all);
    await test.step('the list: every tap target is 24×24 px or more, axe clean', async () => {
      await expectTapTargetsAtLeast24px(page);
      await expectNoSeriousViolations(page);
    });
    await test.step("the header's language menu: big enough entries", async () => {
      await languageSwitcher(page, lng).tap();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem').first()).toBeVisible();
      await expectTapTargetsAtLeast24px(page, menu);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });

    await test.step('search with the phone keyboard', async () => {
      const found = await listedVacancies(request, { q: UNACCENTED }, lng);
      expect(found.length).toBeGreaterThan(0);
      // On a phone the fields fold behind 'Filtros' (issue 27): open them first.
      await list.openFilters();
      await typeLikeAPhone(list.search, UNACCENTED);
      await list.search.press('Enter');
      await expect(page).toHaveURL(/\/carreiras\?q=mecanico$/);
      await list.expectVacancies(found);
      await expect(list.results).toHaveAttribute('aria-busy', 'false');
    });

    await test.step('clear filters, choose a city: the unit select offers only its units', async () => {
      await list.clear.tap();
      await list.expectVacancies(all);
      const options = await filterOptions(request);
      // A city whose units are some, not all, of the units: the filter has something to leave out.
      const city = options.cities.find((option) => {
        const count = options.units.filter((unit) => unit.cities.includes(option.city)).length;
        return count > 0 && count < options.units.length;
      });
      if (!city) throw new Error('the demo data has no city with only some of the units');
      const cityUnits = options.units.filter((unit) => unit.cities.includes(city.city));

      await list.city.selectOption({ label: t('vacancies.facts.cityState', city) });
      await list.expectVacancies(await listedVacancies(request, { city: city.city }, lng));
      await expect(list.unit.getByRole('option')).toHaveText([
        t('vacancies.filters.allUnits'),
        ...cityUnits.map((unit) => unit.name),
      ]);

      const [unit] = cityUnits;
      if (!unit) throw new Error('no unit in the city');
      await list.unit.selectOption({ label: unit.name });
      await expect(page).toHaveURL(
        (url) =>
          url.searchParams.get('city') === city.city && url.searchParams.get('unit') === String(unit.id),
      );
      const inUnit = await listedVacancies(request, { city: city.city, unit: unit.id }, lng);
      expect(inUnit.length).toBeGreaterThan(0);
      await list.expectVacancies(inUnit);
    });

    const firstTitle = (await list.cardTitles.first().textContent()) ?? '';
    await test.step('tap a card: the vacancy opens with focus on its heading', async () => {
      await list.cards.first().tap();
      await expect(page).toHaveURL(/\/carreiras\/vagas\/\d+$/);
      await expectHeadingFocused(page, firstTitle);
      await expectHydrated(page, lng, firstTitle);
      await expectTapTargetsAtLeast24px(page);
      await expectNoSeriousViolations(page);
    });

    await test.step('back to the list: focus on its heading, the filters kept', async () => {
      await page
        .getByRole('main')
        .getByRole('link', { name: t('vacancy.back') })
        .tap();
      await expect(page).toHaveURL(/\/carreiras\?city=.+&unit=\d+$/);
      await expectHeadingFocused(page, t('vacancies.headline'));
    });
  });
}

test('a running search says it is busy and fades the previous results; a late answer to an earlier search is ignored', async ({
  page,
  request,
}) => {
  const t = careersText('pt-BR');
  const list = vacancyListPage(page);
  const slowQuery = 'operador';
  const fastQuery = 'soldador';
  const fast = await listedVacancies(request, { q: fastQuery });
  const slow = await listedVacancies(request, { q: slowQuery });
  expect(fast.length).toBeGreaterThan(0);
  expect(slow.map((v) => v.id)).not.toEqual(fast.map((v) => v.id));

  // The answer to the first search is held back until the test lets it go: a slow mobile network.
  const slowAnswer = await holdRequests(
    page,
    (url) => url.pathname === VACANCIES_API && url.searchParams.get('q') === slowQuery,
  );

  await page.goto('/carreiras');
  await expectHydrated(page, 'pt-BR', t('vacancies.documentTitle'));
  const all = await listedVacancies(request);
  await list.expectVacancies(all);

  await list.openFilters();
  await typeLikeAPhone(list.search, slowQuery);
  await list.search.press('Enter');
  await test.step('while the answer is on its way: busy, the old cards faded and out of reach', async () => {
    await expect(list.results).toHaveAttribute('aria-busy', 'true');
    const indicator = list.results.locator('p[aria-hidden="true"]', { hasText: t('vacancies.list.loading') });
    await expect(indicator).toBeVisible();
    await expect(list.status).toHaveText(t('vacancies.list.loading'));
    // The count of the old search is not shown as the new one's.
    await expect(list.results.getByRole('heading', { level: 2 })).toHaveText(t('vacancies.list.heading'));
    const outdated = list.results.locator('[data-outdated="true"]');
    await expect(outdated).toBeVisible();
    expect(
      await outdated.evaluate((element) => ({
        inert: (element as HTMLElement).inert,
        opacity: Number(getComputedStyle(element).opacity),
      })),
    ).toEqual({ inert: true, opacity: expect.any(Number) });
    expect(Number(await outdated.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(0.6);
  });

  await test.step('a second search answers first and shows; the first answer, arriving late, changes nothing', async () => {
    await typeLikeAPhone(list.search, fastQuery, { clear: true });
    await list.search.press('Enter');
    await expect(page).toHaveURL(/\?q=soldador$/);
    await list.expectVacancies(fast);
    await expect(list.results).toHaveAttribute('aria-busy', 'false');

    const lateAnswer = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('q') === slowQuery,
    );
    slowAnswer.release();
    await lateAnswer;
    // Longer than the list's 500 ms display delay: whatever the late answer would do, it has done.
    await page.waitForTimeout(800);
    await list.expectVacancies(fast);
    await expect(list.search).toHaveValue(fastQuery);
  });
});

test('signed in: the phone menu leads to my applications with focus on its heading; header, account menu and cards are big enough', async ({
  page,
  request,
}) => {
  const t = careersText('pt-BR');
  const vacancy = await openVacancy(request);
  await signInAsDemoCandidate(page);
  await cancelAllThroughApi(page);
  await page.goto('/carreiras/minhas-inscricoes');
  // Cancelled applications stay listed with their end (decision 0051); none of them can be cancelled again.
  await expect(page.getByRole('main')).toContainText(
    new RegExp(`${t('applications.empty')}|${t('applications.statuses.withdrawn')}`),
  );
  await expect(page.getByRole('main').getByRole('button', { name: t('registration.cancel') })).toHaveCount(0);
  await expectTapTargetsAtLeast24px(page);

  await applyThroughApi(page, vacancy.id);
  try {
    await page.goto('/carreiras');
    await expectHydrated(page, 'pt-BR', t('vacancies.documentTitle'));

    // The sidebar, hidden at first, shown under the header by the menu button (decision 0085); it stays shown.
    await page.getByRole('button', { name: text('pt-BR', 'library', 'sidebar.expand') }).tap();
    const sidebar = page.getByRole('navigation', { name: text('pt-BR', 'library', 'sidebar.navLabel') });
    await expect(sidebar).toBeVisible();
    await expectTapTargetsAtLeast24px(page, sidebar);
    await sidebar.getByRole('link', { name: t('nav.myApplications') }).tap();
    await expect(page).toHaveURL(/\/carreiras\/minhas-inscricoes$/);
    await expect(sidebar).toBeVisible();
    await expectHeadingFocused(page, t('applications.pageTitle'));
    // Earlier applications stay listed as withdrawn; the new one is the only one that can be cancelled.
    await expect(
      page
        .getByRole('list', { name: t('applications.pageTitle') })
        .getByRole('button', { name: t('registration.cancel') }),
    ).toHaveCount(1);
    await expect(page.getByRole('main')).toContainText(vacancy.title);
    await expectTapTargetsAtLeast24px(page);
    await expectNoSeriousViolations(page);

    const [before = '', after = ''] = t('account.menu', { name: '\u0000' }).split('\u0000');
    const account = page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`) });
    await account.tap();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    // Screen 10's entries, the talent pool's (decision 0070) and the job alerts' (decision 0076).
    await expect(menu.getByRole('menuitem')).toHaveCount(5);
    await expectTapTargetsAtLeast24px(page, menu);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } finally {
    await cancelAllThroughApi(page);
  }
});
