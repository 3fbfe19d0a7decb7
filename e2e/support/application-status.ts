import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type Locator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { formatDate } from '@portal/contracts/dates';
import type { Locale } from '@portal/contracts/locales';
import { SAMPLE_ADDRESS } from '@portal/contracts/test/sample-address';
import type { Application } from '@portal/contracts/vacancies';
import type { ApplicationStatus } from '@portal/contracts/vacancy-rules';
import { CSRF_HEADER, portraitDataUrl, registerThroughApi, signInThroughApi } from './accounts';
import { escapeRegExp, expectHydrated } from './careers';
import { ownClientAddress } from './client-address';
import { expect } from './fixtures';
import { DEMO_RECRUITER } from './intranet';
import { text } from './locales';
import { mailsTo, type SentMail } from './mail';
import { randomCpf } from './resume-profile';

async function ok(response: Promise<import('@playwright/test').APIResponse>, what: string, status = 200) {
  const answer = await response;
  expect(answer.status(), `${what}: ${await answer.text()}`).toBe(status);
  return answer;
}

/** What the recruiter writes to the candidate, in the candidate's language (the resume says which). */
export const INTERVIEW_MESSAGE: Record<Locale, string> = {
  'pt-BR':
    'Olá! Gostaríamos de conversar com você na quinta-feira, às 10h, na portaria 2. Traga um documento com foto.',
  'en-US': 'Hello! We would like to meet you on Thursday at 10 am at gate 2. Please bring a photo ID.',
  'es-ES':
    '¡Hola! Nos gustaría hablar contigo el jueves a las 10:00 en la portería 2. Trae un documento con foto.',
};
export const CLOSING_MESSAGE: Record<Locale, string> = {
  'pt-BR':
    'Obrigado pela conversa. Desta vez seguimos com outro perfil, mas seu currículo continua no nosso banco.',
  'en-US':
    'Thank you for the conversation. This time we chose another profile, but your resume stays with us.',
  'es-ES':
    'Gracias por la entrevista. Esta vez hemos seguido con otro perfil, pero tu currículum sigue con nosotros.',
};

/**
 * A new candidate of its own, in `lng`, with a finished resume (fresh random e-mail and CPF), signed in in the
 * page's browser context: registration, the mailed code, then every required section through the resume API.
 * The screens that fill a resume have specs of their own (careers-resume*, candidate-journey); this one only
 * needs a candidate who may apply.
 */
