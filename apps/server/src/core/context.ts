import type { Config } from '#server/config';
import type { Database, Db } from '#server/db/database';
import type { DataExport } from './data-export';
import type { Outbox } from './mail/outbox';
import type { NotificationBus } from './notification-bus';
import type { RedisLink } from './redis';
import type { Scheduler } from './scheduler';
import type { Translations } from './translations';

/**
 * What every area plugin is handed: the infrastructure of one server process, decorated as `app.core` by the
 * infrastructure plugin before any area registers (DESIGN §1).
 */
export interface Core {
  config: Config;
  database: Database;
  /** The query interface of `database`. */
  db: Db;
  /** The clock of the business rules (deadlines, expiries); tests control it. */
  now: () => Date;
  translations: Translations;
  /** Mail, written in the transaction of its cause (decision 0060). */
  mail: Outbox;
  /** Changes every instance must hear of: notifications, ended sessions, vacancy caches. */
  bus: NotificationBus;
  /** Redis when REDIS_URL is set: a dependency that degrades (decision 0065). */
  redis: RedisLink | undefined;
  /** The one way to run background jobs in this process. */
  scheduler: Scheduler;
  /** The parts of the candidate's LGPD export, contributed by each area. */
  dataExport: DataExport;
}

declare module 'fastify' {
  interface FastifyInstance {
    core: Core;
  }
}
