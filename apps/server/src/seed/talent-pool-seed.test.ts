import { isPostalCodeConsistentWithState } from '@portal/contracts/brazil-states';
import { APPLICATION_STATUSES } from '@portal/contracts/vacancy-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithPassword } from '#server-test/employees';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { DEMO_QUOTA_UNITS } from './quotas-seed';
import { DEMO_POOL_SIZE, demoPool } from './talent-pool-seed';

// Issue 27 point 10: a person trying `npm start` sees the talent pool, its facets, the applicants in every status
// and the quota chart working, on the demo data alone.

let t: TestApp;
let recruiter: string;
let admin: string;
beforeAll(async () => {
  // A fresh start with demo data, as `npm start` does on an empty database.
  t = await createTestApp({ SEED_DEMO: true }, { careersBuild: false });
  const bearer = async (email: string, password: string) => {
    const res = await signInWithPassword(t.app, email, password);
    expect(res.statusCode, email).toBe(200);
    return `Bearer ${res.json().access_token}`;
  };
  recruiter = await bearer('recrutador@example.com', 'Recrutador-Portal-2026!');
  admin = await bearer('admin@example.com', 'Admin-Portal-2026!');
});
afterAll(() => t.close());

const get = async (url: string, authorization: string) => {
  const res = await t.app.inject({ url: `/api${url}`, headers: { authorization } });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json();
};
const rows = async <T>(query: string) =>
  ((await t.database.db.execute(query as never)) as unknown as { rows: T[] }).rows;

type Facet = { value: string | number | boolean; count: number }[];

describe('the demo talent pool', () => {
  it('holds a few hundred consenting candidates, varied in every facet the search offers, some PcD', async () => {
    const page = await get('/recruiting/v1/candidates?limit=100', recruiter);
    expect(page.total).toBe(DEMO_POOL_SIZE);
    const facets = page.facets as Record<string, Facet>;
    const values = (name: string) => facets[name]!.map((entry) => entry.value);
    expect(values('state').length).toBeGreaterThanOrEqual(5);
    expect(values('city').length).toBeGreaterThanOrEqual(10);
    expect(values('city')).toEqual(expect.arrayContaining(['Jaraguá do Sul', 'Betim']));
    expect(values('workshift').sort()).toEqual([1, 2, 3, 4, 5]);
    expect(values('education').length).toBeGreaterThanOrEqual(6);
    expect(values('language')).toEqual(expect.arrayContaining([1, 2]));
    expect(values('interest_area').length).toBeGreaterThanOrEqual(8);
    for (const name of ['apprentice_eligible', 'internship', 'first_job', 'pcd'])
      expect(values(name).sort(), name).toEqual([false, true]);
    const apprentices = facets.apprentice_eligible!.find((entry) => entry.value === true)!.count;
    expect(apprentices).toBeGreaterThanOrEqual(40);
    const pcd = facets.pcd!.find((entry) => entry.value === true)!.count;
    expect(pcd).toBeGreaterThanOrEqual(10);
    expect(values('disability_type').length).toBeGreaterThanOrEqual(3);
    // Resumes of different ages: the 'last update' choices do not all count the same.
    expect(new Set(facets.updated_within!.map((entry) => entry.count)).size).toBeGreaterThan(1);
    // Ages from the apprentices' to the fifties; the languages the candidates read, each language at least once.
    const ages = (page.items as { age: number }[]).map((item) => item.age);
    expect(Math.min(...ages)).toBeLessThan(20);
    expect(Math.max(...ages)).toBeGreaterThan(40);
    const locales = new Set((page.items as { locale: string }[]).map((item) => item.locale));
    expect([...locales].sort()).toEqual(['en-US', 'es-ES', 'pt-BR']);
  });

  it('every member row holds the search document the database’s own functions compute', async () => {
    const drift = await rows<{ user_id: string }>(`
      SELECT m.user_id FROM talent_pool_members m, talent_member_fields(m.user_id) f
       WHERE (m.finished, m.state, m.city, m.city_key, m.birthdate, m.young_apprentice, m.internship, m.first_job,
              m.workshifts, m.interest_areas, m.education, m.languages, m.courses_text, m.pcd, m.disability_type)
             IS DISTINCT FROM
             (f.finished, f.state, f.city, f.city_key, f.birthdate, f.young_apprentice, f.internship, f.first_job,
              f.workshifts, f.interest_areas, f.education, f.languages, f.courses_text, f.pcd, f.disability_type)
          OR m.search_text IS DISTINCT FROM talent_search_text(m.user_id)
          OR m.resume_updated_at IS DISTINCT FROM talent_resume_updated_at(m.user_id)`);
    expect(drift).toEqual([]);
    // The triggers the seed turned off while writing are on again.
    const off = await rows<{ tgname: string }>(
      `SELECT tgname FROM pg_trigger WHERE NOT tgisinternal AND tgenabled = 'D'`,
    );
    expect(off).toEqual([]);
  });

  it('each candidate’s resume is complete and plausible: a postal code of the state, the talent pool consent recorded', async () => {
    const { rows: generated } = demoPool(new Date());
    for (const address of generated.addresses)
      expect(isPostalCodeConsistentWithState(address.postalCode, address.state), address.city).toBe(true);
    const [counts] = await rows<{ members: number; events: number; unfinished: number }>(`
      SELECT (SELECT count(*)::int FROM talent_pool_members) AS members,
             (SELECT count(*)::int FROM talent_pool_consent_events WHERE opt_in) AS events,
             (SELECT count(*)::int FROM talent_pool_members WHERE NOT finished) AS unfinished`);
    expect(counts).toEqual({ members: DEMO_POOL_SIZE, events: DEMO_POOL_SIZE, unfinished: 0 });
    // One of them, opened by the recruiter, reads as a whole resume.
    const [first] = (await get('/recruiting/v1/candidates?limit=1', recruiter)).items;
    const detail = await get(`/recruiting/v1/candidates/${first.id}`, recruiter);
    expect(detail.resume.basic_information.name).toBe(first.name);
    expect(detail.resume.degrees.length).toBeGreaterThanOrEqual(1);
  });
});

