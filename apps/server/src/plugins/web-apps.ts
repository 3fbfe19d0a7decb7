import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paths } from '../paths';

export const CAREERS_BASE = '/carreiras';

interface WebAppsOptions {
  careersDist?: string;
  intranetDist?: string;
  portalConfig: PortalPageConfig;
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
  const json = JSON.stringify(config).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return html.replace(CONFIG_META, `<meta name="portal-config" content="${json}" />`);
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
    if (!careersIndex || !intranetIndex)
      app.log.warn('web apps are not built: run `npm run build` to serve the pages');

    const immutable = (path: string) => /\/assets\//.test(path);
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
        setHeaders,
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|locales)(\/|$)/.test(path);
      if (isPage && !/\.[a-z0-9]+$/i.test(path)) {
        const html =
          path === CAREERS_BASE || path.startsWith(`${CAREERS_BASE}/`) ? careersIndex : intranetIndex;
        if (html)
          return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
      }
      return app.sendProblem(request, reply, 'not_found');
    });
  },
  { name: 'web-apps', dependencies: ['problem'] },
);
