import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthRoutes } from './health.routes';

/** GET /api/health and GET /api/ready, for load balancers and operators (decision 0046). */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, bus, redis, mail } = app.core;
    await app.register(healthRoutes, { prefix: '/api', database, bus, redis, outbox: mail });
  },
  { name: 'health', dependencies: ['core'] },
);
