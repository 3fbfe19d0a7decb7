import type { Browser } from '@playwright/test';
import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { CSRF_HEADER, signInThroughApi } from '../support/accounts';
import { newCandidateWithFinishedResume, screenshotIfAsked } from '../support/application-status';
import { AXE_VIEWPORTS, expectNoSeriousViolations } from '../support/axe';
import { uniqueSuffix } from '../support/fixtures';
import { DEMO_RECRUITER, expect, test } from '../support/intranet';
import { namespaceText } from '../support/locales';
import { expectNoHorizontalOverflow } from '../support/phone';

/**
 * Decision 0073 in the intranet: the demo recruiter opens the talent pool from the menu, searches by a candidate's
 * name (the total and the focus on the results' heading), opens the resume and goes back to the same search. The
 * consenting candidate (a finished resume, the talent pool choice on) is made through the API, under a name of its own
 * among the seeded pool.
 */

/** A new candidate in a browser context of their own, with a finished resume, who joins the talent pool. */
async function consentingCandidate(browser: Browser, baseURL: string, name: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await newCandidateWithFinishedResume(page, 'pt-BR', name);
    const answer = await page.request.put('/api/curriculum/candidates/v1/talent-pool', {
      headers: CSRF_HEADER,
      data: { opt_in: true, source: 'account' },
    });
    expect(answer.ok(), `talent pool: ${answer.status()} ${await answer.text()}`).toBe(true);
  } finally {
    await context.close();
  }
}

const LANGUAGES: Locale[] = ['pt-BR', 'es-ES'];

for (const lng of LANGUAGES) {
  test(`${lng}: a recruiter finds a consenting candidate in the talent pool and opens the resume`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const ti = namespaceText(lng, 'intranet');
    const unique = uniqueSuffix();
    const name = `Talita Talento ${unique}`;
    await consentingCandidate(browser, baseURL!, name);

    await page.context().addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL! }]);
    await signInThroughApi(page.request, DEMO_RECRUITER.email, DEMO_RECRUITER.password);
    await page.setViewportSize({ width: 1280, height: 800 });

    await test.step('the menu leads to the talent pool', async () => {
      await page.goto('/home');
      await page.getByRole('link', { name: ti('nav.talentPool'), exact: true }).click();
      await expect(page).toHaveURL(/\/recrutamento\/talentos$/);
      await expect(
        page.getByRole('heading', { level: 1, name: ti('recruiting.talent.title') }),
      ).toBeVisible();
      // The demo recruiter has recruiting.sensitive: the PcD filters are offered.
      await expect(page.getByRole('combobox', { name: ti('recruiting.talent.filters.pcd') })).toBeVisible();
    });

    await test.step('a search by name finds the candidate, counted, with the focus on the results', async () => {
      await page.getByRole('searchbox', { name: ti('recruiting.talent.filters.q') }).fill(unique);
      await page
        .getByRole('button', { name: ti('recruiting.list.searchButton'), exact: true })
        .press('Enter');
      const heading = page.getByRole('heading', {
        level: 2,
        name: ti('recruiting.talent.total_one', { count: 1 }),
      });
      await expect(heading).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`\\?q=${unique}$`));
      await expect(page.getByRole('link', { name })).toBeVisible();
      // The filters' selects are the DOM's own: no `defaultvalue` attribute (not HTML) on any (issue 27 point 19).
      await expect(page.locator('form select')).not.toHaveCount(0);
      await expect(page.locator('[defaultvalue]')).toHaveCount(0);
      for (const viewport of AXE_VIEWPORTS) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await expectNoHorizontalOverflow(page, `the talent pool at ${viewport.width} px`);
        await screenshotIfAsked(page, `talent-${lng}-${viewport.name}`);
        await expectNoSeriousViolations(page);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('the candidate opens on a page of their own, and the way back keeps the search', async () => {
      await page.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/recrutamento/talentos/[0-9a-f-]{36}\\?q=${unique}$`));
      await expectNoSeriousViolations(page);
      await screenshotIfAsked(page, `talent-${lng}-candidate`);
      await page.getByRole('link', { name: ti('recruiting.talent.back') }).click();
      await expect(page).toHaveURL(new RegExp(`/recrutamento/talentos\\?q=${unique}$`));
      await expect(page.getByRole('link', { name })).toBeVisible();
    });
  });
}
