import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, DATABASE_RETRY_AFTER_SECONDS } from '../../core/errors';
import type { NotificationBus } from '../../core/notification-bus';
import type { Database } from '../../db/database';

/** A readiness probe answers within this, whatever the database does (decision 0046). */
export const READY_TIMEOUT_MS = 1000;

/**
 * GET /api/health (the process answers) and GET /api/ready (the database answers, and the live notifications
 * receive events: a load balancer takes the instance out of rotation while either is down).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; bus: NotificationBus }> = async (
  app,
  { database, bus },
) => {
  // One ping at a time: probes arriving while the database is silent share it instead of filling the pool.
  let inFlight: Promise<boolean> | undefined;
  const databaseAnswers = (): Promise<boolean> => {
    inFlight ??= database.ping().finally(() => {
      inFlight = undefined;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
    });
    return Promise.race([inFlight, timeout]).finally(() => clearTimeout(timer));
  };

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
        summary: 'The database is reachable and live notifications are received',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async () => {
      const checks = {
        database: (await databaseAnswers()) ? 'up' : 'down',
        notifications: bus.healthy() ? 'up' : 'down',
      };
      if (checks.database === 'down' || checks.notifications === 'down')
        throw new AppError('service_unavailable', {
          detailKey: checks.database === 'down' ? 'errors.notReady' : 'errors.notificationsUnavailable',
          headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
          extensions: { checks },
        });
      return { status: 'ready' as const, database: database.kind };
    },
  );
};
