import { notSelectedReasonSentenceKey } from '@portal/contracts/dictionaries';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localeOf } from '#server/core/translations';
import { applicantsService } from './applicants.service';
import { applicationNotices } from './application-notice';
import { applicationsRepository } from './applications.repository';
import { applicationsRoutes } from './applications.routes';
import { type ApplicationsService, applicationsService } from './applications.service';
import { reviewNotices } from './review-notice';

const HOUR_MS = 3_600_000;

/**
 * Applications (decision 0051): the candidate applies and withdraws, recruiters read applicants and move them
 * through the pipeline, the candidate is told of each move (mail and notification), and an hourly job answers the
 * applications still open `APPLICATIONS_CLOSE_AFTER_DAYS` after their vacancy closed.
 */
export const applicationsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, db, now, mail, translations, scheduler, dataExport } = app.core;
    const repository = applicationsRepository(db);
    const noticeDeps = { mail, translations, bell: app.notifications, publicUrl: config.PUBLIC_URL };
    const service = applicationsService(
      repository,
      applicationNotices(noticeDeps),
      reviewNotices(noticeDeps),
      {
        openVacancy: (id) => app.vacancies.openForApplications(id),
        reasonSentence: (reason, locale) => translations.t(locale, notSelectedReasonSentenceKey(reason)),
        resumeFinished: (userId) => app.resume.isFinished(userId),
        closingMessage: (locale) => translations.t(localeOf(locale), 'mail.applicationStatus.autoClosed'),
      },
      now,
    );
    const applicants = applicantsService(repository, (userId) => app.resume.export(userId), now);
    await app.register(applicationsRoutes, { prefix: '/api', service, applicants });
    scheduler.add({
      name: 'close stale applications',
      enabled: config.APPLICATIONS_CLOSE_JOB,
      intervalMs: HOUR_MS,
      firstDelayMs: 60_000,
      run: async () => {
        const ended = await service.closeStale(config.APPLICATIONS_CLOSE_AFTER_DAYS);
        if (ended) app.log.info({ ended }, 'stale applications answered as not selected');
      },
    });
    dataExport.add(
      {
        name: 'applications',
        export: (userId) => service.exportOf(userId),
        lockForDeletion: (tx, userId) => applicationsRepository(tx).lockOfCandidate(userId),
      },
      { name: 'resume_access_log', export: (userId) => applicants.exportAccessLog(userId) },
    );
    app.decorate('applications', service);
  },
  { name: 'applications', dependencies: ['core', 'notifications', 'vacancies', 'resume'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    applications: ApplicationsService;
  }
}
