import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { geodataRoutes } from './geodata.routes';

/** Countries, states and the postal-code check (spec §7 Geodata and dictionaries). */
export const geodataPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(geodataRoutes, { prefix: '/api' });
  },
  { name: 'geodata', dependencies: ['core'] },
);
