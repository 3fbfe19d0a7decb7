import { brotliDecompressSync } from 'node:zlib';
import { isProblem } from '@portal/contracts/problem-guard';
import { describe, expect, it } from 'vitest';
import { createCandidate } from '#server-test/candidates';
import { createTestApp, useTestApp } from '#server-test/test-app';
import { seedAccounts } from './seed/accounts-seed';

const t = useTestApp();

describe('health and readiness', () => {
  it('GET /api/health answers while the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('GET /api/ready names the database it reached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      database: process.env.TEST_DB,
      outbox: { due: 0, oldest_due_s: 0 },
      // No REDIS_URL here: nothing to degrade (decision 0065).
      redis: null,
    });
  });

  it('GET /api/ready reports the mail outbox backlog: mails due and the age of the oldest (decision 0060)', async () => {
    // An instance that does not send (MAIL_WORKER=false) leaves its mails due for another one.
    const quiet = await createTestApp({ MAIL_WORKER: false });
    try {
      for (const email of ['ana@example.com', 'bia@example.com']) {
        const res = await quiet.app.inject({
          method: 'POST',
          url: '/api/users/password/v1/forgot',
          payload: { email },
        });
        expect(res.statusCode).toBe(202);
      }
      await seedAccounts(quiet.database.db);
      await quiet.app.inject({
        method: 'POST',
        url: '/api/users/password/v1/forgot',
        payload: { email: 'admin@example.com' },
      });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const ready = (await quiet.app.inject({ method: 'GET', url: '/api/ready' })).json();
      expect(ready.outbox.due).toBe(1);
      expect(ready.outbox.oldest_due_s).toBeGreaterThanOrEqual(1);
    } finally {
      await quiet.close();
    }
  });

  it('every response carries a request id, and a valid incoming one is kept', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-12345678' },
    });
    expect(given.headers['x-request-id']).toBe('abc-12345678');
  });
});

describe('problem+json errors in the caller language', () => {
  it('an unknown /api path is a 404 problem in pt-BR by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = res.json();
    expect(isProblem(body)).toBe(true);
    expect(body).toMatchObject({ status: 404, code: 'not_found' });
    expect(body.title).toBeTruthy();
    expect(body.detail).toBeTruthy();
    expect(res.headers['content-language']).toBe('pt-BR');
  });

  it('the same problem reads differently in en-US and es-ES', async () => {
    const titles = new Set<string>();
    for (const lang of ['pt-BR', 'en-US,en;q=0.9', 'es']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/unknown',
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(404);
      titles.add(res.json().title);
    }
    expect(titles.size).toBe(3);
  });

  it.each([
    ['malformed JSON', 'application/json', '{"message": ', 400, 'bad_request'],
    [
      'a body over the limit (refused before it is processed)',
      'application/json',
      JSON.stringify({ message: 'x'.repeat(40 * 1024), status: 'Untreated' }),
      413,
      'payload_too_large',
    ],
    ['an unsupported content type', 'application/xml', '<a/>', 415, 'unsupported_media_type'],
  ])('%s is a %i problem, not a 500', async (_, contentType, payload, status, code) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/intranet/system/v1/errors/javascript',
      headers: { 'content-type': contentType, 'accept-language': 'en-US' },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(isProblem(res.json())).toBe(true);
    expect(res.json()).toMatchObject({ status, code });
  });
});

describe('a body over its route limit', () => {
  const over = (bytes: number) => JSON.stringify({ message: 'x'.repeat(bytes) });
  it.each([
    ['a JSON route (the 64 KB default)', '/api/users/registration/v1', over(70 * 1024), 'pt-BR', '(64 KB)'],
    ['the contact form (16 KB)', '/api/intranet/contact/v1/user', over(20 * 1024), 'es-ES', '(16 KB)'],
    [
      'a one-click unsubscribe (1 KB)',
      '/api/curriculum/alerts/v1/unsubscribe/abc',
      over(2048),
      'en-US',
      '(1 KB)',
    ],
  ])(
    "%s: 413 quoting the limit that applied, in the caller's language",
    async (_, url, payload, language, limit) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'accept-language': language },
        payload,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe('payload_too_large');
      expect(res.json().detail).toContain(limit);
      expect(res.headers['content-language']).toBe(language);
    },
  );

  it("the basic information's body: the picture's own words (8 MB), not its data URL's size", async () => {
    const maria = await createCandidate(t.database);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/curriculum/basic-information/v1',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'pt-BR',
        authorization: maria.authorization,
      },
      payload: JSON.stringify({ picture: `data:image/png;base64,${'A'.repeat(12 * 1024 * 1024)}` }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toContain('8 MB');
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/ready',
        '/api/intranet/system/v1/errors/request',
        '/api/intranet/system/v1/errors/javascript',
        '/locales/{lng}/{file}',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('compression', () => {
  it('compresses a large answer for a client that accepts it, and not for one that does not', async () => {
    const plain = await t.app.inject({ url: '/locales/pt-BR/careers.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await t.app.inject({
      url: '/locales/pt-BR/careers.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('compresses an answer of tens of KiB in one piece and states its length (decision 0102)', async () => {
    const plain = await t.app.inject({ url: '/locales/pt-BR/careers.json' });
    expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024);
    for (const encoding of ['br', 'gzip']) {
      const compressed = await t.app.inject({
        url: '/locales/pt-BR/careers.json',
        headers: { 'accept-encoding': encoding },
      });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers['transfer-encoding']).toBeUndefined();
      expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
    }
  });
});
