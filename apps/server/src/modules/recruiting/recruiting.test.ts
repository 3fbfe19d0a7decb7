import type { VacancyBodyInput } from '@portal/contracts/recruiting';
import { PERMISSIONS } from '@portal/contracts/users';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUsersCommand, UsageError } from '#server/cli/users-command';
import { units, users } from '#server/db/schema';
import { permissionsPlugin } from '#server/plugins/permissions';
import { seedDemoData } from '#server/seed/seed';
import { createCandidate } from '#server-test/candidates';
import { createEmployee, type TestEmployee } from '#server-test/employees';
import { problemFields } from '#server-test/problems';
import {
  RECRUITING_API as API,
  BOTH_RECRUITING_PERMISSIONS as BOTH,
  PUBLIC_VACANCIES_API as PUBLIC,
  type RecruitingFixture,
  recruitingFixture,
  type Who,
} from '#server-test/recruiting';
import { createTestApp, createTestDatabase, type TestApp } from '#server-test/test-app';

// Decision 0050: recruiting permissions with a unit limit, and the vacancy lifecycle a
// recruiter drives (draft → published → closed → reopened) as the public API and pages see it.

let clock = new Date('2026-06-10T15:00:00Z');
let t: TestApp;
let f: RecruitingFixture;
let betim: number;
let jaragua: number;
let recruiter: TestEmployee;
let betimRecruiter: TestEmployee;
/** `recruiting.applications` only: reads vacancies, changes none. */
let reader: TestEmployee;
let plainEmployee: TestEmployee;
let otherPermission: TestEmployee;
let candidate: Who;

/** The fixture's vacancy in Jaraguá do Sul, with two benefits. */
const body = (overrides: Partial<VacancyBodyInput> = {}): VacancyBodyInput =>
  f.vacancyBody(jaragua, 'Técnico de Manutenção Elétrica', {
    benefits: { health: true, restaurant: true },
    ...overrides,
  });

const call: RecruitingFixture['call'] = (...args) => f.call(...args);
/** The users tool's `grant`, telling this server as the tool tells running servers (decision 0069). */
const grant = (email: string, ...options: string[]) =>
  runUsersCommand(['grant', '--email', email, ...options], t.database.db, undefined, undefined, (userIds) =>
    t.app.auth.grantsChanged(userIds),
  );

async function create(who: TestEmployee, overrides: Partial<VacancyBodyInput> = {}): Promise<number> {
  const res = await call('POST', `${API}/vacancies`, who, body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const publicTitles = async (language = 'pt-BR') =>
  ((await call('GET', PUBLIC, undefined, undefined, language)).json() as { id: number; title: string }[]).map(
    (v) => `${v.id}:${v.title}`,
  );

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock, careersBuild: false });
  f = await recruitingFixture(t, { deadline: '2026-07-31' });
  ({ betim, jaragua, recruiter, betimRecruiter, plainEmployee } = f);
  reader = await createEmployee(t.database, { permissions: ['recruiting.applications'] });
  otherPermission = await createEmployee(t.database, { permissions: ['notifications.create'] });
  candidate = await createCandidate(t.database);
});
afterAll(() => t.close());

