import { LOCALES, NAMESPACES } from '@portal/contracts/locales';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server-test/test-app';

const t = useTestApp();

describe('GET /locales/{lng}/{ns}.json', () => {
  it.each(LOCALES.flatMap((lng) => NAMESPACES.map((ns) => [lng, ns] as const)))(
    'serves %s %s as JSON with an ETag',
    async (lng, ns) => {
      const res = await t.app.inject({ method: 'GET', url: `/locales/${lng}/${ns}.json` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers.etag).toMatch(/^".+"$/);
      expect(res.headers['content-language']).toBe(lng);
      expect(typeof res.json()).toBe('object');
    },
  );

  it('answers 304 when the ETag still matches, and 200 again for another locale', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/locales/pt-BR/common.json' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/locales/pt-BR/common.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      method: 'GET',
      url: '/locales/en-US/common.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(other.statusCode).toBe(200);
  });

  it('gives the texts of each language', async () => {
    const bodies = await Promise.all(
      LOCALES.map(async (lng) => (await t.app.inject({ url: `/locales/${lng}/common.json` })).json()),
    );
    const [pt, en, es] = bodies.map((b) => b.errors.not_found.title);
    expect(new Set([pt, en, es]).size).toBe(3);
  });

  it('falls back to pt-BR for an unknown locale, and maps a bare language to its locale', async () => {
    const pt = await t.app.inject({ url: '/locales/pt-BR/common.json' });
    const unknown = await t.app.inject({ url: '/locales/xx-YY/common.json' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['content-language']).toBe('pt-BR');
    expect(unknown.body).toBe(pt.body);
    const en = await t.app.inject({ url: '/locales/en/common.json' });
    expect(en.headers['content-language']).toBe('en-US');
  });

  it('an unknown namespace is a 404 problem', async () => {
    const res = await t.app.inject({
      url: '/locales/pt-BR/secrets.json',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
