import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { alertNotices } from './alert-notice';
import { alertsRepository } from './alerts.repository';
import { alertsRoutes } from './alerts.routes';
import { type AlertsService, alertsService } from './alerts.service';

/**
 * Job alerts (decision 0075): subscriptions with double opt-in, the candidate's list, the one-click and manage links,
 * the job that deletes unconfirmed alerts, and the alerts' part of the LGPD export.
 */
export const alertsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, db, now, mail, translations, scheduler, dataExport } = app.core;
    const repository = alertsRepository(db);
    const notices = alertNotices(db, mail, translations, config.PUBLIC_URL);
    const service = alertsService(
      repository,
      notices,
      (userId) => repository.account(userId),
      (query, locale) => app.vacancies.listMatching(query, locale),
      now,
    );
    await app.register(alertsRoutes, { prefix: '/api', service });
    scheduler.add({
      name: 'job alerts',
      enabled: config.ALERTS_JOB,
      intervalMs: config.ALERTS_JOB_INTERVAL_S * 1000,
      // Half a minute after the start, or the period when shorter (the e2e run's 10 s).
      firstDelayMs: Math.min(30_000, config.ALERTS_JOB_INTERVAL_S * 1000),
      run: async () => {
        const { pruned, digests } = await service.runJob();
        if (pruned) app.log.info({ pruned }, 'unconfirmed job alerts deleted after their link expired');
        if (digests) app.log.info({ digests }, 'job alert digests written to the outbox');
      },
    });
    dataExport.add({ name: 'job_alerts', export: (userId) => service.exportOf(userId) });
    app.decorate('alerts', service);
  },
  { name: 'alerts', dependencies: ['core', 'vacancies'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertsService;
  }
}