describe('who may call the recruiting API', () => {
  let id: number;
  beforeAll(async () => {
    id = await create(recruiter);
  });
  const endpoints = (): ['GET' | 'POST' | 'PUT', string, unknown?][] => [
    ['GET', `${API}/units`],
    ['GET', `${API}/vacancies`],
    ['POST', `${API}/vacancies`, body()],
    ['GET', `${API}/vacancies/${id}`],
    ['PUT', `${API}/vacancies/${id}`, body()],
    ['POST', `${API}/vacancies/${id}/publish`],
    ['POST', `${API}/vacancies/${id}/close`],
    ['POST', `${API}/vacancies/${id}/reopen`],
  ];

  it('refuses anonymous callers (401), candidates and employees without the permission (403)', async () => {
    for (const [method, url, payload] of endpoints()) {
      const anonymous = await call(method, url, undefined, payload);
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      expect(anonymous.headers['content-type']).toContain('application/problem+json');
      for (const who of [candidate, plainEmployee, otherPermission]) {
        const res = await call(method, url, who, payload, 'en-US');
        expect([method, url, res.statusCode]).toEqual([method, url, 403]);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
    }
    const refused = await call('GET', `${API}/vacancies`, plainEmployee, undefined, 'es-ES');
    expect(refused.json().detail).toBe('No tienes permiso para esta acción.');
  });

  it('lets recruiting.applications read vacancies but not change them', async () => {
    expect((await call('GET', `${API}/vacancies`, reader)).statusCode).toBe(200);
    expect((await call('GET', `${API}/vacancies/${id}`, reader)).statusCode).toBe(200);
    expect((await call('POST', `${API}/vacancies`, reader, body())).statusCode).toBe(403);
    expect((await call('PUT', `${API}/vacancies/${id}`, reader, body())).statusCode).toBe(403);
    expect((await call('POST', `${API}/vacancies/${id}/publish`, reader)).statusCode).toBe(403);
  });

  it('documents the permission, the security and the 401/403 answers in OpenAPI', () => {
    const paths = t.app.swagger().paths as Record<string, Record<string, Record<string, unknown>>>;
    const post = paths['/api/recruiting/v1/vacancies']!.post!;
    expect(post.description).toContain('`recruiting.vacancies`');
    expect(Object.keys(post.responses as object)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403']),
    );
    expect(post.security).not.toEqual([]);
    expect(paths['/api/recruiting/v1/vacancies']!.get!.description).toContain('`recruiting.applications`');
  });

  it('refuses a route that declares a permission for callers other than employees, when it is added', async () => {
    const app = Fastify();
    await app.register(fp(async () => {}, { name: 'authentication' }));
    await app.register(permissionsPlugin);
    expect(() =>
      app.get('/x', { config: { auth: 'candidate', permission: 'recruiting.vacancies' } }, async () => ({})),
    ).toThrow("a permission is for employees, not auth 'candidate'");
    await app.close();
  });

  it('takes a permission away at once when the users tool changes the grant (no new sign-in)', async () => {
    const someone = await createEmployee(t.database, { permissions: BOTH });
    expect((await call('GET', `${API}/vacancies`, someone)).statusCode).toBe(200);
    await grant(someone.email, '--permissions', '');
    expect((await call('GET', `${API}/vacancies`, someone)).statusCode).toBe(403);
  });
});

describe('a recruiter limited to the Betim plant', () => {
  let jaraguaVacancy: number;
  let betimVacancy: number;
  beforeAll(async () => {
    jaraguaVacancy = await create(recruiter, { title: { 'pt-BR': 'Soldador Jaraguá' } });
    betimVacancy = await create(betimRecruiter, {
      title: { 'pt-BR': 'Soldador Betim' },
      unit_id: betim,
      city: 'Betim',
      state: 'MG',
    });
  });

  it("gets 404 for another unit's vacancy on every endpoint, and does not see it in lists", async () => {
    for (const [method, url, payload] of [
      ['GET', `${API}/vacancies/${jaraguaVacancy}`],
      ['PUT', `${API}/vacancies/${jaraguaVacancy}`, body({ unit_id: betim, city: 'Betim', state: 'MG' })],
      ['POST', `${API}/vacancies/${jaraguaVacancy}/publish`],
      ['POST', `${API}/vacancies/${jaraguaVacancy}/close`],
      ['POST', `${API}/vacancies/${jaraguaVacancy}/reopen`],
    ] as const) {
      expect([url, (await call(method, url, betimRecruiter, payload)).statusCode]).toEqual([url, 404]);
    }
    const listed = (await call('GET', `${API}/vacancies`, betimRecruiter)).json() as { id: number }[];
    expect(listed.map((v) => v.id)).toContain(betimVacancy);
    expect(listed.map((v) => v.id)).not.toContain(jaraguaVacancy);
    const everything = (await call('GET', `${API}/vacancies`, recruiter)).json() as { id: number }[];
    expect(everything.map((v) => v.id)).toEqual(expect.arrayContaining([betimVacancy, jaraguaVacancy]));
    const units = (await call('GET', `${API}/units`, betimRecruiter)).json() as { id: number }[];
    expect(units.map((u) => u.id)).toEqual([betim]);
  });

  it("cannot create or move a vacancy into another unit (400 on unit_id, in the caller's language)", async () => {
    const res = await call('POST', `${API}/vacancies`, betimRecruiter, body(), 'en-US');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'unit_id', message: 'Choose a unit you can recruit for' }]);
    const moved = await call('PUT', `${API}/vacancies/${betimVacancy}`, betimRecruiter, body(), 'es-ES');
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual([
      { field: 'unit_id', message: 'Elige una unidad en la que puedas reclutar' },
    ]);
  });
});

