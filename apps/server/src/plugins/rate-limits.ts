/// <reference path="./rate-limit-stores.d.ts" />
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, RateLimitOptions, RateLimitPluginOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { ErrorCode } from '@portal/contracts/problem-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '#server/config';
import { AppError } from '#server/core/errors';
import type { RedisLink } from '#server/core/redis';
import type { RouteAuth } from './authentication';

type Store = FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };
type StoreMethod = 'incr' | 'read';

/**
 * Counts in Redis while it answers and in this process while it is away (decision 0065), so a limit is never lifted:
 * a count that fails or is late (REDIS_COMMAND_TIMEOUT_MS) is made locally instead and marks Redis away, and the
 * counts go back to Redis once its PING answers. While away each instance counts its own, as without Redis.
 */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly link: RedisLink,
  ) {}

  incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
    this.count('incr', ...args);
  }

  read(...args: Parameters<FastifyRateLimitStore['incr']>): void {
    this.count('read', ...args);
  }

  private count(
    method: StoreMethod,
    ...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>
  ) {
    const local = () => this.local[method]!(key, callback, timeWindow, max);
    if (!this.link.available()) return local();
    this.shared[method]!(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.link.failed(error);
        local();
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.link);
  }
}

/**
 * Where @fastify/rate-limit counts: with REDIS_URL in Redis, so every instance shares every limit (the routes'
 * `config.rateLimit` and perAccountLimit alike), under a namespace per ENV_NAME, falling back to this process while
 * Redis is away (FallbackStore); otherwise in this process.
 */
export function rateLimitStore(
  config: Pick<Config, 'ENV_NAME'>,
  redis: RedisLink | undefined,
): Pick<RateLimitPluginOptions, 'store'> {
  if (!redis) return {};
  const link = redis;
  const nameSpace = `portal${config.ENV_NAME ? `-${config.ENV_NAME}` : ''}:rate-limit:`;
  return {
    store: class extends FallbackStore {
      constructor(options: RateLimitOptions) {
        const continueExceeding = options.continueExceeding ?? false;
        const exponentialBackoff = options.exponentialBackoff ?? false;
        super(
          new RedisStore(continueExceeding, exponentialBackoff, link.client, nameSpace),
          new LocalStore(continueExceeding, exponentialBackoff),
          link,
        );
      }
    },
  };
}

/**
 * A rate limit per account, beside the per-address limit of a route's `config.rateLimit` (decision 0011: token, refresh,
 * registration, send-code and confirm are limited per address and per account). `key` names the account the request
 * is about (an e-mail, a user id, a refresh token); requests that name none are counted by address. Keys are hashed,
 * so no e-mail or token sits in the store. Used as a `preHandler`, so a key may come from the parsed body.
 */
function perAccountLimit(
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

interface Limit {
  max: number;
  /** 15 minutes unless stated. */
  timeWindow?: string;
}

/**
 * The options of a route limited per address (`config.rateLimit`) and per account (perAccountLimit) at once
 * (decision 0011), to spread into the route's options beside its schema. `auth` is 'none' unless stated.
 */
export function limitedPerAccount(
  app: FastifyInstance,
  options: {
    auth?: RouteAuth;
    problems?: ErrorCode[];
    perAddress: Limit;
    perAccount: Limit & { name: string; key: (request: FastifyRequest) => string | undefined };
  },
) {
  const { auth = 'none', problems, perAddress, perAccount } = options;
  return {
    config: {
      auth,
      ...(problems && { problems }),
      rateLimit: { max: perAddress.max, timeWindow: perAddress.timeWindow ?? '15 minutes' },
    },
    preHandler: perAccountLimit(app, { ...perAccount, timeWindow: perAccount.timeWindow ?? '15 minutes' }),
  };
}

/** The account a request names in its body's or query's `field` (an e-mail, a user id), for perAccount's `key`. */
export function accountIn(
  part: 'body' | 'query',
  field: string,
): (request: FastifyRequest) => string | undefined {
  return (request) => {
    const value = (request[part] as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value : undefined;
  };
}
