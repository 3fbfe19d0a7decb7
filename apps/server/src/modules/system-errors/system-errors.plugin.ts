import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemErrorsRepository } from './system-errors.repository';
import { systemErrorsRoutes } from './system-errors.routes';
import { systemErrorsService } from './system-errors.service';

/** The front ends' error reports (spec §7 Intranet: errors/request and errors/javascript). */
export const systemErrorsPlugin = fp(
  async (app: FastifyInstance) => {
    const service = systemErrorsService(systemErrorsRepository(app.core.db));
    await app.register(systemErrorsRoutes, { prefix: '/api', service });
  },
  { name: 'system-errors', dependencies: ['core'] },
);