describe('the vacancy body', () => {
  it.each([
    ['pt-BR', 'Este campo é obrigatório'],
    ['en-US', 'This field is required'],
    ['es-ES', 'Este campo es obligatorio'],
  ])('needs the pt-BR texts (%s message)', async (language, message) => {
    const res = await call(
      'POST',
      `${API}/vacancies`,
      recruiter,
      body({ title: { 'pt-BR': ' ', 'en-US': 'Welder' } }),
      language,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'title.pt-BR', message });
  });

  it('refuses an unknown unit, state or modality', async () => {
    const res = await call(
      'POST',
      `${API}/vacancies`,
      recruiter,
      body({ unit_id: 999_999, state: 'XX' as never, modality: 'moon' as never }),
    );
    expect(res.statusCode).toBe(400);
    expect(problemFields(res)).toEqual(expect.arrayContaining(['state', 'modality']));
  });
});

describe("a vacancy's city and state are its unit's", () => {
  const stored = async () =>
    ((await call('GET', `${API}/vacancies`, recruiter)).json() as { id: number }[]).length;

  it.each([
    ['pt-BR', 'Use a cidade da unidade escolhida', 'Use o estado da unidade escolhida'],
    ['es-ES', 'Usa la ciudad de la unidad elegida', 'Usa el estado de la unidad elegida'],
  ])(
    "refuses another place than the unit's (400 on city and state, %s) and stores nothing",
    async (language, city, state) => {
      const before = await stored();
      const res = await call(
        'POST',
        `${API}/vacancies`,
        recruiter,
        body({ title: { 'pt-BR': `Soldador em Betim? ${language}` }, city: 'Betim', state: 'MG' }),
        language,
      );
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 400, detail: city });
      expect(res.json().errors).toEqual([
        { field: 'city', message: city },
        { field: 'state', message: state },
      ]);
      const stateOnly = await call('POST', `${API}/vacancies`, recruiter, body({ state: 'PR' }), language);
      expect(stateOnly.statusCode).toBe(400);
      expect(stateOnly.json().errors).toEqual([{ field: 'state', message: state }]);
      expect(await stored()).toBe(before);
    },
  );

  it('refuses an edit that moves the vacancy to another unit but keeps the old place, and keeps what was stored', async () => {
    const id = await create(recruiter);
    const res = await call('PUT', `${API}/vacancies/${id}`, recruiter, body({ unit_id: betim }), 'en-US');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'city', message: 'Use the city of the chosen unit' },
      { field: 'state', message: 'Use the state of the chosen unit' },
    ]);
    expect((await call('GET', `${API}/vacancies/${id}`, recruiter)).json()).toMatchObject({
      unit: { id: jaragua },
      city: 'Jaraguá do Sul',
      state: 'SC',
    });
    const moved = await call(
      'PUT',
      `${API}/vacancies/${id}`,
      recruiter,
      body({ unit_id: betim, city: 'Betim', state: 'MG' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ unit: { id: betim }, city: 'Betim', state: 'MG' });
  });

  it("accepts the unit's city however it is typed and stores the unit's spelling", async () => {
    const id = await create(recruiter, { city: '  JARAGUA  do sul ', state: 'SC' });
    expect((await call('GET', `${API}/vacancies/${id}`, recruiter)).json()).toMatchObject({
      unit: { id: jaragua },
      city: 'Jaraguá do Sul',
      state: 'SC',
    });
  });
});

