import { problemSchema } from '@portal/contracts/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, DATABASE_RETRY_AFTER_SECONDS } from '#server/core/errors';
import type { Outbox } from '#server/core/mail/outbox';
import type { NotificationBus } from '#server/core/notification-bus';
import type { RedisLink } from '#server/core/redis';
import type { Database } from '#server/db/database';

/** The mail outbox backlog; null on /api/ready when not known within the probe's time. */
const outboxBacklogSchema = z.object({
  /** Mails due now (being sent included). */
  due: z.number().int(),
  /** Seconds the oldest of them has been due (0 when none). */
  oldest_due_s: z.number(),
});

/** How a dependency of readiness is. */
const checkSchema = z.enum(['up', 'down']);

/** A readiness probe answers within this, whatever the database does (decision 0046). */
const READY_TIMEOUT_MS = 1000;

/**
 * GET /api/health (the process answers) and GET /api/ready (the database answers, and the live notifications
 * receive events: a load balancer takes the instance out of rotation while either is down). Redis is a dependency
 * that degrades (decision 0065): while it is away ready stays 200 and says `redis: 'degraded'` (every instance would
 * be taken out at once otherwise, though each still serves). Ready also reports the mail outbox's backlog
 * (decision 0060): a growing `oldest_due_s` means mail is not leaving.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  bus: NotificationBus;
  redis: Pick<RedisLink, 'available'> | undefined;
  outbox: Pick<Outbox, 'backlog'>;
}> = async (app, { database, bus, redis, outbox }) => {
  /** The answer of `work`, or `late` when it takes longer than `ms` (the probe's time by default), or fails. */
  const inTime = <T>(work: Promise<T>, late: T, ms = READY_TIMEOUT_MS): Promise<T> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(late), Math.max(0, ms));
    });
    return Promise.race([work.catch(() => late), timeout]).finally(() => clearTimeout(timer));
  };
  // One ping at a time: probes arriving while the database is silent share it instead of filling the pool.
  let inFlight: Promise<boolean> | undefined;
  const databaseAnswers = (): Promise<boolean> => {
    inFlight ??= database.ping().finally(() => {
      inFlight = undefined;
    });
    return inTime(inFlight, false);
  };

  app.get(
    '/health',
    {
      config: { auth: 'none', noDatabase: true },
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
        summary:
          'The database is reachable and live notifications are received (a Redis away only degrades it, decision 0065); with the mail outbox backlog (decision 0060)',
        response: {
          200: z.object({
            status: z.literal('ready'),
            database: z.enum(['pglite', 'postgres']),
            outbox: outboxBacklogSchema.nullable(),
            redis: z
              .enum(['up', 'degraded'])
              .nullable()
              .describe(
                "'degraded' while Redis is away: rate limits count per instance, live notifications pause; null without Redis",
              ),
          }),
          503: problemSchema
            .extend({ checks: z.object({ database: checkSchema, notifications: checkSchema }) })
            .describe(
              'Not ready: `checks` says which dependency is down; Retry-After says when to ask again',
            ),
        },
      },
    },
    async () => {
      const started = performance.now();
      const databaseUp = await databaseAnswers();
      // The database is back but the LISTEN connection still waits out its backoff: reconnect it now, within the
      // probe's time, so readiness follows the database within a second (decision 0067).
      if (databaseUp && !bus.healthy())
        await inTime(bus.reconnectNow(), undefined, READY_TIMEOUT_MS - (performance.now() - started));
      // A bus over Redis degrades with Redis instead of taking the instance out (decision 0065).
      const notificationsDown = !bus.healthy() && bus.outageIsFatal;
      const checks = {
        database: databaseUp ? 'up' : 'down',
        notifications: notificationsDown ? 'down' : 'up',
      };
      if (checks.database === 'down' || checks.notifications === 'down')
        throw new AppError('service_unavailable', {
          detailKey: checks.database === 'down' ? 'errors.notReady' : 'errors.notificationsUnavailable',
          headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
          extensions: { checks },
        });
      return {
        status: 'ready' as const,
        database: database.kind,
        outbox: await inTime(outbox.backlog(), null),
        redis: redis ? (redis.available() && bus.healthy() ? ('up' as const) : ('degraded' as const)) : null,
      };
    },
  );
};
