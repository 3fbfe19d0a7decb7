import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EARLY_INPUT_SCRIPT } from '@portal/contracts/early-input';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedVacancies } from '#server/seed/vacancies-seed';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { fillTemplate, inlineStylesheets } from './careers-pages.service';

const NOW = new Date('2026-06-10T15:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://vagas.example.com.br' },
    { now: () => NOW, careersBuild: false },
  );
  await seedVacancies(t.database.db, NOW);
});
afterAll(() => t.close());

describe('/sitemap.xml', () => {
  it('lists the careers list and every open vacancy with lastmod and hreflang alternates', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain('https://vagas.example.com.br/carreiras');
    const vacancyLocs = locs.filter((l) => /\/carreiras\/vagas\/\d+$/.test(l));
    const open = await t.app.inject({ url: '/api/curriculum/vacancies/v1' });
    // Open vacancies past their deadline still have a page (it says so), so the sitemap has at least the listed ones.
    expect(vacancyLocs.length).toBeGreaterThanOrEqual(open.json().length);
    for (const { id } of open.json())
      expect(locs).toContain(`https://vagas.example.com.br/carreiras/vagas/${id}`);
    expect(xml.match(/<lastmod>/g)?.length).toBe(locs.length);
    expect(xml).toContain('hreflang="en-US" href="https://vagas.example.com.br/carreiras?lang=en-US"');
    expect(xml).toContain('hreflang="x-default" href="https://vagas.example.com.br/carreiras"');
    for (const m of xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g))
      expect(Number.isNaN(Date.parse(m[1]!))).toBe(false);
  });

  it('leaves closed and expired vacancies out', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    const closed = await t.app.inject({ url: '/api/curriculum/vacancies/v1/4' });
    expect(closed.statusCode).toBe(404);
    expect(xml).not.toContain('/carreiras/vagas/4<');
    const expired = await t.app.inject({ url: '/api/curriculum/vacancies/v1/9' });
    expect(expired.json().deadline_passed).toBe(true);
    expect(xml).not.toContain('/carreiras/vagas/9<');
  });
});

/** Whether robots.txt lets every user agent fetch `path`: the longest matching rule wins (RFC 9309). */
function robotsAllow(body: string, path: string): boolean {
  const rules = [...body.matchAll(/^(Allow|Disallow):\s*(\S*)$/gm)].map((m) => ({
    allow: m[1] === 'Allow',
    path: m[2]!,
  }));
  const matching = rules.filter((rule) => path.startsWith(rule.path));
  matching.sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
}

describe('/robots.txt', () => {
  it('lets search engines read the careers pages, keeps them out of the rest, and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toContain('Sitemap: https://vagas.example.com.br/sitemap.xml');
    for (const path of [
      '/carreiras',
      '/carreiras/vagas/20?lang=en-US',
      '/carreiras/termos-de-uso',
      // What a rendering crawler loads with the page: scripts, styles, icon, texts and the public vacancy API.
      '/carreiras/assets/index-3f2a1b.js',
      '/carreiras/assets/index-9c8d7e.css',
      '/carreiras/favicon.svg',
      '/locales/pt-BR/careers.json',
      '/locales/en-US/common.json',
      '/api/curriculum/vacancies/v1?q=mecanico',
      '/api/curriculum/vacancies/v1/20',
      // The link previews' share cards and the structured data's logo (decision 0077).
      '/api/curriculum/vacancies/v1/20/card.png?lang=es-ES',
      '/carreiras/logo.png',
    ])
      expect(robotsAllow(res.body, path), `${path} is allowed`).toBe(true);
    for (const path of [
      '/carreiras/curriculo',
      '/carreiras/register',
      '/carreiras/minhas-inscricoes',
      '/carreiras/banco-de-talentos?origem=carreiras',
      '/carreiras/alertas/gerenciar',
      '/login',
      '/home',
      '/notifications',
      '/api/users/v1/me',
    ])
      expect(robotsAllow(res.body, path), `${path} is disallowed`).toBe(false);
  });
});

describe('the logo of the structured data', () => {
  it('is a 512 × 512 PNG of the company mark, cacheable', async () => {
    const res = await t.app.inject({ url: '/carreiras/logo.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/^public/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
  });
});

describe('demo data', () => {
  it('seeds at least 60 vacancies in at least 6 units and 8 cities, a few closed and a few expired', async () => {
    const all = await t.database.db.query.vacancies.findMany();
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((v) => v.unitId)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((v) => v.city)).size).toBeGreaterThanOrEqual(8);
    expect(all.filter((v) => v.status === 'closed').length).toBeGreaterThanOrEqual(2);
    expect(
      all.filter((v) => v.status === 'published' && v.applicationDeadline < '2026-06-10').length,
    ).toBeGreaterThanOrEqual(2);
    const contracts = new Set(all.map((v) => v.contractType));
    expect(contracts).toEqual(new Set(['clt', 'internship', 'apprentice', 'temporary']));
  });

  it('is seeded only into an empty database', async () => {
    expect(await seedVacancies(t.database.db, NOW)).toBe(0);
  });
});

describe('inlineStylesheets', () => {
  it('puts the built stylesheets into the page instead of linking them, and leaves other links alone', () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-careers-dist-'));
    try {
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'assets/first-view-abc.css'), '.a{background:url(/carreiras/assets/x.svg)}');
      const html = [
        '<link rel="icon" href="/carreiras/favicon.svg" type="image/svg+xml" />',
        '<link rel="modulepreload" crossorigin href="/carreiras/assets/first-view-abc.js">',
        '<link rel="stylesheet" crossorigin href="/carreiras/assets/first-view-abc.css">',
        '<link rel="stylesheet" crossorigin href="/carreiras/assets/missing.css">',
      ].join('\n');
      expect(inlineStylesheets(html, dist).split('\n')).toEqual([
        '<link rel="icon" href="/carreiras/favicon.svg" type="image/svg+xml" />',
        '<link rel="modulepreload" crossorigin href="/carreiras/assets/first-view-abc.js">',
        '<style>.a{background:url(/carreiras/assets/x.svg)}</style>',
        // A file that is not there stays a link (the browser's request then tells what is wrong).
        '<link rel="stylesheet" crossorigin href="/carreiras/assets/missing.css">',
      ]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the early-input script of a server-rendered page (decision 0080)', () => {
  const template =
    '<html lang="pt-BR"><head><!--ssr-head--><!--/ssr-head--></head><body><div id="root"><!--ssr-html--></div><!--ssr-data--></body></html>';

  it('comes first in the body of a page with markup, and is allowed by the CSP through its hash alone', async () => {
    const html = fillTemplate(template, {
      locale: 'es-ES',
      head: '<title>x</title>',
      html: '<main>x</main>',
      data: '{}',
    });
    const inline = /<body><script>([\s\S]*?)<\/script><div id="root"><main>/.exec(html);
    expect(inline?.[1]).toBe(EARLY_INPUT_SCRIPT);
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256')
      .update(inline?.[1] ?? '')
      .digest('base64')}'`;
    expect(scriptSrc.split(' ')).toEqual(["'self'", hash]);
  });

  it('is left out of the bare page the browser renders by itself', () => {
    const html = fillTemplate(template, { locale: 'pt-BR', head: '', html: '', data: '' });
    expect(html).not.toContain('<script>');
  });
});
