import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isProblem } from '@portal/contracts/problem-guard';
import { type VacancyListItem, vacancyQuerySchema } from '@portal/contracts/vacancies';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applications, type LocalizedText, vacancies } from '#server/db/schema';
import { vacancySearchText } from '#server/db/vacancy-columns';
import { createCandidate } from '#server-test/candidates';
import { JARAGUA_UNIT } from '#server-test/recruiting';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { vacanciesRepository } from './vacancies.repository';
import { vacanciesService } from './vacancies.service';

// The business clock of this suite: 10 June 2026, 12:00 in Brasília.
const NOW = new Date('2026-06-10T15:00:00Z');
const BASE = '/api/curriculum/vacancies/v1';

let t: TestApp;
const ids: Record<string, number> = {};

async function addFixture() {
  const repo = vacanciesRepository(t.database.db);
  const [jaragua, betim] = await repo.insertUnits([
    { ...JARAGUA_UNIT, name: 'Fábrica de Motores' },
    {
      name: 'Fábrica de Transformadores',
      city: 'Betim',
      state: 'MG',
      street: 'Av. das Indústrias, 2000',
      district: 'Distrito Industrial',
      postalCode: '32600-000',
    },
  ]);
  const text = (pt: string, en?: string): LocalizedText =>
    en ? { 'pt-BR': pt, 'en-US': en } : { 'pt-BR': pt };
  const base = (
    title: LocalizedText,
    unit: typeof jaragua,
    extra: Partial<typeof vacancies.$inferInsert> = {},
  ) => ({
    unitId: unit!.id,
    city: unit!.city,
    state: unit!.state,
    title,
    duties: text(
      'Executar manutenção preventiva\nRegistrar ordens de serviço',
      'Carry out preventive maintenance',
    ),
    workingDay: text('Segunda a sexta, das 7h às 16h48'),
    requirements: text('Curso técnico em mecânica'),
    observations: text('Vaga também para PcD'),
    modality: 'on_site' as const,
    contractType: 'clt' as const,
    applicationDeadline: '2026-07-01',
    benefitHealth: true,
    benefitRestaurant: true,
    searchText: vacancySearchText({ title, city: unit!.city, state: unit!.state }, unit!.name),
    status: 'published' as const,
    publishedAt: new Date('2026-06-01T12:00:00Z'),
    ...extra,
  });
  const rows = await t.database.db
    .insert(vacancies)
    .values([
      base(text('Mecânico de Manutenção Industrial', 'Industrial Maintenance Mechanic'), jaragua),
      base(text('Eletricista de Manutenção'), betim, { publishedAt: new Date('2026-06-05T12:00:00Z') }),
      base(text('Analista de RH'), betim, { modality: 'hybrid', applicationDeadline: '2026-06-10' }),
      base(text('Soldador'), jaragua, { status: 'closed' }),
      base(text('Operador de Empilhadeira'), jaragua, { applicationDeadline: '2026-06-09' }),
    ])
    .returning({ id: vacancies.id });
  for (const [i, name] of ['mechanic', 'electrician', 'hr', 'closed', 'expired'].entries())
    ids[name] = rows[i]!.id;
  ids.jaragua = jaragua!.id;
  ids.betim = betim!.id;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  await addFixture();
});
afterAll(() => t.close());

const titles = (body: { title: string }[]) => body.map((v) => v.title);

