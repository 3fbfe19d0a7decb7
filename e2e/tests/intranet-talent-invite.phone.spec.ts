import type { APIRequestContext, Page } from '@playwright/test';
import type { Locale } from '@portal/contracts/locales';
import { signInThroughApi } from '../support/accounts';
import { screenshotIfAsked } from '../support/application-status';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { DEMO_RECRUITER } from '../support/intranet';
import { namespaceText, text } from '../support/locales';
import { mailsTo } from '../support/mail';
import { expectNoHorizontalOverflow, typeLikeAPhone, useLanguage } from '../support/phone';
import { DESKTOP, personContext } from '../support/recruiting-journey';
import { tabTo } from '../support/shell';

/**
 * Issue 27 point 9 on the demo talent pool (point 10): the invitation dialog offers only the vacancies a candidate can
 * take, searched by title and grouped by unit, and says the candidate's language; several candidates selected in the
 * results are invited at once with one message, each mailed in their own language. A recruiter reading Spanish on a
 * phone (390 px, touch), and one reading Portuguese at a desk.
 */

type Candidate = { id: string; name: string; locale: Locale; age: number };
type Options = {
  vacancies: {
    id: number;
    title: string;
    unit: { name: string };
    program: string;
    pcd_exclusive: boolean;
    blocked: { candidate_id: string; reason: string }[];
  }[];
};

/** The demo pool's candidates as the search lists them (the first hundred, newest resume first). */
async function pool(request: APIRequestContext, query = ''): Promise<Candidate[]> {
  const answer = await request.get(`/api/recruiting/v1/candidates?limit=100${query}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).items;
}

async function optionsFor(
  request: APIRequestContext,
  ids: string[],
  lng: Locale = 'pt-BR',
): Promise<Options> {
  const answer = await request.get(`/api/recruiting/v1/invitation-options?candidates=${ids.join(',')}`, {
    headers: { 'accept-language': lng },
  });
  expect(answer.status()).toBe(200);
  return answer.json();
}

/** A candidate's e-mail, from the resume the recruiter opens. */
async function emailOf(request: APIRequestContext, id: string): Promise<string> {
  const answer = await request.get(`/api/recruiting/v1/candidates/${id}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).resume.basic_information.email;
}

async function signedInRecruiter(page: Page, baseURL: string, lng: Locale): Promise<void> {
  await useLanguage(page.context(), baseURL, lng);
  await signInThroughApi(page.request, DEMO_RECRUITER.email, DEMO_RECRUITER.password);
}

test('es-ES on a phone: three candidates of three languages invited at once, each mailed in their own', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const lng: Locale = 'es-ES';
  const ti = namespaceText(lng, 'intranet');
  await signedInRecruiter(page, baseURL!, lng);

  // One candidate reading each language, from the pool's first page (the demo has people of each).
  const listed = await pool(page.request);
  const chosen = (['pt-BR', 'en-US', 'es-ES'] as const).map((locale) => {
    const found = listed.find(
      (candidate) =>
        candidate.locale === locale && listed.filter((c) => c.name === candidate.name).length === 1,
    );
    if (!found) throw new Error(`no ${locale} candidate on the pool's first page`);
    return found;
  });
  // A vacancy all three can take: open to everyone, none of them applied or invited.
  const offered = await optionsFor(
    page.request,
    chosen.map((c) => c.id),
    lng,
  );
  const vacancy = offered.vacancies.find(
    (v) => v.blocked.length === 0 && v.program === 'regular' && !v.pcd_exclusive,
  );
  if (!vacancy) throw new Error('no vacancy all three can take');

  await page.goto('/recrutamento/talentos');
  await expect(page.getByRole('heading', { level: 1, name: ti('recruiting.talent.title') })).toBeVisible();
  // The results come 25 at a time: 'Load more' until the last of them is listed.
  const last = Math.max(...chosen.map((candidate) => listed.indexOf(candidate)));
  for (let shown = 25; shown <= last; shown += 25) {
    const more = page.getByRole('button', { name: ti('recruiting.applicants.loadMore') });
    await more.scrollIntoViewIfNeeded();
    await more.tap();
    await expect(page.locator('.talent__table tbody tr')).toHaveCount(shown + 25);
  }
  for (const candidate of chosen) {
    const box = page.getByRole('checkbox', {
      name: ti('recruiting.talent.select.one', { name: candidate.name }),
    });
    await box.scrollIntoViewIfNeeded();
    await box.tap();
    await expect(box).toBeChecked();
  }
  await expect(page.getByText(ti('recruiting.talent.select.count_other', { count: 3 }))).toBeVisible();
  await expectNoHorizontalOverflow(page, 'the pool with a selection');
  await page.getByRole('button', { name: ti('recruiting.talent.select.invite') }).tap();

  const dialog = page.getByRole('dialog', { name: ti('recruiting.talent.invite.titleMany') });
  await expect(dialog).toBeVisible();
  for (const candidate of chosen)
    await expect(
      dialog.getByText(
        ti('recruiting.talent.invite.person', {
          name: candidate.name,
          language: ti(`recruiting.talent.languages.${candidate.locale}`),
        }),
      ),
    ).toBeVisible();
  // Searched by title: the chosen vacancy is found among those of its unit.
  const search = dialog.getByRole('searchbox', { name: ti('recruiting.talent.invite.search') });
  const word = vacancy.title.split(/\s+/)[0]!;
  await typeLikeAPhone(search, word);
  const select = dialog.getByRole('combobox', { name: ti('recruiting.talent.invite.vacancy') });
  await expect(
    select.locator(`optgroup[label="${vacancy.unit.name}"] option[value="${vacancy.id}"]`),
  ).toHaveCount(1);
  for (const title of await select.locator('optgroup option').allTextContents())
    expect(title.toLowerCase()).toContain(word.toLowerCase());
  await select.selectOption(String(vacancy.id));
  const message = `¡Hola! Nos gustaría conocerte. Ref. ${Date.now().toString(36)}`;
  await typeLikeAPhone(
    dialog.getByRole('textbox', { name: ti('recruiting.talent.invite.message') }),
    message,
  );
  await expectNoSeriousViolations(page);
  await screenshotIfAsked(page, 'talent-invite-many-es-ES-phone');
  await dialog
    .getByRole('button', { name: ti('recruiting.talent.invite.sendMany_other', { count: 3 }) })
    .tap();

  const done = page
    .getByRole('status')
    .filter({ hasText: ti('recruiting.talent.invite.sentMany_other', { count: 3 }) });
  await expect(done).toBeFocused();
  await expect(dialog).toBeHidden();
  await expectNoHorizontalOverflow(page, 'the pool after the invitation');

  // Each mailed in their own language, with the one message.
  for (const candidate of chosen) {
    const email = await emailOf(page.request, candidate.id);
    const subject = text(candidate.locale, 'common', 'mail.invitation.subject', {
      vacancy: (await optionsTitle(page.request, vacancy.id, candidate.locale)) ?? vacancy.title,
    });
    // The demo people keep their addresses from run to run: this run's mail is the one with this message.
    await expect
      .poll(() => mailsTo(email).some((mail) => mail.subject === subject && mail.text.includes(message)), {
        message: `'${subject}' with the message mailed to ${email}`,
        timeout: 15_000,
      })
      .toBe(true);
  }
});

