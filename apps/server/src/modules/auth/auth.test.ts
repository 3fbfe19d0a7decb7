import { describe, expect, it } from 'vitest';
import { seedAccounts } from '#server/seed/accounts-seed';
import { createTestApp, useTestApp, withDemoAccounts } from '#server-test/test-app';

const t = useTestApp({}, {}, withDemoAccounts);

const TOKEN = '/api/auth/auth/v1/token';
const REFRESH = '/api/auth/auth/v1/token/refresh';
const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
interface Cookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  maxAge?: number;
}
const cookieOf = (res: { cookies: Cookie[] }, name: string) => res.cookies.find((c) => c.name === name);

/** A sign-in at the token endpoint with Basic credentials, answered in `language` when given. */
const tokenRequest = (email: string, password: string, language?: string) =>
  t.app.inject({
    url: TOKEN,
    headers: { authorization: basic(email, password), ...(language ? { 'accept-language': language } : {}) },
  });

async function signIn(email = 'candidata@example.com', password = 'Candidata-Demo-2026!') {
  const res = await tokenRequest(email, password);
  expect(res.statusCode).toBe(200);
  return res;
}

describe('sign-in with e-mail and password', () => {
  it('returns the tokens in the body and sets them as cookies: tokens HttpOnly, login type readable', async () => {
    const res = await signIn();
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token.length).toBeGreaterThan(30);
    const access = cookieOf(res, 'access_token')!;
    const refresh = cookieOf(res, 'refresh_token')!;
    const loginType = cookieOf(res, 'login_type')!;
    expect(access).toMatchObject({
      value: body.access_token,
      httpOnly: true,
      path: '/',
      sameSite: 'Lax',
      maxAge: 900,
    });
    expect(refresh).toMatchObject({
      value: body.refresh_token,
      httpOnly: true,
      path: '/api/auth/auth/v1',
      maxAge: 2592000,
    });
    expect(loginType).toMatchObject({ value: 'email', maxAge: 2592000 });
    expect(loginType.httpOnly).toBeFalsy();
  });

  it('the access token opens the signed-in candidate data', async () => {
    const { access_token } = (await signIn()).json();
    const res = await t.app.inject({
      url: '/api/curriculum/vacancies/v1/user',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same for an unknown e-mail and a wrong password, in the caller language', async () => {
    const unknown = await tokenRequest('nobody@example.com', 'whatever-password', 'en-US');
    const wrong = await tokenRequest('candidata@example.com', 'wrong-password', 'en-US');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().detail).toBe('Incorrect e-mail or password.');
    expect(unknown.json().code).toBe('invalid_credentials');
    expect(unknown.cookies).toHaveLength(0);
  });

  it('refuses a missing or malformed Authorization header with 401', async () => {
    for (const authorization of [
      undefined,
      'Basic !!!',
      `Basic ${Buffer.from('no-colon').toString('base64')}`,
    ]) {
      const res = await t.app.inject({ url: TOKEN, headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses control characters in the e-mail or the password with the 401 of a wrong credential', async () => {
    const wrong = await tokenRequest('candidata@example.com', 'wrong-password', 'es-ES');
    const pairs: [email: string, password: string][] = [
      ['candidata@example.com\u0000', 'Candidata-Demo-2026!'],
      ['\u0000', 'x'],
      ['candi\u0000data@example.com', 'Candidata-Demo-2026!'],
      ['candidata@example.com', 'Candidata-Demo-2026!\u0000'],
      ['candidata@example.com\r\n', 'Candidata-Demo-2026!'],
      ['candidata@example.com', 'Candidata\u001b-Demo-2026!'],
      ['candidata@example.com\u007f', 'Candidata-Demo-2026!'],
    ];
    for (const [email, password] of pairs) {
      const res = await tokenRequest(email, password, 'es-ES');
      expect(res.statusCode, JSON.stringify(email + password)).toBe(401);
      expect(res.json()).toEqual(wrong.json());
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('e-mail matching ignores case', async () => {
    await signIn('CANDIDATA@Example.com');
  });
});

describe('refresh', () => {
  it('rotates the refresh token and gives a new access token', async () => {
    const first = (await signIn()).json();
    const res = await t.app.inject({
      url: REFRESH,
      headers: { authorization: `Bearer ${first.refresh_token}` },
    });
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(cookieOf(res, 'refresh_token')?.value).toBe(second.refresh_token);
  });

  it('reusing an old refresh token revokes the session: the newest one stops working too', async () => {
    const first = (await signIn()).json();
    const second = (
      await t.app.inject({ url: REFRESH, headers: { authorization: `Bearer ${first.refresh_token}` } })
    ).json();
    const replay = await t.app.inject({
      url: REFRESH,
      headers: { authorization: `Bearer ${first.refresh_token}` },
    });
    expect(replay.statusCode).toBe(401);
    const newest = await t.app.inject({
      url: REFRESH,
      headers: { authorization: `Bearer ${second.refresh_token}` },
    });
    expect(newest.statusCode).toBe(401);
  });

  it('takes the refresh token from its cookie only with the CSRF header', async () => {
    const first = (await signIn()).json();
    const cookies = { refresh_token: first.refresh_token };
    const without = await t.app.inject({ url: REFRESH, cookies });
    expect(without.statusCode).toBe(403);
    const withHeader = await t.app.inject({
      url: REFRESH,
      cookies,
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(withHeader.statusCode).toBe(200);
  });

  it('an unknown refresh token is a 401 and clears the cookies', async () => {
    const res = await t.app.inject({ url: REFRESH, headers: { authorization: 'Bearer not-a-token' } });
    expect(res.statusCode).toBe(401);
    expect(cookieOf(res, 'access_token')?.value).toBe('');
  });
});

describe('sign-out', () => {
  it('revokes the refresh token and clears the three cookies', async () => {
    const tokens = (await signIn()).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/auth/v1/logout',
      headers: { authorization: `Bearer ${tokens.refresh_token}` },
    });
    expect(res.statusCode).toBe(204);
    for (const name of ['access_token', 'refresh_token', 'login_type'])
      expect(cookieOf(res, name)?.value).toBe('');
    const refresh = await t.app.inject({
      url: REFRESH,
      headers: { authorization: `Bearer ${tokens.refresh_token}` },
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('cookie names', () => {
  it('carry the ENV_NAME suffix', async () => {
    const other = await createTestApp({ ENV_NAME: 'hml' });
    try {
      await seedAccounts(other.database.db);
      const res = await other.app.inject({
        url: TOKEN,
        headers: { authorization: basic('admin@example.com', 'Admin-Portal-2026!') },
      });
      expect(res.cookies.map((c) => c.name).sort()).toEqual([
        'access_token_hml',
        'login_type_hml',
        'refresh_token_hml',
      ]);
    } finally {
      await other.close();
    }
  });
});
