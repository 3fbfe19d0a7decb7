import type { VacancyBodyInput } from '@portal/contracts/recruiting';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '#server/db/database';
import { applications, resumeAddresses, users } from '#server/db/schema';
import { vacanciesRepository } from '#server/modules/vacancies/vacancies.repository';
import { UNITS, type UnitSeed } from '#server/seed/vacancy-templates';
import { createCandidate } from './candidates';
import { createEmployee, type TestEmployee } from './employees';
import {
  createMailingTestApp,
  createTwoInstances,
  forTheFile,
  type MailingTestApp,
  type TestApp,
  type TwoInstances,
} from './test-app';

/**
 * The setup the recruiting API tests share (decisions 0050-0053): two units (Betim, Jaraguá do Sul), a recruiter of every unit,
 * the Betim-only recruiter of the demo, employees without the permission, published vacancies and candidates who
 * apply through the public API.
 */
export const RECRUITING_API = '/api/recruiting/v1';
export const PUBLIC_VACANCIES_API = '/api/curriculum/vacancies/v1';
export const CANDIDATES_API = '/api/curriculum/candidates/v1';
export const BOTH_RECRUITING_PERMISSIONS = ['recruiting.vacancies', 'recruiting.applications'];

export type Who = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Applicant {
  candidate: Awaited<ReturnType<typeof createCandidate>>;
  /** The application's id. */
  id: number;
}

export interface RecruitingFixture {
  betim: number;
  jaragua: number;
  /** Both permissions, every unit. */
  recruiter: TestEmployee;
  /** Both permissions, Betim only (`recrutadora.betim@example.com`, as in the demo). */
  betimRecruiter: TestEmployee;
  /** `recruiting.vacancies` only (no applicants, no pipeline). */
  vacanciesOnly: TestEmployee;
  /** No permission at all. */
  plainEmployee: TestEmployee;
  call(
    method: Method,
    url: string,
    who?: Who,
    payload?: unknown,
    language?: string,
  ): Promise<LightMyRequestResponse>;
  vacancyBody(unitId: number, title: string, overrides?: Partial<VacancyBodyInput>): VacancyBodyInput;
  /** A vacancy created and published by `recruiter`. */
  publishedVacancy(unitId: number, title: string, overrides?: Partial<VacancyBodyInput>): Promise<number>;
  /** A new candidate (finished resume) who applied to `vacancyId`; with `city`, the resume has an address there. */
  applicant(
    vacancyId: number,
    options?: { name?: string; email?: string; city?: string; state?: string; locale?: string },
  ): Promise<Applicant>;
  /** Another application of an existing candidate. */
  apply(candidate: Who, vacancyId: number): Promise<number>;
  /**
   * POST /applications/{id}/status as a recruiter who saw the application as it is now: `from` is its stored status
   * unless the payload gives one (decision 0089: `from` is required).
   */
  move(
    id: number,
    payload: { status: string; from?: string; message?: string; note?: string; reason?: number },
    who?: Who,
    language?: string,
  ): Promise<LightMyRequestResponse>;
}

/** The Jaraguá do Sul (SC) plant of the tests (not the demo seed's: another address in the city). */
export const JARAGUA_UNIT: UnitSeed = {
  name: 'Fábrica de Motores — Jaraguá do Sul',
  city: 'Jaraguá do Sul',
  state: 'SC',
  street: 'Rua Industrial, 100',
  district: 'Centro',
  postalCode: '89251-000',
};

/** The two units of the recruiting tests, Betim (MG, the demo seed's) and Jaraguá do Sul (SC); their ids. */
export async function insertRecruitingUnits(db: Database['db']): Promise<{ betim: number; jaragua: number }> {
  const betimUnit = UNITS.find((unit) => unit.city === 'Betim')!;
  const [betim, jaragua] = await vacanciesRepository(db).insertUnits([betimUnit, JARAGUA_UNIT]);
  return { betim: betim!.id, jaragua: jaragua!.id };
}

