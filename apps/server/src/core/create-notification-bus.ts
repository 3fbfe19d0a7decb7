import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config';
import { type Database, DEFAULT_POSTGRES_TIMEOUTS } from '#server/db/database';
import { memoryBus, type NotificationBus, postgresBus, redisBus } from './notification-bus';
import type { RedisLink } from './redis';

/**
 * Redis when REDIS_URL is set (`redis` is its link, see openRedisLink); otherwise PostgreSQL LISTEN/NOTIFY; on PGlite,
 * in-process (one process).
 */
export function createNotificationBus(
  config: Pick<Config, 'DB_LISTEN_HEARTBEAT_MS'>,
  database: Database,
  log: FastifyBaseLogger,
  redis?: RedisLink,
): NotificationBus {
  if (redis) return redisBus(redis, log);
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
