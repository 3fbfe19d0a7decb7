import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidates, resumeBasicInformation, users } from '#server/db/schema';
import { createCandidate } from '#server-test/candidates';
import { createEmployees, type TestEmployee } from '#server-test/employees';
import { type RecruitingFixture, useClockedRecruitingFixture } from '#server-test/recruiting';
import { nextCpf } from '#server-test/resume';

// Invitations from the talent pool (decision 0074). Runs in both API projects; the concurrent requests really run
// at once on PostgreSQL, one after another on PGlite.

const RECRUITING = '/api/recruiting/v1';
const MINE = '/api/curriculum/invitations/v1';
const NOTIFICATIONS = '/api/intranet/user/v1/notifications';
const POOL = '/api/curriculum/candidates/v1/talent-pool';
const { t, f, clock, deadline } = useClockedRecruitingFixture();

let recruiter: TestEmployee;
let betimRecruiter: TestEmployee;
let noPool: TestEmployee;
let sensitiveRecruiter: TestEmployee;
let jaraguaVacancy: number;
let betimVacancy: number;
/** Exclusive to people with disabilities (Jaraguá do Sul). */
let pcdVacancy: number;
/** A young apprentice vacancy (Jaraguá do Sul). */
let apprenticeVacancy: number;
type Who = { authorization: string };
type Candidate = Awaited<ReturnType<typeof createCandidate>>;

const call = (...args: Parameters<RecruitingFixture['call']>) => f.call(...args);
/** `who` null: anonymous. */
const invite = (candidateId: string, body: object, who: Who | null = recruiter) =>
  call('POST', `${RECRUITING}/candidates/${candidateId}/invitations`, who ?? undefined, body);
const invitationsOf = (candidateId: string, who: Who | null = recruiter) =>
  call('GET', `${RECRUITING}/candidates/${candidateId}/invitations`, who ?? undefined);

