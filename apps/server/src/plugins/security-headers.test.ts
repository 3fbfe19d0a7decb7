import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import fastifyCookie from '@fastify/cookie';
import { authCookieNames } from '@portal/contracts/auth';
import Fastify, { type FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CareersBuild } from '#server/modules/careers-pages/careers-pages.service';
import { seedAccounts } from '#server/seed/accounts-seed';
import { createCandidate } from '#server-test/candidates';
import { signInWithPassword } from '#server-test/employees';
import { appsOnOneDatabase } from '#server-test/test-app';
import { EARLY_INPUT_SCRIPT_HASH, PERMISSIONS_POLICY, securityHeadersPlugin } from './security-headers';

/** Decision 0043: security headers, cache rules for personal data, cookie scope, and URLs from PUBLIC_URL. */
const PUBLIC_URL = 'https://vagas.example.com.br';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
const TOKEN = '/api/auth/auth/v1/token';
/** The demo candidate's password sign-in on `app`. */
const signInDemoCandidate = (app: FastifyInstance) =>
  signInWithPassword(app, 'candidata@example.com', 'Candidata-Demo-2026!');

/** A careers build whose pages print what the server hands the renderer (the real one builds canonical,
 * hreflang and JSON-LD links from the same `origin` and `url`). */
const echoBuild: CareersBuild = {
  template:
    '<html lang="pt-BR"><head><!--ssr-head--><!--/ssr-head--></head><body><!--ssr-html--><!--ssr-data--></body></html>',
  entry: {
    plan: () => ({ page: 'list', reads: [] }),
    render: async ({ url, origin }) => ({
      status: 200,
      head: `<link rel="canonical" href="${url.href}">`,
      html: `<script type="application/ld+json">{"url":"${origin}/carreiras"}</script>`,
      data: '',
    }),
  },
};

const apps = appsOnOneDatabase({ careersBuild: echoBuild }, (database) => seedAccounts(database.db));
let https: FastifyInstance;
let http: FastifyInstance;

beforeAll(async () => {
  // Trusting the caller as a proxy is the worst case: Fastify would then believe X-Forwarded-Host.
  https = await apps.build({ PUBLIC_URL, TRUST_PROXY: ['127.0.0.1'] });
  http = await apps.build();
});

describe('absolute URLs come from PUBLIC_URL, never from Host or X-Forwarded-Host', () => {
  it('sitemap and robots', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const res = await https.inject({ url, headers: FORGED });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(PUBLIC_URL);
      expect(res.body).not.toContain('evil.example');
    }
  });

  it('canonical, hreflang and JSON-LD links of the careers pages', async () => {
    const res = await https.inject({ url: '/carreiras?lang=en-US', headers: FORGED });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/carreiras?lang=en-US">`);
    expect(res.body).toContain(`"url":"${PUBLIC_URL}/carreiras"`);
    expect(res.body).not.toContain('evil.example');
  });

  it('a request target that looks like another origin', async () => {
    await http.listen({ port: 0, host: '127.0.0.1' });
    const { port } = http.server.address() as { port: number };
    for (const target of ['//evil.example/carreiras', 'http://evil.example/carreiras']) {
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.end(`GET ${target} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`),
        );
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk;
        });
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
      expect(raw, target).toMatch(/^HTTP\/1\.1 [2-4]\d\d /);
      expect(raw, target).not.toContain('evil.example');
    }
  });
});

