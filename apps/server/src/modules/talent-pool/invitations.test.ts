import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCandidate } from '../../../test/candidates';
import { createEmployees, type TestEmployee } from '../../../test/employees';
import { type RecruitingFixture, useRecruitingFixture } from '../../../test/recruiting';
import { createMailingTestApp } from '../../../test/test-app';
import { candidates, users } from '../../db/schema';

// Invitations from the talent pool (decision 0074). Runs in both API projects; the concurrent requests really run
// at once on PostgreSQL, one after another on PGlite.

const RECRUITING = '/api/recruiting/v1';
const MINE = '/api/curriculum/invitations/v1';
const NOTIFICATIONS = '/api/intranet/user/v1/notifications';
const POOL = '/api/curriculum/candidates/v1/talent-pool';
let clock = new Date();
const deadline = new Date(clock.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
const { t, f } = useRecruitingFixture(
  () => createMailingTestApp({}, { now: () => clock, careersBuild: false }),
  deadline,
);

let recruiter: TestEmployee;
let betimRecruiter: TestEmployee;
let noPool: TestEmployee;
let jaraguaVacancy: number;
let betimVacancy: number;
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

async function invited(c: Candidate, vacancyId = jaraguaVacancy, message?: string): Promise<number> {
  const res = await invite(c.userId, { vacancy_id: vacancyId, ...(message ? { message } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeAll(async () => {
  ({ recruiter, betimRecruiter, noPool } = await createEmployees(t.database, {
    recruiter: {
      name: 'Renata Recrutadora',
      permissions: ['recruiting.talent_pool', 'recruiting.vacancies'],
    },
    betimRecruiter: { name: 'Beatriz de Betim', permissions: ['recruiting.talent_pool'], unitIds: [f.betim] },
    noPool: { permissions: ['recruiting.vacancies', 'recruiting.applications'] },
  }));
  jaraguaVacancy = await f.publishedVacancy(f.jaragua, 'Eletricista de Manutenção');
  betimVacancy = await f.publishedVacancy(f.betim, 'Operador de Empilhadeira');
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
    const saved = clock;
    try {
      clock = new Date(clock.getTime() + 40 * 86_400_000);
      const expired = await call('POST', `${MINE}/${lateId}/accept`, late);
      expect(expired.statusCode).toBe(409);
      expect(expired.json().code).toBe('deadline_passed');
      expect((await call('GET', MINE, late)).json()[0].state).toBe('expired');
      expect((await invitationsOf(late.userId)).json()[0].state).toBe('expired');
      const after = await invite((await candidate()).userId, { vacancy_id: short });
      expect(after.statusCode).toBe(409);
      expect(after.json().code).toBe('deadline_passed');
    } finally {
      clock = saved;
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