/** A candidate (finished resume unless told) in `locale` who consents to the pool unless `consent` is false. */
async function candidate(options: { locale?: string; consent?: boolean; finished?: boolean } = {}) {
  const c = await createCandidate(t.database, { name: 'Joana Pereira', finished: options.finished ?? true });
  if (options.locale)
    await t.database.db.update(users).set({ locale: options.locale }).where(eq(users.id, c.userId));
  if (options.consent ?? true) {
    const joined = await call('PUT', POOL, c, { opt_in: true });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  return c;
}

/** A day (yyyy-MM-dd) that makes a person `years` old on the test's clock, half a year past the birthday. */
function birthdateForAge(years: number): string {
  const day = new Date(clock.now());
  day.setUTCFullYear(day.getUTCFullYear() - years);
  day.setUTCMonth(day.getUTCMonth() - 6);
  return day.toISOString().slice(0, 10);
}

/** The candidate's resume says this birth date and whether a disability was declared (the pool's row follows). */
async function declare(c: Candidate, facts: { birthdate: string; pcd: boolean }) {
  await t.database.db
    .insert(resumeBasicInformation)
    .values({
      userId: c.userId,
      name: 'Joana Pereira',
      birthdate: facts.birthdate,
      nationality: 'Brasileira',
      sex: 'female',
      cpf: nextCpf(),
      email: c.email,
      phone: '(47) 99876-5432',
      pcd: facts.pcd,
      disabilityType: facts.pcd ? 1 : null,
    })
    .onConflictDoUpdate({
      target: resumeBasicInformation.userId,
      set: { birthdate: facts.birthdate, pcd: facts.pcd, disabilityType: facts.pcd ? 1 : null },
    });
}

async function invited(c: Candidate, vacancyId = jaraguaVacancy, message?: string): Promise<number> {
  const res = await invite(c.userId, { vacancy_id: vacancyId, ...(message ? { message } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeAll(async () => {
  ({ recruiter, betimRecruiter, noPool, sensitiveRecruiter } = await createEmployees(t.database, {
    sensitiveRecruiter: {
      name: 'Sara Sensível',
      permissions: ['recruiting.talent_pool', 'recruiting.sensitive'],
    },
    recruiter: {
      name: 'Renata Recrutadora',
      permissions: ['recruiting.talent_pool', 'recruiting.vacancies'],
    },
    betimRecruiter: { name: 'Beatriz de Betim', permissions: ['recruiting.talent_pool'], unitIds: [f.betim] },
    noPool: { permissions: ['recruiting.vacancies', 'recruiting.applications'] },
  }));
  jaraguaVacancy = await f.publishedVacancy(f.jaragua, 'Eletricista de Manutenção');
  betimVacancy = await f.publishedVacancy(f.betim, 'Operador de Empilhadeira');
  pcdVacancy = await f.publishedVacancy(f.jaragua, 'Assistente Administrativo PcD', { pcd_exclusive: true });
  apprenticeVacancy = await f.publishedVacancy(f.jaragua, 'Jovem Aprendiz — Produção', {
    program: 'apprentice',
  });
});

describe('who may invite and read invitations', () => {
  it('anonymous 401; a candidate, an employee and a recruiter without recruiting.talent_pool 403', async () => {
    const c = await candidate();
    const body = { vacancy_id: jaraguaVacancy };
    expect((await invite(c.userId, body, null)).statusCode).toBe(401);
    expect((await invitationsOf(c.userId, null)).statusCode).toBe(401);
    for (const who of [c, f.plainEmployee, noPool]) {
      expect((await invite(c.userId, body, who)).statusCode).toBe(403);
      expect((await invitationsOf(c.userId, who)).statusCode).toBe(403);
    }
    expect((await invitationsOf(c.userId)).json()).toEqual([]);
  });

  it("the candidate's side: anonymous 401, an employee 403", async () => {
    const c = await candidate();
    const id = await invited(c);
    for (const [method, url] of [
      ['GET', MINE],
      ['POST', `${MINE}/${id}/accept`],
      ['POST', `${MINE}/${id}/decline`],
    ] as const) {
      expect((await call(method, url, undefined)).statusCode).toBe(401);
      expect((await call(method, url, recruiter)).statusCode).toBe(403);
      expect((await call(method, url, f.plainEmployee)).statusCode).toBe(403);
    }
  });

  it("another candidate's invitation is not found", async () => {
    const c = await candidate();
    const other = await candidate();
    const id = await invited(c);
    expect((await call('POST', `${MINE}/${id}/accept`, other)).statusCode).toBe(404);
    expect((await call('POST', `${MINE}/${id}/decline`, other)).statusCode).toBe(404);
    expect((await call('GET', MINE, other)).json()).toEqual([]);
  });
});

describe('inviting', () => {
  it('a candidate who has not consented (or withdrew) does not exist here: 404, nothing written', async () => {
    const never = await candidate({ consent: false });
    const res = await invite(never.userId, { vacancy_id: jaraguaVacancy });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect((await invitationsOf(never.userId)).statusCode).toBe(404);

    const left = await candidate();
    await invited(left, betimVacancy);
    expect((await call('PUT', POOL, left, { opt_in: false })).statusCode).toBe(200);
    expect((await invite(left.userId, { vacancy_id: jaraguaVacancy })).statusCode).toBe(404);
    expect((await invitationsOf(left.userId)).statusCode).toBe(404);
    // The invitation sent before stays the candidate's to answer (decision 0074).
    expect((await call('GET', MINE, left)).json()).toHaveLength(1);
    expect((await call('GET', MINE, never)).json()).toEqual([]);
  });

  it('404 for an unknown, draft or closed vacancy and for one outside the recruiter’s units', async () => {
    const c = await candidate();
    expect((await invite(c.userId, { vacancy_id: 999_999 })).statusCode).toBe(404);
    const draft = await call(
      'POST',
      `${RECRUITING}/vacancies`,
      f.recruiter,
      f.vacancyBody(f.betim, 'Rascunho'),
    );
    expect((await invite(c.userId, { vacancy_id: draft.json().id })).statusCode).toBe(404);
    expect((await invite(c.userId, { vacancy_id: jaraguaVacancy }, betimRecruiter)).statusCode).toBe(404);
    expect((await invite(c.userId, { vacancy_id: betimVacancy }, betimRecruiter)).statusCode).toBe(201);
    // The Betim-only recruiter sees the Betim invitation only.
    await invited(c, jaraguaVacancy);
    expect((await invitationsOf(c.userId, betimRecruiter)).json()).toHaveLength(1);
    expect((await invitationsOf(c.userId)).json()).toHaveLength(2);
  });

  it('409 already_invited the second time and already_applied when the candidate applied', async () => {
    const c = await candidate();
    await invited(c);
    const again = await invite(c.userId, { vacancy_id: jaraguaVacancy, message: 'De novo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_invited');

    const applicant = await f.applicant(betimVacancy);
    await call('PUT', POOL, applicant.candidate, { opt_in: true });
    const applied = await invite(applicant.candidate.userId, { vacancy_id: betimVacancy });
    expect(applied.statusCode).toBe(409);
    expect(applied.json().code).toBe('already_applied');
  });

  it('400 for a message too long or no vacancy', async () => {
    const c = await candidate();
    expect((await invite(c.userId, {})).statusCode).toBe(400);
    expect(
      (await invite(c.userId, { vacancy_id: jaraguaVacancy, message: 'x'.repeat(2001) })).statusCode,
    ).toBe(400);
  });

  it("mails the candidate in their language with the link, and rings the candidate's bell", async () => {
    const english = await candidate({ locale: 'en-US' });
    const id = await invited(english, jaraguaVacancy, 'We liked your experience.\nCome talk to us.');
    const mail = await t.sink.waitFor((m) => m.to.includes(english.email));
    expect(mail.subject).toBe('Invitation to apply: Eletricista de Manutenção (EN)');
    expect(mail.text).toContain('Hello, Joana Pereira!');
    expect(mail.text).toContain('We liked your experience.');
    // In the mail's language (decision 0083).
    const link = `${t.app.core.config.PUBLIC_URL}/carreiras/minhas-inscricoes?lang=en-US#convite-${id}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('See the invitation</a>');

    const spanish = await candidate({ locale: 'es-ES' });
    await invited(spanish);
    const spanishMail = await t.sink.waitFor((m) => m.to.includes(spanish.email));
    expect(spanishMail.subject).toBe('Invitación a la vacante Eletricista de Manutenção');
    expect(spanishMail.html).toContain('Ver la invitación</a>');

    const bell = await call('GET', NOTIFICATIONS, english, undefined, 'en-US');
    expect(bell.statusCode, bell.body).toBe(200);
    expect(bell.json()).toMatchObject([
      {
        title: 'Invitation to apply: Eletricista de Manutenção (EN)',
        text: 'We liked your experience.\nCome talk to us.',
        link: `/minhas-inscricoes#convite-${id}`,
      },
    ]);
  });
});

describe('a vacancy the candidate cannot take is refused (decision 0087)', () => {
  it('PcD-exclusive: 409 pcd_exclusive for a candidate who declared no disability, in the caller’s language; 201 for one who did', async () => {
    const none = await candidate();
    await declare(none, { birthdate: birthdateForAge(30), pcd: false });
    const undeclared = await candidate();
    for (const [c, language, detail] of [
      [
        none,
        'es-ES',
        'Esta vacante es exclusiva para personas con discapacidad, y el candidato no ha declarado ninguna discapacidad en el currículum.',
      ],
      [
        undeclared,
        'pt-BR',
        'Esta vaga é exclusiva para pessoas com deficiência, e o candidato não declarou deficiência no currículo.',
      ],
    ] as const) {
      const res = await call(
        'POST',
        `${RECRUITING}/candidates/${c.userId}/invitations`,
        sensitiveRecruiter,
        { vacancy_id: pcdVacancy },
        language,
      );
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ code: 'pcd_exclusive', detail });
      expect((await invitationsOf(c.userId, sensitiveRecruiter)).json()).toEqual([]);
    }
    const declared = await candidate();
    await declare(declared, { birthdate: birthdateForAge(30), pcd: true });
    expect((await invite(declared.userId, { vacancy_id: pcdVacancy }, sensitiveRecruiter)).statusCode).toBe(
      201,
    );
  });

  it('PcD-exclusive needs recruiting.sensitive: 403 whatever the candidate declared, so no answer tells it', async () => {
    for (const pcd of [true, false]) {
      const c = await candidate();
      await declare(c, { birthdate: birthdateForAge(30), pcd });
      const res = await invite(c.userId, { vacancy_id: pcdVacancy });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
      expect((await invitationsOf(c.userId)).json()).toEqual([]);
    }
  });

  it('young apprentice: 409 apprentice_age outside 14-24 years old or without a birth date; 201 within', async () => {
    for (const birthdate of [birthdateForAge(25), birthdateForAge(13), null]) {
      const c = await candidate();
      if (birthdate) await declare(c, { birthdate, pcd: false });
      const res = await invite(c.userId, { vacancy_id: apprenticeVacancy }, recruiter);
      expect(res.statusCode, String(birthdate)).toBe(409);
      expect(res.json().code).toBe('apprentice_age');
    }
    for (const age of [14, 19, 24]) {
      const c = await candidate();
      await declare(c, { birthdate: birthdateForAge(age), pcd: false });
      expect((await invite(c.userId, { vacancy_id: apprenticeVacancy })).statusCode, String(age)).toBe(201);
    }
  });
});

describe('what the invitation dialog offers (GET /invitation-options)', () => {
  const options = (ids: string[], who: Who | null = recruiter, language = 'pt-BR') =>
    call(
      'GET',
      `${RECRUITING}/invitation-options?candidates=${ids.join(',')}`,
      who ?? undefined,
      undefined,
      language,
    );
  type Offered = {
    id: number;
    title: string;
    unit: { name: string };
    blocked: { candidate_id: string; reason: string }[];
  };
  const offered = async (ids: string[], who: Who = recruiter, language = 'pt-BR') => {
    const res = await options(ids, who, language);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { candidates: { id: string; name: string; locale: string }[]; vacancies: Offered[] };
  };
  const ids = (answer: { vacancies: Offered[] }) => answer.vacancies.map((v) => v.id);

  it('anonymous 401; a candidate and an employee without recruiting.talent_pool 403', async () => {
    const c = await candidate();
    expect((await options([c.userId], null)).statusCode).toBe(401);
    for (const who of [c, f.plainEmployee, noPool])
      expect((await options([c.userId], who)).statusCode).toBe(403);
  });

  it('never offers what the candidate cannot take: applied, invited, PcD-exclusive to a candidate without, apprentice outside the age', async () => {
    const c = await candidate({ locale: 'es-ES' });
    await declare(c, { birthdate: birthdateForAge(30), pcd: false });
    await invited(c, betimVacancy);
    const applied = await call('POST', '/api/curriculum/vacancies/v1', c, { vacancy_id: jaraguaVacancy });
    expect(applied.statusCode, applied.body).toBe(201);
    const answer = await offered([c.userId], sensitiveRecruiter, 'en-US');
    expect(answer.candidates).toEqual([{ id: c.userId, name: 'Joana Pereira', locale: 'es-ES' }]);
    for (const gone of [betimVacancy, jaraguaVacancy, pcdVacancy, apprenticeVacancy])
      expect(ids(answer)).not.toContain(gone);
    // A 19-year-old who declared a disability is offered both; titles in the caller's language, grouped by unit.
    const young = await candidate();
    await declare(young, { birthdate: birthdateForAge(19), pcd: true });
    const hers = await offered([young.userId], sensitiveRecruiter, 'en-US');
    expect(ids(hers)).toEqual(
      expect.arrayContaining([pcdVacancy, apprenticeVacancy, jaraguaVacancy, betimVacancy]),
    );
    expect(hers.vacancies.find((v) => v.id === jaraguaVacancy)?.title).toBe('Eletricista de Manutenção (EN)');
    const units = hers.vacancies.map((v) => v.unit.name);
    expect(units).toEqual([...units].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    for (const v of hers.vacancies) expect(v.blocked).toEqual([]);
  });

  it('without recruiting.sensitive no PcD-exclusive vacancy is offered, whoever the candidate is', async () => {
    const c = await candidate();
    await declare(c, { birthdate: birthdateForAge(30), pcd: true });
    expect(ids(await offered([c.userId]))).not.toContain(pcdVacancy);
    expect(ids(await offered([c.userId], sensitiveRecruiter))).toContain(pcdVacancy);
    // The Betim-only recruiter is offered Betim's vacancies only.
    expect(ids(await offered([c.userId], betimRecruiter))).toEqual([betimVacancy]);
  });

  it('for several candidates: a vacancy some can take, with who cannot and why; one none can take is left out', async () => {
    const adult = await candidate({ locale: 'en-US' });
    await declare(adult, { birthdate: birthdateForAge(30), pcd: false });
    const teen = await candidate();
    await declare(teen, { birthdate: birthdateForAge(17), pcd: false });
    const left = await candidate({ consent: false });
    await invited(teen, betimVacancy);
    const answer = await offered([teen.userId, left.userId, adult.userId], sensitiveRecruiter);
    // The one who does not consent is not there; the others in the order asked, with their languages.
    expect(answer.candidates.map((c) => [c.id, c.locale])).toEqual([
      [teen.userId, 'pt-BR'],
      [adult.userId, 'en-US'],
    ]);
    const byId = new Map(answer.vacancies.map((v) => [v.id, v]));
    expect(byId.get(apprenticeVacancy)?.blocked).toEqual([
      { candidate_id: adult.userId, reason: 'apprentice_age' },
    ]);
    expect(byId.get(betimVacancy)?.blocked).toEqual([
      { candidate_id: teen.userId, reason: 'already_invited' },
    ]);
    expect(byId.has(pcdVacancy)).toBe(false);
  });

  it('400 naming candidates for an id that is not one, a repeated id or more than 50', async () => {
    const c = await candidate();
    for (const list of [
      ['not-an-id'],
      [c.userId, c.userId],
      Array.from({ length: 51 }, () => randomUUID()),
    ]) {
      const res = await options(list);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toMatch(/^candidates/);
    }
    const none = await call('GET', `${RECRUITING}/invitation-options`, recruiter);
    expect(none.statusCode).toBe(400);
  });
});

describe('inviting several candidates at once (POST /invitations)', () => {
  const inviteMany = (body: object, who: Who | null = recruiter, language = 'pt-BR') =>
    call('POST', `${RECRUITING}/invitations`, who ?? undefined, body, language);

  it('anonymous 401; a candidate and an employee without recruiting.talent_pool 403', async () => {
    const c = await candidate();
    const body = { candidate_ids: [c.userId], vacancy_id: jaraguaVacancy };
    expect((await inviteMany(body, null)).statusCode).toBe(401);
    for (const who of [c, f.plainEmployee, noPool])
      expect((await inviteMany(body, who)).statusCode).toBe(403);
  });

  it('one message, each candidate told in their own language; the others refused with the code and a detail in the caller’s language', async () => {
    const english = await candidate({ locale: 'en-US' });
    const spanish = await candidate({ locale: 'es-ES' });
    const already = await candidate();
    await invited(already, betimVacancy);
    const left = await candidate({ consent: false });
    const res = await inviteMany(
      {
        candidate_ids: [english.userId, already.userId, spanish.userId, left.userId],
        vacancy_id: betimVacancy,
        message: 'Venha nos conhecer!',
      },
      recruiter,
      'es-ES',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.invited.map((i: { candidate_id: string }) => i.candidate_id)).toEqual([
      english.userId,
      spanish.userId,
    ]);
    expect(body.refused).toEqual([
      {
        candidate_id: already.userId,
        code: 'already_invited',
        detail: 'Este candidato ya ha sido invitado a esta vacante.',
      },
      { candidate_id: left.userId, code: 'not_found', detail: expect.stringMatching(/./) },
    ]);
    const englishMail = await t.sink.waitFor((m) => m.to.includes(english.email));
    expect(englishMail.subject).toBe('Invitation to apply: Operador de Empilhadeira (EN)');
    expect(englishMail.text).toContain('Venha nos conhecer!');
    const spanishMail = await t.sink.waitFor((m) => m.to.includes(spanish.email));
    expect(spanishMail.subject).toBe('Invitación a la vacante Operador de Empilhadeira');
    expect(spanishMail.text).toContain('Venha nos conhecer!');
    expect((await call('GET', MINE, english)).json()).toMatchObject([{ message: 'Venha nos conhecer!' }]);
  });

  it('refuses each candidate the vacancy does not fit (apprentice age), inviting the others', async () => {
    const teen = await candidate();
    await declare(teen, { birthdate: birthdateForAge(16), pcd: false });
    const adult = await candidate();
    await declare(adult, { birthdate: birthdateForAge(40), pcd: false });
    const res = await inviteMany({
      candidate_ids: [teen.userId, adult.userId],
      vacancy_id: apprenticeVacancy,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().invited).toEqual([{ candidate_id: teen.userId, id: expect.any(Number) }]);
    expect(res.json().refused).toEqual([
      {
        candidate_id: adult.userId,
        code: 'apprentice_age',
        detail: expect.stringContaining('jovem aprendiz'),
      },
    ]);
  });

  it('refuses the whole request, nothing written: 404 vacancy, 403 PcD-exclusive without recruiting.sensitive, 400 bad lists', async () => {
    const c = await candidate();
    expect((await inviteMany({ candidate_ids: [c.userId], vacancy_id: 999_999 })).statusCode).toBe(404);
    expect(
      (await inviteMany({ candidate_ids: [c.userId], vacancy_id: jaraguaVacancy }, betimRecruiter))
        .statusCode,
    ).toBe(404);
    const pcd = await inviteMany({ candidate_ids: [c.userId], vacancy_id: pcdVacancy });
    expect(pcd.statusCode).toBe(403);
    for (const candidate_ids of [
      [],
      [c.userId, c.userId],
      ['x'],
      Array.from({ length: 51 }, () => randomUUID()),
    ]) {
      const res = await inviteMany({ candidate_ids, vacancy_id: jaraguaVacancy });
      expect(res.statusCode, JSON.stringify(candidate_ids).slice(0, 40)).toBe(400);
      expect(res.json().errors[0].field).toMatch(/^candidate_ids/);
    }
    expect((await invitationsOf(c.userId)).json()).toEqual([]);
  });
});

describe("the candidate's answer", () => {
  it('lists the invitation with its vacancy; accepting applies once, and the recruiter sees applied', async () => {
    const c = await candidate();
    const id = await invited(c, betimVacancy, 'Olá!');
    const [mine] = (await call('GET', MINE, c)).json();
    expect(mine).toMatchObject({
      id,
      state: 'invited',
      message: 'Olá!',
      vacancy: { id: betimVacancy, title: 'Operador de Empilhadeira', city: 'Betim', deadline },
    });
    expect(mine.vacancy.unit.name).toBeTruthy();

    const accepted = await call('POST', `${MINE}/${id}/accept`, c);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ vacancy: { id: betimVacancy }, status: 'received' });
    const applications = (await call('GET', '/api/curriculum/vacancies/v1/user', c)).json();
    expect(applications).toHaveLength(1);
    // Accepting again answers the same application.
    const again = await call('POST', `${MINE}/${id}/accept`, c);
    expect(again.json().id).toBe(accepted.json().id);
    expect((await invitationsOf(c.userId)).json()).toMatchObject([
      { id, state: 'applied', invited_by: { id: recruiter.userId, name: 'Renata Recrutadora' } },
    ]);
    const decline = await call('POST', `${MINE}/${id}/decline`, c);
    expect(decline.statusCode).toBe(409);
    expect(decline.json().code).toBe('invalid_transition');
  });

  it('accepting follows the applying rules: resume_not_finished, and deadline_passed once expired', async () => {
    const unfinished = await candidate({ finished: false });
    const id = await invited(unfinished);
    const refused = await call('POST', `${MINE}/${id}/accept`, unfinished);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('resume_not_finished');
    expect((await invitationsOf(unfinished.userId)).json()[0].state).toBe('invited');
    // Finished later, the same invitation applies.
    await t.database.db
      .update(candidates)
      .set({ finished: true })
      .where(eq(candidates.userId, unfinished.userId));
    expect((await call('POST', `${MINE}/${id}/accept`, unfinished)).statusCode).toBe(201);

    const short = await f.publishedVacancy(f.betim, 'Vaga curta');
    const late = await candidate();
    const lateId = await invited(late, short);
    try {
      clock.ahead(40 * 86_400_000);
      const expired = await call('POST', `${MINE}/${lateId}/accept`, late);
      expect(expired.statusCode).toBe(409);
      expect(expired.json().code).toBe('deadline_passed');
      expect((await call('GET', MINE, late)).json()[0].state).toBe('expired');
      expect((await invitationsOf(late.userId)).json()[0].state).toBe('expired');
      const after = await invite((await candidate()).userId, { vacancy_id: short });
      expect(after.statusCode).toBe(409);
      expect(after.json().code).toBe('deadline_passed');
    } finally {
      clock.reset();
    }
  });

  it('declining: 204 (again too), the recruiter sees declined, and the candidate can no longer accept it', async () => {
    const c = await candidate();
    const id = await invited(c);
    expect((await call('POST', `${MINE}/${id}/decline`, c)).statusCode).toBe(204);
    expect((await call('POST', `${MINE}/${id}/decline`, c)).statusCode).toBe(204);
    expect((await invitationsOf(c.userId)).json()[0]).toMatchObject({ state: 'declined' });
    expect((await call('GET', MINE, c)).json()[0].decided_at).toBeTruthy();
    const accept = await call('POST', `${MINE}/${id}/accept`, c);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().code).toBe('invalid_transition');
  });

  it("applying from the vacancy's page after the invitation came reads as applied on both sides", async () => {
    const c = await candidate();
    const id = await invited(c, betimVacancy);
    const direct = await call('POST', '/api/curriculum/vacancies/v1', c, { vacancy_id: betimVacancy });
    expect(direct.statusCode, direct.body).toBe(201);
    expect((await call('GET', MINE, c)).json()[0]).toMatchObject({ id, state: 'applied' });
    expect((await invitationsOf(c.userId)).json()[0]).toMatchObject({ id, state: 'applied' });
    // Declining is refused, as for an invitation applied to; accepting answers the application already made.
    const decline = await call('POST', `${MINE}/${id}/decline`, c);
    expect(decline.statusCode).toBe(409);
    expect(decline.json().code).toBe('invalid_transition');
    const accept = await call('POST', `${MINE}/${id}/accept`, c);
    expect(accept.statusCode, accept.body).toBeLessThan(300);
    expect(accept.json().id).toBe(direct.json().id);
  });

  it('a closed vacancy makes an undecided invitation expired', async () => {
    const vacancy = await f.publishedVacancy(f.jaragua, 'Vaga a fechar');
    const c = await candidate();
    await invited(c, vacancy);
    const closed = await call('POST', `${RECRUITING}/vacancies/${vacancy}/close`, f.recruiter);
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await invitationsOf(c.userId)).json()[0].state).toBe('expired');
  });
});

