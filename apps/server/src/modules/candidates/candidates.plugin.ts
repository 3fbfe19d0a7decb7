import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cookieSettingsOf } from '#server/plugins/session-cookies';
import { candidatesRepository } from './candidates.repository';
import { candidatesRoutes } from './candidates.routes';
import { type CandidatesService, candidatesService } from './candidates.service';
import { identityExportContributors } from './data-export';

const DAY_MS = 24 * 3_600_000;

/**
 * The candidate's own account (spec §7 Candidate): flags, last access, deletion with a receipt, the LGPD export
 * (every area's part), and the daily retention job that deletes candidates with no access for RETENTION_MONTHS.
 */
export const candidatesPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, db, now, mail, translations, scheduler, dataExport } = app.core;
    const repository = candidatesRepository(db, app.users.accounts);
    const service = candidatesService(
      repository,
      mail,
      translations,
      dataExport,
      app.auth.sessionsEnded,
      app.log,
      now,
    );
    await app.register(candidatesRoutes, { prefix: '/api', service, cookies: cookieSettingsOf(config) });
    dataExport.add(...identityExportContributors(repository));
    // Every instance may run it: deleting an already deleted candidate does nothing.
    scheduler.add({
      name: 'retention',
      enabled: config.RETENTION_JOB,
      intervalMs: DAY_MS,
      firstDelayMs: 60_000,
      run: () => service.deleteInactive(config.RETENTION_MONTHS),
    });
    app.decorate('candidates', service);
  },
  { name: 'candidates', dependencies: ['core', 'auth', 'users'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    candidates: CandidatesService;
  }
}
