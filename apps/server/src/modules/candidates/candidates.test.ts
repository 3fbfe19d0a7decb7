import { describe, expect, it } from 'vitest';
import { registerCandidate } from '#server-test/candidates';
import { signInWithPassword } from '#server-test/employees';
import { useMailingTestApp, withDemoAccounts } from '#server-test/test-app';

let clock = new Date();
const t = useMailingTestApp(() => clock, withDemoAccounts);

const BASE = '/api/curriculum/candidates/v1';
const PASSWORD = 'Correct-Horse-Battery-9';
let counter = 0;

interface Candidate {
  id: string;
  email: string;
  token: string;
  refresh: string;
}

/** A confirmed candidate, created through the API with the code read from the SMTP t.sink. */
async function newCandidate(name = 'Joana Pereira', language = 'pt-BR'): Promise<Candidate> {
  counter += 1;
  const email = `joana.${counter}.${Date.now()}@example.com`;
  const c = await registerCandidate(t.app, t.sink, { name, email, password: PASSWORD, language });
  return { id: c.userId, email, token: c.accessToken!, refresh: c.refreshToken! };
}

const as = (c: Candidate, url: string, method: 'GET' | 'DELETE' = 'GET', lang = 'en-US') =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${c.token}`, 'accept-language': lang } });

async function employeeToken() {
  const res = await signInWithPassword(t.app, 'admin@example.com', 'Admin-Portal-2026!');
  return res.json().access_token as string;
}

const PROTECTED: [string, 'GET' | 'DELETE'][] = [
  [`${BASE}/user`, 'GET'],
  [`${BASE}/update-last-access-date`, 'GET'],
  [`${BASE}/update-privacy-policy-indicator`, 'GET'],
  [`${BASE}/delete-account`, 'DELETE'],
  [`${BASE}/export`, 'GET'],
];

describe('who may call the candidate endpoints', () => {
  it.each(PROTECTED)('%s refuses anonymous callers (401) and employees (403)', async (url, method) => {
    const anonymous = await t.app.inject({ method, url, headers: { 'accept-language': 'en-US' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    const employee = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await employeeToken()}` },
    });
    expect(employee.statusCode).toBe(403);
  });

  it("one candidate's token only ever opens that candidate's data", async () => {
    const ana = await newCandidate('Ana Lima');
    const bruno = await newCandidate('Bruno Costa');
    expect((await as(ana, `${BASE}/user`)).json().name).toBe('Ana Lima');
    expect((await as(bruno, `${BASE}/user`)).json().name).toBe('Bruno Costa');
    await as(ana, `${BASE}/update-privacy-policy-indicator`);
    expect((await as(bruno, `${BASE}/user`)).json().seenPrivacyPolicy).toBe(false);
    const exported = (await as(bruno, `${BASE}/export`)).json();
    expect(exported.account.email).toBe(bruno.email);
    expect(JSON.stringify(exported)).not.toContain(ana.email);
    // Ana deletes her account: Bruno's stays.
    expect((await as(ana, `${BASE}/delete-account`, 'DELETE')).statusCode).toBe(204);
    expect((await as(bruno, `${BASE}/user`)).statusCode).toBe(200);
  });
});

