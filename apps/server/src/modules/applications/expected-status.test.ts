import { statusChangedProblemSchema } from '@portal/contracts/recruiting';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, type TestEmployee } from '#server-test/employees';
import { BOTH_RECRUITING_PERMISSIONS, useRecruitingFixture } from '#server-test/recruiting';
import { createMailingTestApp } from '#server-test/test-app';

// Decision 0066: a status change carries the status the recruiter saw (`from`); when it no longer holds, the answer
// is 409 `status_changed` with the current status and who changed it, and nothing moves nor is mailed. On PGlite and
// PostgreSQL (where the concurrent requests really run at once on a pool of 5).

const API = '/api/recruiting/v1';
const PUBLIC = '/api/curriculum/vacancies/v1';

const { t, f } = useRecruitingFixture(() => createMailingTestApp({}, { careersBuild: false }));
let colleague: TestEmployee;
let vacancy: number;

beforeAll(async () => {
  colleague = await createEmployee(t.database, {
    name: 'Carla Colega',
    permissions: BOTH_RECRUITING_PERMISSIONS,
  });
  vacancy = await f.publishedVacancy(f.jaragua, 'Técnica de Qualidade');
});

const move = (
  id: number,
  payload: object,
  who: { authorization: string } = f.recruiter,
  language = 'pt-BR',
) => f.call('POST', `${API}/applications/${id}/status`, who, payload, language);

async function timelineOf(candidate: { authorization: string }) {
  const [mine] = (await f.call('GET', `${PUBLIC}/user`, candidate)).json();
  return { status: mine.status as string, steps: (mine.events as { to: string }[]).map((e) => e.to) };
}

describe('a status change with the status the recruiter saw', () => {
  it('applies when the status is still the one seen', async () => {
    const { id, candidate } = await f.applicant(vacancy);
    const res = await move(id, { from: 'received', status: 'in_review' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('in_review');
    expect((await timelineOf(candidate)).steps).toEqual(['received', 'in_review']);
  });

  it('a colleague moved it first: 409 status_changed with the current status, who and when; nothing applied', async () => {
    const { id, candidate } = await f.applicant(vacancy);
    expect((await move(id, { from: 'received', status: 'interview' }, colleague)).statusCode).toBe(200);
    await t.sink.waitFor((m) => m.to.includes(candidate.email) && m.subject.includes('Entrevista'));

    // The recruiter's page still shows 'received' and answers 'not selected'.
    const res = await move(
      id,
      { from: 'received', status: 'not_selected', reason: 2, message: 'Obrigado.' },
      f.recruiter,
      'en-US',
    );
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = res.json();
    expect(statusChangedProblemSchema.parse(body)).toBeTruthy();
    expect(body).toMatchObject({
      status: 409,
      code: 'status_changed',
      current_status: 'interview',
      changed_by: 'Carla Colega',
      changed_by_actor: 'recruiter',
    });
    expect(Date.now() - Date.parse(body.changed_at)).toBeLessThan(60_000);
    // The caller's language; the current status and who set it; not a word of a vacancy.
    expect(body.detail).toContain('“Interview”');
    expect(body.detail).toContain('Carla Colega');
    expect(body.detail).not.toMatch(/vacancy/i);
    const pt = (await move(id, { from: 'received', status: 'not_selected', reason: 2 })).json();
    expect(pt.detail).toContain('“Entrevista”');
    expect(pt.detail).toContain('Carla Colega');
    expect(pt.detail).not.toMatch(/vaga/i);

    expect(await timelineOf(candidate)).toEqual({ status: 'interview', steps: ['received', 'interview'] });
    // Only the colleague's change was told to the candidate.
    await t.app.core.mail.drain();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.sink.mails.filter((m) => m.to.includes(candidate.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining('Entrevista'),
    ]);
  });

  it('the candidate withdrew meanwhile: status_changed by the candidate, no name', async () => {
    const { id, candidate } = await f.applicant(vacancy);
    expect((await f.call('DELETE', `${PUBLIC}/${vacancy}`, candidate)).statusCode).toBe(204);
    const res = await move(id, { from: 'received', status: 'in_review' }, f.recruiter, 'es-ES');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'status_changed',
      current_status: 'withdrawn',
      changed_by: null,
      changed_by_actor: 'candidate',
    });
    expect(res.json().detail).toContain('«Retirada por el candidato»');
  });

  it('a move the rules refuse from the status seen is invalid_transition about the application', async () => {
    const { id } = await f.applicant(vacancy);
    const res = await move(id, { from: 'received', status: 'approved' }, f.recruiter, 'en-US');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invalid_transition');
    expect(res.json().detail).toContain('application');
    expect(res.json().detail).not.toMatch(/vacancy/i);
  });

  it("without `from`: 400 naming it in the caller's language; nothing moves nor is mailed", async () => {
    const { id, candidate } = await f.applicant(vacancy);
    const res = await move(id, { status: 'in_review', message: 'Olá' }, f.recruiter, 'pt-BR');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['from']);
    expect(res.headers['content-language']).toBe('pt-BR');
    expect(await timelineOf(candidate)).toEqual({ status: 'received', steps: ['received'] });
  });

  it('20 changes from the same status at once, to different steps: exactly one applies, the others are told which', async () => {
    const { id, candidate } = await f.applicant(vacancy);
    const targets = ['in_review', 'interview', 'not_selected'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        move(id, {
          from: 'received',
          status: targets[i % targets.length],
          ...(targets[i % targets.length] === 'not_selected' ? { reason: 2 } : {}),
          message: `mudança ${i}`,
        }),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    const lost = answers.filter((a) => a.statusCode === 409);
    console.log(`expected status race: 200 ${won.length}, 409 ${lost.length}`);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    const winner = won[0]!.json().status as string;
    for (const answer of lost) {
      expect(answer.json()).toMatchObject({ code: 'status_changed', current_status: winner });
    }
    expect(await timelineOf(candidate)).toEqual({ status: winner, steps: ['received', winner] });
    // One change, one mail.
    await t.app.core.mail.drain();
    await t.sink.waitFor((m) => m.to.includes(candidate.email));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.sink.mails.filter((m) => m.to.includes(candidate.email))).toHaveLength(1);
  });
});