describe('the lifecycle as the public sees it', () => {
  it('create → edit → publish → public (en-US, es-ES falls back) → edit → close → gone → reopen', async () => {
    const before = await publicTitles(); // warms the public list cache
    const id = await create(recruiter);
    const draft = (await call('GET', `${API}/vacancies/${id}`, recruiter)).json();
    expect(draft).toMatchObject({
      id,
      status: 'draft',
      published_at: null,
      title: { 'pt-BR': 'Técnico de Manutenção Elétrica' },
      benefits: { health: true, restaurant: true, education: false },
      applicants: { total: 0, received: 0 },
    });
    expect(await publicTitles()).toEqual(before);
    expect((await call('GET', `${PUBLIC}/${id}`)).statusCode).toBe(404);

    const edited = await call(
      'PUT',
      `${API}/vacancies/${id}`,
      recruiter,
      body({ title: { 'pt-BR': 'Eletricista Industrial', 'en-US': 'Industrial Electrician' } }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().title).toEqual({
      'pt-BR': 'Eletricista Industrial',
      'en-US': 'Industrial Electrician',
    });

    const published = await call('POST', `${API}/vacancies/${id}/publish`, recruiter);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', published_at: clock.toISOString() });
    // At once, although the list was cached a moment ago.
    expect(await publicTitles()).toContain(`${id}:Eletricista Industrial`);
    expect(await publicTitles('en-US')).toContain(`${id}:Industrial Electrician`);
    expect(await publicTitles('es-ES')).toContain(`${id}:Eletricista Industrial`);
    const page = await call('GET', `${PUBLIC}/${id}`, undefined, undefined, 'en-US');
    expect(page.json()).toMatchObject({
      title: 'Industrial Electrician',
      duties: 'Manter painéis elétricos',
    });

    await call(
      'PUT',
      `${API}/vacancies/${id}`,
      recruiter,
      body({ title: { 'pt-BR': 'Eletricista de Manutenção Industrial' } }),
    );
    expect(await publicTitles()).toContain(`${id}:Eletricista de Manutenção Industrial`);
    expect(await publicTitles('en-US')).toContain(`${id}:Eletricista de Manutenção Industrial`);

    const closed = await call('POST', `${API}/vacancies/${id}/close`, recruiter);
    expect(closed.json()).toMatchObject({ status: 'closed', closed_at: clock.toISOString() });
    expect((await publicTitles()).some((v) => v.startsWith(`${id}:`))).toBe(false);
    expect((await call('GET', `${PUBLIC}/${id}`)).statusCode).toBe(404);

    expect((await call('POST', `${API}/vacancies/${id}/reopen`, recruiter)).json().status).toBe('published');
    expect(await publicTitles()).toContain(`${id}:Eletricista de Manutenção Industrial`);
  });

  it.each([
    ['publish', 'published'],
    ['reopen', 'draft'],
    ['close', 'draft'],
  ])('refuses to %s a %s vacancy (409 invalid_transition)', async (action, state) => {
    const id = await create(recruiter);
    if (state === 'published') await call('POST', `${API}/vacancies/${id}/publish`, recruiter);
    const res = await call('POST', `${API}/vacancies/${id}/${action}`, recruiter, undefined, 'en-US');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'invalid_transition', title: 'Status change not allowed' });
  });

  it('closes a vacancy by itself once its deadline passes; reopening needs a new deadline', async () => {
    const id = await create(recruiter, { application_deadline: '2026-06-11' });
    await call('POST', `${API}/vacancies/${id}/publish`, recruiter);
    const start = clock;
    try {
      clock = new Date('2026-06-12T12:00:00Z');
      // Closed since the end of its last day in Brasília (UTC-3).
      expect((await call('GET', `${API}/vacancies/${id}`, recruiter)).json()).toMatchObject({
        status: 'closed',
        closed_at: '2026-06-12T03:00:00.000Z',
      });
      // The public side treats it as before: not listed, its page says the deadline passed.
      expect((await call('GET', `${PUBLIC}/${id}`)).json()).toMatchObject({ deadline_passed: true });
      const closedList = (await call('GET', `${API}/vacancies?status=closed`, recruiter)).json();
      expect(closedList.map((v: { id: number }) => v.id)).toContain(id);
      expect((await publicTitles()).some((v) => v.startsWith(`${id}:`))).toBe(false);
      const refused = await call('POST', `${API}/vacancies/${id}/reopen`, recruiter, undefined, 'en-US');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        { field: 'application_deadline', message: 'The application deadline cannot be before today' },
      ]);
      const edited = await call(
        'PUT',
        `${API}/vacancies/${id}`,
        recruiter,
        body({ application_deadline: '2026-06-30' }),
      );
      // A new deadline alone does not publish it again: reopening is the recruiter's choice.
      expect(edited.json()).toMatchObject({ status: 'closed', application_deadline: '2026-06-30' });
      expect((await publicTitles()).some((v) => v.startsWith(`${id}:`))).toBe(false);
      expect((await call('POST', `${API}/vacancies/${id}/reopen`, recruiter)).json().status).toBe(
        'published',
      );
      expect(await publicTitles()).toContain(`${id}:Técnico de Manutenção Elétrica`);
    } finally {
      clock = start;
    }
  });

  it('filters by status, text and unit, and counts applicants per status', async () => {
    const id = await create(recruiter, { title: { 'pt-BR': 'Operadora de Empilhadeira' } });
    await call('POST', `${API}/vacancies/${id}/publish`, recruiter);
    await f.apply(await createCandidate(t.database), id);
    const found = (
      await call('GET', `${API}/vacancies?q=empilhadeira&status=published&unit=${jaragua}`, recruiter)
    ).json() as { id: number; applicants: Record<string, number> }[];
    expect(found.map((v) => v.id)).toEqual([id]);
    expect(found[0]!.applicants).toMatchObject({ total: 1, received: 1, in_review: 0 });
    expect((await call('GET', `${API}/vacancies?q=empilhadeira&status=draft`, recruiter)).json()).toEqual([]);
    expect((await call('GET', `${API}/vacancies?q=empilhadeira&unit=${betim}`, recruiter)).json()).toEqual(
      [],
    );
  });
});