describe('security headers', () => {
  it('on every response: Permissions-Policy, X-Frame-Options DENY with frame-ancestors none', async () => {
    // A success, an unknown path, a validation error and a refusal: the error handlers keep them.
    for (const url of [
      '/api/health',
      '/api/nothing-here',
      '/robots.txt',
      '/api/curriculum/vacancies/v1/x',
      '/api/notifications/v1',
    ]) {
      const res = await http.inject({ url });
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('HSTS and Secure cookies only under an https PUBLIC_URL', async () => {
    const secure = await signInDemoCandidate(https);
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(secure.cookies.length).toBe(3);
    for (const cookie of secure.cookies) expect(cookie.secure, cookie.name).toBe(true);
    const plain = await signInDemoCandidate(http);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    for (const cookie of plain.cookies) expect(cookie.secure, cookie.name).toBeFalsy();
  });
});

describe('Cache-Control: no-store on tokens and personal data', () => {
  it('token responses and the answers to authenticated requests', async () => {
    const signIn = await signInDemoCandidate(http);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const { refresh_token } = signIn.json();
    const refreshed = await http.inject({
      url: `${TOKEN}/refresh`,
      headers: { authorization: `Bearer ${refresh_token}` },
    });
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const c = await createCandidate(apps.database);
    for (const url of ['/api/curriculum/candidates/v1/user', '/api/curriculum/candidates/v1/export']) {
      const byBearer = await http.inject({ url, headers: { authorization: c.authorization } });
      expect(byBearer.statusCode, url).toBe(200);
      expect(byBearer.headers['cache-control'], url).toBe('no-store');
      const byCookie = await http.inject({ url, cookies: { [authCookieNames('').access]: c.token } });
      expect(byCookie.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('not on anonymous public answers', async () => {
    const res = await http.inject({ url: '/api/curriculum/vacancies/v1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});

describe('Cache-Control on every API answer', () => {
  it('each answer of the API says how it may be kept: probes, refusals, anonymous answers', async () => {
    const answers = await Promise.all(
      [
        { url: '/api/health' },
        { url: '/api/ready' },
        { url: '/api/curriculum/vacancies/v1' },
        { url: '/api/curriculum/vacancies/v1/999999' },
        { url: '/api/nowhere' },
        { url: '/api/curriculum/candidates/v1/user' },
        { url: '/api/users/password/v1/forgot', method: 'POST' as const, payload: { email: 'x' } },
        { url: '/api/dictionary/v1/number?attribute=workshift&system=RC' },
        { url: '/api/geodata/locations/v1/countries' },
      ].map((request) => http.inject(request)),
    );
    for (const res of answers)
      expect(res.headers['cache-control'], `${res.statusCode} ${res.raw.req.url}`).toBeTruthy();
    // What nobody declared cacheable is kept by no cache.
    expect(answers[0]!.headers['cache-control']).toBe('no-store');
    expect(answers[4]!.headers['cache-control']).toBe('no-store');
  });
});

describe('session cookies', () => {
  it('access cookie for the token life, refresh cookie only to the refresh and sign-out endpoints', async () => {
    const res = await signInDemoCandidate(http);
    const names = authCookieNames('');
    const cookie = (name: string) => res.cookies.find((c) => c.name === name)!;
    expect(cookie(names.access)).toMatchObject({ path: '/', maxAge: res.json().expires_in, httpOnly: true });
    expect(cookie(names.refresh)).toMatchObject({
      path: '/api/auth/auth/v1',
      maxAge: 2592000,
      httpOnly: true,
    });
    // The page learns from this one that a session exists, for as long as the refresh token can renew it.
    expect(cookie(names.loginType)).toMatchObject({ path: '/', maxAge: 2592000 });
    expect(cookie(names.loginType).httpOnly).toBeFalsy();

    // The browser sends the refresh cookie to sign-out, which revokes the session and clears it at its path.
    const out = await http.inject({
      method: 'POST',
      url: '/api/auth/auth/v1/logout',
      cookies: { [names.refresh]: res.json().refresh_token },
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === names.refresh && c.path === '/api/auth/auth/v1')?.value).toBe(
      '',
    );
    const reuse = await http.inject({
      url: `${TOKEN}/refresh`,
      headers: { authorization: `Bearer ${res.json().refresh_token}` },
    });
    expect(reuse.statusCode).toBe(401);
  });
});

describe('scripts, styles and fonts', () => {
  it('carry nosniff and Cross-Origin-Resource-Policy but not the headers that only a document reads', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    await app.register(securityHeadersPlugin, { secure: true });
    const types: Record<string, string> = {
      '/a.js': 'application/javascript; charset=utf-8',
      '/b.js': 'text/javascript',
      '/c.css': 'text/css; charset=utf-8',
      '/d.woff2': 'font/woff2',
      '/page': 'text/html; charset=utf-8',
      '/e.svg': 'image/svg+xml',
      '/api': 'application/json; charset=utf-8',
    };
    for (const [url, type] of Object.entries(types))
      app.get(url, (_request, reply) => reply.type(type).send('x'));
    try {
      for (const [url, type] of Object.entries(types)) {
        const res = await app.inject({ url });
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
        const document = !/javascript|css|font/.test(type);
        expect(res.headers['content-security-policy'] !== undefined, url).toBe(document);
        expect(res.headers['x-frame-options'] !== undefined, url).toBe(document);
        expect(res.headers['permissions-policy'] !== undefined, url).toBe(document);
      }
    } finally {
      await app.close();
    }
  });
});

/** The directives of a CSP header, by name. */
function cspDirectives(header: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

describe('the API docs page (Swagger UI) has its own CSP', () => {
  it("allows what the page loads: its own scripts and styles, and its logo's <style> by hash", async () => {
    const page = await http.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const docs = cspDirectives(page.headers['content-security-policy']);
    // Every script and stylesheet of the page comes from our origin.
    const loaded = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(loaded.length).toBeGreaterThan(3);
    for (const url of loaded)
      expect(new URL(url, 'http://localhost/api/docs').origin).toBe('http://localhost');
    expect(docs.get('script-src')).toEqual(["'self'"]);
    // The inline <style> elements its scripts write: each one's hash is allowed, and nothing else inline.
    const styles: string[] = [];
    for (const script of ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js']) {
      const code = (await http.inject({ url: `/api/docs/static/${script}` })).body;
      for (const match of code.matchAll(/createElement\("style",null,("(?:[^"\\]|\\.)*")\)/g))
        styles.push(JSON.parse(match[1] ?? '""'));
    }
    expect(styles.length).toBeGreaterThan(0);
    const styleSrc = docs.get('style-src') ?? [];
    for (const text of styles)
      expect(styleSrc).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(styleSrc).not.toContain("'unsafe-inline'");
    // Its SVG icons are data: URLs; it reads the OpenAPI document from our origin; it is never framed.
    expect(docs.get('img-src')).toContain('data:');
    expect(docs.get('connect-src')).toEqual(["'self'"]);
    expect(docs.get('frame-ancestors')).toEqual(["'none'"]);
    expect(docs.has('upgrade-insecure-requests')).toBe(false);
  });

  it("leaves the app pages' CSP as it is: their inline script by its hash only, and no docs style hashes", async () => {
    const docs = cspDirectives((await http.inject({ url: '/api/docs' })).headers['content-security-policy']);
    const app = cspDirectives((await http.inject({ url: '/carreiras' })).headers['content-security-policy']);
    expect(app.get('script-src')).toEqual(["'self'", EARLY_INPUT_SCRIPT_HASH]);
    expect(app.get('frame-ancestors')).toEqual(["'none'"]);
    const docsHashes = (docs.get('style-src') ?? []).filter((source) => source.startsWith("'sha256-"));
    for (const hash of docsHashes) expect(app.get('style-src')).not.toContain(hash);
    expect(docs.get('script-src')).not.toContain(EARLY_INPUT_SCRIPT_HASH);
  });
});
