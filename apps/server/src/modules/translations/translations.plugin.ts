import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { translationsRoutes } from './translations.routes';

/** The translations service (spec §1): /locales/{lng}/{ns}.json, with ETags. */
export const translationsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(translationsRoutes, { translations: app.core.translations });
  },
  { name: 'translations', dependencies: ['core'] },
);
