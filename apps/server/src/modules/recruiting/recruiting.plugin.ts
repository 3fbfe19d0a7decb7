import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recruitingRepository } from './recruiting.repository';
import { recruitingRoutes } from './recruiting.routes';
import { type RecruitingService, recruitingService } from './recruiting.service';

/** Vacancy management for recruiters, within their units (decision 0050), under /api/recruiting/v1. */
export const recruitingPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now } = app.core;
    const service = recruitingService(recruitingRepository(db), app.vacancies, app.applications, now);
    await app.register(recruitingRoutes, { prefix: '/api/recruiting/v1', service });
    app.decorate('recruiting', service);
  },
  { name: 'recruiting', dependencies: ['core', 'vacancies', 'applications'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    recruiting: RecruitingService;
  }
}
