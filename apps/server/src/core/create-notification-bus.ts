import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { type Database, DEFAULT_POSTGRES_TIMEOUTS } from '../db/database';
import { memoryBus, type NotificationBus, postgresBus, redisBus } from './notification-bus';

/** Redis when REDIS_URL is set; otherwise PostgreSQL LISTEN/NOTIFY; on PGlite, in-process (one process). */
export function createNotificationBus(
  config: Pick<Config, 'REDIS_URL' | 'DB_LISTEN_HEARTBEAT_MS'>,
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
      { ...(database.timeouts ?? DEFAULT_POSTGRES_TIMEOUTS), heartbeatMs: config.DB_LISTEN_HEARTBEAT_MS },
    );
  }
  return memoryBus();
}
