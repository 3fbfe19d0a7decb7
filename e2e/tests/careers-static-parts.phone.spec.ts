import type { Page } from '@playwright/test';
import { LOCALE_SHORT_LABEL } from '@portal/contracts/locales';
import {
  expectHydrated,
  listedVacancies,
  UNACCENTED,
  vacancyDetails,
  vacancyListPage,
} from '../support/careers';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { useLanguage } from '../support/phone';
import { languageSwitcher } from '../support/shell';

/**
 * Decision 0101: the careers list's cards and a vacancy's facts and texts need no script. While the page hydrates on
 * a phone they stay the nodes the server sent (nothing re-created, no salary formatted again); they are drawn
 * by the page again only when their data changes (a new search, another language), and a card still opens its
 * vacancy inside the app, with the list's filters on the way back.
 */

/**
 * Watches the page from its first byte: how many elements of `selector` are removed from the document, and how many
 * times a script builds a currency format (what a salary costs a phone: its currency data).
 */
async function watchPage(page: Page, selector: string) {
  await page.addInitScript((watched) => {
    const counter = window as unknown as {
      removedStatic: number;
      currencyFormats: number;
      sameDocument: boolean;
    };
    counter.removedStatic = 0;
    counter.currencyFormats = 0;
    counter.sameDocument = true;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.removedNodes)
          if (node instanceof Element && (node.matches(watched) || node.querySelector(watched)))
            counter.removedStatic += 1;
    }).observe(document, { subtree: true, childList: true });
    const count = (options: unknown) => {
      if ((options as Intl.NumberFormatOptions | undefined)?.style === 'currency')
        counter.currencyFormats += 1;
    };
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args) {
        count(args[1]);
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        count(args[1]);
        return Reflect.apply(target, self, args);
      },
    });
  }, selector);
  const read = () =>
    page.evaluate(() => {
      const { removedStatic, currencyFormats, sameDocument } = window as unknown as {
        removedStatic: number;
        currencyFormats: number;
        sameDocument?: boolean;
      };
      return { removedStatic, currencyFormats, sameDocument };
    });
  return {
    removed: async () => (await read()).removedStatic,
    currencyFormats: async () => (await read()).currencyFormats,
    sameDocument: async () => (await read()).sameDocument === true,
  };
}

const LIST =
  'pt-BR: the cards stay the server’s while the list hydrates; a card opens its vacancy in the app; a search draws new ones';
test(LIST, async ({ page, request, context, baseURL }) => {
  const t = (key: string, params?: Record<string, string | number>) => text('pt-BR', 'careers', key, params);
  await useLanguage(context, baseURL ?? '', 'pt-BR');
  const all = await listedVacancies(request, {});
  const found = await listedVacancies(request, { q: UNACCENTED });
  const [first] = found;
  if (!first) throw new Error('the demo data has no vacancy for the search');
  const watch = await watchPage(page, '.vacancy-card');
  expect(
    all.some((vacancy) => vacancy.salary),
    'the demo list shows a salary',
  ).toBe(true);
  const list = vacancyListPage(page);

  await page.goto('/carreiras');
  await expectHydrated(page, 'pt-BR', t('vacancies.documentTitle'));
  await list.expectVacancies(all);
  // The hydrated page's later work (the session check, a revalidation with the same answer) leaves them too.
  await page.waitForLoadState('networkidle');
  expect(await watch.removed(), 'no card of the server re-created').toBe(0);
  expect(await watch.currencyFormats(), 'no salary formatted again on the phone').toBe(0);

  await test.step('a search: the page draws the cards it found, without loading a new document', async () => {
    await list.openFilters();
    await list.search.fill(UNACCENTED);
    await list.submit.tap();
    await list.expectVacancies(found);
    expect(await watch.removed()).toBeGreaterThan(0);
    expect(await watch.sameDocument()).toBe(true);
  });

  await test.step('a tap on a card opens the vacancy in the app: focus on its heading, the way back keeps the search', async () => {
    await list.cards.first().getByRole('link').tap();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(first.title);
    await expect(heading).toBeFocused();
    expect(await watch.sameDocument(), 'no page load').toBe(true);
    await page
      .getByRole('main')
      .getByRole('link', { name: t('vacancy.back') })
      .tap();
    await expect(page).toHaveURL(new RegExp(`/carreiras\\?q=${UNACCENTED}$`));
    await expect(list.cardTitles).toHaveText(found.map((vacancy) => vacancy.title));
  });
});

const VACANCY =
  'es-ES: a vacancy’s facts and texts stay the server’s while the page hydrates, and follow a change of language';
test(VACANCY, async ({ page, request, context, baseURL }) => {
  // A vacancy with a salary (other tests of the run publish vacancies without one, newest first).
  const first = (await listedVacancies(request, {}, 'es-ES')).find((vacancy) => vacancy.salary);
  if (!first) throw new Error('the demo data has no open vacancy with a salary');
  const es = await vacancyDetails(request, first.id, 'es-ES');
  const en = await vacancyDetails(request, first.id, 'en-US');
  const library = (lng: 'es-ES' | 'en-US', key: string) => text(lng, 'library', key);
  await useLanguage(context, baseURL ?? '', 'es-ES');
  const watch = await watchPage(page, '.vacancy-section, .vacancy-facts');
  expect(es.salary, 'its page states the salary too').not.toBeNull();

  await page.goto(`/carreiras/vagas/${first.id}`);
  await expectHydrated(page, 'es-ES', es.title);
  await page.waitForLoadState('networkidle');
  const duties = page.getByRole('region', { name: library('es-ES', 'vacancyDetails.duties'), exact: true });
  await expect(duties).toBeVisible();
  expect(await watch.removed(), 'no fact or text of the server re-created').toBe(0);
  expect(await watch.currencyFormats(), 'its salary not formatted again on the phone').toBe(0);
  // The apply button beside the kept facts is live: it leads to the sign-in with the vacancy to come back to.
  await expect(
    page.getByRole('link', { name: text('es-ES', 'careers', 'registration.confirm') }),
  ).toHaveAttribute('href', new RegExp(`/carreiras/register\\?next=(/|%2F)vagas(/|%2F)${first.id}$`));

  await languageSwitcher(page, 'es-ES').tap();
  await page.getByRole('menuitem').filter({ hasText: LOCALE_SHORT_LABEL['en-US'] }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title);
  await expect(
    page.getByRole('region', { name: library('en-US', 'vacancyDetails.duties'), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: library('en-US', 'vacancyDetails.summary') })).toContainText(
    library('en-US', `vacancyDetails.modalities.${en.modality}`),
  );
  expect(await watch.sameDocument()).toBe(true);
});