describe('GET /api/curriculum/vacancies/v1', () => {
  it('lists open vacancies within their deadline, newest first, as a bare array', async () => {
    const res = await t.app.inject({ url: BASE });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    // Same publication date: the later-created vacancy comes first.
    expect(titles(body)).toEqual([
      'Eletricista de Manutenção',
      'Analista de RH',
      'Mecânico de Manutenção Industrial',
    ]);
    expect(body[0]).toMatchObject({
      city: 'Betim',
      state: 'MG',
      unit: { id: ids.betim, name: 'Fábrica de Transformadores' },
      modality: 'on_site',
      contract_type: 'clt',
      application_deadline: '2026-07-01',
    });
  });

  it('gives texts in the caller language, falling back to pt-BR', async () => {
    const res = await t.app.inject({ url: BASE, headers: { 'accept-language': 'en-US' } });
    expect(titles(res.json())).toEqual([
      'Eletricista de Manutenção',
      'Analista de RH',
      'Industrial Maintenance Mechanic',
    ]);
  });

  it.each([
    ['mecanico', ['Mecânico de Manutenção Industrial']],
    ['MECÂNICO', ['Mecânico de Manutenção Industrial']],
    ['manutencao', ['Eletricista de Manutenção', 'Mecânico de Manutenção Industrial']],
    ['mechanic', ['Mecânico de Manutenção Industrial']],
    ['jaragua', ['Mecânico de Manutenção Industrial']],
    ['100%_', []],
  ])('searches %j ignoring case and accents', async (q, expected) => {
    const res = await t.app.inject({ url: BASE, query: { q } });
    expect(titles(res.json())).toEqual(expected);
  });

  it('filters by city and by unit, and combines filters', async () => {
    const byCity = await t.app.inject({ url: BASE, query: { city: 'betim' } });
    expect(titles(byCity.json())).toEqual(['Eletricista de Manutenção', 'Analista de RH']);
    const byUnit = await t.app.inject({ url: BASE, query: { unit: String(ids.jaragua) } });
    expect(titles(byUnit.json())).toEqual(['Mecânico de Manutenção Industrial']);
    const both = await t.app.inject({
      url: BASE,
      query: { city: 'Betim', q: 'analista', unit: String(ids.betim) },
    });
    expect(titles(both.json())).toEqual(['Analista de RH']);
    const none = await t.app.inject({ url: BASE, query: { city: 'Betim', unit: String(ids.jaragua) } });
    expect(none.json()).toEqual([]);
  });

  it('treats empty filters as no filter (a plain HTML form sends them empty)', async () => {
    const res = await t.app.inject({ url: `${BASE}?q=&city=&unit=` });
    expect(res.json()).toHaveLength(3);
  });

  it('refuses a bad filter with a translated problem', async () => {
    const res = await t.app.inject({
      url: BASE,
      query: { unit: 'abc' },
      headers: { 'accept-language': 'es-ES' },
    });
    expect(res.statusCode).toBe(400);
    expect(isProblem(res.json())).toBe(true);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'unit' }] });
    const long = await t.app.inject({ url: BASE, query: { q: 'x'.repeat(101) } });
    expect(long.statusCode).toBe(400);
  });

  it('sends the list compressed to clients that accept it, with the same content', async () => {
    const plain = await t.app.inject({ url: BASE });
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({ url: BASE, headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('gives the city and unit options of the listed vacancies, each unit with the cities of its vacancies', async () => {
    const res = await t.app.inject({ url: `${BASE}/filters` });
    expect(res.json()).toEqual({
      cities: [
        { city: 'Betim', state: 'MG' },
        { city: 'Jaraguá do Sul', state: 'SC' },
      ],
      units: [
        { id: ids.jaragua, name: 'Fábrica de Motores', cities: ['Jaraguá do Sul'] },
        { id: ids.betim, name: 'Fábrica de Transformadores', cities: ['Betim'] },
      ],
    });
  });
});

describe('GET /api/curriculum/vacancies/v1/{id}', () => {
  it('gives the whole vacancy with its benefits', async () => {
    const res = await t.app.inject({ url: `${BASE}/${ids.mechanic}`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.mechanic,
      title: 'Industrial Maintenance Mechanic',
      duties: 'Carry out preventive maintenance',
      working_day: 'Segunda a sexta, das 7h às 16h48',
      benefits: ['health', 'restaurant'],
      status: 'open',
      deadline_passed: false,
      unit: { street: 'Rua Industrial, 100', postal_code: '89251-000' },
    });
  });

  it('shows a vacancy on its last day and one past its deadline (marked so)', async () => {
    expect((await t.app.inject({ url: `${BASE}/${ids.hr}` })).json().deadline_passed).toBe(false);
    expect((await t.app.inject({ url: `${BASE}/${ids.expired}` })).json().deadline_passed).toBe(true);
  });

  it.each([
    ['closed', () => ids.closed],
    ['unknown', () => 999_999],
  ])('is a 404 problem for a %s vacancy', async (_name, id) => {
    const res = await t.app.inject({ url: `${BASE}/${id()}`, headers: { 'accept-language': 'en-US' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'not_found',
      detail: 'This vacancy does not exist or is no longer available.',
    });
  });

  it('is a 400 problem for an id that is not a number', async () => {
    expect((await t.app.inject({ url: `${BASE}/abc` })).statusCode).toBe(400);
  });
});

/** A candidate applies to a vacancy (`headers` carry its authorization). */
const apply = (headers: Record<string, string>, vacancyId: number | undefined) =>
  t.app.inject({ method: 'POST', url: BASE, headers, payload: { vacancy_id: vacancyId } });

describe('applications', () => {
  it('a signed-in candidate applies, sees it, withdraws it (kept as withdrawn) and may apply again', async () => {
    const me = await createCandidate(t.database);
    const headers = { authorization: me.authorization };
    expect((await t.app.inject({ url: `${BASE}/${ids.mechanic}/exist-user`, headers })).json()).toEqual({
      exists: false,
    });

    const applied = await apply(headers, ids.mechanic);
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toMatchObject({
      vacancy: { id: ids.mechanic, open: true },
      status: 'received',
      events: [{ from: null, to: 'received', message: null }],
    });

    expect((await t.app.inject({ url: `${BASE}/${ids.mechanic}/exist-user`, headers })).json()).toEqual({
      exists: true,
    });
    const mine = await t.app.inject({ url: `${BASE}/user`, headers });
    expect(mine.json()).toEqual([applied.json()]);
    expect(new Date(mine.json()[0].applied_at).getTime()).not.toBeNaN();

    const cancelled = await t.app.inject({ method: 'DELETE', url: `${BASE}/${ids.mechanic}`, headers });
    expect(cancelled.statusCode).toBe(204);
    const withdrawn = (await t.app.inject({ url: `${BASE}/user`, headers })).json();
    expect(withdrawn).toMatchObject([
      {
        id: applied.json().id,
        status: 'withdrawn',
        events: [
          { from: null, to: 'received' },
          { from: 'received', to: 'withdrawn', message: null },
        ],
      },
    ]);
    expect((await t.app.inject({ url: `${BASE}/${ids.mechanic}/exist-user`, headers })).json()).toEqual({
      exists: false,
    });
    // Withdrawing twice is no error (another tab did it first).
    const again = await t.app.inject({ method: 'DELETE', url: `${BASE}/${ids.mechanic}`, headers });
    expect(again.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${BASE}/${ids.electrician}`, headers })).statusCode,
    ).toBe(404);

    const reapplied = await apply(headers, ids.mechanic);
    expect(reapplied.statusCode).toBe(201);
    expect(reapplied.json()).toMatchObject({ id: applied.json().id, status: 'received' });
    expect(reapplied.json().events.map((e: { to: string }) => e.to)).toEqual([
      'received',
      'withdrawn',
      'received',
    ]);
  });

  it('applying twice is idempotent: one application, 201 then 200', async () => {
    const me = await createCandidate(t.database);
    const headers = { authorization: me.authorization };
    const first = await apply(headers, ids.electrician);
    const second = await apply(headers, ids.electrician);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().id).toBe(first.json().id);
  });

  it('200 concurrent applies by one candidate leave one row and no 5xx', async () => {
    const me = await createCandidate(t.database);
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => apply({ authorization: me.authorization }, ids.hr)),
    );
    const statuses = responses.map((r) => r.statusCode);
    const others = responses.filter((r) => r.statusCode !== 200 && r.statusCode !== 201);
    expect(others.map((r) => `${r.statusCode} ${r.body.slice(0, 200)}`)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const rows = await t.database.db.select().from(applications).where(eq(applications.userId, me.userId));
    expect(rows).toHaveLength(1);
  });

  it('refuses when the resume is not finished, in the caller language', async () => {
    const me = await createCandidate(t.database, { finished: false });
    const details = new Set<string>();
    for (const lang of ['pt-BR', 'en-US']) {
      const res = await apply({ authorization: me.authorization, 'accept-language': lang }, ids.mechanic);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('resume_not_finished');
      details.add(res.json().detail);
    }
    expect(details).toEqual(
      new Set([
        'Conclua o seu currículo antes de se inscrever nesta vaga.',
        'Finish your resume before applying to this vacancy.',
      ]),
    );
    expect(
      (await t.app.inject({ url: `${BASE}/user`, headers: { authorization: me.authorization } })).json(),
    ).toEqual([]);
  });

  it('refuses after the deadline, and for a closed or unknown vacancy', async () => {
    const me = await createCandidate(t.database);
    const headers = { authorization: me.authorization, 'accept-language': 'en-US' };
    const expired = await apply(headers, ids.expired);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe('deadline_passed');
    expect(expired.json().detail).toBe('The application deadline for this vacancy has passed.');
    const closed = await apply(headers, ids.closed);
    expect(closed.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: BASE, headers, payload: { vacancy_id: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it('a candidate can neither see nor cancel another candidate application', async () => {
    const alice = await createCandidate(t.database, { name: 'Alice Souza' });
    const bob = await createCandidate(t.database, { name: 'Bruno Lima' });
    await apply({ authorization: alice.authorization }, ids.mechanic);
    const bobs = await t.app.inject({ url: `${BASE}/user`, headers: { authorization: bob.authorization } });
    expect(bobs.json()).toEqual([]);
    const bobExists = await t.app.inject({
      url: `${BASE}/${ids.mechanic}/exist-user`,
      headers: { authorization: bob.authorization },
    });
    expect(bobExists.json()).toEqual({ exists: false });
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${ids.mechanic}`,
      headers: { authorization: bob.authorization },
    });
    expect(cancel.statusCode).toBe(404);
    const alices = await t.app.inject({
      url: `${BASE}/user`,
      headers: { authorization: alice.authorization },
    });
    expect(alices.json()).toHaveLength(1);
  });

  it.each([
    ['GET', `${BASE}/user`],
    ['GET', `${BASE}/1/exist-user`],
    ['POST', BASE],
    ['DELETE', `${BASE}/1`],
  ] as const)('%s %s needs a signed-in candidate (401 anonymous, 401 bad token)', async (method, url) => {
    const anonymous = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? { vacancy_id: 1 } : undefined,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/problem\+json/);
    const forged = await t.app.inject({
      method,
      url,
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
      payload: method === 'POST' ? { vacancy_id: 1 } : undefined,
    });
    expect(forged.statusCode).toBe(401);
  });

  it('accepts the token from its HttpOnly cookie, and asks cookie callers that change state for the CSRF header', async () => {
    const me = await createCandidate(t.database);
    const cookies = { access_token: me.token };
    const read = await t.app.inject({ url: `${BASE}/user`, cookies });
    expect(read.statusCode).toBe(200);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: BASE,
      cookies,
      payload: { vacancy_id: ids.electrician },
    });
    expect(noHeader.statusCode).toBe(403);
    const withHeader = await t.app.inject({
      method: 'POST',
      url: BASE,
      cookies,
      headers: { 'x-requested-with': 'fetch' },
      payload: { vacancy_id: ids.electrician },
    });
    expect(withHeader.statusCode).toBe(201);
  });
});

