import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './problem';

/**
 * A rate limit per account, beside the per-address limit of a route's `config.rateLimit` (issue 4: token, refresh,
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
