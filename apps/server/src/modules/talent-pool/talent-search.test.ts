import { randomUUID } from 'node:crypto';
import { TALENT_SAVED_SEARCHES_MAX, type TalentSearchPage } from '@portal/contracts/talent-pool';
import { brasiliaDate } from '@portal/contracts/vacancy-rules';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '#server/config';
import {
  candidates,
  resumeAddresses,
  resumeBasicInformation,
  resumeDegrees,
  resumeExperiences,
  resumeInterests,
  resumeLanguages,
  users,
} from '#server/db/schema';
import { createCandidate } from '#server-test/candidates';
import { createEmployee, createEmployees, type TestEmployee } from '#server-test/employees';
import { nextCpf } from '#server-test/resume';
import { apiCaller, buildCheckedApp, type Caller, useTestApp } from '#server-test/test-app';

// The recruiters' talent pool search (decision 0073). Runs in both API projects; the concurrent saved searches
// really run at once on PostgreSQL (a pool of 5), one after another on PGlite. Each test works in a city of its
// own, so the candidates of the other tests never enter its totals.

const clock = new Date();
const today = brasiliaDate(clock);
const t = useTestApp({}, { now: () => clock, careersBuild: false });
const call = apiCaller(() => t.app);
const SEARCH = '/recruiting/v1/candidates';
const SAVED = '/recruiting/v1/saved-searches';

let recruiter: TestEmployee;
let poolOnly: TestEmployee;
let applicationsOnly: TestEmployee;
let plain: TestEmployee;

beforeAll(async () => {
  ({ recruiter, poolOnly, applicationsOnly, plain } = await createEmployees(t.database, {
    recruiter: {
      name: 'Renata Recrutadora',
      permissions: ['recruiting.talent_pool', 'recruiting.sensitive'],
    },
    poolOnly: {
      name: 'Beatriz de Betim',
      permissions: ['recruiting.talent_pool', 'recruiting.applications'],
    },
    applicationsOnly: { permissions: ['recruiting.applications', 'recruiting.vacancies'] },
    plain: {},
  }));
});

/** 'yyyy-MM-dd' of today in Brasília moved by whole years and days. */
function birthdate(yearsAgo: number, days = 0): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - yearsAgo, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

interface Person {
  name?: string;
  birthdate?: string;
  city: string;
  state?: string;
  degrees?: { degree: number; course: string; institution?: string }[];
  languages?: { language: number; level: number }[];
  experiences?: { role: string; company: string }[];
  workshifts?: number[];
  interestAreas?: number[];
  youngApprentice?: boolean;
  internship?: boolean;
  firstJob?: boolean | null;
  pcd?: boolean | null;
  disabilityType?: number | null;
  finished?: boolean;
  consent?: boolean;
}

