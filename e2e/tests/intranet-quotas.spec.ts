import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Locale } from '@portal/contracts/locales';
import { screenshotIfAsked } from '../support/application-status';
import { AXE_VIEWPORTS, expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/intranet';
import { namespaceText } from '../support/locales';
import { expectNoHorizontalOverflow, typeDigits, useLanguage } from '../support/phone';

/**
 * The quota page (issue 27 points 8 and 19), on the demo data: the figures of the company and of three plants, from
 * a report of some weeks ago, and the hires through the portal since then. The page says which day the figures are
 * from and how the portal's hires are added; the plants without figures are listed apart; every landmark has a name
 * of its own. The administrator records the figures again: of the same day, the hires since still count; of today,
 * the page says which hires the new day takes in, instead of a count that drops without a word.
 */

test.use({ signedInAs: 'admin' });

type Quotas = {
  company: { pcd_hired: number; figures_date: string | null };
  units: { name: string; apprentice_hired: number; figures_date: string | null }[];
};

async function quotasOf(page: Page): Promise<Quotas> {
  const answer = await page.request.get('/api/recruiting/v1/quotas');
  expect(answer.status()).toBe(200);
  return answer.json();
}

/** A day (yyyy-MM-dd) as a person types it in `lng`'s order, digits only (ddmmyyyy; mmddyyyy in en-US). */
const digitsOf = (day: string, lng: Locale) => {
  const [year, month, date] = day.split('-');
  return lng === 'en-US' ? `${month}${date}${year}` : `${date}${month}${year}`;
};
const shown = (day: string, lng: Locale) => {
  const [year, month, date] = day.split('-');
  return lng === 'en-US' ? `${month}/${date}/${year}` : `${date}/${month}/${year}`;
};

/** axe's rule of issue 27 point 19: no two landmarks of one role share a name. */
async function expectUniqueLandmarks(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
  expect(
    results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
    'landmarks sharing a name',
  ).toEqual([]);
}

for (const lng of ['pt-BR', 'es-ES'] as const) {
  test(`${lng}: the quota page says the figures' day, lists the plants without figures apart, names every landmark apart`, async ({
    page,
    baseURL,
  }) => {
    const ti = namespaceText(lng, 'intranet');
    await useLanguage(page.context(), baseURL!, lng);
    const quotas = await quotasOf(page);
    const day = quotas.company.figures_date!;
    await page.goto('/recrutamento/cotas');
    await expect(page.getByRole('heading', { level: 1, name: ti('recruiting.quotas.title') })).toBeVisible();
    await expect(page.getByText(ti('recruiting.quotas.howHired'))).toBeVisible();
    await expect(
      page.getByText(ti('recruiting.quotas.pcd.figuresOf', { date: shown(day, lng) })),
    ).toBeVisible();

    // The plants with figures have a bar and a row; the others are named apart, after them.
    const recorded = quotas.units.filter((unit) => unit.figures_date !== null);
    const unrecorded = quotas.units.filter((unit) => unit.figures_date === null);
    expect(recorded).toHaveLength(3);
    expect(unrecorded.length).toBeGreaterThan(0);
    const table = page.getByRole('table', { name: ti('recruiting.quotas.table.caption') });
    await expect(table.getByRole('row')).toHaveCount(1 + recorded.length);
    const apart = page.locator('.quotas__unrecorded').filter({
      has: page.getByRole('heading', { name: ti('recruiting.quotas.apprentices.unrecordedTitle') }),
    });
    await expect(apart.getByRole('listitem')).toHaveText(
      unrecorded.map((unit) => new RegExp(`^${unit.name}`)),
    );

    for (const viewport of AXE_VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await expectNoHorizontalOverflow(page, `the quota page at ${viewport.width} px`);
      await expectUniqueLandmarks(page);
      await expectNoSeriousViolations(page);
      await screenshotIfAsked(page, `quotas-${lng}-${viewport.name}`);
    }
  });
}

test('pt-BR: recording the figures again keeps the hires since their day, and says which a later day takes in', async ({
  page,
}) => {
  const lng = 'pt-BR';
  const ti = namespaceText(lng, 'intranet');
  const before = await quotasOf(page);
  const day = before.company.figures_date!;
  const betim = before.units.find((unit) => unit.name.includes('Betim'))!;
  expect(betim.apprentice_hired, 'the demo hire at Betim').toBeGreaterThan(0);
  expect(before.company.pcd_hired, 'the demo PcD hire').toBeGreaterThan(0);

  await page.goto('/recrutamento/cotas');
  const form = page.locator('form.quotas-form');
  const date = form.getByRole('textbox', { name: `${ti('recruiting.quotas.form.figuresDate')} *` });
  // The same report's day, typed as digits: nothing the portal hired since is taken in.
  await typeDigits(date, digitsOf(day, lng));
  await expect(date).toHaveValue(shown(day, lng));
  await form.getByRole('button', { name: ti('recruiting.quotas.form.save') }).click();
  const status = form.getByRole('status');
  await expect(status).toHaveText(ti('recruiting.quotas.form.saved'));
  expect((await quotasOf(page)).units.find((unit) => unit.name === betim.name)?.apprentice_hired).toBe(
    betim.apprentice_hired,
  );

  // Today's report: the hires before today are now in the figures, and the page says which.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await typeDigits(date, digitsOf(today, lng));
  await form.getByRole('button', { name: ti('recruiting.quotas.form.save') }).click();
  await expect(status).toContainText(ti('recruiting.quotas.form.saved'));
  // What the server now counts since today (an approval made today by another test still counts).
  const after = await quotasOf(page);
  const betimAfter = after.units.find((unit) => unit.name === betim.name)!;
  expect(betimAfter.figures_date).toBe(today);
  const taken = [
    [ti('recruiting.quotas.form.absorbedPcd'), before.company.pcd_hired - after.company.pcd_hired],
    [betim.name, betim.apprentice_hired - betimAfter.apprentice_hired],
  ] as const;
  expect(taken.every(([, count]) => count > 0)).toBe(true);
  await expect(status).toContainText(
    ti('recruiting.quotas.form.absorbed', {
      date: shown(today, lng),
      list: taken
        .map(([name, count]) => ti('recruiting.quotas.form.absorbedItem', { name, count }))
        .join(', '),
    }),
  );
  await expect(
    page.getByText(ti('recruiting.quotas.pcd.figuresOf', { date: shown(today, lng) })),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshotIfAsked(page, 'quotas-recorded');
});