describe('the bulk not selected with the status seen per application', () => {
  it('ends those still where the recruiter saw them and reports the changed ones with their current status', async () => {
    const fresh = await f.applicant(vacancy);
    const moved = await f.applicant(vacancy);
    const bare = await f.applicant(vacancy);
    expect((await move(moved.id, { from: 'received', status: 'interview' }, colleague)).statusCode).toBe(200);
    const res = await f.call('POST', `${API}/vacancies/${vacancy}/applications/not-selected`, f.recruiter, {
      applications: [
        { id: fresh.id, from: 'received' },
        { id: moved.id, from: 'received' },
      ],
      message: 'Obrigado pela participação.',
      reason: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().updated).toEqual([fresh.id]);
    expect(res.json().skipped).toEqual([moved.id]);
    expect(res.json().changed).toEqual([
      expect.objectContaining({
        id: moved.id,
        current_status: 'interview',
        changed_by: 'Carla Colega',
        changed_by_actor: 'recruiter',
      }),
    ]);
    expect((await timelineOf(moved.candidate)).status).toBe('interview');
    expect((await timelineOf(fresh.candidate)).status).toBe('not_selected');

    // An older client's bare ids still end any open application.
    const old = await f.call('POST', `${API}/vacancies/${vacancy}/applications/not-selected`, f.recruiter, {
      application_ids: [bare.id, moved.id],
      reason: 2,
    });
    expect(old.json().changed).toEqual([]);
    expect(old.json().updated.sort()).toEqual([bare.id, moved.id].sort());
  });

  it('refuses a body with neither ids nor applications (400)', async () => {
    const res = await f.call('POST', `${API}/vacancies/${vacancy}/applications/not-selected`, f.recruiter, {
      message: 'x',
      reason: 2,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});

describe('the OpenAPI document', () => {
  it("describes the status route's `from` and its 409 status_changed body", () => {
    // biome-ignore lint/suspicious/noExplicitAny: a walk through the generated document.
    const document = t.app.swagger() as any;
    const operation = document.paths['/api/recruiting/v1/applications/{id}/status'].post;
    const body = operation.requestBody.content['application/json'].schema;
    expect(body.properties.from.enum).toContain('interview');
    expect(body.required).toEqual(expect.arrayContaining(['status', 'from']));
    const conflict = operation.responses['409'].content['application/problem+json'].schema;
    expect(conflict.oneOf).toContainEqual({ $ref: '#/components/schemas/StatusChangedProblem' });
    const problem = document.components.schemas.StatusChangedProblem;
    expect(problem.required).toEqual(
      expect.arrayContaining([
        'status',
        'code',
        'current_status',
        'changed_at',
        'changed_by',
        'changed_by_actor',
      ]),
    );
    const bulk = document.paths['/api/recruiting/v1/vacancies/{id}/applications/not-selected'].post;
    expect(bulk.responses['200'].content['application/json'].schema.properties.changed).toBeTruthy();
  });
});