/** A candidate with a resume written straight to the database, who (unless `consent: false`) joins the pool. */
async function person(p: Person) {
  const candidate = await createCandidate(t.database, {
    name: p.name ?? 'Maria da Silva',
    finished: p.finished ?? true,
  });
  const userId = candidate.userId;
  const db = t.database.db;
  await db.insert(resumeBasicInformation).values({
    userId,
    name: p.name ?? 'Maria da Silva',
    birthdate: p.birthdate ?? '1990-05-10',
    nationality: 'Brasileira',
    sex: 'female',
    cpf: nextCpf(),
    email: candidate.email,
    phone: '(31) 99876-5432',
    pcd: p.pcd ?? false,
    disabilityType: p.disabilityType ?? null,
  });
  await db.insert(resumeAddresses).values({
    userId,
    country: 'BR',
    postalCode: '32600000',
    state: p.state ?? 'MG',
    city: p.city,
    district: 'Centro',
    street: 'Rua A',
    number: '1',
  });
  for (const degree of p.degrees ?? [{ degree: 7, course: 'Ensino médio' }])
    await db.insert(resumeDegrees).values({
      userId,
      degree: degree.degree,
      course: degree.course,
      completed: true,
      institution: degree.institution ?? 'Escola Estadual',
      startDate: '2010-02',
      endDate: '2012-12',
    });
  for (const language of p.languages ?? [])
    await db
      .insert(resumeLanguages)
      .values({ userId, language: language.language, proficiencyLevel: language.level });
  for (const experience of p.experiences ?? [])
    await db.insert(resumeExperiences).values({ userId, ...experience, startDate: '2015-01', endDate: '' });
  await db.insert(resumeInterests).values({
    userId,
    workshifts: p.workshifts ?? [],
    interestAreas: p.interestAreas ?? [],
    youngApprentice: p.youngApprentice ?? false,
    internship: p.internship ?? false,
    firstJob: p.firstJob === undefined ? false : p.firstJob,
    savedAt: new Date(),
  });
  if (p.consent ?? true) {
    const joined = await call(candidate, 'PUT', '/curriculum/candidates/v1/talent-pool', { opt_in: true });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  return candidate;
}

const cityName = () => `Cidade ${randomUUID().slice(0, 8)}`;

async function search(who: Caller, query: Record<string, string | number | boolean>, language = 'en-US') {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return call(who, 'GET', `${SEARCH}?${qs}`, undefined, language);
}

async function found(query: Record<string, string | number | boolean>, who: Caller = recruiter) {
  const res = await search(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TalentSearchPage;
}

const ids = (page: TalentSearchPage) => page.items.map((item) => item.id).sort();
const sorted = (list: string[]) => [...list].sort();

async function rows<T>(query: string): Promise<T[]> {
  const result = (await t.database.db.execute(query as never)) as unknown as { rows: T[] };
  return result.rows;
}

describe('who may search the talent pool', () => {
  it('anonymous 401, a candidate, an employee without a permission or a recruiter without the pool 403', async () => {
    const candidate = await createCandidate(t.database);
    const id = randomUUID();
    for (const url of [SEARCH, `${SEARCH}/${id}`, SAVED]) {
      const anonymous = await call(null, 'GET', url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['content-type']).toContain('application/problem+json');
      for (const who of [candidate, plain, applicationsOnly]) {
        const refused = await call(who, 'GET', url);
        expect(refused.statusCode, `${url} ${refused.body}`).toBe(403);
        expect(refused.headers['content-type']).toContain('application/problem+json');
      }
    }
    expect((await call(applicationsOnly, 'POST', SAVED, { name: 'x' })).statusCode).toBe(403);
    expect((await call(applicationsOnly, 'DELETE', `${SAVED}/1`)).statusCode).toBe(403);
  });

  it('without recruiting.sensitive: the PcD filters answer 403 (translated) and the PcD fields and facets are absent', async () => {
    const city = cityName();
    const declared = await person({ city, pcd: true, disabilityType: 2 });
    for (const filter of [{ pcd: 'true' }, { disability_type: 2 }] as Record<string, string | number>[]) {
      for (const [language, text] of [
        ['pt-BR', 'Filtrar ou ver PcD e tipo de deficiência exige a permissão de dados sensíveis.'],
        ['es-ES', 'Filtrar o ver PcD y el tipo de discapacidad requiere el permiso de datos sensibles.'],
        ['en-US', 'Filtering by or seeing PcD and disability type requires the sensitive data permission.'],
      ] as const) {
        const refused = await search(poolOnly, { city, ...filter }, language);
        expect(refused.statusCode).toBe(403);
        expect(refused.headers['content-type']).toContain('application/problem+json');
        expect(refused.json()).toMatchObject({ code: 'forbidden', detail: text });
      }
    }
    const page = await found({ city }, poolOnly);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).not.toHaveProperty('pcd');
    expect(page.items[0]).not.toHaveProperty('disability_type');
    expect(page.facets).not.toHaveProperty('pcd');
    expect(page.facets).not.toHaveProperty('disability_type');
    const detail = await call(poolOnly, 'GET', `${SEARCH}/${declared.userId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().resume.basic_information).not.toHaveProperty('pcd');
    expect(detail.json().resume.basic_information).not.toHaveProperty('disability_type');
    expect(detail.json().candidate).not.toHaveProperty('pcd');
    expect(JSON.stringify(detail.json())).not.toContain('disability_type');

    // With it: the filter works, the fields and facets are there.
    const sensitive = await found({ city, pcd: 'true', disability_type: 2 });
    expect(sensitive.items.map((i) => [i.id, i.pcd, i.disability_type])).toEqual([
      [declared.userId, true, 2],
    ]);
    expect(sensitive.facets.pcd).toEqual([{ value: true, count: 1 }]);
    expect(sensitive.facets.disability_type).toEqual([{ value: 2, count: 1 }]);
    const full = await call(recruiter, 'GET', `${SEARCH}/${declared.userId}`);
    expect(full.json().resume.basic_information).toMatchObject({ pcd: true, disability_type: 2 });
  });
});

describe('who is in the pool', () => {
  it('only consenting candidates with a finished resume; consent withdrawn: gone from the search and 404', async () => {
    const city = cityName();
    const member = await person({ city, name: 'Ana Consente' });
    const never = await person({ city, name: 'Bruno Nunca', consent: false });
    const unfinished = await person({ city, name: 'Carla Inacabada', finished: false });
    let page = await found({ city });
    expect(ids(page)).toEqual([member.userId]);
    expect(page.total).toBe(1);
    // With the language the candidate reads (an invitation's mail goes in it, decision 0087).
    expect(page.items[0]).toMatchObject({ name: 'Ana Consente', locale: 'pt-BR' });
    expect((await call(recruiter, 'GET', `${SEARCH}/${never.userId}`)).statusCode).toBe(404);
    expect((await call(recruiter, 'GET', `${SEARCH}/${unfinished.userId}`)).statusCode).toBe(404);
    expect((await call(recruiter, 'GET', `${SEARCH}/${randomUUID()}`)).statusCode).toBe(404);

    const withdrawn = await call(member, 'PUT', '/curriculum/candidates/v1/talent-pool', { opt_in: false });
    expect(withdrawn.statusCode).toBe(200);
    page = await found({ city });
    expect(page).toMatchObject({ items: [], total: 0, next_cursor: null });
    const gone = await call(recruiter, 'GET', `${SEARCH}/${member.userId}`, undefined, 'pt-BR');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe('Candidato não encontrado no banco de talentos.');
    // A 404 is no opening: nothing was logged.
    expect(await rows(`select 1 from resume_access_log where candidate_id = '${member.userId}'`)).toEqual([]);
  });

  it('an opt-out or a deleted account leaves the total and the facets at once, on every instance', async () => {
    // A second instance of the server on the same database, as behind a load balancer.
    const other = await buildCheckedApp(testConfig(), {
      database: t.database,
      now: () => clock,
      careersBuild: false,
    });
    await other.ready();
    try {
      const callOther = apiCaller(() => other);
      const totalOn = async (caller: typeof call, city: string) => {
        const res = await caller(recruiter, 'GET', `${SEARCH}?city=${encodeURIComponent(city)}`);
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json() as TalentSearchPage;
        return { total: page.total, city: page.facets.city };
      };
      const city = cityName();
      const ana = await person({ city, name: 'Ana Sai' });
      const bia = await person({ city, name: 'Bia Apaga' });
      // Both instances have counted this search (and keep the counts for a while).
      expect(await totalOn(call, city)).toEqual({ total: 2, city: [{ value: city, count: 2 }] });
      expect(await totalOn(callOther, city)).toEqual({ total: 2, city: [{ value: city, count: 2 }] });

      const out = await call(ana, 'PUT', '/curriculum/candidates/v1/talent-pool', { opt_in: false });
      expect(out.statusCode).toBe(200);
      expect(await totalOn(callOther, city)).toEqual({ total: 1, city: [{ value: city, count: 1 }] });
      expect(await totalOn(call, city)).toEqual({ total: 1, city: [{ value: city, count: 1 }] });

      const deleted = await callOther(bia, 'DELETE', '/curriculum/candidates/v1/delete-account');
      expect(deleted.statusCode).toBe(204);
      expect(await totalOn(callOther, city)).toEqual({ total: 0, city: [] });
      expect(await totalOn(call, city)).toEqual({ total: 0, city: [] });
    } finally {
      await other.close();
    }
  });

  it('a bad id is a 400 naming it', async () => {
    const res = await call(recruiter, 'GET', `${SEARCH}/not-a-uuid`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['id']);
  });
});

describe('each filter narrows the results', () => {
  it('free text: name, course, institution, role and company, accent- and case-free; a rename is found at once', async () => {
    const city = cityName();
    const a = await person({ city, name: 'Joaquim Moreira' });
    const b = await person({
      city,
      name: 'Paula Souza',
      degrees: [{ degree: 8, course: 'Técnico em Mecatrônica', institution: 'SENAI Betim' }],
    });
    const c = await person({
      city,
      name: 'Rita Lima',
      experiences: [{ role: 'Soldadora', company: 'Fiação Ltda' }],
    });
    expect(ids(await found({ city, q: 'joaquim' }))).toEqual([a.userId]);
    expect(ids(await found({ city, q: 'MECATRONICA' }))).toEqual([b.userId]);
    expect(ids(await found({ city, q: 'senai' }))).toEqual([b.userId]);
    expect(ids(await found({ city, q: 'soldadora' }))).toEqual([c.userId]);
    expect(ids(await found({ city, q: 'fiacao' }))).toEqual([c.userId]);
    expect(ids(await found({ city, q: 'nobody-here' }))).toEqual([]);
    // 50% is plain text, not a wildcard.
    expect(ids(await found({ city, q: '%' }))).toEqual([]);
    await t.database.db.update(users).set({ name: 'Joaquina Renomeada' }).where(eq(users.id, a.userId));
    expect(ids(await found({ city, q: 'renomeada' }))).toEqual([a.userId]);
    // A new experience is searchable at once.
    await t.database.db
      .insert(resumeExperiences)
      .values({ userId: b.userId, role: 'Eletricista', company: 'Usina', startDate: '2020-01', endDate: '' });
    expect(ids(await found({ city, q: 'eletricista' }))).toEqual([b.userId]);
  });

  it('state and city (accent- and case-free), lowest education level, course', async () => {
    const city = cityName();
    const mg = await person({ city, state: 'MG', degrees: [{ degree: 7, course: 'Ensino médio' }] });
    const sp = await person({
      city,
      state: 'SP',
      degrees: [
        { degree: 7, course: 'Ensino médio' },
        { degree: 10, course: 'Engenharia Mecânica' },
      ],
    });
    expect(ids(await found({ city, state: 'SP' }))).toEqual([sp.userId]);
    expect(ids(await found({ city: city.toUpperCase() }))).toEqual(sorted([mg.userId, sp.userId]));
    expect(ids(await found({ city, education: 8 }))).toEqual([sp.userId]);
    expect(ids(await found({ city, education: 7 }))).toEqual(sorted([mg.userId, sp.userId]));
    expect(ids(await found({ city, course: 'mecanica' }))).toEqual([sp.userId]);
    const page = await found({ city });
    expect(page.items.find((i) => i.id === sp.userId)).toMatchObject({
      education: 10,
      courses: ['Ensino médio', 'Engenharia Mecânica'],
      state: 'SP',
      city,
    });
  });

  it('language with a minimum proficiency; shift, area of interest, internship and first job', async () => {
    const city = cityName();
    const a = await person({
      city,
      languages: [{ language: 1, level: 4 }],
      workshifts: [3],
      interestAreas: [2, 3],
      internship: true,
      firstJob: true,
    });
    const b = await person({
      city,
      languages: [
        { language: 1, level: 2 },
        { language: 2, level: 3 },
      ],
      workshifts: [1, 2],
      interestAreas: [3],
      firstJob: false,
    });
    expect(ids(await found({ city, language: 1 }))).toEqual(sorted([a.userId, b.userId]));
    expect(ids(await found({ city, language: 1, proficiency: 3 }))).toEqual([a.userId]);
    expect(ids(await found({ city, language: 2, proficiency: 3 }))).toEqual([b.userId]);
    expect(ids(await found({ city, proficiency: 3 }))).toEqual(sorted([a.userId, b.userId]));
    expect(ids(await found({ city, proficiency: 4 }))).toEqual([a.userId]);
    expect(ids(await found({ city, workshift: 3 }))).toEqual([a.userId]);
    expect(ids(await found({ city, interest_area: 3 }))).toEqual(sorted([a.userId, b.userId]));
    expect(ids(await found({ city, interest_area: 2 }))).toEqual([a.userId]);
    expect(ids(await found({ city, internship: 'true' }))).toEqual([a.userId]);
    expect(ids(await found({ city, internship: 'false' }))).toEqual([b.userId]);
    expect(ids(await found({ city, first_job: 'true' }))).toEqual([a.userId]);
    expect(ids(await found({ city, first_job: 'false' }))).toEqual([b.userId]);
    // An empty value is no filter, as a select's 'all' sends it.
    expect(ids(await found({ city, workshift: '', first_job: '' }))).toEqual(sorted([a.userId, b.userId]));
  });

  it('last update: only resumes updated within the chosen days, counted per choice; other day counts are refused', async () => {
    const city = cityName();
    const fresh = await person({ city });
    const lastQuarter = await person({ city });
    const lastYear = await person({ city });
    const older = await person({ city });
    // The member row's last update, as if each resume had last changed that many days ago.
    const age = async (userId: string, days: number) =>
      t.database.db.execute(
        sql`UPDATE talent_pool_members SET resume_updated_at = now() - make_interval(days => ${days}::integer)
             WHERE user_id = ${userId}::uuid`,
      );
    await age(lastQuarter.userId, 60);
    await age(lastYear.userId, 200);
    await age(older.userId, 400);
    expect(ids(await found({ city, updated_within: 30 }))).toEqual([fresh.userId]);
    expect(ids(await found({ city, updated_within: 90 }))).toEqual(
      sorted([fresh.userId, lastQuarter.userId]),
    );
    expect(ids(await found({ city, updated_within: 365 }))).toEqual(
      sorted([fresh.userId, lastQuarter.userId, lastYear.userId]),
    );
    const all = await found({ city });
    expect(all.total).toBe(4);
    expect(all.facets.updated_within).toEqual([
      { value: 365, count: 3 },
      { value: 90, count: 2 },
      { value: 180, count: 2 },
      { value: 30, count: 1 },
    ]);
    for (const days of ['7', '0', '-30', 'month']) {
      const res = await search(recruiter, { city, updated_within: days });
      expect(res.statusCode, days).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['updated_within']);
    }
  });

  it('young apprentice: 14 to 24 years old today (Brasília) and interested', async () => {
    const city = cityName();
    const fourteenToday = await person({ city, birthdate: birthdate(14), youngApprentice: true });
    const thirteen = await person({ city, birthdate: birthdate(14, 1), youngApprentice: true });
    const lastDayOf24 = await person({ city, birthdate: birthdate(25, 1), youngApprentice: true });
    const twentyFiveToday = await person({ city, birthdate: birthdate(25), youngApprentice: true });
    const notInterested = await person({ city, birthdate: birthdate(18), youngApprentice: false });
    expect(ids(await found({ city, apprentice_eligible: 'true' }))).toEqual(
      sorted([fourteenToday.userId, lastDayOf24.userId]),
    );
    expect(ids(await found({ city, apprentice_eligible: 'false' }))).toEqual(
      sorted([thirteen.userId, twentyFiveToday.userId, notInterested.userId]),
    );
    const page = await found({ city });
    const age = (id: string) => page.items.find((i) => i.id === id)?.age;
    expect([age(fourteenToday.userId), age(thirteen.userId), age(lastDayOf24.userId)]).toEqual([14, 13, 24]);
    expect(age(twentyFiveToday.userId)).toBe(25);
    expect(page.facets.apprentice_eligible).toEqual([
      { value: false, count: 3 },
      { value: true, count: 2 },
    ]);
  });
});

describe('pages, total and facets', () => {
  it('keyset pages, newest update first, without duplicates or gaps, each with the total', async () => {
    const city = cityName();
    const people = [];
    for (let i = 0; i < 7; i++) people.push(await person({ city, name: `Pessoa ${i}` }));
    // Two share one update time: the id breaks the tie.
    const times = ['2026-01-01T10:00:00.000001Z', '2026-01-02T10:00:00Z', '2026-01-02T10:00:00Z'];
    for (const [i, candidate] of people.entries())
      await t.database.db.execute(
        `update talent_pool_members set resume_updated_at = '${times[i] ?? `2026-02-0${i}T00:00:00Z`}' where user_id = '${candidate.userId}'` as never,
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: TalentSearchPage = await found({ city, limit: 3, ...(cursor ? { cursor } : {}) });
      expect(page.total).toBe(7);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    // Newest first: the 2026-02 ones, then the two of 2026-01-02, then 2026-01-01.
    expect(seen.slice(0, 4)).toEqual(
      people
        .slice(3)
        .map((p) => p.userId)
        .reverse(),
    );
    expect(sorted(seen.slice(4, 6))).toEqual(sorted([people[1]!.userId, people[2]!.userId]));
    expect(seen[6]).toBe(people[0]!.userId);
    const first = await found({ city, limit: 1 });
    expect(first.items[0]!.updated_at).toBe('2026-02-06T00:00:00.000Z');
  });

  it("a change of any resume section is the resume's last update: the candidate comes first", async () => {
    const city = cityName();
    const older = await person({ city, name: 'Primeira Antiga' });
    const newer = await person({ city, name: 'Segunda Nova' });
    for (const [candidate, at] of [
      [older, '2025-01-01T00:00:00Z'],
      [newer, '2025-01-02T00:00:00Z'],
    ] as const)
      await t.database.db.execute(
        `update talent_pool_members set resume_updated_at = '${at}' where user_id = '${candidate.userId}'` as never,
      );
    expect((await found({ city })).items.map((i) => i.id)).toEqual([newer.userId, older.userId]);
    const before = Date.now();
    await t.database.db
      .insert(resumeLanguages)
      .values({ userId: older.userId, language: 5, proficiencyLevel: 1 });
    const page = await found({ city });
    expect(page.items.map((i) => i.id)).toEqual([older.userId, newer.userId]);
    expect(Date.parse(page.items[0]!.updated_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('the search document follows the resume: a move, a new language, a resume no longer finished', async () => {
    const city = cityName();
    const moved = cityName();
    const c = await person({ city, state: 'SC' });
    await t.database.db
      .update(resumeAddresses)
      .set({ city: moved, state: 'MG' })
      .where(eq(resumeAddresses.userId, c.userId));
    expect(ids(await found({ city }))).toEqual([]);
    expect(ids(await found({ city: moved, state: 'MG' }))).toEqual([c.userId]);
    await t.database.db
      .insert(resumeLanguages)
      .values({ userId: c.userId, language: 2, proficiencyLevel: 3 });
    expect(ids(await found({ city: moved, language: 2, proficiency: 3 }))).toEqual([c.userId]);
    expect(ids(await found({ city: moved, language: 2, proficiency: 4 }))).toEqual([]);
    await t.database.db.update(candidates).set({ finished: false }).where(eq(candidates.userId, c.userId));
    expect(ids(await found({ city: moved }))).toEqual([]);
    await t.database.db.update(candidates).set({ finished: true }).where(eq(candidates.userId, c.userId));
    expect(ids(await found({ city: moved }))).toEqual([c.userId]);
  });

  it('a cursor the server did not write, a limit over 100 or an unknown dictionary id: 400 naming the field', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ cursor: 'garbage' }, 'cursor'],
      [{ cursor: Buffer.from('["2026-02-30T00:00:00.000000Z","x"]').toString('base64url') }, 'cursor'],
      [{ limit: 101 }, 'limit'],
      [{ education: 99 }, 'education'],
      [{ language: 0 }, 'language'],
      [{ proficiency: 9 }, 'proficiency'],
      [{ workshift: 6 }, 'workshift'],
      [{ interest_area: 'x' }, 'interest_area'],
      [{ disability_type: 7 }, 'disability_type'],
      [{ state: 'XX' }, 'state'],
      [{ internship: 'yes' }, 'internship'],
      [{ q: 'x'.repeat(101) }, 'q'],
    ];
    for (const [query, field] of cases) {
      const res = await search(recruiter, query, 'es-ES');
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const unknown = await search(recruiter, { workshift: 6 }, 'pt-BR');
    expect(unknown.json().errors).toEqual([
      { field: 'workshift', message: 'Escolha uma das opções oferecidas' },
    ]);
  });

  it('the total and a count per value of each filter, over every result (all filters applied)', async () => {
    const city = cityName();
    const other = cityName();
    await person({ city, workshifts: [3], interestAreas: [3], languages: [{ language: 1, level: 3 }] });
    await person({ city, workshifts: [3, 1], interestAreas: [3], internship: true, firstJob: true });
    await person({
      city,
      workshifts: [1],
      interestAreas: [4],
      degrees: [{ degree: 10, course: 'Administração' }],
      languages: [
        { language: 1, level: 1 },
        { language: 2, level: 4 },
      ],
      pcd: true,
      disabilityType: 3,
    });
    const page = await found({ city });
    expect(page.total).toBe(3);
    expect(page.facets).toEqual({
      state: [{ value: 'MG', count: 3 }],
      city: [{ value: city, count: 3 }],
      education: [
        { value: 7, count: 2 },
        { value: 10, count: 1 },
      ],
      language: [
        { value: 1, count: 2 },
        { value: 2, count: 1 },
      ],
      workshift: [
        { value: 1, count: 2 },
        { value: 3, count: 2 },
      ],
      interest_area: [
        { value: 3, count: 2 },
        { value: 4, count: 1 },
      ],
      apprentice_eligible: [{ value: false, count: 3 }],
      internship: [
        { value: false, count: 2 },
        { value: true, count: 1 },
      ],
      first_job: [
        { value: false, count: 2 },
        { value: true, count: 1 },
      ],
      // Each 'last update' choice counts the results updated within it: all three today.
      updated_within: [
        { value: 30, count: 3 },
        { value: 90, count: 3 },
        { value: 180, count: 3 },
        { value: 365, count: 3 },
      ],
      pcd: [
        { value: false, count: 2 },
        { value: true, count: 1 },
      ],
      disability_type: [{ value: 3, count: 1 }],
    });
    // With a filter, the facets count what it leaves (a minimum proficiency counts only those languages).
    const night = await found({ city, workshift: 3 });
    expect(night.total).toBe(2);
    expect(night.facets.workshift).toEqual([
      { value: 3, count: 2 },
      { value: 1, count: 1 },
    ]);
    const advanced = await found({ city, proficiency: 3 });
    expect(advanced.facets.language).toEqual([
      { value: 1, count: 1 },
      { value: 2, count: 1 },
    ]);
    // Candidates in two cities: both counted, the biggest first.
    await person({ city: other, state: 'SP' });
    const both = await found({ q: 'maria da silva', state: 'SP' });
    expect(both.facets.city.find((f) => f.value === other)).toEqual({ value: other, count: 1 });
  });
});

describe('opening a resume from the pool', () => {
  it('answers the whole resume and writes the access log with its purpose, which the export shows', async () => {
    const city = cityName();
    const candidate = await person({ city, name: 'Olga Aberta', languages: [{ language: 3, level: 2 }] });
    const res = await call(recruiter, 'GET', `${SEARCH}/${candidate.userId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.candidate).toMatchObject({ id: candidate.userId, name: 'Olga Aberta', city });
    expect(body.resume.basic_information).toMatchObject({ name: 'Olga Aberta', pcd: false });
    expect(body.resume.languages).toEqual([expect.objectContaining({ language: 3, proficiency_level: 2 })]);
    const logged = await rows<{ purpose: string; application_id: number | null; recruiter_id: string }>(
      `select purpose, application_id, recruiter_id from resume_access_log where candidate_id = '${candidate.userId}'`,
    );
    expect(logged).toEqual([
      { purpose: 'talent_pool', application_id: null, recruiter_id: recruiter.userId },
    ]);
    const exported = (await call(candidate, 'GET', '/curriculum/candidates/v1/export')).json();
    expect(exported.resume_access_log).toEqual([
      {
        at: clock.toISOString(),
        purpose: 'talent_pool',
        application_id: null,
        vacancy_id: null,
        vacancy_title: null,
        recruiter: { name: 'Renata Recrutadora' },
      },
    ]);
  });
});

describe('saved searches', () => {
  it('each recruiter saves, lists and deletes its own; filters are validated like the search', async () => {
    const mine = await createEmployee(t.database, { permissions: ['recruiting.talent_pool'] });
    const theirs = await createEmployee(t.database, { permissions: ['recruiting.talent_pool'] });
    expect((await call(mine, 'GET', SAVED)).json()).toEqual([]);
    const saved = await call(mine, 'POST', SAVED, {
      name: '  Torneiros noite Betim ',
      query: { q: 'torneiro', city: 'Betim', workshift: '3', internship: '', first_job: 'false' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toEqual({
      id: expect.any(Number),
      name: 'Torneiros noite Betim',
      query: { q: 'torneiro', city: 'Betim', workshift: 3, first_job: false },
      created_at: clock.toISOString(),
    });
    expect((await call(mine, 'GET', SAVED)).json()).toEqual([saved.json()]);
    expect((await call(theirs, 'GET', SAVED)).json()).toEqual([]);
    // Another recruiter's is not found for them.
    expect((await call(theirs, 'DELETE', `${SAVED}/${saved.json().id}`)).statusCode).toBe(404);

    const bad = await call(mine, 'POST', SAVED, { name: '', query: { education: 42 } });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['name', 'query.education']);
    // The PcD filters need the sensitive permission here too.
    expect((await call(mine, 'POST', SAVED, { name: 'PcD', query: { pcd: 'true' } })).statusCode).toBe(403);
    expect((await call(recruiter, 'POST', SAVED, { name: 'PcD', query: { pcd: 'true' } })).statusCode).toBe(
      201,
    );

    expect((await call(mine, 'DELETE', `${SAVED}/${saved.json().id}`)).statusCode).toBe(204);
    expect((await call(mine, 'GET', SAVED)).json()).toEqual([]);
    expect((await call(mine, 'DELETE', `${SAVED}/${saved.json().id}`)).statusCode).toBe(404);
  });

  it(`at most ${TALENT_SAVED_SEARCHES_MAX} per recruiter, even when many are saved at once`, async () => {
    const busy = await createEmployee(t.database, { permissions: ['recruiting.talent_pool'] });
    const answers = await Promise.all(
      Array.from({ length: TALENT_SAVED_SEARCHES_MAX + 10 }, (_, i) =>
        call(busy, 'POST', SAVED, { name: `Busca ${i}`, query: { q: `x${i}` } }, 'pt-BR'),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(TALENT_SAVED_SEARCHES_MAX);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'limit_reached',
      detail: `Você pode salvar no máximo ${TALENT_SAVED_SEARCHES_MAX} buscas. Exclua uma para salvar outra.`,
    });
    expect((await call(busy, 'GET', SAVED)).json()).toHaveLength(TALENT_SAVED_SEARCHES_MAX);
    // Another recruiter is not held back by this one's limit.
    expect((await call(recruiter, 'POST', SAVED, { name: 'Minha', query: {} })).statusCode).toBe(201);
  });
});
