import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { vacanciesRepository } from './vacancies.repository';
import { vacanciesRoutes } from './vacancies.routes';
import { type VacanciesService, vacanciesService } from './vacancies.service';

/** The public vacancies (spec §7 Vacancies): the cached list, its filters, one vacancy. */
export const vacanciesPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now, bus } = app.core;
    const service = vacanciesService(vacanciesRepository(db), now, bus);
    await app.register(vacanciesRoutes, { prefix: '/api', service });
    app.decorate('vacancies', service);
  },
  { name: 'vacancies', dependencies: ['core'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    vacancies: VacanciesService;
  }
}
