import { beforeAll, describe, expect, it } from 'vitest';
import type { TestEmployee } from '#server-test/employees';
import { type RecruitingFixture, useClockedRecruitingFixture } from '#server-test/recruiting';

// Decision 0051: the recruiter moves an application through the pipeline, the candidate
// follows it (status, timeline and messages, never the internal note) and is told by mail and notification.

const API = '/api/recruiting/v1';
const PUBLIC = '/api/curriculum/vacancies/v1';
const NOTIFICATIONS = '/api/intranet/user/v1/notifications';
const { t, f, clock } = useClockedRecruitingFixture();

let betim: number;
let jaragua: number;
let recruiter: TestEmployee;
let betimRecruiter: TestEmployee;
let vacanciesOnly: TestEmployee;
let plainEmployee: TestEmployee;
let jaraguaVacancy: number;
let betimVacancy: number;

type Who = { authorization: string };
const call = (...args: Parameters<RecruitingFixture['call']>) => f.call(...args);
const publishedVacancy = (unitId: number, title: string) => f.publishedVacancy(unitId, title);
/** A candidate (in `locale`) who applied to `vacancyId`; returns the candidate and the application's id. */
const applicant = (vacancyId: number, locale = 'pt-BR') => f.applicant(vacancyId, { locale });

const move = (id: number, payload: Parameters<RecruitingFixture['move']>[1], who: Who = recruiter) =>
  f.move(id, payload, who);

beforeAll(async () => {
  ({ betim, jaragua, recruiter, betimRecruiter, vacanciesOnly, plainEmployee } = f);
  jaraguaVacancy = await publishedVacancy(jaragua, 'Eletricista de Manutenção');
  betimVacancy = await publishedVacancy(betim, 'Operador de Empilhadeira');
});

describe('who may move an application', () => {
  it('anonymous 401, a candidate 403, an employee without recruiting.applications 403', async () => {
    const { candidate, id } = await applicant(jaraguaVacancy);
    const payload = { status: 'in_review' };
    expect((await move(id, payload, { authorization: '' })).statusCode).toBe(401);
    expect((await call('POST', `${API}/applications/${id}/status`, undefined, payload)).statusCode).toBe(401);
    expect((await move(id, payload, candidate)).statusCode).toBe(403);
    expect((await move(id, payload, plainEmployee)).statusCode).toBe(403);
    expect((await move(id, payload, vacanciesOnly)).statusCode).toBe(403);
    const bulk = `${API}/vacancies/${jaraguaVacancy}/applications/not-selected`;
    expect((await call('POST', bulk, undefined, { application_ids: [id] })).statusCode).toBe(401);
    expect((await call('POST', bulk, candidate, { application_ids: [id] })).statusCode).toBe(403);
    expect((await call('POST', bulk, vacanciesOnly, { application_ids: [id] })).statusCode).toBe(403);
    // Nothing moved.
    expect((await call('GET', `${PUBLIC}/user`, candidate)).json()[0].status).toBe('received');
  });

  it("a Betim-only recruiter gets 404 on another unit's application and vacancy, and moves Betim's", async () => {
    const other = await applicant(jaraguaVacancy);
    const res = await move(other.id, { status: 'in_review' }, betimRecruiter);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const bulk = await call(
      'POST',
      `${API}/vacancies/${jaraguaVacancy}/applications/not-selected`,
      betimRecruiter,
      { application_ids: [other.id], reason: 2 },
    );
    expect(bulk.statusCode).toBe(404);
    expect((await call('GET', `${PUBLIC}/user`, other.candidate)).json()[0].status).toBe('received');

    const own = await applicant(betimVacancy);
    expect((await move(own.id, { status: 'in_review' }, betimRecruiter)).statusCode).toBe(200);
  });

  it('is a 404 for an unknown application and a 400 for an unknown status', async () => {
    expect((await move(999_999, { status: 'in_review' })).statusCode).toBe(404);
    const { id } = await applicant(jaraguaVacancy);
    expect((await move(id, { status: 'withdrawn' })).statusCode).toBe(400);
    expect((await move(id, { status: 'received' })).statusCode).toBe(400);
  });
});

