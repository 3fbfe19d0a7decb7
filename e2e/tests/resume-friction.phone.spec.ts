import type { Locale } from '@portal/contracts/locales';
import { newCandidateWithFinishedResume } from '../support/application-status';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { useLanguage } from '../support/phone';

/**
 * The resume on a 390 px phone (spec §2 screen 8), tapped as a candidate does, in pt-BR and es-ES: 'Next' opens the
 * new section at its top with its heading focused; 'Save' tapped before the stored name has arrived waits for it
 * instead of refusing an empty name; young apprentice and internship stand under their own heading.
 */
for (const lng of ['pt-BR', 'es-ES'] as const satisfies Locale[]) {
  test(`${lng}: the resume on a phone: next section from its top, no false refusal, programs apart`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const r = (key: string) => text(lng, 'careers', `resume.${key}`);
    await useLanguage(context, baseURL ?? '', lng);
    const { name } = await newCandidateWithFinishedResume(page, lng, 'Renata Toque');

    // The stored basic information arrives late, as on a slow connection.
    await page.route('**/api/curriculum/basic-information/v1', async (route) => {
      if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto('/carreiras/curriculo');
    const basic = page.getByRole('form', { name: r('sections.basic_information') });
    const save = basic.getByRole('button', { name: r('save'), exact: true });
    const stored = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/curriculum/basic-information/v1') &&
        response.request().method() === 'PUT',
    );
    await save.tap();
    // Held, not refused: the name shows once it has arrived, and the save goes through with it.
    await expect(basic.getByLabel(r('basic.name'))).toHaveValue(name, { timeout: 10_000 });
    expect((await stored).status()).toBe(200);
    await expect(page.getByText(text(lng, 'common', 'validation.fullNameRequired'))).toHaveCount(0);
    await page.unroute('**/api/curriculum/basic-information/v1');

    // 'Next' at the bottom of the first section: the address opens from its heading, focused, on screen.
    const next = page.getByRole('button', { name: text(lng, 'library', 'steps.next') });
    await next.scrollIntoViewIfNeeded();
    await next.tap();
    const heading = page.getByRole('heading', { name: r('sections.address'), level: 2 });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.getByLabel(r('address.country'))).toBeInViewport();

    // Interests: the programs under their own heading, not among the work shifts.
    await page.getByRole('tab', { name: new RegExp(r('sections.interests')) }).tap();
    const interests = page.getByRole('form', { name: r('sections.interests') });
    const programs = interests.getByRole('group', { name: r('interests.programs') });
    await expect(programs.getByRole('checkbox', { name: r('interests.youngApprentice') })).toBeVisible();
    await expect(programs.getByRole('checkbox', { name: r('interests.internship') })).toBeVisible();
    const shifts = interests.getByRole('group', { name: r('interests.workshifts') });
    await expect(shifts.getByRole('checkbox', { name: r('interests.youngApprentice') })).toHaveCount(0);
  });
}
