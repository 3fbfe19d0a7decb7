import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { invitationNotices } from './invitation-notice';
import { invitationsRepository } from './invitations.repository';
import { invitationsRoutes } from './invitations.routes';
import { invitationsService } from './invitations.service';
import { talentPoolRepository } from './talent-pool.repository';
import { talentPoolRoutes } from './talent-pool.routes';
import { type TalentPoolService, talentPoolService } from './talent-pool.service';
import { talentSearchRepository } from './talent-search.repository';
import { talentSearchRoutes } from './talent-search.routes';
import { talentSearchService } from './talent-search.service';

/**
 * The talent pool: the candidate's consent, its history and its part of the LGPD export (decision 0070); the
 * recruiters' search, the resume opened from it and their saved searches (decision 0073); invitations to apply
 * (decision 0074).
 *
 * The export part has no `lockForDeletion`: the only writer of these rows takes the candidate's lock first, as the
 * account deletion does, so the two queue behind each other and never hold row locks in opposite orders.
 */
export const talentPoolPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, db, now, dataExport, mail, translations } = app.core;
    const search = talentSearchService(
      talentSearchRepository(db),
      (userId) => app.resume.export(userId),
      (entry) => app.applications.logTalentPoolAccess(entry),
      now,
    );
    const service = talentPoolService(talentPoolRepository(db), now);
    await app.register(talentPoolRoutes, { prefix: '/api', service });
    await app.register(talentSearchRoutes, { prefix: '/api/recruiting/v1', service: search });
    const invitations = invitationsService(
      invitationsRepository(db),
      invitationNotices({ mail, translations, bell: app.notifications, publicUrl: config.PUBLIC_URL }),
      { apply: (userId, body, locale) => app.applications.apply(userId, body, locale) },
      now,
    );
    await app.register(invitationsRoutes, {
      prefix: '/api',
      service: invitations,
      translate: (locale, key) => translations.t(locale, key),
    });
    dataExport.add(
      { name: 'talent_pool', export: (userId) => service.exportOf(userId) },
      { name: 'talent_pool_invitations', export: (userId) => invitations.exportOf(userId) },
    );
    app.decorate('talentPool', service);
  },
  { name: 'talent-pool', dependencies: ['core', 'resume', 'notifications', 'applications'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    talentPool: TalentPoolService;
  }
}