describe('the demo vacancy with applicants in every status', () => {
  it('Pintor(a) Industrial at Jaraguá do Sul (open to everyone) has applicants received, in review, in interview, approved, not selected and withdrawn', async () => {
    const found = await get('/recruiting/v1/vacancies?q=Pintor', recruiter);
    const vacancy = (
      found as { id: number; city: string; applicants: Record<string, number>; pcd_exclusive: boolean }[]
    ).find((entry) => entry.city === 'Jaraguá do Sul');
    expect(vacancy).toBeDefined();
    // Open to everyone: the applicants, PcD or not, could all apply.
    expect(vacancy).toMatchObject({ pcd_exclusive: false, program: 'regular' });
    for (const status of APPLICATION_STATUSES) expect(vacancy!.applicants[status], status).toBeGreaterThan(0);
    const list = await get(
      `/recruiting/v1/vacancies/${vacancy!.id}/applications?status=interview`,
      recruiter,
    );
    const application = await get(`/recruiting/v1/applications/${list.items[0].id}`, recruiter);
    // The timeline that led there, the recruiter's steps signed by the demo recruiter.
    expect(application.events.map((event: { to: string }) => event.to)).toEqual([
      'received',
      'in_review',
      'interview',
    ]);
    expect(application.events.at(-1)).toMatchObject({
      actor: 'recruiter',
      by: { name: 'Roberto Recrutador' },
      message: expect.stringContaining('entrevista'),
    });
  });
});

describe('the demo quotas', () => {
  it('have figures for the company and three plants, the others apart, and count the hires since', async () => {
    const quotas = await get('/recruiting/v1/quotas', admin);
    expect(quotas.company).toMatchObject({ headcount: 2480, pcd_employed: 98, pcd_hired: 1 });
    expect(quotas.company.figures_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const recorded = (quotas.units as { city: string; figures_date: string | null }[]).filter(
      (unit) => unit.figures_date !== null,
    );
    expect(recorded.map((unit) => unit.city).sort()).toEqual(Object.keys(DEMO_QUOTA_UNITS).sort());
    expect(quotas.units.length).toBeGreaterThan(recorded.length);
    const betim = quotas.units.find((unit: { city: string }) => unit.city === 'Betim');
    expect(betim).toMatchObject({ apprentices_employed: 12, apprentice_hired: 1, apprentice_min: 16 });
  });
});
