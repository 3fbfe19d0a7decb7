import { COMPANY_LOGO_PATH, COMPANY_LOGO_SIZE, companyMarkSvg } from '@portal/contracts/company';
import { isSidebarCollapsedCookie, SIDEBAR_COOKIE } from '@portal/contracts/constants';
import { isLocale, LOCALE_COOKIE, LOCALE_PARAM, type Locale, resolveLocale } from '@portal/contracts/locales';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Translations } from '#server/core/translations';
import type { VacanciesService } from '#server/modules/vacancies/vacancies.service';
import { STALE_MARKER } from '#server/plugins/public-cache';
import { CAREERS_BASE, type PortalPageConfig, withPortalConfig } from '#server/plugins/web-apps';
import { type CareersBuild, fillTemplate, robotsTxt, sitemapXml } from './careers-pages.service';

export interface CareersPagesOptions {
  build: CareersBuild | undefined;
  portalConfig: PortalPageConfig;
  translations: Translations;
  vacancies: Pick<VacanciesService, 'sitemap'>;
  /** Where the portal is reached (config PUBLIC_URL): every absolute URL on these pages starts with it. */
  publicUrl: string;
}

/**
 * The page language (decision 0083): `?lang=` (hreflang, shared and mailed links), then the person's own choice (the
 * language cookie, which the switcher and a signed-in candidate's account write), then the browser's Accept-Language
 * (a first visit), then pt-BR. Negotiating costs a lookup: each distinct header is resolved once (`resolveLocale`).
 */
export function pageLocale(request: FastifyRequest, url: URL): Locale {
  const lang = url.searchParams.get(LOCALE_PARAM);
  if (isLocale(lang)) return lang;
  const cookie = request.cookies[LOCALE_COOKIE];
  return resolveLocale(cookie || request.headers['accept-language']);
}

/**
 * What a page's language may come from, for caches: a URL that names its language depends on nothing else; any other
 * on the cookie and on Accept-Language (decision 0083: `Vary` rather than a redirect to a language URL, which would
 * cost a first visit on a slow phone a round trip). The public-cache hook adds Authorization.
 */
function pageVary(url: URL): string {
  return isLocale(url.searchParams.get(LOCALE_PARAM)) ? 'Cookie' : 'Accept-Language, Cookie';
}

/**
 * The careers pages rendered on the server (list, vacancy details, legal pages), then hydrated in the browser:
 * search engines and slow phones get the content in the first response, and the list filters work without
 * JavaScript. Also /sitemap.xml and /robots.txt.
 */
export const careersPagesRoutes: FastifyPluginAsync<CareersPagesOptions> = async (app, options) => {
  const { translations, vacancies } = options;
  // Never the request's Host or X-Forwarded-Host: a forged one would end up in cached sitemaps and canonical links.
  const origin = options.publicUrl.replace(/\/$/, '');
  const build = options.build && {
    ...options.build,
    template: withPortalConfig(options.build.template, options.portalConfig),
  };

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = sitemapXml(await vacancies.sitemap(), origin);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(xml);
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );

  // The company's logo for the structured data (decision 0077), drawn once from the mark.
  let logo: Promise<Buffer> | undefined;
  app.get(COMPANY_LOGO_PATH, async (_request, reply) => {
    logo ??= sharp(Buffer.from(companyMarkSvg(COMPANY_LOGO_SIZE)))
      .png({ compressionLevel: 9 })
      .toBuffer();
    return reply
      .type('image/png')
      .header('Cache-Control', 'public, max-age=86400')
      .send(await logo);
  });

  if (!build) return;
  const spaShell = fillTemplate(build.template, {
    locale: 'pt-BR',
    head: '<title>Trabalhe conosco</title>',
    html: '',
    data: '',
  }).replace('<script type="application/json" id="ssr-data"></script>', '');

  async function page(request: FastifyRequest, reply: FastifyReply) {
    // Only the path and query of the request target: `//evil.example/...` or `http://evil.example/...` are routed
    // like a path, and must not change the origin.
    const target = new URL(request.url, 'http://target.invalid');
    const url = new URL(`${origin}${target.pathname}${target.search}`);
    // A missing file below /carreiras (an old asset) is not a page.
    if (/\.[a-z0-9]+$/i.test(url.pathname)) return app.sendProblem(request, reply, 'not_found');
    // The language may come from the cookie or the browser, the sidebar from its cookie; a 200 gets its ETag and
    // public caching from the `publicCache` flag.
    reply.header('Cache-Control', 'no-cache').header('Vary', pageVary(url));
    const plan = build!.entry.plan(url);
    if (!plan) return reply.type('text/html; charset=utf-8').send(spaShell);
    const locale = pageLocale(request, url);
    try {
      const answers = await Promise.all(
        plan.reads.map(async (read) => {
          const query = new URLSearchParams(
            Object.entries(read.params ?? {}).map(([k, v]) => [k, String(v)]),
          ).toString();
          const res = await app.inject({
            method: 'GET',
            url: `/api${read.path}${query ? `?${query}` : ''}`,
            headers: { 'accept-language': locale },
          });
          if (res.headers[STALE_MARKER.name]) reply.header(STALE_MARKER.name, STALE_MARKER.value);
          return { status: res.statusCode, body: res.json() as unknown };
        }),
      );
      const resources = {
        common: translations.texts(locale, 'common'),
        library: translations.texts(locale, 'library'),
        careers: translations.texts(locale, 'careers'),
      };
      // The sidebar as the visitor left it (decision 0085): the page varies on the cookie, as on the language's.
      const sidebarCollapsed = isSidebarCollapsedCookie(request.cookies[SIDEBAR_COOKIE]);
      const result = await build!.entry.render({ url, origin, locale, resources, answers, sidebarCollapsed });
      if (result.redirect) return reply.redirect(result.redirect, result.status);
      // A read the database could not answer: the page says so, as a 503, and the last good copy of the page is
      // served instead when there is one (stale-if-error, decision 0067); an error page is never kept as good.
      const unavailable = answers.some((answer) => answer.status === 503);
      return reply
        .code(unavailable ? 503 : result.status)
        .type('text/html; charset=utf-8')
        .header('Content-Language', locale)
        .send(fillTemplate(build!.template, { locale, ...result }));
    } catch (error) {
      // The page still works: the browser renders it from the API.
      request.log.error({ err: error }, 'server rendering failed; serving the app shell');
      return reply.type('text/html; charset=utf-8').send(spaShell);
    }
  }

  // The pages are rendered for an anonymous visitor (the API reads carry no credentials): publicly cacheable.
  app.get(CAREERS_BASE, { config: { publicCache: true } }, page);
  app.get(`${CAREERS_BASE}/*`, { config: { publicCache: true } }, page);
};
