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
    const service = alertsService(
      repository,
      alertNotices(db, mail, translations, config.PUBLIC_URL),
      (userId) => repository.account(userId),
      now,
    );
    await app.register(alertsRoutes, { prefix: '/api', service });
    scheduler.add({
      name: 'job alerts',
      enabled: config.ALERTS_JOB,
      intervalMs: config.ALERTS_JOB_INTERVAL_S * 1000,
      firstDelayMs: 30_000,
      run: async () => {
        const pruned = await service.pruneUnconfirmed();
        if (pruned) app.log.info({ pruned }, 'unconfirmed job alerts deleted after their link expired');
      },
    });
    dataExport.add({ name: 'job_alerts', export: (userId) => service.exportOf(userId) });
    app.decorate('alerts', service);
  },
  { name: 'alerts', dependencies: ['core'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertsService;
  }
}
