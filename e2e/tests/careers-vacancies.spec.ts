import type { Locator, Page } from '@playwright/test';
import { LOCALE_COOKIE, LOCALE_SHORT_LABEL, type Locale } from '@portal/contracts/locales';
import { AXE_VIEWPORTS, expectNoSeriousViolations } from '../support/axe';
import {
  documentNotFoundLine,
  expectHydrated,
  filterOptions,
  listedVacancies,
  SEEDED_VACANCY,
  shownDay,
  signInAsDemoCandidate,
  UNACCENTED,
  vacancyDetails,
  vacancyListPage,
} from '../support/careers';
import { expect, test } from '../support/fixtures';
import { text, translator } from '../support/locales';
import { languageSwitcher } from '../support/shell';

const t = translator('pt-BR');
const LIST_TITLE = t('careers', 'vacancies.documentTitle');
const NO_MATCH = 'submarino nuclear';

/** The list page's URL holds exactly these filters (`?q=&city=&unit=`), nothing else. */
async function expectFiltersInUrl(page: Page, filters: Record<string, string>) {
  await expect(page).toHaveURL((url) => {
    const params = Object.fromEntries(url.searchParams);
    return url.pathname === '/carreiras' && JSON.stringify(params) === JSON.stringify(filters);
  });
}

/** Marks the document, to tell later whether the browser loaded a new one (a full page load) or not. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });
}
async function expectSameDocument(page: Page) {
  const same = await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);
  expect(same, 'filtered in the page, without loading a new document').toBe(true);
}

/** A section of the details page shows a multi-line vacancy text: one line as a paragraph, several as a list. */
async function expectSectionText(section: Locator, value: string) {
  const lines = value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  expect(lines.length, 'the demo vacancy has this text').toBeGreaterThan(0);
  if (lines.length === 1) await expect(section).toContainText(lines[0] ?? '');
  else await expect(section.getByRole('listitem')).toHaveText(lines);
}

/** Opens the vacancy list at `path` (pt-BR, hydrated) and returns its page object, whose texts are in `lng`. */
async function openVacancyList(page: Page, path = '/carreiras', lng: Locale = 'pt-BR') {
  const list = vacancyListPage(page, lng);
  await page.goto(path);
  await expectHydrated(page, 'pt-BR', LIST_TITLE);
  return list;
}

