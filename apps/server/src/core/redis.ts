import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * Longest a Redis command may take (decision 0065). A request makes one or two Redis calls (the route's rate limit,
 * the per-account one); the first that fails or is late marks Redis away, so the next ones go without it at once,
 * and a black-holed Redis adds at most this to a request.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 150;
/** Longest the opening of a connection may take (at start too: a Redis that is away does not hold the start). */
const REDIS_CONNECT_TIMEOUT_MS = 1000;
/** How often Redis is pinged: it shows a silent Redis without traffic, and its return. */
const PROBE_INTERVAL_MS = 1000;
/** Reconnection attempts wait a little longer each time, up to this. */
const RECONNECT_MAX_MS = 2000;

/**
 * The options of a connection that must never hold a request: no offline queue (a command while disconnected fails
 * at once), no retries of a command across reconnections, every command bounded.
 */
const BOUNDED: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  retryStrategy: (attempt) => Math.min(attempt * 100, RECONNECT_MAX_MS),
};

/**
 * Redis as a dependency that degrades (decision 0065): one command connection shared by the rate limits and the
 * notification bus's PUBLISH, and what is known of Redis's health. While Redis is away, callers go without it (the
 * rate limits count in this process, the bus does not publish) instead of failing or waiting.
 */
export interface RedisLink {
  /** The command connection (bounded: see BOUNDED). */
  readonly client: Redis;
  /** True while Redis answers; false from a failed or late command, or a lost connection, until a PING answers. */
  available(): boolean;
  /** Reports a command that failed or was late: Redis counts as away until the next PING answers. */
  failed(error: unknown): void;
  /** A connection for SUBSCRIBE (a subscribed connection takes no other command): it waits for Redis and resubscribes. */
  subscriber(): Redis;
  /** Calls `listener` each time Redis goes away or comes back; returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
  close(): void;
}

/** Opens the link; waits for the first connection at most REDIS_CONNECT_TIMEOUT_MS, and never fails. */
export async function openRedisLink(url: string, log: FastifyBaseLogger): Promise<RedisLink> {
  const client = new Redis(url, BOUNDED);
  const subscribers = new Set<Redis>();
  const changeListeners = new Set<() => void>();
  let up = false;
  let closed = false;

  let answeredBefore = false;
  const setUp = (next: boolean, error?: unknown) => {
    if (next === up || closed) return;
    up = next;
    if (next && answeredBefore)
      log.info('Redis answers again: rate limits and live notifications are shared across instances again');
    else if (!next)
      log.warn(
        { err: error },
        'Redis is away: rate limits count in this process and live notifications stop until it answers',
      );
    answeredBefore ||= next;
    for (const listener of [...changeListeners]) listener();
  };
  // ioredis reports every failed reconnection as an error; the transition above is what the log needs.
  client.on('error', () => {});
  client.on('ready', () => setUp(true));
  client.on('close', () => setUp(false));

  let probing = false;
  const probe = setInterval(() => {
    if (probing) return;
    if (client.status !== 'ready') return setUp(false);
    probing = true;
    // Bounded by the command timeout: a late answer counts as none.
    client
      .ping()
      .then(
        () => setUp(true),
        (error: unknown) => setUp(false, error),
      )
      .finally(() => {
        probing = false;
      });
  }, PROBE_INTERVAL_MS);
  probe.unref();

  await client.connect().catch(() => {});
  up = client.status === 'ready';
  if (!up)
    log.warn(
      `Redis at ${new URL(url).host} does not answer: rate limits count in this process until it does`,
    );

  return {
    client,
    available: () => up && client.status === 'ready',
    failed: (error) => setUp(false, error),
    subscriber() {
      const connection = new Redis(url, {
        connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
        retryStrategy: BOUNDED.retryStrategy,
        // SUBSCRIBE waits for a connection, however long Redis is away, and is issued again after each reconnection.
        maxRetriesPerRequest: null,
        autoResubscribe: true,
      });
      connection.on('error', () => {});
      subscribers.add(connection);
      return connection;
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    close() {
      closed = true;
      clearInterval(probe);
      for (const connection of subscribers) connection.disconnect();
      client.disconnect();
    },
  };
}
