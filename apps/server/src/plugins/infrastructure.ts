import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#server/config';
import type { Core } from '#server/core/context';
import { createNotificationBus } from '#server/core/create-notification-bus';
import { DataExport } from '#server/core/data-export';
import { createMailer, type Mailer } from '#server/core/mail/mailer';
import { createOutbox } from '#server/core/mail/outbox';
import type { NotificationBus } from '#server/core/notification-bus';
import { openRedisLink } from '#server/core/redis';
import { createScheduler } from '#server/core/scheduler';
import { Translations } from '#server/core/translations';
import { type Database, openDatabase } from '#server/db/database';

export interface InfrastructureDependencies {
  /** An already opened database (tests pass a copy of a migrated template); otherwise one is opened from config. */
  database?: Database;
  /** The clock of the business rules (deadlines, expiries); tests control it. */
  now?: () => Date;
  /** Where mails go; by default SMTP_URL, or the development outbox in DATA_DIR. */
  mailer?: Mailer;
  /** How notification changes reach every instance; by default Redis, PostgreSQL or in-process (see create-bus). */
  notificationBus?: NotificationBus;
}

/** True when `promise` resolves within `ms`. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const done = promise.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The infrastructure of one server process, built once and decorated as `app.core` for every area plugin: the
 * migrated database, the clock, translations, mail, the notification bus and the job scheduler (started when the app
 * is ready, stopped first when it closes). Closing releases them in the reverse order.
 */
export const infrastructurePlugin = fp<{ config: Config; dependencies: InfrastructureDependencies }>(
  async (app: FastifyInstance, { config, dependencies }) => {
    // Released in the reverse order of their making, the scheduler first, the database last.
    const closers: (() => unknown)[] = [];
    app.addHook('onClose', async () => {
      for (const close of closers.reverse()) await close();
    });
    const database = dependencies.database ?? (await openDatabase(config));
    if (!dependencies.database) closers.push(() => database.close());
    await database.migrate();

    const scheduler = createScheduler(app.log);
    app.addHook('onReady', async () => scheduler.start());
    const translations = await Translations.load();
    const mailer = dependencies.mailer ?? createMailer(config, app.log);
    app.log.info(`mails go to the ${mailer.destination}`);
    closers.push(() => mailer.close());
    // Every mail is written in the transaction of its cause and sent by this worker (decision 0060).
    const mail = createOutbox({
      db: database.background,
      mailer,
      log: app.log,
      scheduler,
      mailFrom: config.MAIL_FROM,
      enabled: config.MAIL_WORKER,
      pollMs: config.MAIL_WORKER_POLL_S * 1000,
    });

    // Redis, when configured, is a dependency that degrades (decision 0065): shared by the rate limits and the bus.
    const redis = config.REDIS_URL ? await openRedisLink(config.REDIS_URL, app.log) : undefined;
    if (redis) closers.push(() => redis.close());
    // The bus carries notification changes and ended sessions to every instance (decision 0042).
    const bus = dependencies.notificationBus ?? createNotificationBus(config, database, app.log, redis);
    closers.push(() => bus.close());
    // Streams and /api/ready need the bus listening: give it the time of one connection and one query to start.
    if (!(await within(bus.ready(), config.DB_CONNECT_TIMEOUT_MS + config.DB_QUERY_TIMEOUT_MS)))
      app.log.warn(
        bus.transport === 'redis'
          ? 'live notifications are not connected yet: /api/ready reports Redis as degraded until they are'
          : 'live notifications are not connected yet: /api/ready answers 503 until they are',
      );

    // Stopped first: no job runs once closing has begun.
    closers.push(() => scheduler.stop());
    const core: Core = {
      config,
      database,
      db: database.db,
      now: dependencies.now ?? (() => new Date()),
      translations,
      mail,
      bus,
      redis,
      scheduler,
      dataExport: new DataExport(),
    };
    app.decorate('core', core);
  },
  { name: 'core' },
);
