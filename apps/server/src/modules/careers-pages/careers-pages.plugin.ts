import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paths } from '#server/paths';
import type { PortalPageConfig } from '#server/plugins/web-apps';
import { careersPagesRoutes } from './careers-pages.routes';
import { type CareersBuild, loadCareersBuild } from './careers-pages.service';

/**
 * The careers pages rendered on the server (decision 0004), /sitemap.xml and /robots.txt. `build` is the built
 * careers app (loaded from its dist by default), or false to serve without it.
 */
export const careersPagesPlugin = fp<{ build?: CareersBuild | false; portalConfig: PortalPageConfig }>(
  async (app: FastifyInstance, options) => {
    const { config, translations } = app.core;
    await app.register(careersPagesRoutes, {
      build:
        options.build === undefined
          ? await loadCareersBuild(paths.careersDist, paths.careersSsr)
          : options.build || undefined,
      translations,
      vacancies: app.vacancies,
      publicUrl: config.PUBLIC_URL,
      portalConfig: options.portalConfig,
    });
  },
  { name: 'careers-pages', dependencies: ['core', 'vacancies'] },
);
