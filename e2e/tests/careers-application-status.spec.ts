import type { Page } from '@playwright/test';
import type { Locale } from '@portal/contracts/locales';
import {
  applicationTo,
  CLOSING_MESSAGE,
  expectApplicationProgress,
  INTERVIEW_MESSAGE,
  moveApplication,
  myApplicationCard,
  newCandidateWithFinishedResume,
  recruiterSession,
  resumeApplicationCard,
  screenshotIfAsked,
  statusMailsOf,
} from '../support/application-status';
import { AXE_VIEWPORTS, expectNoSeriousViolations } from '../support/axe';
import { expectHydrated, listedVacancies } from '../support/careers';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { useLanguage } from '../support/phone';

/**
 * Decision 0051, the candidate's side: a candidate with a finished resume applies; the recruiter moves the
 * application to interview with a message (and an internal note), then to not selected; the candidate follows it on
 * 'Minhas inscrições' and on the resume's vacancies tab (status in words, the recruiter's messages, the history with
 * dates in the candidate's language, the end marked final) and receives each change by mail in their language.
 * With E2E_SCREENSHOTS=<folder> the screens are saved there at 390 and 1280 px.
 */

const CANDIDATE_NAME: Record<Locale, string> = {
  'pt-BR': 'Renata Figueiredo Alves',
  'en-US': 'Rachel Fields',
  'es-ES': 'Marta Iglesias Roldán',
};

/** One of the first open vacancies, so that runs in a row do not all meet on the same one. */
async function someVacancy(request: Parameters<typeof listedVacancies>[0], lng: Locale) {
  const vacancies = await listedVacancies(request, {}, lng);
  const vacancy = vacancies[Math.floor(Math.random() * Math.min(5, vacancies.length))];
  if (!vacancy) throw new Error('the demo data has no open vacancy');
  return vacancy;
}

/** Axe, then the screenshots, at a phone's and a laptop's width. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expectNoSeriousViolations(page);
    await screenshotIfAsked(page, `${name}-${viewport.width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const lng of ['pt-BR', 'es-ES'] as const satisfies Locale[]) {
  test(`${lng}: the candidate follows an application from interview to its end, on the page and the resume, by mail too`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.setTimeout(150_000);
    const t = (key: string) => text(lng, 'careers', key);
    const unique = Date.now().toString(36);
    const note = `Nota interna ${unique}: pretensão salarial acima da faixa.`;
    await useLanguage(context, baseURL ?? '', lng);
    const { email } = await newCandidateWithFinishedResume(page, lng, CANDIDATE_NAME[lng]);
    const vacancy = await someVacancy(request, lng);
    const expectMail = statusMailsOf({ email, name: CANDIDATE_NAME[lng] }, lng, vacancy.title);
    const recruiter = await recruiterSession(baseURL ?? '');
    const main = page.getByRole('main');

    await test.step('the candidate applies on the vacancy page', async () => {
      await page.goto(`/carreiras/vagas/${vacancy.id}`);
      await expectHydrated(page, lng, vacancy.title);
      await main.getByRole('button', { name: t('registration.confirm') }).click();
      await expect(main.getByText(t('registration.applied'))).toBeVisible();
    });
    const application = await applicationTo(page, vacancy.id);
    expect(application.status).toBe('received');

    await test.step('the recruiter calls them to an interview, with a message and an internal note', async () => {
      await moveApplication(recruiter, application.id, { status: 'in_review' });
      await moveApplication(recruiter, application.id, {
        status: 'interview',
        message: INTERVIEW_MESSAGE[lng],
        note,
      });
    });
    const afterInterview = (await applicationTo(page, vacancy.id)).events;
    const stepsToInterview = [
      { at: afterInterview[0]!.at, label: t('applications.events.received') },
      { at: afterInterview[1]!.at, label: t('applications.events.in_review') },
      { at: afterInterview[2]!.at, label: t('applications.events.interview') },
    ];

    for (const [where, openCard, shot] of [
      ["'Minhas inscrições'", myApplicationCard, 'my-applications'],
      ["the resume's vacancies tab", resumeApplicationCard, 'resume-vacancies'],
    ] as const) {
      await test.step(`${where} shows the interview, the message and the history`, async () => {
        const card = await openCard(page, lng, vacancy.title);
        await expectApplicationProgress(page, card, lng, vacancy.title, {
          status: 'interview',
          message: INTERVIEW_MESSAGE[lng],
          steps: stepsToInterview,
        });
        await expect(main).not.toContainText(note);
        await checkAtBothWidths(page, `${lng}-${shot}-interview`);
      });
    }

    await test.step('the candidate received the change by mail, in their language', async () => {
      await expectMail('interview', INTERVIEW_MESSAGE[lng], note);
    });

    await test.step('not selected: the candidate sees the end, final, with the message', async () => {
      await moveApplication(recruiter, application.id, {
        status: 'not_selected',
        reason: 2,
        message: CLOSING_MESSAGE[lng],
      });
      const events = (await applicationTo(page, vacancy.id)).events;
      const card = await myApplicationCard(page, lng, vacancy.title);
      await expectApplicationProgress(page, card, lng, vacancy.title, {
        status: 'not_selected',
        message: CLOSING_MESSAGE[lng],
        steps: [...stepsToInterview, { at: events[3]!.at, label: t('applications.events.not_selected') }],
      });
      // The reason's respectful sentence (issue 29), in the candidate's language, above the team's message.
      await expect(card).toContainText(text(lng, 'common', 'notSelectedReasons.2'));
      // The interview's message stays in the history.
      await expect(card.getByRole('list')).toContainText(INTERVIEW_MESSAGE[lng]);
      await checkAtBothWidths(page, `${lng}-my-applications-not-selected`);
      await expectMail('not_selected', CLOSING_MESSAGE[lng], note);
    });
    await recruiter.dispose();
  });
}