describe('the LGPD export and the account deletion', () => {
  it('the export lists the invitations; deleting the account removes them', async () => {
    const c = await candidate();
    const id = await invited(c, jaraguaVacancy, 'Venha!');
    const exported = (await call('GET', '/api/curriculum/candidates/v1/export', c)).json();
    expect(exported.talent_pool_invitations).toMatchObject([
      { id, vacancy_id: jaraguaVacancy, message: 'Venha!', state: 'invited' },
    ]);
    expect((await call('DELETE', '/api/curriculum/candidates/v1/delete-account', c)).statusCode).toBe(204);
    const rows = (await t.database.db.execute(
      `select 1 from talent_pool_invitations where user_id = '${c.userId}'` as never,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([]);
  });
});

describe('concurrency', () => {
  it('bulk invitations at once to overlapping candidates: one invitation (and one mail) per candidate and vacancy', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => candidate()));
    const vacancy = await f.publishedVacancy(f.betim, 'Montador em lote');
    const lists = [
      people,
      [...people].reverse(),
      people.slice(0, 4),
      people.slice(2),
      people.filter((_, i) => i % 2 === 0),
    ];
    const answers = await Promise.all(
      lists.map((list) =>
        call('POST', `${RECRUITING}/invitations`, recruiter, {
          candidate_ids: list.map((p) => p.userId),
          vacancy_id: vacancy,
        }),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const invitedIds = answers.flatMap((a) =>
      a.json().invited.map((i: { candidate_id: string }) => i.candidate_id),
    );
    expect([...invitedIds].sort()).toEqual(people.map((p) => p.userId).sort());
    for (const a of answers) for (const r of a.json().refused) expect(r.code).toBe('already_invited');
    const rows = (await t.database.db.execute(
      `select user_id, count(*)::int as n from talent_pool_invitations where vacancy_id = ${vacancy} group by user_id` as never,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows).toHaveLength(6);
    for (const row of rows.rows) expect(row.n).toBe(1);
    for (const p of people) {
      await t.sink.waitFor((m) => m.to.includes(p.email) && m.subject.includes('Montador em lote'));
      expect(
        t.sink.mails.filter((m) => m.to.includes(p.email) && m.subject.includes('Montador em lote')),
      ).toHaveLength(1);
    }
  });

  it('10 invitations at once to one candidate and vacancy: exactly one 201, the others 409 already_invited', async () => {
    const c = await candidate();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => invite(c.userId, { vacancy_id: betimVacancy })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    for (const a of answers) if (a.statusCode === 409) expect(a.json().code).toBe('already_invited');
    expect((await call('GET', MINE, c)).json()).toHaveLength(1);
  });

  it('a withdrawal racing invitations never leaves an invitation written after the consent ended', async () => {
    for (let round = 0; round < 5; round++) {
      const c = await candidate();
      const answers = await Promise.all([
        invite(c.userId, { vacancy_id: jaraguaVacancy }),
        call('PUT', POOL, c, { opt_in: false }),
        invite(c.userId, { vacancy_id: betimVacancy }),
      ]);
      expect(answers[1]!.statusCode).toBe(200);
      for (const a of [answers[0]!, answers[2]!]) expect([201, 404]).toContain(a.statusCode);
      // Each invitation either committed before the withdrawal (201, and it is there) or after it (404, nothing
      // written). The writing transactions' ids tell their order: no invitation may come from a transaction later
      // than the withdrawal's (without the candidate's lock, one that read the member row first could).
      const result = (await t.database.db.execute(
        `select count(*)::int as n,
                count(*) filter (where exists (
                  select 1 from talent_pool_consent_events e
                   where e.user_id = i.user_id and not e.opt_in
                     and e.xmin::text::bigint < i.xmin::text::bigint))::int as late
           from talent_pool_invitations i where i.user_id = '${c.userId}'` as never,
      )) as unknown as { rows: { n: number; late: number }[] };
      expect(result.rows[0]).toEqual({
        n: answers.filter((a) => a.statusCode === 201).length,
        late: 0,
      });
    }
  });
});