describe('transitions', () => {
  it('received → in_review → interview → approved, each an event; nothing after the end', async () => {
    const { id } = await applicant(jaraguaVacancy);
    for (const status of ['in_review', 'interview', 'approved']) {
      const res = await move(id, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const last = await move(id, { status: 'not_selected' });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('invalid_transition');
  });

  it('refuses going back, approving straight from received, and anything after withdrawn', async () => {
    const a = await applicant(jaraguaVacancy);
    expect((await move(a.id, { status: 'approved' })).statusCode).toBe(409);
    expect((await move(a.id, { status: 'interview' })).statusCode).toBe(200);
    expect((await move(a.id, { status: 'in_review' })).statusCode).toBe(409);
    expect((await move(a.id, { status: 'interview' })).statusCode).toBe(409);

    const b = await applicant(jaraguaVacancy);
    expect((await call('DELETE', `${PUBLIC}/${jaraguaVacancy}`, b.candidate)).statusCode).toBe(204);
    expect((await move(b.id, { status: 'in_review' })).statusCode).toBe(409);
  });

  it('the candidate cannot withdraw an answered application (409)', async () => {
    const { candidate, id } = await applicant(betimVacancy);
    expect((await move(id, { status: 'not_selected' })).statusCode).toBe(200);
    expect((await call('DELETE', `${PUBLIC}/${betimVacancy}`, candidate)).statusCode).toBe(409);
    expect((await call('GET', `${PUBLIC}/user`, candidate)).json()[0].status).toBe('not_selected');
  });
});

describe('the candidate follows it', () => {
  it("sees status, dates and the message but never the note; the recruiter's answer shows the note", async () => {
    const { candidate, id } = await applicant(jaraguaVacancy);
    const res = await move(id, {
      status: 'interview',
      message: 'Entrevista na quinta-feira às 10h, na portaria 2.',
      note: 'Boa experiência com NR-10; salário pretendido acima da faixa.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().events.at(-1)).toMatchObject({
      from: 'received',
      to: 'interview',
      note: 'Boa experiência com NR-10; salário pretendido acima da faixa.',
      actor: 'recruiter',
      by: { id: recruiter.userId },
    });

    const mine = await call('GET', `${PUBLIC}/user`, candidate);
    expect(mine.body).not.toContain('NR-10');
    expect(mine.json()[0]).toMatchObject({
      id,
      status: 'interview',
      events: [
        { from: null, to: 'received', message: null },
        { from: 'received', to: 'interview', message: 'Entrevista na quinta-feira às 10h, na portaria 2.' },
      ],
    });
    for (const event of mine.json()[0].events) {
      expect(Object.keys(event).sort()).toEqual(['at', 'from', 'kind', 'message', 'reason', 'to']);
      expect(new Date(event.at).getTime()).not.toBeNaN();
    }
  });

  it('mails the candidate in their language, with the message and not the note, and notifies them', async () => {
    const english = await applicant(jaraguaVacancy, 'en-US');
    expect(
      (
        await move(english.id, {
          status: 'in_review',
          message: 'We are reading your resume.',
          note: 'secret-42',
        })
      ).statusCode,
    ).toBe(200);
    const mail = await t.sink.waitFor((m) => m.to.includes(english.candidate.email));
    expect(mail.subject).toBe('Your application for Eletricista de Manutenção (EN): In review');
    expect(mail.text).toContain('Hello, Joana Pereira!');
    expect(mail.text).toContain('We are reading your resume.');
    expect(mail.text).not.toContain('secret-42');

    const spanish = await applicant(jaraguaVacancy, 'es-ES');
    expect((await move(spanish.id, { status: 'not_selected' })).statusCode).toBe(200);
    const spanishMail = await t.sink.waitFor((m) => m.to.includes(spanish.candidate.email));
    // No Spanish title: the vacancy falls back to pt-BR.
    expect(spanishMail.subject).toBe('Tu inscripción en Eletricista de Manutenção: No seleccionada');

    // Both parts link to the candidate's applications in the careers portal, absolutely (PUBLIC_URL), in the mail's
    // language (decision 0083).
    const link = (id: number, lang: string) =>
      `${t.app.core.config.PUBLIC_URL}/carreiras/minhas-inscricoes?lang=${lang}#inscricao-${id}`;
    expect(link(english.id, 'en-US')).toMatch(/^https?:\/\//);
    for (const [m, id, lang] of [
      [mail, english.id, 'en-US'],
      [spanishMail, spanish.id, 'es-ES'],
    ] as const) {
      expect(m.text).toContain(link(id, lang));
      expect(m.html).toContain(`href="${link(id, lang)}"`);
    }
    expect(mail.html).toContain('See my applications</a>');
    expect(spanishMail.html).toContain('Ver mis inscripciones</a>');
    expect(mail.html).toContain('We are reading your resume.');
    expect(mail.html).not.toContain('secret-42');

    const bell = await call('GET', NOTIFICATIONS, english.candidate, undefined, 'en-US');
    expect(bell.statusCode, bell.body).toBe(200);
    expect(bell.json()).toMatchObject([
      {
        title: 'Your application for Eletricista de Manutenção (EN): In review',
        text: 'We are reading your resume.',
        link: `/minhas-inscricoes#inscricao-${english.id}`,
      },
    ]);
  });

  it("bulk 'not selected' ends the open ones with one message, skips the rest, and mails each", async () => {
    const a = await applicant(betimVacancy);
    const b = await applicant(betimVacancy);
    const ended = await applicant(betimVacancy);
    expect((await move(ended.id, { status: 'not_selected' })).statusCode).toBe(200);
    const elsewhere = await applicant(jaraguaVacancy);
    const res = await call('POST', `${API}/vacancies/${betimVacancy}/applications/not-selected`, recruiter, {
      application_ids: [a.id, b.id, ended.id, elsewhere.id],
      message: 'Obrigado pela participação.',
      reason: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().updated.sort()).toEqual([a.id, b.id].sort());
    expect(res.json().skipped.sort()).toEqual([ended.id, elsewhere.id].sort());
    for (const who of [a, b]) {
      const mine = (await call('GET', `${PUBLIC}/user`, who.candidate)).json()[0];
      expect(mine.status).toBe('not_selected');
      expect(mine.events.at(-1).message).toBe('Obrigado pela participação.');
      const mail = await t.sink.waitFor((m) => m.to.includes(who.candidate.email));
      expect(mail.text).toContain('Obrigado pela participação.');
    }
    expect((await call('GET', `${PUBLIC}/user`, elsewhere.candidate)).json()[0].status).toBe('received');
  });
});

describe("the candidate's language and notifications", () => {
  it("the recruiter's application answers the language the candidate reads, and follows a change", async () => {
    const spanish = await applicant(betimVacancy, 'es-ES');
    const detail = await call('GET', `${API}/applications/${spanish.id}`, recruiter);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().candidate.language).toBe('es-ES');
    const changed = await call('PUT', '/api/curriculum/candidates/v1/language', spanish.candidate, {
      language: 'en-US',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await call('GET', `${API}/applications/${spanish.id}`, recruiter)).json().candidate.language,
    ).toBe('en-US');
    // The next status mail follows the new language.
    expect((await move(spanish.id, { status: 'in_review' })).statusCode).toBe(200);
    const mail = await t.sink.waitFor((m) => m.to.includes(spanish.candidate.email));
    expect(mail.subject).toContain('In review');
  });

  it("a candidate's bell lists, counts and marks only their own notifications", async () => {
    const ana = await applicant(jaraguaVacancy);
    const bruno = await applicant(jaraguaVacancy);
    expect((await move(ana.id, { status: 'in_review' })).statusCode).toBe(200);
    expect((await move(ana.id, { status: 'interview' })).statusCode).toBe(200);
    expect((await move(bruno.id, { status: 'in_review' })).statusCode).toBe(200);

    const anaList = await call('GET', `${NOTIFICATIONS}?limit=3`, ana.candidate);
    expect(anaList.statusCode, anaList.body).toBe(200);
    expect(anaList.json()).toHaveLength(2);
    expect((await call('GET', `${NOTIFICATIONS}/summary`, ana.candidate)).json()).toMatchObject({
      unread: 2,
    });
    expect((await call('GET', `${NOTIFICATIONS}/summary`, bruno.candidate)).json()).toMatchObject({
      unread: 1,
    });
    // Ana marks hers seen: Bruno's stay unread.
    const seen = await call('GET', `${NOTIFICATIONS}/visualize`, ana.candidate);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().updated).toBe(2);
    expect((await call('GET', `${NOTIFICATIONS}/summary`, ana.candidate)).json()).toMatchObject({
      unread: 0,
    });
    expect((await call('GET', `${NOTIFICATIONS}/summary`, bruno.candidate)).json()).toMatchObject({
      unread: 1,
    });
    const brunoList = (await call('GET', NOTIFICATIONS, bruno.candidate)).json() as { link: string }[];
    expect(brunoList).toHaveLength(1);
    expect(brunoList[0]!.link).toBe(`/minhas-inscricoes#inscricao-${bruno.id}`);
    expect((await call('GET', NOTIFICATIONS, { authorization: '' })).statusCode).toBe(401);
  });
});

describe('the closing job', () => {
  it('ends as not selected, courteously and in their language, what is still open 30 days after the vacancy closed', async () => {
    const vacancy = await publishedVacancy(betim, 'Almoxarife');
    const waiting = await applicant(vacancy, 'en-US');
    const interviewed = await applicant(vacancy);
    const approved = await applicant(vacancy);
    expect((await move(interviewed.id, { status: 'interview' })).statusCode).toBe(200);
    expect((await move(approved.id, { status: 'in_review' })).statusCode).toBe(200);
    expect((await move(approved.id, { status: 'approved' })).statusCode).toBe(200);
    expect((await call('POST', `${API}/vacancies/${vacancy}/close`, recruiter)).statusCode).toBe(200);

    // The job's rule, run through the app's own service with the business clock moved on.
    try {
      clock.ahead(29 * 86_400_000);
      expect(await t.app.applications.closeStale(30)).toBe(0);
      clock.ahead(30 * 86_400_000 + 3_600_000);
      expect(await t.app.applications.closeStale(30)).toBe(2);
      expect(await t.app.applications.closeStale(30)).toBe(0);
    } finally {
      clock.reset();
    }

    const mine = (await call('GET', `${PUBLIC}/user`, waiting.candidate)).json()[0];
    expect(mine.status).toBe('not_selected');
    expect(mine.events.at(-1)).toMatchObject({ from: 'received', to: 'not_selected' });
    expect(mine.events.at(-1).message).toContain('Thank you very much for your interest');
    const mail = await t.sink.waitFor(
      (m) => m.to.includes(waiting.candidate.email) && m.subject.includes('Not selected'),
    );
    expect(mail.text).toContain('Thank you very much for your interest');
    const link = `${t.app.core.config.PUBLIC_URL}/carreiras/minhas-inscricoes?lang=en-US#inscricao-${waiting.id}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect((await call('GET', `${PUBLIC}/user`, interviewed.candidate)).json()[0].status).toBe(
      'not_selected',
    );
    expect((await call('GET', `${PUBLIC}/user`, approved.candidate)).json()[0].status).toBe('approved');
  });
});
