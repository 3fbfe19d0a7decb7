import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVacancies } from '#server/seed/vacancies-seed';
import { createTestApp, type TestApp, varyOf } from '#server-test/test-app';
import type { CareersBuild } from './careers-pages.service';

// The language of a server-rendered careers page (decision 0083): the link's `?lang=`, then the person's own choice
// (the language cookie), then the browser's Accept-Language on a first visit, then pt-BR; and caches told so.

const NOW = new Date('2026-06-10T15:00:00Z');

/** A careers build that renders the list with the language it was given and the first vacancy's title in it. */
const careersBuild: CareersBuild = {
  template:
    '<!doctype html><html lang="pt-BR"><head><!--ssr-head--><!--/ssr-head--></head><body><div id="root"><!--ssr-html--></div><!--ssr-data--></body></html>',
  entry: {
    plan: (url) =>
      url.pathname.startsWith('/carreiras')
        ? { page: 'list', reads: [{ path: '/curriculum/vacancies/v1/1' }] }
        : null,
    render: async ({ locale, answers }) => ({
      status: 200,
      head: '<title>Vagas</title>',
      html: `<p>${locale}: ${(answers[0]!.body as { title: string }).title}</p>`,
      data: '',
    }),
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW, careersBuild });
  await seedVacancies(t.database.db, NOW);
});
afterAll(() => t.close());

const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const languageOf = (res: { body: string }) => /<html lang="([^"]+)">/.exec(res.body)?.[1];

describe('a first visit follows the browser', () => {
  it.each([
    ['es-ES,es;q=0.9,en;q=0.8', 'es-ES'],
    ['en-US,en;q=0.9', 'en-US'],
    ['es-AR', 'es-ES'],
    ['fr-FR,de;q=0.8', 'pt-BR'],
    ['', 'pt-BR'],
  ])('Accept-Language %j opens the page in %s', async (acceptLanguage, expected) => {
    const res = await open('/carreiras', acceptLanguage ? { 'accept-language': acceptLanguage } : {});
    expect(res.statusCode).toBe(200);
    expect(languageOf(res)).toBe(expected);
    expect(res.headers['content-language']).toBe(expected);
    // Its API reads speak it too (the vacancy's own title in that language).
    expect(res.body).toContain(`<p>${expected}: `);
    // Shared caches keep one copy per language and per cookie, and the anonymous copy stays public.
    expect(varyOf(res)).toEqual(expect.arrayContaining(['accept-language', 'cookie', 'authorization']));
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  it('each language has its own tag; a revalidation in the same language costs no body', async () => {
    const es = await open('/carreiras/vagas/1', { 'accept-language': 'es-ES' });
    const en = await open('/carreiras/vagas/1', { 'accept-language': 'en-US' });
    expect(es.headers.etag).not.toBe(en.headers.etag);
    const again = await open('/carreiras/vagas/1', {
      'accept-language': 'es-ES',
      'if-none-match': String(es.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("the person's own choice comes first", () => {
  it('the language cookie wins over the browser', async () => {
    const res = await open('/carreiras', { 'accept-language': 'es-ES', cookie: 'portal_lang=en-US' });
    expect(languageOf(res)).toBe('en-US');
  });

  it("a link's ?lang= wins over both, and its page does not vary by the browser's language", async () => {
    const res = await open('/carreiras/alertas/confirmar?lang=es-ES', {
      'accept-language': 'pt-BR',
      cookie: 'portal_lang=en-US',
    });
    expect(languageOf(res)).toBe('es-ES');
    expect(varyOf(res)).not.toContain('accept-language');
    expect(varyOf(res)).toEqual(expect.arrayContaining(['cookie', 'authorization']));
  });
});
