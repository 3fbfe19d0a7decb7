import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Translations } from '#server/core/translations';
import { problemPlugin } from './problem';
import { webAppsPlugin } from './web-apps';

/** A built app's index.html as Vite writes it: one title for every route. */
const INDEX =
  '<!doctype html><html lang="pt-BR"><head><meta name="portal-config" content="{}" /><title>Portal</title></head><body><div id="root"></div></body></html>';

let app: FastifyInstance;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'web-apps-'));
  for (const name of ['careers', 'intranet']) {
    mkdirSync(join(dir, name, 'assets'), { recursive: true });
    writeFileSync(join(dir, name, 'index.html'), INDEX);
    writeFileSync(join(dir, name, 'assets', 'page-abc123.js'), 'export const page = 1;\n');
    // A source map a build left behind (SOURCEMAP=1).
    for (const ending of ['', '.gz', '.br'])
      writeFileSync(
        join(dir, name, 'assets', `page-abc123.js.map${ending}`),
        '{"version":3,"sources":["page.tsx"]}',
      );
  }
  app = Fastify();
  await app.register(fastifyCookie);
  const translations = await Translations.load();
  await app.register(problemPlugin, { translations });
  await app.register(webAppsPlugin, {
    careersDist: join(dir, 'careers'),
    intranetDist: join(dir, 'intranet'),
    portalConfig: { envName: '', loginUrl: '/login' },
    translations,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the intranet pages the server sends', () => {
  it('each page has its own <title> in the chosen language, and the page’s lang', async () => {
    const expected: Record<string, Record<string, string>> = {
      'pt-BR': {
        '/login': 'Entrar | Portal corporativo',
        '/home': 'Início | Portal corporativo',
        '/notifications': 'Notificações | Portal corporativo',
        '/privacidade': 'Privacidade no portal corporativo | Portal corporativo',
        '/pedidos/novo': 'Novo pedido | Portal corporativo',
        '/password-recovery': 'Redefinir senha | Portal corporativo',
      },
      'en-US': {
        '/login': 'Sign in | Company portal',
        '/home': 'Home | Company portal',
        '/notifications': 'Notifications | Company portal',
      },
    };
    for (const [locale, pages] of Object.entries(expected)) {
      for (const [path, title] of Object.entries(pages)) {
        const res = await app.inject({
          url: path,
          headers: locale === 'pt-BR' ? {} : { cookie: `portal_lang=${locale}` },
        });
        expect(res.statusCode).toBe(200);
        expect(titleOf(res.body), `${locale} ${path}`).toBe(title);
        expect(res.body).toContain(`<html lang="${locale}">`);
        // The language may come from the cookie or, on a first visit, the browser (decision 0083).
        expect(res.headers.vary).toBe('Accept-Language, Cookie');
      }
    }
    // A first visit follows the browser's languages; the cookie (a choice made) comes before them.
    const spanish = await app.inject({ url: '/login', headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(spanish.body).toContain('<html lang="es-ES">');
    expect(titleOf(spanish.body)).toBe('Iniciar sesión | Portal corporativo');
    const chosen = await app.inject({
      url: '/login',
      headers: { 'accept-language': 'es-ES', cookie: 'portal_lang=en-US' },
    });
    expect(titleOf(chosen.body)).toBe('Sign in | Company portal');
    const unmatched = await app.inject({ url: '/login', headers: { 'accept-language': 'fr-FR' } });
    expect(titleOf(unmatched.body)).toBe('Entrar | Portal corporativo');
    // A trailing slash is the same page; an unknown page keeps the app's title (its router says 'not found').
    expect(titleOf((await app.inject({ url: '/home/' })).body)).toBe('Início | Portal corporativo');
    expect(titleOf((await app.inject({ url: '/somewhere' })).body)).toBe('Portal');
  });

  it('no two intranet pages share a title', async () => {
    const titles = await Promise.all(
      ['/login', '/home', '/notifications', '/privacidade', '/pedidos/novo', '/password-recovery'].map(
        async (url) => titleOf((await app.inject({ url })).body),
      ),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('the built files the server sends', () => {
  it('serves the scripts but never a source map (decision 0068)', async () => {
    for (const base of ['/carreiras/assets', '/assets']) {
      const script = await app.inject({ url: `${base}/page-abc123.js` });
      expect(script.statusCode, `${base} script`).toBe(200);
      for (const ending of ['.map', '.MAP', '.map.gz', '.map.br']) {
        const url = `${base}/page-abc123.js${ending}`;
        const map = await app.inject({ url });
        expect(map.statusCode, url).toBe(404);
        expect(map.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(map.body).not.toContain('sources');
      }
    }
  });
});
