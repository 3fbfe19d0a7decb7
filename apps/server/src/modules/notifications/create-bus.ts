import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { memoryBus, type NotificationBus, postgresBus, redisBus } from './notification-bus';

/** Redis when REDIS_URL is set; otherwise PostgreSQL LISTEN/NOTIFY; on PGlite, in-process (one process). */
export function createNotificationBus(
  config: Pick<Config, 'REDIS_URL'>,
  database: Database,
  log: FastifyBaseLogger,
): NotificationBus {
  if (config.REDIS_URL) return redisBus(config.REDIS_URL, log);
  if (database.kind === 'postgres' && database.connectionString) {
    return postgresBus(
      database.connectionString,
      async (channel, payload) => {
        await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
      },
      log,
    );
  }
  return memoryBus();
}
