import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { expectHydrated, listedVacancies, UNACCENTED, vacancyListPage } from '../support/careers';
import { expectScriptsWithin, firstViewScripts } from '../support/first-view';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';

/**
 * Issue 34 and decision 0104: the careers list and a vacancy's page run without the router until the visitor moves
 * to another page. Their first view sends at most 60 KiB gzip of JavaScript on a phone; a search on the list changes
 * the URL and the history without the router; the first move to another page loads it and goes there in the same
 * document, and the browser's back and forward then walk every entry, those written before the router came too.
 */
const BUDGET_KIB = 60;

for (const lng of ['pt-BR', 'es-ES'] as const satisfies readonly Locale[]) {
  test(`the list and a vacancy opened on a phone: first-view JavaScript within ${BUDGET_KIB} KiB (${lng})`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL! }]);
    const list = await firstViewScripts(page, '/carreiras', text(lng, 'careers', 'vacancies.headline'));
    expectScriptsWithin(list, `/carreiras (${lng})`, BUDGET_KIB);

    const [first] = await listedVacancies(request, {}, lng);
    if (!first) throw new Error('the demo data has no open vacancy');
    const fresh = await context.newPage();
    const vacancy = await firstViewScripts(fresh, `/carreiras/vagas/${first.id}`, first.title);
    expectScriptsWithin(vacancy, `/carreiras/vagas/${first.id} (${lng})`, BUDGET_KIB);
  });
}

test('pt-BR: a search, a vacancy, back and forward: one document, the filters kept in the history', async ({
  page,
  request,
}) => {
  const t = (key: string) => text('pt-BR', 'careers', key);
  const found = await listedVacancies(request, { q: UNACCENTED });
  const [first] = found;
  if (!first) throw new Error('the demo data has no vacancy for the search');
  const list = vacancyListPage(page);
  await page.goto('/carreiras');
  await expectHydrated(page, 'pt-BR', t('vacancies.documentTitle'));
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  await list.openFilters();
  await list.search.fill(UNACCENTED);
  await list.submit.tap();
  await expect(page).toHaveURL(new RegExp(`/carreiras\\?q=${UNACCENTED}$`));
  await expect(list.cardTitles).toHaveText(found.map((vacancy) => vacancy.title));

  await list.cards.first().getByRole('link').tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await expect(page).toHaveURL(new RegExp(`/carreiras/vagas/${first.id}$`));

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/carreiras\\?q=${UNACCENTED}$`));
  await expect(list.cardTitles).toHaveText(found.map((vacancy) => vacancy.title));
  await page.goBack();
  await expect(page).toHaveURL(/\/carreiras$/);
  // The list is a page of the router now, drawn anew: its filters are folded again on the phone.
  await list.openFilters();
  await expect(list.search).toHaveValue('');
  await page.goForward();
  await expect(list.search).toHaveValue(UNACCENTED);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});