test.describe('careers: vacancy list (screen 1)', () => {
  test('a text search ignores accents, goes into the URL, and the back button restores the whole list', async ({
    page,
    request,
  }) => {
    const all = await listedVacancies(request);
    const found = await listedVacancies(request, { q: UNACCENTED });
    expect(found.length, 'the search finds something, but not everything').toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);

    const list = await openVacancyList(page);
    await list.expectVacancies(all);

    await markDocument(page);
    await list.search.fill(UNACCENTED);
    await list.submit.click();
    await expectFiltersInUrl(page, { q: UNACCENTED });
    await list.expectVacancies(found);
    // Every result has the accented word the visitor did not type.
    await expect(list.cardTitles).toHaveText(found.map(() => /Mecânico/));
    await expect(list.search).toHaveValue(UNACCENTED);
    await expectSameDocument(page);

    await page.goBack();
    await expectFiltersInUrl(page, {});
    await list.expectVacancies(all);
    await expect(list.search).toHaveValue('');

    await page.goForward();
    await expectFiltersInUrl(page, { q: UNACCENTED });
    await list.expectVacancies(found);
    await expect(list.search).toHaveValue(UNACCENTED);
  });

  test('the city and unit selects filter the list and combine with the text; back and clear filters restore', async ({
    page,
    request,
  }) => {
    const city = { city: 'Caxias do Sul', state: 'RS' };
    const cityLabel = t('careers', 'vacancies.facts.cityState', city);
    const unitName = 'Fábrica de Motores — Jaraguá do Sul';
    const all = await listedVacancies(request);
    const inCity = await listedVacancies(request, { city: city.city });
    const inCityFound = await listedVacancies(request, { q: UNACCENTED, city: city.city });
    expect(inCity.length).toBeGreaterThan(inCityFound.length);
    expect(inCityFound.length).toBeGreaterThan(0);

    const list = await openVacancyList(page);

    await test.step('select a city', async () => {
      await list.city.selectOption({ label: cityLabel });
      await expectFiltersInUrl(page, { city: city.city });
      await list.expectVacancies(inCity);
      await expect(list.cards.filter({ hasNotText: cityLabel })).toHaveCount(0);
    });

    await test.step('add a text search', async () => {
      await list.search.fill(UNACCENTED);
      await list.search.press('Enter');
      await expectFiltersInUrl(page, { q: UNACCENTED, city: city.city });
      await list.expectVacancies(inCityFound);
      await expect(list.city).toHaveValue(city.city);
    });

    await test.step('back: the city alone again', async () => {
      await page.goBack();
      await expectFiltersInUrl(page, { city: city.city });
      await list.expectVacancies(inCity);
      await expect(list.search).toHaveValue('');
      await expect(list.city).toHaveValue(city.city);
    });

    await test.step('clear filters', async () => {
      await list.clear.click();
      await expectFiltersInUrl(page, {});
      await list.expectVacancies(all);
      await expect(list.city).toHaveValue('');
      await expect(list.unit).toHaveValue('');
    });

    await test.step('select a unit', async () => {
      const unit = (await filterOptions(request)).units.find((option) => option.name === unitName);
      if (!unit) throw new Error(`the demo data has no unit ${unitName}`);
      const unitId = String(unit.id);
      await list.unit.selectOption({ label: unitName });
      await expectFiltersInUrl(page, { unit: unitId });
      await expect(list.unit).toHaveValue(unitId);
      const inUnit = await listedVacancies(request, { unit: unitId });
      expect(inUnit.length).toBeGreaterThan(0);
      expect(inUnit.length).toBeLessThan(all.length);
      await list.expectVacancies(inUnit);
      await expect(list.cards.filter({ hasNotText: unitName })).toHaveCount(0);
    });

    await test.step('back: all units', async () => {
      await page.goBack();
      await expectFiltersInUrl(page, {});
      await list.expectVacancies(all);
      await expect(list.unit).toHaveValue('');
    });
  });

  test('a search without results says "No vacancies found"; clear filters shows them all again', async ({
    page,
    request,
  }) => {
    const all = await listedVacancies(request);
    const list = await openVacancyList(page);

    await list.search.fill(NO_MATCH);
    await list.submit.click();
    await expectFiltersInUrl(page, { q: NO_MATCH });
    await expect(list.empty).toBeVisible();
    await expect(list.results).toContainText(t('careers', 'vacancies.list.emptyHint'));
    await expect(list.status).toHaveText(t('careers', 'vacancies.list.found', { count: 0 }));
    await expect(list.cards).toHaveCount(0);

    await list.clear.click();
    await expectFiltersInUrl(page, {});
    await list.expectVacancies(all);
    await expect(list.empty).toBeHidden();
    await expect(list.search).toHaveValue('');
  });

  test("'show more' adds 20 vacancies in the page, continues at the first new one, and back shows fewer", async ({
    page,
    request,
  }) => {
    const all = await listedVacancies(request);
    expect(all.length, 'the demo data has more than two pages of vacancies').toBeGreaterThan(40);
    const list = await openVacancyList(page);
    await list.expectVacancies(all);

    await markDocument(page);
    await list.showMore.click();
    await expectFiltersInUrl(page, { page: '2' });
    await list.expectVacancies(all, 2);
    // Titles may repeat across units: the card's position says which one.
    await expect(list.cards.nth(20).getByRole('link')).toBeFocused();
    await expect(list.cards.nth(20).getByRole('link')).toHaveText(all[20]!.title);
    await expectSameDocument(page);

    await page.keyboard.press('Shift+Tab');
    await expect(list.cards.nth(19).getByRole('link')).toBeFocused();

    await page.goBack();
    await expectFiltersInUrl(page, {});
    await list.expectVacancies(all);
  });

  test('in English (header language switcher): texts, results and the empty state', async ({
    page,
    request,
  }) => {
    const en = (key: string, params?: Record<string, string | number>) =>
      text('en-US', 'careers', key, params);
    expect(en('vacancies.list.empty')).not.toBe(t('careers', 'vacancies.list.empty'));
    const found = await listedVacancies(request, { q: UNACCENTED }, 'en-US');
    expect(found.length).toBeGreaterThan(0);

    const list = await openVacancyList(page, '/carreiras', 'en-US');
    await languageSwitcher(page, 'pt-BR').click();
    await page.getByRole('menuitem').filter({ hasText: LOCALE_SHORT_LABEL['en-US'] }).click();
    await expect(list.heading).toHaveText(en('vacancies.headline'));
    await expect(page).toHaveURL(/\/carreiras$/);

    await list.search.fill(UNACCENTED);
    await list.submit.click();
    await expectFiltersInUrl(page, { q: UNACCENTED });
    // The vacancies come in English too, still found by the Portuguese word without its accent.
    await list.expectVacancies(found);
    await expect(list.cardTitles).toHaveText(found.map(() => /Mechanic/));

    await list.search.fill(NO_MATCH);
    await list.submit.click();
    await expectFiltersInUrl(page, { q: NO_MATCH });
    await expect(list.empty).toBeVisible();
    await expect(list.status).toHaveText(en('vacancies.list.found', { count: 0 }));
  });
});

