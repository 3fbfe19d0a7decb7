import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Translations } from '../core/translations';
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
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'index.html'), INDEX);
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
        expect(res.headers.vary).toBe('Cookie');
      }
    }
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
