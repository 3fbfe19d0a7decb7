import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CAREERS_BASE_PATH, vacancyPagePath } from '@portal/contracts/careers-paths';
import { EARLY_INPUT_SCRIPT } from '@portal/contracts/early-input';
import { LOCALES, type Locale } from '@portal/contracts/locales';

/** The careers app's server entry (apps/careers/src/entry-server.tsx, built to dist-ssr). */
export interface CareersSsrEntry {
  plan(
    url: URL,
  ): { page: string; reads: { path: string; params?: Record<string, string | number> }[] } | null;
  render(input: {
    url: URL;
    origin: string;
    locale: Locale;
    resources: Record<string, Record<string, unknown>>;
    answers: { status: number; body: unknown }[];
    /** The visitor's remembered sidebar collapse (SIDEBAR_COOKIE), drawn in the first frame (decision 0085). */
    sidebarCollapsed: boolean;
  }): Promise<{ status: number; html: string; head: string; data: string; redirect?: string }>;
}

export interface CareersBuild {
  template: string;
  entry: CareersSsrEntry;
}

/** Loads the built careers app for server rendering; undefined when it is not built (the SPA shell is served). */
export async function loadCareersBuild(distDir: string, ssrDir: string): Promise<CareersBuild | undefined> {
  const templateFile = `${distDir}/index.html`;
  const entryFile = `${ssrDir}/entry-server.js`;
  if (!existsSync(templateFile) || !existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as CareersSsrEntry;
  return { template: inlineStylesheets(readFileSync(templateFile, 'utf8'), distDir), entry };
}

/**
 * Puts the page's stylesheets into the HTML itself: the first paint then waits for one response, not two (on a slow
 * mobile network a request costs a round trip). The CSS is a few KB compressed; built asset URLs inside it are
 * absolute, so they stay valid. The CSP allows inline styles, not inline scripts.
 */
export function inlineStylesheets(template: string, distDir: string): string {
  return template.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/carreiras\/(assets\/[\w.-]+\.css)">/g,
    (link, file: string) => {
      const path = `${distDir}/${file}`;
      return existsSync(path)
        ? `<style>${readFileSync(path, 'utf8').replaceAll('</style', '<\\/style')}</style>`
        : link;
    },
  );
}

/**
 * Puts a render into the built index.html. A page with server-rendered markup gets the early-input script first in
 * its body, so a tap before hydration is held and replayed, not lost (decision 0080).
 */
export function fillTemplate(
  template: string,
  page: { locale: Locale; head: string; html: string; data: string },
): string {
  return template
    .replace('<html lang="pt-BR">', `<html lang="${page.locale}">`)
    .replace(/<!--ssr-head-->[\s\S]*?<!--\/ssr-head-->/, () => page.head)
    .replace('<div id="root">', (root) =>
      page.html ? `<script>${EARLY_INPUT_SCRIPT}</script>${root}` : root,
    )
    .replace('<!--ssr-html-->', () => page.html)
    .replace('<!--ssr-data-->', () => `<script type="application/json" id="ssr-data">${page.data}</script>`);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The page's URL in a language: pt-BR (the default) has no `lang` parameter. */
function localizedUrl(origin: string, path: string, locale: Locale): string {
  const url = new URL(path, origin);
  if (locale !== 'pt-BR') url.searchParams.set('lang', locale);
  return url.toString();
}

/** /sitemap.xml: the list, the legal pages and every listed vacancy, with lastmod and hreflang alternates. */
export function sitemapXml(
  { vacancies, lastChange }: { vacancies: { id: number; updatedAt: Date }[]; lastChange: Date },
  origin: string,
): string {
  // Expired vacancies keep a page (it says so, with noindex), but search engines are not sent there.
  const pages: { path: string; lastmod: Date }[] = [
    { path: '/carreiras', lastmod: lastChange },
    ...vacancies.map((v) => ({ path: `${CAREERS_BASE_PATH}${vacancyPagePath(v.id)}`, lastmod: v.updatedAt })),
    { path: '/carreiras/politica-de-privacidade', lastmod: new Date('2026-11-01T00:00:00Z') },
    { path: '/carreiras/termos-de-uso', lastmod: new Date('2026-11-01T00:00:00Z') },
    { path: '/carreiras/dicas-de-privacidade', lastmod: new Date('2026-11-01T00:00:00Z') },
  ];
  const urls = pages.map(({ path, lastmod }) => {
    const alternates = [...LOCALES, 'x-default' as const]
      .map((hreflang) => {
        const href = localizedUrl(origin, path, hreflang === 'x-default' ? 'pt-BR' : hreflang);
        return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
      })
      .join('');
    return `<url><loc>${escapeXml(localizedUrl(origin, path, 'pt-BR'))}</loc><lastmod>${lastmod.toISOString()}</lastmod>${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  // The public careers pages are for search engines; the intranet, the API and personal areas are not. A crawler
  // that renders a page must also fetch what the page loads: its assets and styles (under /carreiras), its texts
  // (/locales) and the public vacancy API; blocked, the page renders unstyled and untranslated. Longest rule wins.
  return [
    'User-agent: *',
    'Allow: /carreiras',
    'Allow: /locales/',
    'Allow: /api/curriculum/vacancies/v1',
    'Disallow: /carreiras/curriculo',
    'Disallow: /carreiras/register',
    'Disallow: /carreiras/minhas-inscricoes',
    'Disallow: /carreiras/banco-de-talentos',
    'Disallow: /carreiras/alertas/',
    'Disallow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