export async function newCandidateWithFinishedResume(
  page: Page,
  lng: Locale,
  name: string,
): Promise<{ email: string; name: string }> {
  const api = page.request;
  const email = `status-${lng.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerThroughApi(
    api,
    { name, email, password: 'Acompanhar-Inscricao-2026!', language: lng },
    { headers: ownClientAddress() },
  );
  await ok(
    api.put('/api/curriculum/basic-information/v1', {
      headers: CSRF_HEADER,
      data: {
        picture: await portraitDataUrl(),
        name,
        birthdate: '1996-08-14',
        nationality: lng === 'pt-BR' ? 'Brasileira' : 'Española',
        sex: 'female',
        cpf: randomCpf(),
        email,
        phone: '(47) 99876-5432',
        secondary_phone: '',
      },
    }),
    'basic information',
  );
  await ok(
    api.put('/api/curriculum/address/v1', {
      headers: CSRF_HEADER,
      data: SAMPLE_ADDRESS,
    }),
    'address',
  );
  await ok(
    api.post('/api/curriculum/degrees/v1', {
      headers: CSRF_HEADER,
      data: {
        degree: 10,
        course: 'Técnico em Mecatrônica',
        completed: true,
        institution: 'SENAI',
        startDate: '2014-02',
        endDate: '2016-12',
      },
    }),
    'degree',
    201,
  );
  await ok(api.delete('/api/curriculum/experiences/v1', { headers: CSRF_HEADER }), 'first job', 204);
  await ok(
    api.put('/api/curriculum/interests/v1', {
      headers: CSRF_HEADER,
      data: { workshifts: [1], young_apprentice: false, internship: false, interest_areas: [2] },
    }),
    'interests',
  );
  await ok(api.get('/api/curriculum/candidates/v1/finish', { headers: CSRF_HEADER }), 'finish');
  return { email, name };
}

/** The application's card among the candidate's applications (a list or the resume's tab), by the vacancy's title. */
function applicationCard(scope: Locator, page: Page, vacancyTitle: string): Locator {
  return scope
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: vacancyTitle, exact: true }) });
}

/** Opens 'Minhas inscrições' in `lng` and returns, once hydrated, the card of the application to `vacancyTitle`. */
export async function myApplicationCard(page: Page, lng: Locale, vacancyTitle: string): Promise<Locator> {
  const pageTitle = text(lng, 'careers', 'applications.pageTitle');
  await page.goto('/carreiras/minhas-inscricoes');
  await expectHydrated(page, lng, pageTitle);
  return applicationCard(page.getByRole('list', { name: pageTitle }), page, vacancyTitle);
}

/**
 * Opens the resume's vacancies tab in `lng` (with `open`: a click unless the caller presses a key) and returns, once
 * hydrated, the card of the application to `vacancyTitle`.
 */
export async function resumeApplicationCard(
  page: Page,
  lng: Locale,
  vacancyTitle: string,
  open: (tab: Locator) => Promise<void> = (tab) => tab.click(),
): Promise<Locator> {
  const t = (key: string) => text(lng, 'careers', key);
  await page.goto('/carreiras/curriculo');
  await expectHydrated(page, lng, t('resume.title'));
  await open(page.getByRole('tab', { name: new RegExp(t('resume.sections.vacancies')) }));
  return applicationCard(page.getByRole('tabpanel'), page, vacancyTitle);
}

/**
 * What an application's card shows, checked as a person reads it: the status in words, 'final' only at the end,
 * the current step's message, a cancel button only while it is open, and the history (opened with the keyboard)
 * naming each step, with its date in the candidate's language where `at` is given.
 */
export async function expectApplicationProgress(
  page: Page,
  card: Locator,
  lng: Locale,
  vacancyTitle: string,
  expected: {
    status: 'interview' | 'not_selected';
    message: string;
    steps: { label: string; at?: string }[];
  },
): Promise<void> {
  const t = (key: string) => text(lng, 'careers', key);
  const ended = expected.status === 'not_selected';
  await expect(card).toContainText(t(`applications.statuses.${expected.status}`));
  await expect(card.getByText(t('applications.statusFinal'), { exact: true })).toHaveCount(ended ? 1 : 0);
  await expect(card.getByText(expected.message, { exact: true }).first()).toBeVisible();
  // An ended application has nothing left to cancel.
  await expect(card.getByRole('button', { name: new RegExp(`^${t('registration.cancel')}`) })).toHaveCount(
    ended ? 0 : 1,
  );

  const toggle = card.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(t('applications.history'))}\\s?: ${escapeRegExp(vacancyTitle)}$`),
  });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const steps = card.getByRole('list').getByRole('listitem');
  await expect(steps).toHaveCount(expected.steps.length);
  for (const [index, step] of expected.steps.entries()) {
    if (step.at)
      await expect(steps.nth(index).locator('time')).toHaveText(formatDate(new Date(step.at), lng));
    await expect(steps.nth(index)).toContainText(step.label);
  }
  await expect(steps.last()).toContainText(expected.message);
}

/** The signed-in candidate's application to `vacancyId`, as the API gives it (its id is the recruiter's handle). */
export async function applicationTo(page: Page, vacancyId: number): Promise<Application> {
  const response = await ok(page.request.get('/api/curriculum/vacancies/v1/user'), 'my applications');
  const application = ((await response.json()) as Application[]).find((a) => a.vacancy.id === vacancyId);
  if (!application) throw new Error(`no application to vacancy ${vacancyId}`);
  return application;
}

/** The demo recruiter, signed in through the token endpoint in a request context of their own. */
export async function recruiterSession(baseURL: string): Promise<APIRequestContext> {
  const recruiter = await playwrightRequest.newContext({ baseURL });
  await signInThroughApi(recruiter, DEMO_RECRUITER.email, DEMO_RECRUITER.password, 'recruiter');
  return recruiter;
}

/**
 * The recruiter opens the application and moves it from the status shown (POST /api/recruiting/v1/applications/{id}/status
 * with `from`, as the intranet does).
 */
