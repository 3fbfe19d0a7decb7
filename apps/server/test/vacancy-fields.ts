import type { VacancyBodyInput } from '@portal/contracts/recruiting';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  PUBLIC_VACANCIES_API,
  RECRUITING_API,
  type RecruitingFixture,
  useRecruitingFixture,
} from './recruiting';
import { createTestApp, type TestApp } from './test-app';

/** The clock of the vacancy field tests: before their deadline (2026-07-31), so every vacancy is open. */
export const VACANCY_FIELDS_CLOCK = new Date('2026-06-10T15:00:00Z');

export interface VacancyFieldsTests {
  t: TestApp;
  f: RecruitingFixture;
  /** A vacancy body at the Jaraguá do Sul unit. */
  body(title: string, overrides?: Partial<VacancyBodyInput>): VacancyBodyInput;
  /** `f.recruiter` posts a new vacancy (messages in `language`); the answer. */
  submit(payload: unknown, language?: string): Promise<LightMyRequestResponse>;
  /** Creates a vacancy as `f.recruiter`; its id. */
  create(payload: unknown): Promise<number>;
  publish(id: number): Promise<void>;
  /** The ids the public vacancy list answers for `query` (e.g. `?program=apprentice`), in ascending order. */
  publicIds(query: string, language?: string): Promise<number[]>;
}

/**
 * The setup of the tests of a vacancy's optional fields (salary, program, area and shifts): the app at
 * `VACANCY_FIELDS_CLOCK` and the recruiting fixture, for the whole file; `t` and `f` are read inside hooks and tests.
 */
export function useVacancyFieldsTests(): VacancyFieldsTests {
  const { t, f } = useRecruitingFixture(
    () => createTestApp({}, { now: () => VACANCY_FIELDS_CLOCK, careersBuild: false }),
    '2026-07-31',
  );
  const submit: VacancyFieldsTests['submit'] = (payload, language) =>
    f.call('POST', `${RECRUITING_API}/vacancies`, f.recruiter, payload, language);
  return {
    t,
    f,
    body: (title, overrides = {}) => f.vacancyBody(f.jaragua, title, overrides),
    submit,
    async create(payload) {
      const res = await submit(payload);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    },
    async publish(id) {
      const res = await f.call('POST', `${RECRUITING_API}/vacancies/${id}/publish`, f.recruiter);
      expect(res.statusCode, res.body).toBe(200);
    },
    async publicIds(query, language) {
      const res = await f.call('GET', `${PUBLIC_VACANCIES_API}${query}`, undefined, undefined, language);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: number }[]).map((v) => v.id).sort((a, b) => a - b);
    },
  };
}
