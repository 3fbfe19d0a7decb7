import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '#server/seed/accounts-seed';
import { startOidcProvider, type TestOidcProvider } from '#server-test/oidc-provider';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { authAuditLog } from './auth-audit';

const PUBLIC_URL = 'http://portal.test';
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/v1/callback`;

let provider: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider([CALLBACK]);
  t = await createTestApp({
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  });
  await seedAccounts(t.database.db);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** A browser's cookie jar, enough for the provider's own cookies (names are unique across its paths). */
class Jar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(line) || value === '')
        this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the browser at the provider: follows its redirects, submits its login form with `login`, and returns the
 * URL it finally sends the browser to (our callback).
 */
async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Jar();
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    init = {};
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(CALLBACK)) return next;
      url = next;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action)
      throw new Error(`the provider answered ${response.status} without a form: ${html.slice(0, 300)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url);
    init = {
      method: 'POST',
      body: new URLSearchParams({ prompt: 'login', login, password: 'anything' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('too many redirects');
}

async function start(target = '/notifications') {
  const res = await t.app.inject({ url: `/api/auth/oidc/v1/start?target=${encodeURIComponent(target)}` });
  expect(res.statusCode).toBe(302);
  const flow = res.cookies.find((c) => c.name === 'oidc_flow');
  expect(flow).toMatchObject({ httpOnly: true, path: '/api/auth/oidc' });
  return { location: res.headers.location as string, flow: flow!.value };
}

/** A whole sign-in: started for `target`, `login` at the provider, then our callback with the flow's cookie. */
async function signInThroughProvider(target: string | undefined, login: string) {
  const { location, flow } = await start(target);
  const callback = await signInAtProvider(location, login);
  return t.app.inject({ url: `${callback.pathname}${callback.search}`, cookies: { oidc_flow: flow } });
}

describe("'Sign in with Microsoft' (OpenID Connect against a real provider)", () => {
  it('redirects to the provider with the code flow, PKCE (S256), state and nonce', async () => {
    const { location } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('signs in the employee whose e-mail the provider vouches for: session cookies, login type azure, target kept', async () => {
    const res = await signInThroughProvider('/notifications', 'ADMIN@example.com');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?sso=done&target=%2Fnotifications');
    expect(res.cookies.find((c) => c.name === 'login_type')?.value).toBe('azure');
    expect(res.cookies.find((c) => c.name === 'oidc_flow')?.value).toBe('');
    const access = res.cookies.find((c) => c.name === 'access_token')!;
    expect(access.httpOnly).toBe(true);
    const info = await t.app.inject({
      url: '/api/users/information/v1',
      cookies: { access_token: access.value },
    });
    expect(info.json()).toMatchObject({ email: 'admin@example.com', kind: 'employee' });
    const audit = await authAuditLog(t.database.db);
    expect((await audit.entries('oidc_sign_in')).some((e) => e.outcome === 'success')).toBe(true);
  });

  it('sends a person without a portal account back to the login page with the reason, and opens no session', async () => {
    const res = await signInThroughProvider(undefined, 'stranger@example.org');
    expect(res.headers.location).toBe('/login?sso_error=no_account');
    expect(res.cookies.find((c) => c.name === 'access_token')).toBeUndefined();
  });

  it('refuses a callback without its flow cookie, or with another sign-in’s flow (state check)', async () => {
    const first = await start();
    const second = await start();
    const callback = await signInAtProvider(first.location, 'admin@example.com');
    for (const cookies of [{}, { oidc_flow: second.flow }, { oidc_flow: 'forged' }] as Record<
      string,
      string
    >[]) {
      const res = await t.app.inject({ url: `${callback.pathname}${callback.search}`, cookies });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?sso_error=failed');
      expect(res.cookies.find((c) => c.name === 'access_token')).toBeUndefined();
    }
  });

  it('sign-out clears the flow cookie with the session cookies', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/auth/v1/logout' });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'oidc_flow')).toMatchObject({
      value: '',
      path: '/api/auth/oidc',
    });
    expect(res.cookies.find((c) => c.name === 'login_type')?.value).toBe('');
  });

  it('keeps the target a path of this site', async () => {
    const res = await signInThroughProvider('https://evil.example/steal', 'admin@example.com');
    expect(res.headers.location).toBe('/login?sso=done&target=%2Fhome');
  });
});

describe('without OIDC_* configured', () => {
  it('answers 404 at both routes', async () => {
    const plain = await createTestApp();
    try {
      for (const url of ['/api/auth/oidc/v1/start', '/api/auth/oidc/v1/callback?code=x&state=y']) {
        const res = await plain.app.inject({ url, headers: { 'accept-language': 'en-US' } });
        expect(res.statusCode).toBe(404);
        expect(res.json().detail).toBe('Sign-in with Microsoft is not configured.');
      }
    } finally {
      await plain.close();
    }
  });
});