export async function moveApplication(
  recruiter: APIRequestContext,
  applicationId: number,
  body: { status: ApplicationStatus; message?: string; note?: string; reason?: number },
): Promise<void> {
  // A GET may be retried on a reset connection: the server closes a keep-alive connection after 5 s idle
  // (HTTP_KEEP_ALIVE_TIMEOUT_MS), and a request sent on it at that moment is reset, as for any HTTP client.
  const opened = await recruiter.get(`/api/recruiting/v1/applications/${applicationId}`, { maxRetries: 1 });
  expect(opened.status(), `open application ${applicationId}`).toBe(200);
  const { status: from } = (await opened.json()) as { status: ApplicationStatus };
  await ok(
    recruiter.post(`/api/recruiting/v1/applications/${applicationId}/status`, {
      headers: CSRF_HEADER,
      data: { ...body, from },
    }),
    `move ${applicationId} from ${from} to ${body.status}`,
  );
}

/** The subject of the status mail in the candidate's language (mail.applicationStatus, decision 0051). */
function statusMailSubject(lng: Locale, vacancy: string, status: ApplicationStatus): string {
  return text(lng, 'common', 'mail.applicationStatus.subject', {
    vacancy,
    status: text(lng, 'common', `mail.applicationStatus.statuses.${status}`),
  });
}

/** `expectStatusMail` bound to one candidate's application to one vacancy: then only the change is named. */
export function statusMailsOf(to: { email: string; name: string }, lng: Locale, vacancyTitle: string) {
  return (status: ApplicationStatus, message: string, note?: string) =>
    expectStatusMail(to, lng, vacancyTitle, status, message, note);
}

/**
 * The status mail reaches the candidate in their language: the subject names the vacancy and the status, the
 * greeting the candidate, the body carries the recruiter's message and never the internal note.
 */
export async function expectStatusMail(
  to: { email: string; name: string },
  lng: Locale,
  vacancyTitle: string,
  status: ApplicationStatus,
  message: string,
  note?: string,
): Promise<void> {
  const subject = statusMailSubject(lng, vacancyTitle, status);
  let mail: SentMail | undefined;
  await expect
    .poll(
      () => {
        mail = mailsTo(to.email).find((sent) => sent.subject === subject);
        return mail?.subject;
      },
      { message: `'${subject}' mailed to ${to.email}`, timeout: 10_000 },
    )
    .toBe(subject);
  expect(mail!.text).toContain(text(lng, 'common', 'mail.applicationStatus.greeting', { name: to.name }));
  expect(mail!.text).toContain(message);
  if (note) expect(mail!.text).not.toContain(note);
}

/** With E2E_SCREENSHOTS=<folder>, saves the whole page there as <name>.png, to be looked at. */
export async function screenshotIfAsked(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

/** A vacancy of the signed-in recruiter's first unit, created and published through the API, open for a month; its id. */
export async function publishVacancyThroughApi(
  request: APIRequestContext,
  title: string,
  /** Fields of the body beyond the defaults (e.g. `{ workshifts: [3] }`). */
  extra: Record<string, unknown> = {},
): Promise<number> {
  const units = (await (await ok(request.get('/api/recruiting/v1/units'), 'units')).json()) as {
    id: number;
    city: string;
    state: string;
  }[];
  const created = await ok(
    request.post('/api/recruiting/v1/vacancies', {
      headers: CSRF_HEADER,
      data: {
        title: { 'pt-BR': title, 'en-US': `${title} (EN)` },
        duties: { 'pt-BR': 'Manutenção de painéis elétricos.' },
        working_day: { 'pt-BR': 'Segunda a sexta.' },
        requirements: { 'pt-BR': 'Curso técnico.' },
        observations: { 'pt-BR': '' },
        // A vacancy is where its unit is.
        unit_id: units[0]!.id,
        city: units[0]!.city,
        state: units[0]!.state,
        modality: 'on_site',
        contract_type: 'clt',
        application_deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        benefits: { health: true },
        ...extra,
      },
    }),
    'create vacancy',
    201,
  );
  const { id } = (await created.json()) as { id: number };
  await ok(request.post(`/api/recruiting/v1/vacancies/${id}/publish`, { headers: CSRF_HEADER }), 'publish');
  return id;
}