/**
 * How many CSS px the longest option of a select needs beyond what the closed select shows (0 when every option fits):
 * its text measured in the select's font, plus room for the drop-down arrow.
 */
async function selectOverflow(select: Locator): Promise<{ longest: string; missing: number }> {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const ARROW_PX = 20;
    const room =
      element.clientWidth -
      Number.parseFloat(style.paddingLeft) -
      Number.parseFloat(style.paddingRight) -
      ARROW_PX;
    let longest = '';
    let widest = 0;
    for (const option of element.options) {
      const width = context.measureText(option.text).width;
      if (width > widest) [widest, longest] = [width, option.text];
    }
    return { longest, missing: Math.max(0, Math.ceil(widest - room)) };
  });
}

test.describe('careers: the filter selects on a desktop', () => {
  for (const lng of ['pt-BR', 'es-ES'] as const) {
    for (const width of [1280, 1000, 800]) {
      test(`${lng} at ${width} px: the city and unit selects show their longest option whole`, async ({
        page,
        context,
        baseURL,
      }) => {
        await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL ?? '' }]);
        await page.setViewportSize({ width, height: 800 });
        const list = vacancyListPage(page, lng);
        await page.goto('/carreiras');
        await expectHydrated(page, lng, text(lng, 'careers', 'vacancies.documentTitle'));
        await expect(list.unit.getByRole('option')).not.toHaveCount(1);
        expect(await selectOverflow(list.city)).toMatchObject({ missing: 0 });
        expect(await selectOverflow(list.unit)).toMatchObject({ missing: 0 });
      });
    }
  }
});

