import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shareCards } from './share-card';
import { vacanciesRepository } from './vacancies.repository';
import { vacanciesRoutes } from './vacancies.routes';
import { type VacanciesService, vacanciesService } from './vacancies.service';

/** The public vacancies (spec §7 Vacancies): the cached list, its filters, one vacancy, its share card. */
export const vacanciesPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now, bus, translations } = app.core;
    const service = vacanciesService(vacanciesRepository(db), now, bus);
    await app.register(vacanciesRoutes, { prefix: '/api', service, cards: shareCards(translations) });
    app.decorate('vacancies', service);
  },
  { name: 'vacancies', dependencies: ['core'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    vacancies: VacanciesService;
  }
}
