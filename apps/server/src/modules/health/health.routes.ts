import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/problem';

/** GET /api/health (the process answers) and GET /api/ready (the database answers too). */
export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        config: { auth: 'none' },
        schema: {
          tags: ['health'],
          summary: 'The process is up',
          response: { 200: z.object({ status: z.literal('ok'), uptime_seconds: z.number() }) },
        },
      },
      async () => ({ status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) }),
    );
    app.get(
      '/ready',
      {
        config: { auth: 'none' },
        schema: {
          tags: ['health'],
          summary: 'The database is reachable',
          response: {
            200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
          },
        },
      },
      async () => {
        if (!(await database.ping()))
          throw new AppError('internal_error', { status: 503, detailKey: 'errors.notReady' });
        return { status: 'ready' as const, database: database.kind };
      },
    );
  };
