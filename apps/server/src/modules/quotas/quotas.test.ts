import { brasiliaDate } from '@portal/contracts/vacancy-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { resumeBasicInformation } from '#server/db/schema';
import { createCandidate } from '#server-test/candidates';
import { createEmployee, type TestEmployee } from '#server-test/employees';
import { insertRecruitingUnits, RECRUITING_API, useRecruitingFixture } from '#server-test/recruiting';
import { nextCpf } from '#server-test/resume';
import { createTestApp } from '#server-test/test-app';

/** The legal quotas: the figures the administrator records, the law's minimums, hires through the portal, gaps. */
const DAY = 86_400_000;
/** The app's clock: real time unless a test moves it (hires on earlier days, figures recorded later). */
let clock: Date | undefined;
const { t, f } = useRecruitingFixture(() =>
  createTestApp({}, { careersBuild: false, now: () => clock ?? new Date() }),
);
/** The day (Brasília) `days` from today. */
const dayFromToday = (days: number) => brasiliaDate(new Date(Date.now() + days * DAY));
let administrator: TestEmployee;

beforeAll(async () => {
  administrator = await createEmployee(t.database, {
    permissions: ['recruiting.quotas', 'recruiting.vacancies', 'recruiting.applications'],
  });
});

const QUOTAS = `${RECRUITING_API}/quotas`;
const figures = (overrides: { headcount?: number; pcd?: number; date?: string } = {}) => ({
  figures_date: overrides.date ?? dayFromToday(0),
  company: { headcount: overrides.headcount ?? 1200, pcd_employed: overrides.pcd ?? 40 },
  units: [
    { unit_id: f.betim, headcount: 700, apprentice_base: 300, apprentices_employed: 10 },
    { unit_id: f.jaragua, headcount: 500, apprentice_base: 6, apprentices_employed: 0 },
  ],
});

/** A candidate who declared a disability, applied to a vacancy at `unit` and was approved by the recruiter. */
async function hirePcdCandidate(unit: number) {
  const vacancy = await f.publishedVacancy(unit, `Operador PcD ${Math.random()}`);
  const { candidate, id } = await f.applicant(vacancy);
  // The resume's basic information, with the disability declared (spec §3: PcD and its type).
  const declared = { pcd: true, disabilityType: 1 };
  await t.database.db
    .insert(resumeBasicInformation)
    .values({
      userId: candidate.userId,
      name: 'Paula PcD',
      birthdate: '1995-03-14',
      nationality: 'Brasileira',
      sex: 'female',
      cpf: nextCpf(),
      email: candidate.email,
      phone: '(31) 99876-5432',
      ...declared,
    })
    .onConflictDoUpdate({ target: resumeBasicInformation.userId, set: declared });
  for (const status of ['in_review', 'approved']) expect((await f.move(id, { status })).statusCode).toBe(200);
  return candidate;
}

describe('who reads and who records the quotas', () => {
  it('anonymous 401, a candidate or an employee without a recruiting permission 403', async () => {
    const candidate = await createCandidate(t.database);
    expect((await f.call('GET', QUOTAS)).statusCode).toBe(401);
    expect((await f.call('GET', QUOTAS, candidate)).statusCode).toBe(403);
    expect((await f.call('GET', QUOTAS, f.plainEmployee)).statusCode).toBe(403);
    expect((await f.call('PUT', QUOTAS, f.plainEmployee, figures())).statusCode).toBe(403);
  });

  it('a recruiter reads but does not record; a recruiter of some units sees only those', async () => {
    expect((await f.call('GET', QUOTAS, f.recruiter)).statusCode).toBe(200);
    const refused = await f.call('PUT', QUOTAS, f.recruiter, figures());
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    const betim = await f.call('GET', QUOTAS, f.betimRecruiter);
    expect(betim.json().units.map((unit: { unit_id: number }) => unit.unit_id)).toEqual([f.betim]);
  });

  it('recording needs the quota permission over every unit: the company figures are the whole company’s', async () => {
    const scoped = await createEmployee(t.database, {
      permissions: ['recruiting.quotas'],
      unitIds: [f.betim],
    });
    expect((await f.call('PUT', QUOTAS, scoped, figures())).statusCode).toBe(403);
  });
});

