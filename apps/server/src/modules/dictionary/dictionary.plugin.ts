import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dictionaryRoutes } from './dictionary.routes';

/** The option lists of the resume forms (spec §7 Geodata and dictionaries: dictionary/v1/number). */
export const dictionaryPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(dictionaryRoutes, { prefix: '/api' });
  },
  { name: 'dictionary', dependencies: ['core'] },
);
