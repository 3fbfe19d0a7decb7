import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { quotasRepository } from './quotas.repository';
import { quotasRoutes } from './quotas.routes';
import { quotasService } from './quotas.service';

/** The legal hiring quotas (decisions 0072, 0088): dated figures, the law's minimums and the hires through the portal since. */
export const quotasPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now } = app.core;
    const service = quotasService(
      quotasRepository(db),
      {
        pcd: (since) => app.applications.approvals({ pcd: true, since }),
        apprentices: (since) => app.applications.approvals({ program: 'apprentice', since }),
      },
      now,
    );
    await app.register(quotasRoutes, { prefix: '/api/recruiting/v1', service, now });
  },
  { name: 'quotas', dependencies: ['core', 'applications'] },
);
