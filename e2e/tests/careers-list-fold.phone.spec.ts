import type { Page } from '@playwright/test';
import type { Locale } from '@portal/contracts/locales';
import { expectNoSeriousViolations } from '../support/axe';
import { expectHydrated, filterOptions, listedVacancies, vacancyListPage } from '../support/careers';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { expectNoHorizontalOverflow, expectTapTargetsAtLeast24px, useLanguage } from '../support/phone';

/**
 * Issue 27 point 7 on a phone (Pixel 7, 390×844) in pt-BR and es-ES: the vacancy list's first screen shows vacancies,
 * not filters (they fold behind one 'Filtros (n)' control that counts the active ones, by touch and by keyboard), and
 * a vacancy's breadcrumb never leaves a chevron alone on a line.
 */

const SCREEN = { width: 390, height: 844 };

/**
 * Where each chevron of the breadcrumb is drawn against the crumb before it: on the same line, right after the end
 * of that crumb's text (a chevron starting a line, or standing between lines beside a wrapped crumb, is not).
 */
async function breadcrumbChevrons(page: Page) {
  return page.evaluate(() => {
    const trail = document.querySelector('nav .breadcrumbs__list')!;
    const crumbs = [
      ...trail.querySelectorAll('.breadcrumbs__link, .breadcrumbs__text, .breadcrumbs__current'),
    ];
    const lineHeight = Number.parseFloat(getComputedStyle(crumbs[0]!).lineHeight);
    const chevrons = [...trail.querySelectorAll('.breadcrumbs__separator')].map((chevron) => {
      const before = crumbs.filter(
        (crumb) => crumb.compareDocumentPosition(chevron) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      const crumb = before.at(-1)!;
      const range = document.createRange();
      range.selectNodeContents(crumb);
      const end = [...range.getClientRects()].at(-1)!;
      const box = chevron.getBoundingClientRect();
      const middle = (box.top + box.bottom) / 2;
      return {
        crumb: crumb.textContent,
        sameLine: middle > end.top && middle < end.bottom,
        rightAfter: box.left >= end.right - 2 && box.left - end.right < 12,
      };
    });
    return { trailHeight: trail.getBoundingClientRect().height, lineHeight, chevrons };
  });
}

for (const lng of ['pt-BR', 'es-ES'] as const satisfies readonly Locale[]) {
  const t = (key: string, params?: Record<string, string | number>) => text(lng, 'careers', key, params);

  test.describe(lng, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL ?? '', lng);
    });

    test("the first screen shows vacancies; the filters open from 'Filtros', which counts the active ones", async ({
      page,
      request,
    }) => {
      const list = vacancyListPage(page, lng);
      await page.goto('/carreiras');
      await expectHydrated(page, lng, t('vacancies.documentTitle'));
      await list.expectVacancies(await listedVacancies(request, {}, lng));

      await test.step('the first 844 px: the first two vacancies are there, the fields are folded', async () => {
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        for (const index of [0, 1]) {
          const box = (await list.cardTitles.nth(index).boundingBox())!;
          expect(box.y, `card ${index + 1} starts on the first screen`).toBeGreaterThan(0);
          expect(
            box.y + box.height,
            `card ${index + 1}'s title ends on the first screen`,
          ).toBeLessThanOrEqual(SCREEN.height);
        }
        await expect(list.filtersToggle).toHaveText(t('vacancies.filters.toggle'));
        await expect(list.search).toBeHidden();
        await expect(list.city).toBeHidden();
        await expectTapTargetsAtLeast24px(page);
        await expectNoHorizontalOverflow(page, 'the list at 390 px');
        await expectNoSeriousViolations(page);
      });

      const options = await filterOptions(request);
      const city = options.cities[0]!;
      await test.step('a tap opens the fields; a city chosen there counts at once and filters the list', async () => {
        await list.filtersToggle.tap();
        await expect(list.search).toBeVisible();
        await list.city.selectOption({ label: t('vacancies.facts.cityState', city) });
        await expect(page).toHaveURL((url) => url.searchParams.get('city') === city.city);
        await expect(list.filtersToggle).toContainText(`${t('vacancies.filters.toggle')} (1)`);
        await list.expectVacancies(await listedVacancies(request, { city: city.city }, lng));
        await expectNoSeriousViolations(page);
        // A second tap folds them again.
        await list.filtersToggle.tap();
        await expect(list.city).toBeHidden();
      });

      await test.step('by keyboard: Enter on the control opens and closes the fields', async () => {
        await list.filtersToggle.focus();
        await page.keyboard.press('Enter');
        await expect(list.city).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(list.search).toBeFocused();
        await list.filtersToggle.focus();
        await page.keyboard.press('Enter');
        await expect(list.city).toBeHidden();
      });

      await test.step('a page opened with two filters says so before any script, and still shows vacancies first', async () => {
        await page.goto(`/carreiras?city=${encodeURIComponent(city.city)}&program=internship`);
        await expect(list.filtersToggle).toContainText(`${t('vacancies.filters.toggle')} (2)`);
        // Heard as 'Filtros (2 activos)': the count said in words.
        await expect(list.filtersToggle).toContainText(t('vacancies.filters.active_other', { count: 2 }));
        await expectHydrated(page, lng, t('vacancies.documentTitle'));
        const found = await listedVacancies(request, { city: city.city, program: 'internship' }, lng);
        if (found.length) {
          const box = (await list.cardTitles.first().boundingBox())!;
          expect(box.y + box.height).toBeLessThanOrEqual(SCREEN.height);
        }
      });
    });

    test('a long vacancy title wraps in the breadcrumb, never leaving a chevron alone on a line', async ({
      page,
      request,
    }) => {
      const [longest] = (await listedVacancies(request, {}, lng)).sort(
        (a, b) => b.title.length - a.title.length,
      );
      if (!longest) throw new Error('the demo data has no open vacancy');
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: SCREEN.height });
        await page.goto(`/carreiras/vagas/${longest.id}`);
        await expectHydrated(page, lng, longest.title);
        const trail = await breadcrumbChevrons(page);
        // The trail does wrap here (what the check is about) ...
        expect(trail.trailHeight, `${width} px: the trail takes more than one line`).toBeGreaterThan(
          trail.lineHeight * 1.5,
        );
        // ... and each chevron stays on the line of the crumb before it, right after its last word.
        expect(trail.chevrons.length).toBeGreaterThan(0);
        for (const chevron of trail.chevrons)
          expect(chevron, `${width} px: the chevron after '${chevron.crumb}'`).toMatchObject({
            sameLine: true,
            rightAfter: true,
          });
        await expectNoHorizontalOverflow(page, `the vacancy at ${width} px`);
      }
    });
  });
}
