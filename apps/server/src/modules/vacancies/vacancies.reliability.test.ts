import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, vacancies } from '#server/db/schema';
import { vacancySearchText } from '#server/db/vacancy-columns';
import { createCandidate } from '#server-test/candidates';
import { JARAGUA_UNIT } from '#server-test/recruiting';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { vacanciesRepository } from './vacancies.repository';

// One application per candidate and vacancy under 20 concurrent applies (decision 0044).
const BURST = 20;
const NOW = new Date('2026-06-10T15:00:00Z');
let t: TestApp;
let vacancyId: number;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  const repo = vacanciesRepository(t.database.db);
  const [unit] = await repo.insertUnits([{ ...JARAGUA_UNIT, name: 'Fábrica de Motores' }]);
  const title = { 'pt-BR': 'Eletricista de Manutenção' };
  const text = { 'pt-BR': '-' };
  const [vacancy] = await t.database.db
    .insert(vacancies)
    .values([
      {
        unitId: unit!.id,
        city: unit!.city,
        state: unit!.state,
        title,
        duties: text,
        workingDay: text,
        requirements: text,
        observations: text,
        modality: 'on_site',
        contractType: 'clt',
        applicationDeadline: '2026-07-01',
        searchText: vacancySearchText({ title, city: unit!.city, state: unit!.state }, unit!.name),
        status: 'published',
        publishedAt: new Date('2026-06-01T12:00:00Z'),
      },
    ])
    .returning({ id: vacancies.id });
  vacancyId = vacancy!.id;
});
afterAll(async () => t.close());

describe('one application per candidate and vacancy', () => {
  it('20 applies at once: one application, one 201, the others 200 with the same id', async () => {
    const me = await createCandidate(t.database);
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/curriculum/vacancies/v1',
          headers: { authorization: me.authorization },
          payload: { vacancy_id: vacancyId },
        }),
      ),
    );
    const counts: Record<number, number> = {};
    for (const res of answers) counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
    for (const [status, n] of Object.entries(counts)) console.log(`[reliability] applies: ${status} × ${n}`);
    const stored = await t.database.db.select().from(applications).where(eq(applications.userId, me.userId));
    console.log(
      `[reliability] applies: ${stored.length} application(s) stored after ${BURST} concurrent applies`,
    );
    expect(stored).toHaveLength(1);
    expect(counts).toEqual({ 201: 1, 200: BURST - 1 });
    expect(new Set(answers.map((res) => res.json().id))).toEqual(new Set([stored[0]!.id]));
  });
});
