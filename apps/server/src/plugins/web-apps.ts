import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { LOCALE_COOKIE, LOCALES, type Locale, resolveLocale } from '@portal/contracts/locales';
import { INTRANET_DOCUMENT_TITLE, INTRANET_PAGE_TITLES } from '@portal/contracts/page-titles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '#server/core/escape-html';
import type { Translations } from '#server/core/translations';
import { paths } from '#server/paths';

export const CAREERS_BASE = '/carreiras';

interface WebAppsOptions {
  careersDist?: string;
  intranetDist?: string;
  portalConfig: PortalPageConfig;
  translations: Translations;
}

/** The non-secret settings written into every page (read by the shell's readPortalConfig). */
export interface PortalPageConfig {
  envName: string;
  loginUrl: string;
  /** Whether 'Sign in with Microsoft' (OpenID Connect) is configured. */
  oidc?: boolean;
  /** The contact dialog's 'work at the company' view: {phone} and careers {email}. */
  contactPhone?: string;
  careersEmail?: string;
  /** The external notifications page ('see more' when the host app is not the intranet). */
  notificationsUrl?: string;
}

const CONFIG_META = '<meta name="portal-config" content="{}" />';

/** Writes the portal settings into a built index.html. */
export function withPortalConfig(html: string, config: PortalPageConfig): string {
  const json = escapeHtml(JSON.stringify(config));
  return html.replace(CONFIG_META, `<meta name="portal-config" content="${json}" />`);
}

/**
 * The intranet's index.html of each page and language: its own `<title>` and `lang`, so the HTML the server sends
 * (what crawlers and checkers read, and the first paint) names the page; other paths keep the built title.
 */
function intranetPages(html: string, translations: Translations) {
  const pages = new Map<string, string>();
  for (const locale of LOCALES) {
    const localized = html.replace(/<html lang="[^"]*">/, `<html lang="${locale}">`);
    pages.set(locale, localized);
    for (const [path, key] of Object.entries(INTRANET_PAGE_TITLES)) {
      const title = translations.t(locale, INTRANET_DOCUMENT_TITLE, { page: translations.t(locale, key) });
      pages.set(
        `${locale} ${path}`,
        localized.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`),
      );
    }
  }
  return (path: string, locale: Locale) => pages.get(`${locale} ${path}`) ?? pages.get(locale)!;
}

/**
 * The language the intranet starts in, as the shell chooses it in the browser: the chosen-language cookie, else the
 * browser's languages (Accept-Language, decision 0083), else pt-BR.
 */
function startLocale(request: FastifyRequest): Locale {
  return resolveLocale(request.cookies[LOCALE_COOKIE] || request.headers['accept-language']);
}

/**
 * Serves the two built React apps: careers under /carreiras, the intranet at /. A deep link that is not a file
 * gets its app's index.html (the app's router takes over), so a reload on any route works.
 * Unknown /api and /locales paths are answered by the problem handler instead.
 */
export const webAppsPlugin = fp<WebAppsOptions>(
  async (app: FastifyInstance, options) => {
    const careersDist = options.careersDist ?? paths.careersDist;
    const intranetDist = options.intranetDist ?? paths.intranetDist;
    const index = (dist: string) =>
      existsSync(`${dist}/index.html`)
        ? withPortalConfig(readFileSync(`${dist}/index.html`, 'utf8'), options.portalConfig)
        : undefined;
    const careersIndex = index(careersDist);
    const intranetIndex = index(intranetDist);
    const intranetPage = intranetIndex ? intranetPages(intranetIndex, options.translations) : undefined;
    if (!careersIndex || !intranetIndex)
      app.log.warn('web apps are not built: run `npm run build` to serve the pages');

    const immutable = (path: string) => /\/assets\//.test(path);
    // Source maps are never public (decision 0068): the build writes none unless asked (SOURCEMAP=1, for analysis),
    // and one left in a dist folder is still not served (404, as any missing file).
    const allowedPath = (path: string) => !/\.map(\.(br|gz))?$/i.test(path);
    const setHeaders = (reply: { header(name: string, value: string): unknown }, path: string) => {
      reply.header('Cache-Control', immutable(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    };
    if (existsSync(careersDist)) {
      await app.register(fastifyStatic, {
        root: careersDist,
        prefix: `${CAREERS_BASE}/`,
        index: false,
        wildcard: false,
        decorateReply: false,
        preCompressed: true,
        allowedPath,
        setHeaders,
      });
    }
    if (existsSync(intranetDist)) {
      await app.register(fastifyStatic, {
        root: intranetDist,
        prefix: '/',
        index: false,
        preCompressed: true,
        wildcard: false,
        decorateReply: false,
        allowedPath,
        setHeaders,
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|locales)(\/|$)/.test(path);
      if (isPage && !/\.[a-z0-9]+$/i.test(path)) {
        const careers = path === CAREERS_BASE || path.startsWith(`${CAREERS_BASE}/`);
        const html = careers
          ? careersIndex
          : intranetPage?.(path.replace(/\/+$/, '') || '/', startLocale(request));
        if (html)
          return reply
            .type('text/html; charset=utf-8')
            .header('Cache-Control', 'no-cache')
            .header('Vary', 'Accept-Language, Cookie')
            .send(html);
      }
      return app.sendProblem(request, reply, 'not_found');
    });
  },
  { name: 'web-apps', dependencies: ['problem', '@fastify/cookie'] },
);
