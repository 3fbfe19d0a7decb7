import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from '../core/errors';

/**
 * Where @fastify/rate-limit counts: with REDIS_URL in Redis, so every instance shares every limit (the routes'
 * `config.rateLimit` and perAccountLimit alike), under a namespace per ENV_NAME; otherwise in this process.
 * Waits for the first connection. A Redis outage lets requests through (skipOnError) rather than answering 500 to everyone: commands fail at once
 * while disconnected and after 500 ms when Redis does not answer, and the connection errors are logged.
 */
export async function rateLimitStore(config: Pick<Config, 'REDIS_URL' | 'ENV_NAME'>, app: FastifyInstance) {
  if (!config.REDIS_URL) return {};
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  let down = false;
  redis.on('error', (error) => {
    if (!down)
      app.log.warn({ err: error }, 'Redis unreachable: rate limits are not counted until it is back');
    down = true;
  });
  redis.on('ready', () => {
    down = false;
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  // The first requests are counted too; a Redis that is down at start does not stop the start (it reconnects).
  await redis.connect().catch(() => {});
  return {
    redis,
    nameSpace: `portal${config.ENV_NAME ? `-${config.ENV_NAME}` : ''}:rate-limit:`,
    skipOnError: true,
  };
}

/**
 * A rate limit per account, beside the per-address limit of a route's `config.rateLimit` (decision 0011: token, refresh,
 * registration, send-code and confirm are limited per address and per account). `key` names the account the request
 * is about (an e-mail, a user id, a refresh token); requests that name none are counted by address. Keys are hashed,
 * so no e-mail or token sits in the store. Used as a `preHandler`, so a key may come from the parsed body.
 */
export function perAccountLimit(
  app: FastifyInstance,
  options: {
    max: number;
    timeWindow: string;
    name: string;
    key: (request: FastifyRequest) => string | undefined;
  },
): (request: FastifyRequest) => Promise<void> {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => {
      const key = options.key(request)?.trim().toLowerCase();
      const subject = key ? createHash('sha256').update(key).digest('base64url') : `ip:${request.ip}`;
      return `${options.name}:${subject}`;
    },
  });
  return async (request) => {
    const result = await limiter(request);
    // `isAllowed` is true only for an allow-listed key; otherwise the count decides.
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    throw new AppError('rate_limited', { params: { seconds }, headers: { 'retry-after': String(seconds) } });
  };
}
