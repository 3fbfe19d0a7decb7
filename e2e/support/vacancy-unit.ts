import type { Page, TestInfo } from '@playwright/test';
import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { expectNoSeriousViolations } from './axe';
import { DEMO_RECRUITER, expect, expectUnitPlace, loginPage, type RecruitingUnit } from './intranet';
import { text } from './locales';

/**
 * The vacancy editor's details as a recruiter reading `lng` meets them at the page's width: choosing the unit with
 * the longest name fills its city and state, the unit box shows that whole name (none of it cut), the seven
 * benefits stand in aligned columns that fit the screen, and a tap on the unit box reaches the select. A screenshot
 * of the details is attached to the report.
 */
export async function chooseUnitInEditor(page: Page, lng: Locale, baseURL: string, info: TestInfo) {
  const ti = (key: string) => text(lng, 'intranet', key);
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL }]);
  await page.goto('/login');
  await loginPage(page, lng).signInWithEmail(DEMO_RECRUITER.email, DEMO_RECRUITER.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/recrutamento/vagas/nova');
  await expect(page.getByRole('heading', { level: 1, name: ti('recruiting.editor.newTitle') })).toBeVisible();

  const units = (await (await page.request.get('/api/recruiting/v1/units')).json()) as RecruitingUnit[];
  const longest = units.reduce((a, b) => (b.name.length > a.name.length ? b : a));
  const unit = await expectUnitPlace(page, lng, { label: longest.name });
  expect(unit.name).toBe(longest.name);

  // The box shows the whole name, wrapped if need be, inside the screen.
  const face = page.locator('.recruiting__select-face');
  await expect(face).toHaveText(longest.name);
  const fits = await face.evaluate((el) => ({
    inside: el.scrollWidth <= el.clientWidth,
    right: el.getBoundingClientRect().right,
    screen: document.documentElement.clientWidth,
  }));
  expect(fits.inside, 'the unit name overflows its box').toBe(true);
  expect(fits.right).toBeLessThanOrEqual(fits.screen);
  // A tap (or click) on the box reaches the select lying over it.
  const select = page.getByLabel(`${ti('recruiting.fields.unit')} *`, { exact: true });
  await face.scrollIntoViewIfNeeded();
  const box = (await face.boundingBox())!;
  if (info.project.use.hasTouch) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(select).toBeFocused();
  await page.keyboard.press('Escape');

  // The benefits: every one inside the screen, in columns whose boxes line up.
  const benefits = page.getByRole('group', { name: ti('recruiting.fields.benefits') }).locator('label');
  await expect(benefits).toHaveCount(7);
  const boxes = await benefits.evaluateAll((labels) =>
    labels.map((label) => {
      const rect = label.getBoundingClientRect();
      return { left: Math.round(rect.left), right: rect.right, width: rect.width };
    }),
  );
  const screen = await page.evaluate(() => document.documentElement.clientWidth);
  for (const b of boxes) expect(b.right).toBeLessThanOrEqual(screen);
  const columns = [...new Set(boxes.map((b) => b.left))];
  if (screen < 600) expect(columns.length).toBeLessThanOrEqual(2);
  else expect(columns.length).toBeGreaterThanOrEqual(3);
  // Every column is as wide as the others (aligned), none narrower than a readable label.
  for (const b of boxes) {
    expect(Math.abs(b.width - boxes[0]!.width)).toBeLessThan(1);
    expect(b.width).toBeGreaterThanOrEqual(200);
  }

  const details = page.locator('section[aria-labelledby="vacancy-details"]');
  await info.attach(`vacancy-details-${lng}-${screen}`, {
    body: await details.screenshot(),
    contentType: 'image/png',
  });
  await expectNoSeriousViolations(page);
}