describe('granting recruiting', () => {
  it('the users tool grants permissions and a unit limit, which the API then applies', async () => {
    const someone = await createEmployee(t.database);
    expect((await call('GET', `${API}/vacancies`, someone)).statusCode).toBe(403);
    const lines = await grant(someone.email, '--permissions', BOTH.join(','), '--units', String(betim));
    expect(lines[0]).toContain(`permissions ${BOTH.join(',')} | units ${betim}`);
    const units = (await call('GET', `${API}/units`, someone)).json() as { id: number }[];
    expect(units.map((u) => u.id)).toEqual([betim]);
    await grant(someone.email, '--units', 'all');
    expect(((await call('GET', `${API}/units`, someone)).json() as unknown[]).length).toBe(2);
    await expect(
      runUsersCommand(['grant', '--email', someone.email, '--units', '999999'], t.database.db),
    ).rejects.toThrow(UsageError);
    await expect(
      runUsersCommand(
        ['grant', '--email', someone.email, '--permissions', 'recruiting.everything'],
        t.database.db,
      ),
    ).rejects.toThrow(UsageError);
  });

  it('seeds the demo recruiters of DESIGN §2, and the admin keeps every permission', async () => {
    const database = await createTestDatabase();
    try {
      await seedDemoData(database, { info() {} } as never, clock);
      const rows = await database.db.select().from(users);
      const byEmail = new Map(rows.map((u) => [u.email, u]));
      expect(byEmail.get('admin@example.com')!.permissions).toEqual([...PERMISSIONS]);
      // With the talent pool (DESIGN §2): the recruiter of every unit also searches it and sees PcD data; the Betim
      // recruiter searches it only.
      expect(byEmail.get('recrutador@example.com')).toMatchObject({
        permissions: [...BOTH, 'recruiting.talent_pool', 'recruiting.sensitive'],
        unitIds: null,
      });
      const betimOnly = byEmail.get('recrutadora.betim@example.com')!;
      expect(betimOnly.permissions).toEqual([...BOTH, 'recruiting.talent_pool']);
      const seededUnits = await database.db.select().from(units);
      const betimIds = seededUnits.filter((unit) => unit.city === 'Betim').map((unit) => unit.id);
      expect(betimOnly.unitIds).toEqual(betimIds);
      expect(betimIds).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