/** The body of a new vacancy at `unitId`, one of the units of `insertRecruitingUnits`, open until `deadline`. */
export function newVacancyBody(
  units: { betim: number },
  unitId: number,
  title: string,
  deadline: string,
): VacancyBodyInput {
  return {
    title: { 'pt-BR': title, 'en-US': `${title} (EN)` },
    duties: { 'pt-BR': 'Manter painéis elétricos' },
    working_day: { 'pt-BR': 'Segunda a sexta' },
    requirements: { 'pt-BR': 'Curso técnico' },
    observations: { 'pt-BR': '' },
    unit_id: unitId,
    city: unitId === units.betim ? 'Betim' : 'Jaraguá do Sul',
    state: unitId === units.betim ? 'MG' : 'SC',
    modality: 'on_site',
    contract_type: 'clt',
    application_deadline: deadline,
    benefits: { health: true },
  };
}

export interface RecruitingInstances extends TwoInstances {
  betim: number;
  jaragua: number;
  /** Both permissions, every unit. */
  recruiter: TestEmployee;
  /** A draft vacancy at Betim open until `deadline` ('yyyy-MM-dd'), created by `recruiter` on instance one; its id. */
  draft(title: string, deadline: string): Promise<number>;
}

/** Two app instances on one database (`createTwoInstances`) with the recruiting units and a recruiter of every unit. */
export async function twoRecruitingInstances(): Promise<RecruitingInstances> {
  const instances = await createTwoInstances();
  const units = await insertRecruitingUnits(instances.database.db);
  const recruiter = await createEmployee(instances.database, { permissions: BOTH_RECRUITING_PERMISSIONS });
  return {
    ...instances,
    ...units,
    recruiter,
    async draft(title, deadline) {
      const created = await instances.one.inject({
        method: 'POST',
        url: `${RECRUITING_API}/vacancies`,
        headers: { authorization: recruiter.authorization },
        payload: newVacancyBody(units, units.betim, title, deadline),
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id as number;
    },
  };
}

/** Sets up the units and the people of the recruiting tests. `deadline` ('yyyy-MM-dd') must not be before today. */
export async function recruitingFixture(
  t: TestApp,
  options: { deadline: string },
): Promise<RecruitingFixture> {
  const { betim, jaragua } = await insertRecruitingUnits(t.database.db);

  const call: RecruitingFixture['call'] = (method, url, who, payload, language = 'pt-BR') =>
    t.app.inject({
      method,
      url,
      headers: { 'accept-language': language, ...(who ? { authorization: who.authorization } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const vacancyBody: RecruitingFixture['vacancyBody'] = (unitId, title, overrides = {}) => ({
    ...newVacancyBody({ betim }, unitId, title, options.deadline),
    ...overrides,
  });

  const recruiter = await createEmployee(t.database, {
    name: 'Renata Recrutadora',
    permissions: BOTH_RECRUITING_PERMISSIONS,
  });
  const betimRecruiter = await createEmployee(t.database, {
    name: 'Beatriz de Betim',
    email: 'recrutadora.betim@example.com',
    permissions: BOTH_RECRUITING_PERMISSIONS,
    unitIds: [betim],
  });
  const vacanciesOnly = await createEmployee(t.database, { permissions: ['recruiting.vacancies'] });
  const plainEmployee = await createEmployee(t.database);

  async function publishedVacancy(
    unitId: number,
    title: string,
    overrides: Partial<VacancyBodyInput> = {},
  ): Promise<number> {
    const body = vacancyBody(unitId, title, overrides);
    const created = await call('POST', `${RECRUITING_API}/vacancies`, recruiter, body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const published = await call('POST', `${RECRUITING_API}/vacancies/${id}/publish`, recruiter);
    expect(published.statusCode, published.body).toBe(200);
    return id;
  }

  async function apply(candidate: Who, vacancyId: number): Promise<number> {
    const applied = await call('POST', PUBLIC_VACANCIES_API, candidate, { vacancy_id: vacancyId });
    expect(applied.statusCode, applied.body).toBe(201);
    return applied.json().id as number;
  }

  const applicant: RecruitingFixture['applicant'] = async (vacancyId, who = {}) => {
    const candidate = await createCandidate(t.database, { name: who.name ?? 'Joana Pereira' });
    const changes = {
      ...(who.locale ? { locale: who.locale } : {}),
      ...(who.email ? { email: who.email, emailNormalized: who.email.toLowerCase() } : {}),
    };
    if (Object.keys(changes).length)
      await t.database.db.update(users).set(changes).where(eq(users.id, candidate.userId));
    if (who.email) candidate.email = who.email;
    if (who.city) {
      await t.database.db.insert(resumeAddresses).values({
        userId: candidate.userId,
        country: 'BR',
        postalCode: '01001000',
        state: who.state ?? 'SP',
        city: who.city,
        district: 'Centro',
        street: 'Praça da Sé',
        number: '1',
      });
    }
    return { candidate, id: await apply(candidate, vacancyId) };
  };

  const move: RecruitingFixture['move'] = async (id, payload, who = recruiter, language) => {
    const [stored] = await t.database.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, id));
    const from = payload.from ?? stored?.status ?? 'received';
    // 'Not selected' takes a reason (issue 29); the tests that are not about it give 'another profile chosen'.
    const reason = payload.status === 'not_selected' && !('reason' in payload) ? { reason: 2 } : {};
    return call(
      'POST',
      `${RECRUITING_API}/applications/${id}/status`,
      who,
      { ...payload, from, ...reason },
      language,
    );
  };

  return {
    betim,
    jaragua,
    recruiter,
    betimRecruiter,
    vacanciesOnly,
    plainEmployee,
    call,
    vacancyBody,
    publishedVacancy,
    applicant,
    apply,
    move,
  };
}

/** 30 days from today: a deadline that keeps the vacancies of a test open whatever day it runs. */
export const OPEN_DEADLINE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/**
 * For the whole test file (see `forTheFile`): the app `start` makes and the recruiting fixture on it, its vacancies
 * open until `deadline`. Both are read inside hooks and tests.
 */
export function useRecruitingFixture<T extends TestApp>(
  start: () => Promise<T>,
  deadline = OPEN_DEADLINE,
): { t: T; f: RecruitingFixture } {
  let fixture: RecruitingFixture | undefined;
  const t = forTheFile(start, async (app) => {
    fixture = await recruitingFixture(app, { deadline });
  });
  const f = new Proxy({} as RecruitingFixture, {
    get: (_, key) => {
      if (!fixture)
        throw new Error('the recruiting fixture is made in beforeAll: use it inside hooks and tests');
      return Reflect.get(fixture, key);
    },
  });
  return { t, f };
}

/** The business clock of a test file: it starts now (access tokens are checked against the real clock) and moves on. */
export interface MovableClock {
  now(): Date;
  /** Sets the clock `ms` past its start. */
  ahead(ms: number): void;
  /** Puts the clock back at its start. */
  reset(): void;
}

/**
 * The recruiting fixture on a mailing app (no careers build) whose business clock a test may move; `deadline`, the
 * vacancies' one, is 30 days past the clock's start.
 */
export function useClockedRecruitingFixture(): {
  t: MailingTestApp;
  f: RecruitingFixture;
  clock: MovableClock;
  deadline: string;
} {
  const start = new Date();
  let current = start;
  const clock: MovableClock = {
    now: () => current,
    ahead: (ms) => {
      current = new Date(start.getTime() + ms);
    },
    reset: () => {
      current = start;
    },
  };
  const deadline = new Date(start.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
  const { t, f } = useRecruitingFixture(
    () => createMailingTestApp({}, { now: clock.now, careersBuild: false }),
    deadline,
  );
  return { t, f, clock, deadline };
}