/** The vacancy's title in `locale`, as the public API answers it (the mail names it so). */
async function optionsTitle(
  request: APIRequestContext,
  id: number,
  locale: Locale,
): Promise<string | undefined> {
  const answer = await request.get(`/api/curriculum/vacancies/v1/${id}`, {
    headers: { 'accept-language': locale },
  });
  return answer.ok() ? (await answer.json()).title : undefined;
}

test('pt-BR at a desk: the dialog never offers an adult an apprentice vacancy nor one applied to, groups by unit, searches, and says the language', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const lng: Locale = 'pt-BR';
  const ti = namespaceText(lng, 'intranet');
  const { context, page, problems } = await personContext(browser, baseURL!, lng, DESKTOP);
  try {
    await signedInRecruiter(page, baseURL!, lng);
    // An adult who applied to the demo vacancy with applicants in every status (the painter of Jaraguá do Sul).
    const vacancies = await page.request.get('/api/recruiting/v1/vacancies?q=Pintor');
    const painter = ((await vacancies.json()) as { id: number; city: string }[]).find(
      (v) => v.city === 'Jaraguá do Sul',
    )!;
    const adults = (await pool(page.request)).filter((candidate) => candidate.age >= 25).slice(0, 50);
    const together = await optionsFor(
      page.request,
      adults.map((c) => c.id),
    );
    const applied = together.vacancies
      .find((v) => v.id === painter.id)
      ?.blocked.find((entry) => entry.reason === 'already_applied');
    if (!applied) throw new Error('no applicant of the painter vacancy among the adults listed');
    const adult = adults.find((c) => c.id === applied.candidate_id)!;
    const offered = await optionsFor(page.request, [adult.id]);
    const titles = offered.vacancies.map((v) => v.title);
    expect(offered.vacancies.map((v) => v.id)).not.toContain(painter.id);
    expect(
      titles.some((title) => /Jovem Aprendiz/.test(title)),
      'apprentice vacancies offered',
    ).toBe(false);
    expect(titles.length).toBeGreaterThan(10);

    await page.goto(`/recrutamento/talentos/${adult.id}`);
    await expect(page.getByRole('heading', { level: 1, name: adult.name })).toBeVisible();
    const open = page.getByRole('button', { name: ti('recruiting.talent.invite.open') });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: ti('recruiting.talent.invite.title') });
    await expect(
      dialog.getByText(
        ti('recruiting.talent.invite.language', {
          language: ti(`recruiting.talent.languages.${adult.locale}`),
        }),
      ),
    ).toBeVisible();
    const select = dialog.getByRole('combobox', { name: ti('recruiting.talent.invite.vacancy') });
    await expect(select.locator('option')).toHaveCount(1 + offered.vacancies.length);
    const shownTitles = await select.locator('optgroup option').allTextContents();
    expect(shownTitles.some((title) => /Jovem Aprendiz/.test(title))).toBe(false);
    await expect(select.locator(`option[value="${painter.id}"]`)).toHaveCount(0);
    // Grouped by unit, in the order the server gives.
    const groups = await select
      .locator('optgroup')
      .evaluateAll((list: Element[]) => list.map((g) => g.getAttribute('label')));
    expect(groups).toEqual([...new Set(offered.vacancies.map((v) => v.unit.name))]);
    // Typed as a person searches: the list narrows to the titles holding the word.
    const search = dialog.getByRole('searchbox', { name: ti('recruiting.talent.invite.search') });
    await tabTo(page, search, 10);
    await page.keyboard.type('analista');
    for (const title of await select.locator('optgroup option').allTextContents())
      expect(title).toMatch(/Analista/);
    await expectNoSeriousViolations(page);
    await screenshotIfAsked(page, 'talent-invite-one-pt-BR-desktop');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(problems, 'the desk page logged errors').toEqual([]);
  } finally {
    await context.close();
  }
});
