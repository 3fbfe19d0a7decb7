import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  devices,
  type Locator,
  type Page,
} from '@playwright/test';
import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import {
  CLOSING_MESSAGE,
  expectApplicationProgress,
  INTERVIEW_MESSAGE,
  myApplicationCard,
  newCandidateWithFinishedResume,
  resumeApplicationCard,
  screenshotIfAsked,
  statusMailsOf,
} from './application-status';
import { AXE_VIEWPORTS, expectNoSeriousViolations } from './axe';
import { expectHydrated, vacancyListPage } from './careers';
import { expect, test, uniqueSuffix } from './fixtures';
import { DEMO_RECRUITER, interviewByKeyboard, loginPage, publishNewVacancy } from './intranet';
import { namespaceText, text } from './locales';
import { languageSwitcher, tabTo } from './shell';

/**
 * The whole recruiting journey, clicked through the screens as people use them (recruiting-journey*.spec.ts): the demo
 * recruiter publishes a vacancy in pt-BR and en-US in the intranet's editor; a visitor finds it on /carreiras and in
 * English; a new candidate with a finished resume applies on the vacancy page; the recruiter opens the applicant
 * and calls them to an interview with a message, by keyboard only; the candidate sees it on 'Minhas inscrições' and
 * on the resume's vacancies tab and gets the mail in their language; the recruiter ends it as 'not selected' with
 * the applicants table's bulk action; the candidate sees the end and gets that mail too. Axe on every screen.
 */

export interface JourneySide {
  /** The page this side uses (each side has a browser context of its own). */
  page: Page;
  lng: Locale;
}

/** What the candidate and the visitor call each other in each language (names the mail greets). */
const CANDIDATE_NAME: Record<Locale, string> = {
  'pt-BR': 'Luana Cristina Bezerra',
  'en-US': 'Megan Walsh',
  'es-ES': 'Lucía Fernández Ortega',
};

/** A laptop's context options (Playwright's Desktop Chrome at 1280×800), for a person at a desk. */
const { defaultBrowserType: _browserType, ...desktopChrome } = devices['Desktop Chrome'];
export const DESKTOP: BrowserContextOptions = { ...desktopChrome, viewport: { width: 1280, height: 800 } };

/**
 * A browser context of its own (a second person at another computer) showing the portal in `lng`, with the given
 * device options. Its pages fail the test on a console error or an uncaught error, as the fixture's page does.
 */
export async function personContext(
  browser: Browser,
  baseURL: string,
  lng: Locale,
  options: BrowserContextOptions,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ ...options, baseURL, locale: lng });
  await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught page error: ${error.message}`));
  return { context, page, problems };
}

/**
 * Runs `journey` with more people, each in a browser context of their own (`personContext`), then expects that none
 * of their pages logged an error; their contexts are closed whatever happens.
 */
export async function withPeople<Name extends string>(
  browser: Browser,
  baseURL: string,
  people: Record<Name, { lng: Locale; options: BrowserContextOptions }>,
  journey: (pages: Record<Name, Page>) => Promise<void>,
): Promise<void> {
  const opened: [Name, Awaited<ReturnType<typeof personContext>>][] = [];
  try {
    for (const [name, { lng, options }] of Object.entries(people) as [Name, (typeof people)[Name]][])
      opened.push([name, await personContext(browser, baseURL, lng, options)]);
    await journey(
      Object.fromEntries(opened.map(([name, person]) => [name, person.page])) as Record<Name, Page>,
    );
    for (const [name, person] of opened)
      expect(person.problems, `the ${name}'s pages logged errors`).toEqual([]);
  } finally {
    for (const [, person] of opened) await person.context.close();
  }
}

/**
 * Axe at the page's own size, then (on a desktop page) at a phone's width too; back to where it was. With
 * E2E_SCREENSHOTS=<folder> each is saved there as <name>-<width>.png, to be looked at.
 */
async function axe(page: Page, name: string) {
  const size = page.viewportSize();
  const widths = !size || size.width < 600 ? [] : AXE_VIEWPORTS;
  for (const viewport of widths) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expectNoSeriousViolations(page);
    await screenshotIfAsked(page, `${name}-${viewport.width}`);
  }
  if (size && widths.length > 0) await page.setViewportSize(size);
  else {
    await expectNoSeriousViolations(page);
    await screenshotIfAsked(page, `${name}-${size?.width ?? 'phone'}`);
  }
}

/** A tap on a touch screen, a click elsewhere. */
async function press(target: Locator) {
  const touch = await target.evaluate(() => window.matchMedia('(pointer: coarse)').matches);
  if (touch) await target.tap();
  else await target.click();
}