test.describe('careers: vacancy details (screen 2)', () => {
  test('a card opens its vacancy: facts, duties, working day, requirements, benefits; back keeps the filters', async ({
    page,
    request,
  }) => {
    const [first] = await listedVacancies(request, { q: UNACCENTED });
    if (!first) throw new Error('the demo data has no vacancy for the search');
    const vacancy = await vacancyDetails(request, first.id);
    const list = await openVacancyList(page, `/carreiras?q=${UNACCENTED}`);

    // The whole card is the click target, not only its title.
    await list.cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/carreiras/vagas/${vacancy.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vacancy.title);
    // Focus moved to the new page's heading (screen readers say where they are), not left on <body>.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectHydrated(page, 'pt-BR', vacancy.title);

    const summary = page.getByRole('region', { name: t('library', 'vacancyDetails.summary') });
    await expect(summary).toContainText(vacancy.unit.name);
    await expect(summary).toContainText(
      t('library', 'vacancyDetails.cityState', { city: vacancy.city, state: vacancy.state }),
    );
    await expect(summary).toContainText(t('library', `vacancyDetails.modalities.${vacancy.modality}`));
    await expect(summary).toContainText(shownDay(vacancy.application_deadline));
    await expect(summary.getByRole('link', { name: t('careers', 'registration.confirm') })).toBeVisible();

    const section = (key: string) => page.getByRole('region', { name: t('library', key), exact: true });
    await expectSectionText(section('vacancyDetails.duties'), vacancy.duties);
    await expectSectionText(section('vacancyDetails.workingDay'), vacancy.working_day);
    await expectSectionText(section('vacancyDetails.requirements'), vacancy.requirements);
    expect(vacancy.benefits.length).toBeGreaterThan(0);
    await expect(section('vacancyDetails.benefitsTitle').getByRole('listitem')).toHaveText(
      vacancy.benefits.map((benefit) => t('library', `vacancyDetails.benefits.${benefit}`)),
    );

    await page
      .getByRole('main')
      .getByRole('link', { name: t('careers', 'vacancy.back') })
      .click();
    await expectFiltersInUrl(page, { q: UNACCENTED });
    await expect(list.cardTitles.first()).toHaveText(first.title);
  });

  test.describe(() => {
    test.use({ expectedConsoleErrors: [documentNotFoundLine(`/carreiras/vagas/${SEEDED_VACANCY.closed}`)] });

    test('a closed vacancy answers 404 "no longer available" and leads back to the open ones', async ({
      page,
    }) => {
      const response = await page.goto(`/carreiras/vagas/${SEEDED_VACANCY.closed}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('careers', 'vacancy.unavailable.title'),
      );
      await expect(page.getByRole('main')).toContainText(t('careers', 'vacancy.unavailable.text'));
      await expect(page.getByRole('button', { name: t('careers', 'registration.confirm') })).toHaveCount(0);

      await page
        .getByRole('main')
        .getByRole('link', { name: t('careers', 'vacancy.unavailable.link') })
        .click();
      await expectFiltersInUrl(page, {});
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('careers', 'vacancies.headline'));
    });
  });

  test('a vacancy past its deadline says so and disables Confirm Registration with the reason', async ({
    page,
    request,
  }) => {
    const vacancy = await vacancyDetails(request, SEEDED_VACANCY.expired);
    expect(vacancy.deadline_passed).toBe(true);
    const confirm = page.getByRole('button', { name: t('careers', 'registration.confirm') });

    await page.goto(`/carreiras/vagas/${vacancy.id}`);
    await expectHydrated(page, 'pt-BR', vacancy.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vacancy.title);
    await expect(page.getByRole('main')).toContainText(
      t('careers', 'vacancy.closedNotice', { date: shownDay(vacancy.application_deadline) }),
    );
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(t('careers', 'registration.closedReason'));

    // Signed in it stays closed: the candidate cannot apply either.
    await signInAsDemoCandidate(page);
    await page.reload();
    await expectHydrated(page, 'pt-BR', vacancy.title);
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(t('careers', 'registration.closedReason'));
  });
});

test.describe('careers: accessibility of the list and the details (axe, pt-BR)', () => {
  for (const viewport of AXE_VIEWPORTS) {
    test(`at ${viewport.width} px: the list, an open vacancy and an expired one`, async ({
      page,
      request,
    }) => {
      const [open] = await listedVacancies(request);
      if (!open) throw new Error('the demo data has no open vacancy');
      const expired = await vacancyDetails(request, SEEDED_VACANCY.expired);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });

      await page.goto('/carreiras');
      await expectHydrated(page, 'pt-BR', LIST_TITLE);
      await expect(vacancyListPage(page).cards.first()).toBeVisible();
      await test.step('the list', () => expectNoSeriousViolations(page));

      await page.goto(`/carreiras/vagas/${open.id}`);
      await expectHydrated(page, 'pt-BR', open.title);
      await test.step('an open vacancy', () => expectNoSeriousViolations(page));

      await page.goto(`/carreiras/vagas/${expired.id}`);
      await expectHydrated(page, 'pt-BR', expired.title);
      await test.step('an expired vacancy', () => expectNoSeriousViolations(page));
    });
  }
});