describe('the public list cache (decision 0057)', () => {
  it('keeps answering at once with the old list while an expired one is renewed, then serves the new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const service = vacanciesService(vacanciesRepository(t.database.db), () => NOW);
      const mechanic = async () =>
        (
          JSON.parse(
            (await service.listBody(vacancyQuerySchema.parse({}), 'pt-BR')).json.toString('utf8'),
          ) as VacancyListItem[]
        ).find((vacancy) => vacancy.id === ids.mechanic)?.title;
      expect(await mechanic()).toBe('Mecânico de Manutenção Industrial');
      // A change whose event never arrived (no `changed()` call): the lifetime of the cache bounds it.
      const renamed = { 'pt-BR': 'Mecânico de Manutenção Industrial II' };
      await t.database.db.update(vacancies).set({ title: renamed }).where(eq(vacancies.id, ids.mechanic!));
      expect(await mechanic()).toBe('Mecânico de Manutenção Industrial');
      vi.setSystemTime(Date.now() + 6_000);
      // Expired: this request gets the old bytes without waiting and starts the renewal.
      expect(await mechanic()).toBe('Mecânico de Manutenção Industrial');
      await expect.poll(mechanic).toBe('Mecânico de Manutenção Industrial II');
      // A change made through the service empties the cache: the next visitor sees it, never the old list.
      await t.database.db
        .update(vacancies)
        .set({ title: { 'pt-BR': 'Mecânico de Manutenção Industrial' } })
        .where(eq(vacancies.id, ids.mechanic!));
      await service.changed();
      expect(await mechanic()).toBe('Mecânico de Manutenção Industrial');
    } finally {
      vi.useRealTimers();
    }
  });
});