export async function recruitingJourney({
  recruiter,
  candidate,
  visitor,
}: {
  /** The recruiter's page, signed out, its context showing the intranet in `recruiter.lng`. */
  recruiter: JourneySide;
  /** The candidate's page, in a context of its own showing the portal in `candidate.lng`. */
  candidate: JourneySide;
  /** A visitor's page (no session), in pt-BR. */
  visitor: Page;
}): Promise<void> {
  const rLng = recruiter.lng;
  const cLng = candidate.lng;
  const ti = namespaceText(rLng, 'intranet');
  const tc = (key: string, params?: Record<string, string | number>) => text(cLng, 'careers', key, params);
  const r = recruiter.page;
  const c = candidate.page;
  // A word no other vacancy has: the searches find this vacancy alone, on every retry.
  const unique = uniqueSuffix();
  const titlePt = `Técnica de automação ${unique}`;
  const titleEn = `Automation technician ${unique}`;
  // The candidate's pages and mails name the vacancy in their language; with no Spanish text, in Portuguese.
  const titleFor = (lng: Locale) => (lng === 'en-US' ? titleEn : titlePt);
  const note = `Nota interna ${unique}: perfil forte em CLP.`;
  const bulkNote = `Nota interna ${unique}: vaga preenchida.`;
  let vacancyId = 0;
  let candidateEmail = '';

  await test.step(`recruiter (${rLng}): signs in and publishes a vacancy in pt-BR and en-US`, async () => {
    await r.goto('/login');
    await loginPage(r, rLng).signInWithEmail(DEMO_RECRUITER.email, DEMO_RECRUITER.password);
    await expect(r).toHaveURL(/\/home$/);
    await r.getByRole('link', { name: ti('nav.recruiting') }).click();
    await expect(r.getByRole('heading', { level: 1, name: ti('recruiting.list.title') })).toBeVisible();
    await expect(r.getByRole('table')).toBeVisible();
    await axe(r, `${rLng}-r-list`);

    await r.getByRole('link', { name: ti('recruiting.list.new') }).click();
    vacancyId = await publishNewVacancy(r, rLng, {
      pt: {
        title: titlePt,
        duties: 'Programação e manutenção de CLPs e inversores nas linhas de montagem.',
        working_day: 'Segunda a sexta, das 7h às 16h48.',
        requirements: 'Curso técnico em automação ou mecatrônica.',
        observations: 'Vaga afirmativa para mulheres.',
      },
      en: {
        title: titleEn,
        duties: 'Programming and maintenance of PLCs and drives on the assembly lines.',
        working_day: 'Monday to Friday, 7 am to 4:48 pm.',
        requirements: 'Technical course in automation or mechatronics.',
        observations: 'Affirmative-action vacancy for women.',
      },
      modality: 'on_site',
      benefits: ['health', 'restaurant'],
    });
    await expect(r.getByRole('link', { name: ti('recruiting.editor.applicants_zero') })).toBeVisible();
    await axe(r, `${rLng}-r-editor`);
  });

  await test.step('a visitor finds it on /carreiras by a word of its title, and reads it in English', async () => {
    await visitor.goto('/carreiras');
    await expectHydrated(visitor, 'pt-BR', text('pt-BR', 'careers', 'vacancies.documentTitle'));
    // On a phone the search folds behind 'Filtros' (decision 0085): a person taps it first.
    const list = vacancyListPage(visitor, 'pt-BR');
    await list.openFilters();
    await list.search.fill(unique);
    await press(list.submit);
    await expect(visitor).toHaveURL(new RegExp(`[?&]q=${unique}`));
    await press(visitor.getByRole('link', { name: titlePt }));
    await expect(visitor).toHaveURL(new RegExp(`/carreiras/vagas/${vacancyId}$`));
    await expectHydrated(visitor, 'pt-BR', titlePt);
    await expect(visitor.getByRole('heading', { level: 1, name: titlePt })).toBeVisible();

    // The header's language switch: the same page in English, with the English texts the recruiter wrote.
    await press(languageSwitcher(visitor, 'pt-BR'));
    await press(visitor.getByRole('menu').locator('[role="menuitem"][lang="en-US"]'));
    await expect(visitor.getByRole('heading', { level: 1, name: titleEn })).toBeVisible();
    await expect(visitor.getByRole('main')).toContainText('Technical course in automation or mechatronics.');
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'en-US');

    // And an English search finds it by the same word, under its English title.
    await visitor.goto(`/carreiras?lang=en-US&q=${unique}`);
    await expect(visitor.getByRole('link', { name: titleEn })).toBeVisible();
  });

  await test.step(`candidate (${cLng}): a new account with a finished resume applies on the vacancy page`, async () => {
    ({ email: candidateEmail } = await newCandidateWithFinishedResume(c, cLng, CANDIDATE_NAME[cLng]));
    await c.goto(`/carreiras?q=${unique}`);
    await expectHydrated(c, cLng, tc('vacancies.documentTitle'));
    await expect(c.getByRole('link', { name: titleFor(cLng) })).toBeVisible();
    await axe(c, `${cLng}-c-search`);
    await press(c.getByRole('link', { name: titleFor(cLng) }));
    await expectHydrated(c, cLng, titleFor(cLng));
    await axe(c, `${cLng}-c-vacancy`);
    const main = c.getByRole('main');
    await press(main.getByRole('button', { name: tc('registration.confirm') }));
    await expect(main.getByText(tc('registration.applied'))).toBeVisible();
    await axe(c, `${cLng}-c-applied`);
  });

  const applicant = CANDIDATE_NAME[cLng];
  const interviewMessage = INTERVIEW_MESSAGE[cLng];
  await test.step('recruiter: from the list to the applicant, then interview with a message, keyboard only', async () => {
    await r.getByRole('link', { name: ti('nav.recruiting') }).click();
    await expect(r.getByRole('heading', { level: 1, name: ti('recruiting.list.title') })).toBeVisible();
    const search = r.getByLabel(ti('recruiting.list.search'));
    await search.fill(unique);
    await search.press('Enter');
    await r
      .getByRole('link', {
        name: ti('recruiting.list.applicantsOf_one', { count: 1, title: titleFor(rLng) }),
      })
      .click();
    await expect(r).toHaveURL(new RegExp(`/recrutamento/vagas/${vacancyId}/candidatos$`));
    await expect(
      r.getByRole('heading', {
        level: 1,
        name: ti('recruiting.applicants.heading', { title: titleFor(rLng) }),
      }),
    ).toBeVisible();
    await expect(r.getByRole('link', { name: applicant })).toBeVisible();
    await axe(r, `${rLng}-r-applicants`);
    await r.getByRole('link', { name: applicant }).click();

    await expect(r.getByRole('heading', { level: 1, name: applicant })).toBeVisible();
    await expect(r.getByRole('article', { name: ti('recruiting.resume.title') })).toBeVisible();
    await expect(
      r.getByText(
        ti('recruiting.application.statusLabel', { status: ti('recruiting.applicationStatus.received') }),
      ),
    ).toBeVisible();
    await axe(r, `${rLng}-r-application`);

    // From here on the keyboard alone: Tab to the choices, an arrow to 'Interview', Tab, type, Tab, type, Enter.
    const group = r.getByRole('group', { name: ti('recruiting.application.nextStatus') });
    await r.getByRole('heading', { level: 1, name: applicant }).click();
    await tabTo(r, group.getByRole('radio', { name: ti('recruiting.applicationStatus.in_review') }));
    await r.keyboard.press('Space');
    await expect(
      group.getByRole('radio', { name: ti('recruiting.applicationStatus.in_review') }),
    ).toBeChecked();
    const timeline = await interviewByKeyboard(r, rLng, interviewMessage, note);
    await expect(timeline.getByText(note)).toBeVisible();
    await axe(r, `${rLng}-r-interview`);
  });

  const title = titleFor(cLng);
  const expectMail = statusMailsOf({ email: candidateEmail, name: CANDIDATE_NAME[cLng] }, cLng, title);
  await test.step("candidate: 'Minhas inscrições' and the resume show the interview and the message; the mail came", async () => {
    const steps = [
      { label: tc('applications.events.received') },
      { label: tc('applications.events.interview') },
    ];
    await expectApplicationProgress(c, await myApplicationCard(c, cLng, title), cLng, title, {
      status: 'interview',
      message: interviewMessage,
      steps,
    });
    await expect(c.getByRole('main')).not.toContainText(note);
    await axe(c, `${cLng}-c-applications-interview`);

    await expectApplicationProgress(c, await resumeApplicationCard(c, cLng, title, press), cLng, title, {
      status: 'interview',
      message: interviewMessage,
      steps,
    });
    await expect(c.getByRole('main')).not.toContainText(note);
    await axe(c, `${cLng}-c-resume-interview`);

    await expectMail('interview', interviewMessage, note);
  });

  const closingMessage = CLOSING_MESSAGE[cLng];
  // A second tab of the recruiter's, opened on the application before the bulk action: a stale page (decision 0066).
  const stale = await r.context().newPage();
  await stale.goto(r.url());
  await expect(
    stale.getByText(
      ti('recruiting.application.statusLabel', { status: ti('recruiting.applicationStatus.interview') }),
    ),
  ).toBeVisible();

  await test.step("recruiter: the applicants table's bulk action ends it as 'not selected', with a message", async () => {
    await r
      .getByRole('navigation', { name: text(rLng, 'library', 'pageHeader.breadcrumbs') })
      .getByRole('link', { name: ti('recruiting.applicants.title'), exact: true })
      .click();
    await expect(
      r.getByRole('heading', {
        level: 1,
        name: ti('recruiting.applicants.heading', { title: titleFor(rLng) }),
      }),
    ).toBeVisible();
    const row = r.getByRole('row').filter({ has: r.getByRole('link', { name: applicant }) });
    await expect(row).toContainText(ti('recruiting.applicationStatus.interview'));
    await row
      .getByRole('checkbox', { name: ti('recruiting.applicants.selectOne', { name: applicant }) })
      .check();
    await r.getByRole('button', { name: ti('recruiting.applicants.bulk.open_one', { count: 1 }) }).click();

    const dialog = r.getByRole('dialog', { name: ti('recruiting.applicants.bulk.title_one', { count: 1 }) });
    await expect(dialog).toBeVisible();
    // Issue 29: 'not selected' takes a reason; the second option is 'another profile chosen'.
    await dialog.getByLabel(ti('recruiting.application.reason')).selectOption({ index: 2 });
    await dialog.getByLabel(ti('recruiting.application.message')).fill(closingMessage);
    await dialog.getByLabel(ti('recruiting.application.note')).fill(bulkNote);
    await axe(r, `${rLng}-r-bulk-dialog`);
    await dialog
      .getByRole('button', { name: ti('recruiting.applicants.bulk.confirm_one', { count: 1 }) })
      .click();
    await expect(dialog).toBeHidden();
    await expect(
      r.getByRole('status').filter({ hasText: ti('recruiting.applicants.bulk.updated_one', { count: 1 }) }),
    ).toBeFocused();
    await expect(row).toContainText(ti('recruiting.applicationStatus.not_selected'));
    await expect(
      row.getByRole('checkbox', { name: ti('recruiting.applicants.selectOne', { name: applicant }) }),
    ).toBeDisabled();
    await axe(r, `${rLng}-r-applicants-ended`);

    // The applicant's page shows the end and offers no next step.
    await r.getByRole('link', { name: applicant }).click();
    await expect(
      r.getByText(
        ti('recruiting.application.ended', { status: ti('recruiting.applicationStatus.not_selected') }),
      ),
    ).toBeVisible();
    await expect(r.getByRole('group', { name: ti('recruiting.application.nextStatus') })).toHaveCount(0);
    await expect(
      r.getByRole('region', { name: ti('recruiting.application.timeline') }).getByText(closingMessage),
    ).toBeVisible();
  });

  await test.step("recruiter: the tab opened before shows 'interview'; approving there is refused, says who ended it, shows the end", async () => {
    const group = stale.getByRole('group', { name: ti('recruiting.application.nextStatus') });
    await group.getByRole('radio', { name: ti('recruiting.applicationStatus.approved') }).check();
    await stale.getByRole('button', { name: ti('recruiting.application.save') }).click();
    const [said] = ti('recruiting.application.conflictChanged', {
      status: ti('recruiting.applicationStatus.not_selected'),
      who: '\u0000',
      at: '\u0000',
    }).split('\u0000');
    const alert = stale.getByRole('alert');
    await expect(alert).toContainText(said!);
    await expect(alert).toBeFocused();
    await expect(
      stale.getByText(
        ti('recruiting.application.ended', { status: ti('recruiting.applicationStatus.not_selected') }),
      ),
    ).toBeVisible();
    await expect(group).toHaveCount(0);
    await stale.close();
  });

  await test.step('candidate: sees the end, final, with the message, nothing left to cancel; the mail came', async () => {
    await expectApplicationProgress(c, await myApplicationCard(c, cLng, title), cLng, title, {
      status: 'not_selected',
      message: closingMessage,
      steps: [
        { label: tc('applications.events.received') },
        { label: tc('applications.events.interview') },
        { label: tc('applications.events.not_selected') },
      ],
    });
    await expect(c.getByRole('main')).not.toContainText(bulkNote);
    await axe(c, `${cLng}-c-applications-ended`);
    await expectMail('not_selected', closingMessage, bulkNote);
  });
}
