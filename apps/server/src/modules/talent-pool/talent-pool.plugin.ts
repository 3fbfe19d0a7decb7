import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { talentPoolRepository } from './talent-pool.repository';
import { talentPoolRoutes } from './talent-pool.routes';
import { type TalentPoolService, talentPoolService } from './talent-pool.service';

/**
 * The talent pool (decision 0070): for now the candidate's consent, its history and its part of the LGPD export; the
 * recruiters' search and invitations will live here too.
 *
 * The export part has no `lockForDeletion`: the only writer of these rows takes the candidate's lock first, as the
 * account deletion does, so the two queue behind each other and never hold row locks in opposite orders.
 */
export const talentPoolPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now, dataExport } = app.core;
    const service = talentPoolService(talentPoolRepository(db), now);
    await app.register(talentPoolRoutes, { prefix: '/api', service });
    dataExport.add({ name: 'talent_pool', export: (userId) => service.exportOf(userId) });
    app.decorate('talentPool', service);
  },
  { name: 'talent-pool', dependencies: ['core'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    talentPool: TalentPoolService;
  }
}
