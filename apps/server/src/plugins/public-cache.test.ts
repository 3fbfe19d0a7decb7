import { gunzipSync } from 'node:zlib';
import { SIDEBAR_COOKIE } from '@portal/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareersBuild } from '#server/modules/careers-pages/careers-pages.service';
import { seedVacancies } from '#server/seed/vacancies-seed';
import { createCandidate } from '#server-test/candidates';
import { createTestApp, type TestApp, varyOf } from '#server-test/test-app';

const NOW = new Date('2026-06-10T15:00:00Z');
const PUBLIC = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400';
const STRONG_ETAG = /^"[\w-]{20,}"$/;

/** A careers build that renders the vacancy list's titles: the page route as the real build drives it. */
const careersBuild: CareersBuild = {
  template:
    '<!doctype html><html lang="pt-BR"><head><!--ssr-head--><!--/ssr-head--></head><body><div id="root"><!--ssr-html--></div><!--ssr-data--></body></html>',
  entry: {
    plan: (url) =>
      url.pathname === '/carreiras' ? { page: 'list', reads: [{ path: '/curriculum/vacancies/v1' }] } : null,
    render: async ({ answers, sidebarCollapsed }) => ({
      status: 200,
      head: '<title>Vagas</title>',
      html: `<nav data-state="${sidebarCollapsed ? 'collapsed' : 'expanded'}"></nav><ul>${(answers[0]!.body as { title: string }[]).map((v) => `<li>${v.title}</li>`).join('')}</ul>`,
      data: '',
    }),
  },
};

let t: TestApp;
let bearer: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW, careersBuild });
  await seedVacancies(t.database.db, NOW);
  bearer = (await createCandidate(t.database)).authorization;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('public answers: strong ETag, 304 and public caching for anonymous callers', () => {
  it.each([
    '/api/curriculum/vacancies/v1',
    '/api/curriculum/vacancies/v1?q=mecanico',
    '/api/curriculum/vacancies/v1/filters',
    '/api/curriculum/vacancies/v1/1',
    '/carreiras',
  ])('GET %s', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(STRONG_ETAG);
    expect(first.headers['cache-control']).toBe(PUBLIC);
    expect(varyOf(first)).toEqual(expect.arrayContaining(['authorization', 'cookie']));

    // The same body, the same tag; a revalidation costs no body.
    expect((await get(url)).headers.etag).toBe(etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(url, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(PUBLIC);
    }
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('a compressed answer keeps the tag of its body, and its 304 carries no encoding', async () => {
    const plain = await get('/carreiras');
    const gzipped = await get('/carreiras', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    const revalidated = await get('/carreiras', {
      'accept-encoding': 'gzip',
      'if-none-match': String(plain.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it("a careers page drawn with the visitor's remembered sidebar (its cookie) varies on Cookie and has its own tag", async () => {
    // Decision 0085: hidden on a phone unless the visitor chose to show it ('0').
    const collapsed = await get('/carreiras');
    const expanded = await get('/carreiras', { cookie: `${SIDEBAR_COOKIE}=0` });
    expect(collapsed.body).toContain('<nav data-state="collapsed">');
    expect(expanded.body).toContain('<nav data-state="expanded">');
    expect(varyOf(expanded)).toContain('cookie');
    expect(expanded.headers['cache-control']).toBe(PUBLIC);
    expect(expanded.headers.etag).not.toBe(collapsed.headers.etag);
    // '1' (hidden by choice) draws what no cookie draws.
    const chosenCollapsed = await get('/carreiras', { cookie: `${SIDEBAR_COOKIE}=1` });
    expect(chosenCollapsed.headers.etag).toBe(collapsed.headers.etag);
  });

  it('another language or a changed body gets another tag', async () => {
    const pt = await get('/api/curriculum/vacancies/v1/1', { 'accept-language': 'pt-BR' });
    const en = await get('/api/curriculum/vacancies/v1/1', { 'accept-language': 'en-US' });
    expect(varyOf(en)).toContain('accept-language');
    expect(en.body).not.toBe(pt.body);
    expect(en.headers.etag).not.toBe(pt.headers.etag);
    const all = await get('/api/curriculum/vacancies/v1');
    const some = await get('/api/curriculum/vacancies/v1?q=mecanico');
    expect(some.headers.etag).not.toBe(all.headers.etag);
  });
});

describe('signed-in callers and other answers', () => {
  it('a request with credentials gets a private answer (by Authorization or by the access cookie), still with an ETag', async () => {
    const token = bearer.replace(/^Bearer /, '');
    const credentials: Record<string, string>[] = [
      { authorization: bearer },
      { cookie: `access_token=${token}` },
    ];
    for (const headers of credentials) {
      for (const url of ['/api/curriculum/vacancies/v1', '/api/curriculum/vacancies/v1/1', '/carreiras']) {
        const res = await get(url, headers);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-cache');
        expect(String(res.headers.etag)).toMatch(STRONG_ETAG);
        const again = await get(url, { ...headers, 'if-none-match': String(res.headers.etag) });
        expect(again.statusCode).toBe(304);
        expect(again.headers['cache-control']).toBe('private, no-cache');
      }
    }
  });

  it('errors and routes without the flag are not made public', async () => {
    const missing = await get('/api/curriculum/vacancies/v1/4');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(String(missing.headers['cache-control'] ?? '')).not.toMatch(/public/);
    const mine = await get('/api/curriculum/vacancies/v1/user', { authorization: bearer });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).toBeUndefined();
    expect(String(mine.headers['cache-control'] ?? '')).not.toMatch(/public/);
  });
});