describe('candidate flags', () => {
  it('user answers finished, seenPrivacyPolicy and name; the indicator call sets seenPrivacyPolicy', async () => {
    const c = await newCandidate('Carla Dias');
    expect((await as(c, `${BASE}/user`)).json()).toEqual({
      finished: false,
      seenPrivacyPolicy: false,
      name: 'Carla Dias',
      email: c.email,
      language: 'pt-BR',
    });
    const updated = await as(c, `${BASE}/update-privacy-policy-indicator`);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().seenPrivacyPolicy).toBe(true);
    expect((await as(c, `${BASE}/user`)).json().seenPrivacyPolicy).toBe(true);
    // Registration stored this version's consent already: the acknowledgement adds no second row.
    const consents = (await as(c, `${BASE}/export`)).json().consents as { kind: string }[];
    expect(consents.filter((x) => x.kind === 'privacy_policy')).toHaveLength(1);
  });

  it('the acknowledgement of a policy version not yet accepted is stored as a consent with time and version', async () => {
    const c = await newCandidate();
    await t.database.db.execute(
      `update candidate_consents set document_version = '2020-01' where user_id = '${c.id}'` as never,
    );
    await as(c, `${BASE}/update-privacy-policy-indicator`);
    const consents = (await as(c, `${BASE}/export`)).json().consents as {
      kind: string;
      document_version: string;
    }[];
    expect(consents.filter((x) => x.kind === 'privacy_policy').map((x) => x.document_version)).toEqual([
      '2020-01',
      '2026-11',
    ]);
  });

  it('update-last-access-date records the time of the business clock', async () => {
    const c = await newCandidate();
    const start = clock;
    clock = new Date(start.getTime() + 3_600_000);
    try {
      expect((await as(c, `${BASE}/update-last-access-date`)).statusCode).toBe(204);
      const account = (await as(c, `${BASE}/export`)).json().account;
      expect(account.last_access_at).toBe(clock.toISOString());
    } finally {
      clock = start;
    }
  });

  it('exist-candidate-register tells whether an address has an account, or whether the signed-in user has one', async () => {
    const c = await newCandidate();
    const url = `${BASE}/exist-candidate-register`;
    expect((await t.app.inject({ url, query: { email: c.email.toUpperCase() } })).json()).toEqual({
      exists: true,
    });
    expect((await t.app.inject({ url, query: { email: 'nobody.here@example.com' } })).json()).toEqual({
      exists: false,
    });
    expect((await as(c, url)).json()).toEqual({ exists: true });
    const bad = await t.app.inject({
      url,
      query: { email: 'not-an-email' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('Please enter a valid email address');
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    // An employee has no candidate account (the careers header asks before loading candidate data).
    const employee = await t.app.inject({
      url,
      headers: { authorization: `Bearer ${await employeeToken()}` },
    });
    expect(employee.json()).toEqual({ exists: false });
  });
});

describe("the account's language", () => {
  const put = (c: Candidate | null, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `${BASE}/language`,
      headers: {
        'accept-language': 'en-US',
        ...(c ? { authorization: `Bearer ${c.token}` } : {}),
        ...headers,
      },
      payload: body as object,
    });

  it('is the one chosen at registration, and a sign-in on another device reads it back', async () => {
    const c = await newCandidate('Elena Ruiz', 'es-ES');
    // A new device: a fresh sign-in with e-mail and password, in whatever language the browser asks.
    const signedIn = await signInWithPassword(t.app, c.email, PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().access_token as string;
    const user = await t.app.inject({
      method: 'GET',
      url: `${BASE}/user`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'pt-BR' },
    });
    expect(user.json().language).toBe('es-ES');
  });

  it('PUT language stores it on the account: later mails use it; only for the signed-in candidate', async () => {
    const c = await newCandidate('Fernanda Lopes');
    const other = await newCandidate('Gustavo Reis');
    const res = await put(c, { language: 'es-ES' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Fernanda Lopes', language: 'es-ES' });
    expect((await as(c, `${BASE}/user`)).json().language).toBe('es-ES');
    expect((await as(other, `${BASE}/user`)).json().language).toBe('pt-BR');
    // The account's next mail (here the deletion receipt) is in Spanish.
    const before = t.sink.mails.length;
    expect((await as(c, `${BASE}/delete-account`, 'DELETE')).statusCode).toBe(204);
    const receipt = await t.sink.waitFor(
      (m) => m.to.includes(c.email.toLowerCase()) && t.sink.mails.indexOf(m) >= before,
    );
    expect(receipt.subject).toBe('Tu cuenta ha sido eliminada');
  });

  it('refuses anonymous callers (401), employees (403), an unknown language (400) and a missing CSRF header', async () => {
    expect((await put(null, { language: 'es-ES' })).statusCode).toBe(401);
    const employee = await put(
      null,
      { language: 'es-ES' },
      { authorization: `Bearer ${await employeeToken()}` },
    );
    expect(employee.statusCode).toBe(403);
    const c = await newCandidate('Helena Prado');
    for (const body of [{ language: 'fr-FR' }, { language: 'es' }, {}, { language: 42 }]) {
      const bad = await put(c, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.json().errors[0].field).toBe('language');
    }
    expect((await as(c, `${BASE}/user`)).json().language).toBe('pt-BR');
    // By cookie, a change needs X-Requested-With: fetch (DESIGN §4.1).
    const byCookie = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/language`,
      cookies: { access_token: c.token },
      payload: { language: 'en-US' },
    });
    expect(byCookie.statusCode).toBe(403);
  });
});

describe('account deletion', () => {
  it('removes everything in one go, signs out, mails a receipt, and the address can register again', async () => {
    const c = await newCandidate('Daniela Rocha', 'en-US');
    const [vacancy] = (await t.app.inject({ url: '/api/curriculum/vacancies/v1' })).json() as {
      id: number;
    }[];
    const { rows: before } = (await t.database.db.execute(
      `select (select count(*) from candidate_consents where user_id = '${c.id}')::int as consents,
              (select count(*) from sessions where user_id = '${c.id}')::int as sessions` as never,
    )) as unknown as { rows: { consents: number; sessions: number }[] };
    expect(before[0]).toEqual({ consents: 3, sessions: 1 });
    if (vacancy) {
      await t.database.db.execute(
        `insert into applications (vacancy_id, user_id) values (${vacancy.id}, '${c.id}')` as never,
      );
    }

    const deleted = await as(c, `${BASE}/delete-account`, 'DELETE');
    expect(deleted.statusCode).toBe(204);
    const cleared = deleted.cookies.filter((k) =>
      ['access_token', 'refresh_token', 'login_type'].includes(k.name),
    );
    expect(cleared).toHaveLength(3);
    expect(cleared.every((k) => k.value === '')).toBe(true);

    const { rows } = (await t.database.db.execute(
      `select (select count(*) from users where id = '${c.id}')::int as users,
              (select count(*) from candidates where user_id = '${c.id}')::int as candidates,
              (select count(*) from candidate_consents where user_id = '${c.id}')::int as consents,
              (select count(*) from sessions where user_id = '${c.id}')::int as sessions,
              (select count(*) from applications where user_id = '${c.id}')::int as applications,
              (select count(*) from confirmation_codes where user_id = '${c.id}')::int as codes` as never,
    )) as unknown as { rows: Record<string, number>[] };
    expect(rows[0]).toEqual({ users: 0, candidates: 0, consents: 0, sessions: 0, applications: 0, codes: 0 });

    const receipt = await t.sink.waitFor(
      (m) => m.to.includes(c.email) && m.subject === 'Your account was deleted',
    );
    expect(receipt.text).toContain('Hello, Daniela Rocha!');

    // The old tokens open nothing; the password no longer signs in; the address registers again.
    expect((await as(c, `${BASE}/user`)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      url: '/api/auth/auth/v1/token/refresh',
      headers: { authorization: `Bearer ${c.refresh}` },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await signInWithPassword(t.app, c.email, PASSWORD)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/registration/v1',
      payload: {
        name: 'Daniela Rocha',
        email: c.email,
        password: PASSWORD,
        privacy_policy_consent: true,
        data_storage_consent: true,
        language: 'en-US',
      },
    });
    expect(again.statusCode).toBe(201);
  });

  it('a cookie-authenticated deletion needs the CSRF header', async () => {
    const c = await newCandidate();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/delete-account`,
      cookies: { access_token: c.token },
    });
    expect(res.statusCode).toBe(403);
    expect((await as(c, `${BASE}/user`)).statusCode).toBe(200);
  });
});

describe('LGPD export', () => {
  it('gives a JSON of everything stored: account, consents with versions, applications, sessions', async () => {
    const c = await newCandidate('Elisa Prado');
    const [vacancy] = (await t.app.inject({ url: '/api/curriculum/vacancies/v1' })).json() as {
      id: number;
    }[];
    if (vacancy)
      await t.database.db.execute(
        `insert into applications (vacancy_id, user_id) values (${vacancy.id}, '${c.id}')` as never,
      );
    const res = await as(c, `${BASE}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json();
    expect(data.account).toMatchObject({ name: 'Elisa Prado', email: c.email, finished: false });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(JSON.stringify(data)).not.toContain('argon2');
    expect(data.consents.map((x: { kind: string }) => x.kind).sort()).toEqual([
      'data_storage',
      'privacy_policy',
      'terms_of_use',
    ]);
    expect(data.consents[0]).toHaveProperty('document_version', '2026-11');
    expect(data.consents[0]).toHaveProperty('accepted_at');
    if (vacancy) expect(data.applications).toHaveLength(1);
    expect(data.sessions).toHaveLength(1);
  });
});

describe('retention', () => {
  it('deletes candidates with no access for the configured months, with a controlled clock', async () => {
    const stale = await newCandidate('Fabio Antigo');
    const fresh = await newCandidate('Gabriela Nova');
    const start = clock;
    const monthsLater = (from: Date, months: number, days = 0) => {
      const at = new Date(from.getTime() + days * 86_400_000);
      at.setUTCMonth(at.getUTCMonth() + months);
      return at;
    };
    try {
      // 60 months later, Gabriela signs in again; Fabio does not.
      clock = monthsLater(start, 60);
      await as(fresh, `${BASE}/update-last-access-date`);
      // At 61 months and a day after Fabio's last access, only he is deleted (the daily job's rule).
      clock = monthsLater(start, 61, 1);
      await t.app.candidates.deleteInactive(61);
      const { rows } = (await t.database.db.execute(
        `select id from users where id in ('${stale.id}', '${fresh.id}')` as never,
      )) as unknown as { rows: { id: string }[] };
      expect(rows.map((r) => r.id)).toEqual([fresh.id]);
      // His session ends at once (decision 0042), and the receipt is mailed in his language.
      expect((await as(stale, `${BASE}/user`)).statusCode).toBe(401);
      const receipt = await t.sink.waitFor((m) => m.to.includes(stale.email) && m.subject.includes('61'));
      expect(receipt.text).toContain('Fabio Antigo');
      // The period is configurable: two months later, with a 1-month period, Gabriela goes too.
      clock = monthsLater(clock, 2);
      await t.app.candidates.deleteInactive(1);
      const after = (await t.database.db.execute(
        `select id from users where id = '${fresh.id}'` as never,
      )) as unknown as { rows: unknown[] };
      expect(after.rows).toHaveLength(0);
    } finally {
      clock = start;
    }
  });
});
