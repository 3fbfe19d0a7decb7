import { readFileSync } from 'node:fs';
import { isPostalCodeConsistentWithState } from '@portal/contracts/brazil-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithPassword } from '#server-test/employees';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { DEMO_USERS } from './accounts-seed';

let t: TestApp;
beforeAll(async () => {
  // A fresh start with demo data, as `npm start` does on an empty database.
  t = await createTestApp({ SEED_DEMO: true }, { careersBuild: false });
});
afterAll(() => t.close());

async function bearer(email: string, password: string) {
  const res = await signInWithPassword(t.app, email, password);
  expect(res.statusCode, email).toBe(200);
  return `Bearer ${res.json().access_token}`;
}

const get = async (url: string, authorization: string) => {
  const res = await t.app.inject({ url: `/api${url}`, headers: { authorization } });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

/** The accounts the README's demo table names with an e-mail and a password. */
function readmeAccounts(): { email: string; password: string }[] {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
  return [...readme.matchAll(/^\| `([^`]+@[^`]+)` \| `([^`]+)` \|/gm)].map(([, email, password]) => ({
    email: email!,
    password: password!,
  }));
}

describe('demo candidates', () => {
  it('every account with a password in the README signs in, and each is a seeded demo user', async () => {
    const accounts = readmeAccounts();
    expect(accounts.map((a) => a.email)).toEqual(
      expect.arrayContaining(['candidata@example.com', 'curriculo@example.com', 'resume@example.com']),
    );
    for (const { email, password } of accounts) {
      expect(DEMO_USERS.find((u) => u.email === email)?.password, email).toBe(password);
      await bearer(email, password);
    }
  });

  it('candidata@example.com has a complete resume, finished, whose finish the completeness rule accepts', async () => {
    const auth = await bearer('candidata@example.com', 'Candidata-Demo-2026!');
    const user = await get('/curriculum/candidates/v1/user', auth);
    expect(user).toMatchObject({ finished: true, name: 'Beatriz Almeida Santos' });

    const basic = await get('/curriculum/basic-information/v1', auth);
    expect(basic.picture).toMatch(/^data:image\/webp;base64,/);
    expect(basic).toMatchObject({
      name: 'Beatriz Almeida Santos',
      email: 'candidata@example.com',
      sex: 'female',
    });
    expect(basic.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const picture = await t.app.inject({
      url: '/api/curriculum/basic-information/v1/picture',
      headers: { authorization: auth },
    });
    expect(picture.statusCode).toBe(200);

    const address = await get('/curriculum/address/v1', auth);
    expect(address.country).toBe('BR');
    expect(isPostalCodeConsistentWithState(address.postal_code, address.state)).toBe(true);
    expect(address.city).toBe('Jaraguá do Sul');

    expect(await get('/curriculum/degrees/v1', auth)).toHaveLength(1);
    expect((await get('/curriculum/languages/v1', auth)).length).toBeGreaterThanOrEqual(1);
    expect((await get('/curriculum/experiences/v1', auth)).length).toBeGreaterThanOrEqual(1);
    const interests = await get('/curriculum/interests/v1', auth);
    expect(interests.workshifts.length).toBeGreaterThan(0);
    expect(interests.interest_areas.length).toBeGreaterThan(0);

    // The same rule that lets a candidate finish accepts it again.
    expect(await get('/curriculum/candidates/v1/finish', auth)).toEqual({ finished: true });
  });

  it('candidata@example.com applies to an open vacancy, and her data export carries the resume', async () => {
    const auth = await bearer('candidata@example.com', 'Candidata-Demo-2026!');
    const [vacancy] = await get('/curriculum/vacancies/v1', auth);
    const apply = await t.app.inject({
      method: 'POST',
      url: '/api/curriculum/vacancies/v1',
      headers: { authorization: auth },
      payload: { vacancy_id: vacancy.id },
    });
    expect(apply.statusCode).toBe(201);
    const exported = await get('/curriculum/candidates/v1/export', auth);
    expect(JSON.stringify(exported)).toContain('Engenharia de Produção');
    expect(JSON.stringify(exported)).toContain('89251000');
  });

  it('curriculo@example.com and resume@example.com have empty, unfinished resumes', async () => {
    for (const [email, password] of [
      ['curriculo@example.com', 'Curriculo-Demo-2026!'],
      ['resume@example.com', 'Resume-Demo-2026!!'],
    ] as const) {
      const auth = await bearer(email, password);
      expect((await get('/curriculum/candidates/v1/user', auth)).finished, email).toBe(false);
      const basic = await t.app.inject({
        url: '/api/curriculum/basic-information/v1',
        headers: { authorization: auth },
      });
      expect([200, 204, 404]).toContain(basic.statusCode);
      if (basic.statusCode === 200) expect(basic.json()?.picture ?? null).toBeNull();
      expect(await get('/curriculum/degrees/v1', auth)).toEqual([]);
    }
  });
});