describe('the quota page', () => {
  it('before anything is recorded: zeros and no date', async () => {
    const fresh = await createTestApp({}, { careersBuild: false });
    try {
      const admin = await createEmployee(fresh.database, { permissions: ['recruiting.quotas'] });
      const res = await fresh.app.inject({ url: QUOTAS, headers: { authorization: admin.authorization } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        company: {
          headcount: 0,
          pcd_employed: 0,
          pcd_rate: 0,
          pcd_required: 0,
          pcd_hired: 0,
          pcd_gap: 0,
          figures_date: null,
        },
        units: [],
        updated_at: null,
      });
    } finally {
      await fresh.close();
    }
  });

  it('computes each minimum from the recorded figures, counts hires made after them, and shows the gap', async () => {
    // A PcD candidate approved before the figures' day (two days ago; the figures are yesterday's) is already in
    // `pcd_employed`.
    clock = new Date(Date.now() - 2 * DAY);
    try {
      await hirePcdCandidate(f.betim);
    } finally {
      clock = undefined;
    }
    const recorded = await f.call('PUT', QUOTAS, administrator, figures({ date: dayFromToday(-1) }));
    expect(recorded.statusCode).toBe(200);
    const before = recorded.json();
    // 1,200 employees: 5 %, 60 people; 40 employed, so 20 missing.
    expect(before.company).toEqual({
      headcount: 1200,
      pcd_employed: 40,
      pcd_rate: 5,
      pcd_required: 60,
      pcd_hired: 0,
      pcd_gap: 20,
      figures_date: dayFromToday(-1),
    });
    const unit = (body: { units: { unit_id: number }[] }, id: number) =>
      body.units.find((u) => u.unit_id === id);
    // Betim: base 300, at least 15 and at most 45 apprentices; 10 employed, 5 missing.
    expect(unit(before, f.betim)).toMatchObject({
      headcount: 700,
      apprentice_base: 300,
      apprentices_employed: 10,
      apprentice_min: 15,
      apprentice_max: 45,
      apprentice_hired: 0,
      apprentice_gap: 5,
    });
    // Jaraguá: a base of 6 requires nobody (15 % of 6 is less than one person).
    expect(unit(before, f.jaragua)).toMatchObject({
      apprentice_min: 0,
      apprentice_max: 0,
      apprentice_gap: 0,
    });
    expect(Date.parse(before.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    // The page says which day the figures are from: the company's and each unit's sent.
    expect(before.company.figures_date).toBe(dayFromToday(-1));
    expect(unit(before, f.betim)).toMatchObject({ figures_date: dayFromToday(-1) });

    // Two PcD hires through the portal after the figures: counted, and the gap shrinks.
    await hirePcdCandidate(f.jaragua);
    await hirePcdCandidate(f.betim);
    const after = (await f.call('GET', QUOTAS, f.recruiter)).json();
    expect(after.company).toMatchObject({ pcd_hired: 2, pcd_gap: 18 });

    // An apprentice hired in Betim after the figures: Betim's gap shrinks, Jaraguá's does not move.
    const course = await f.publishedVacancy(f.betim, 'Jovem Aprendiz — Mecânica', { program: 'apprentice' });
    const { id } = await f.applicant(course);
    for (const status of ['in_review', 'approved']) await f.move(id, { status });
    const withApprentice = (await f.call('GET', QUOTAS, f.recruiter)).json();
    expect(unit(withApprentice, f.betim)).toMatchObject({ apprentice_hired: 1, apprentice_gap: 4 });
    expect(unit(withApprentice, f.jaragua)).toMatchObject({ apprentice_hired: 0 });

    // The same figures recorded again today, still of yesterday's report: the hires since yesterday still count
    // (issue 27 point 8: recording made Betim's hire vanish without a word).
    const reRecorded = (
      await f.call('PUT', QUOTAS, administrator, figures({ date: dayFromToday(-1) }))
    ).json();
    expect(reRecorded.company).toMatchObject({ pcd_hired: 2, pcd_gap: 18 });
    expect(unit(reRecorded, f.betim)).toMatchObject({ apprentice_hired: 1, apprentice_gap: 4 });

    // Recording again (the two are now employees) starts the count afresh: tomorrow's figures, recorded tomorrow.
    clock = new Date(Date.now() + DAY);
    try {
      const again = (
        await f.call('PUT', QUOTAS, administrator, figures({ pcd: 42, date: dayFromToday(1) }))
      ).json();
      expect(again.company).toMatchObject({ pcd_employed: 42, pcd_hired: 0, pcd_gap: 18 });
      expect(unit(again, f.betim)).toMatchObject({ apprentice_hired: 0, figures_date: dayFromToday(1) });
    } finally {
      clock = undefined;
    }
  });

  it('a unit whose figures were never recorded says so (no day), apart from those recorded', async () => {
    const fresh = await createTestApp({}, { careersBuild: false });
    try {
      const admin = await createEmployee(fresh.database, { permissions: ['recruiting.quotas'] });
      const ids = await insertRecruitingUnits(fresh.database.db);
      const [betim, jaragua] = [{ id: ids.betim }, { id: ids.jaragua }];
      const put = await fresh.app.inject({
        method: 'PUT',
        url: QUOTAS,
        headers: { authorization: admin.authorization },
        payload: {
          figures_date: dayFromToday(0),
          company: { headcount: 150, pcd_employed: 1 },
          units: [{ unit_id: betim!.id, headcount: 100, apprentice_base: 40, apprentices_employed: 1 }],
        },
      });
      expect(put.statusCode, put.body).toBe(200);
      const units = put.json().units as { unit_id: number; figures_date: string | null }[];
      expect(units.find((u) => u.unit_id === betim!.id)?.figures_date).toBe(dayFromToday(0));
      expect(units.find((u) => u.unit_id === jaragua!.id)).toMatchObject({
        figures_date: null,
        headcount: 0,
        apprentice_min: 0,
      });
      expect(put.json().company.figures_date).toBe(dayFromToday(0));
    } finally {
      await fresh.close();
    }
  });
});

describe('bad figures change nothing', () => {
  it.each([
    ['pt-BR', dayFromToday(1), 'A data não pode ser posterior a hoje'],
    ['es-ES', dayFromToday(1), 'La fecha no puede ser posterior a hoy'],
    ['en-US', '2026-02-30', 'The provided date is invalid'],
    ['en-US', '25/11/2026', 'The provided date is invalid'],
  ])(
    'a figures’ day that is not a past or present day (%s, %s): 400 naming figures_date',
    async (language, date, message) => {
      const before = (await f.call('GET', QUOTAS, administrator)).json();
      const res = await f.call('PUT', QUOTAS, administrator, figures({ date }), language);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors).toEqual([{ field: 'figures_date', message }]);
      expect((await f.call('GET', QUOTAS, administrator)).json()).toEqual(before);
    },
  );

  it('figures without their day: 400 naming figures_date', async () => {
    const { figures_date: _date, ...undated } = figures();
    const res = await f.call('PUT', QUOTAS, administrator, undated);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((error: { field: string }) => error.field)).toEqual(['figures_date']);
  });

  it.each([
    ['an unknown unit', { unit_id: 999_999 }, 'units.0.unit_id'],
    ['a negative count', { apprentice_base: -1 }, 'units.0.apprentice_base'],
    ['a fraction of a person', { headcount: 10.5 }, 'units.0.headcount'],
  ])('%s: 400 naming the field, in the caller’s language', async (_name, change, field) => {
    const before = (await f.call('GET', QUOTAS, administrator)).json();
    const body = figures();
    body.units = [{ ...body.units[0]!, ...change }];
    const res = await f.call('PUT', QUOTAS, administrator, body, 'es-ES');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.headers['content-language']).toBe('es-ES');
    expect(res.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    expect((await f.call('GET', QUOTAS, administrator)).json()).toEqual(before);
  });

  it('the same unit twice: 400 on the second', async () => {
    const body = figures();
    body.units = [body.units[0]!, { ...body.units[0]! }];
    const res = await f.call('PUT', QUOTAS, administrator, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'units.1.unit_id' })]);
  });
});
