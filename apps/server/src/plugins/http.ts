import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config, TrustProxy } from '../config';
import { AppError } from '../core/errors';
import { openApiOptions } from './openapi';
import { problemClientErrorHandler, problemFrameworkErrors, problemPlugin } from './problem';
import { publicCachePlugin } from './public-cache';
import { rateLimitStore } from './rate-limits';
import { securityHeadersPlugin } from './security-headers';

/** Default request body limit; routes that take more (a picture upload) raise their own. */
const BODY_LIMIT_BYTES = 64 * 1024;

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

function trustProxyOption(trust: TrustProxy) {
  // Fastify reads a bare number as 'trust nobody'; a hop count trusts the socket peer and the hops before it.
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The options of the Fastify instance: logging, body limit, whom to believe about forwarding, request ids. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Forwarded headers count only from the proxies of TRUST_PROXY (default: nobody); request.ip is then the
    // right-most untrusted address, so a client cannot pick its own and walk around the rate limits.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: problemFrameworkErrors,
    clientErrorHandler: problemClientErrorHandler,
  };
}

/**
 * What every HTTP answer goes through: request ids, problem+json errors in the caller's language, compression,
 * cookies, public caching, security headers, rate limits and the OpenAPI document.
 */
export const httpPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, translations } = app.core;
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    await app.register(problemPlugin, { translations });
    // Dynamic answers (API JSON, rendered pages) are compressed here; built assets are precompressed at build time.
    await app.register(fastifyCompress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await app.register(fastifyCookie);
    // ETag, 304 and Cache-Control of every `publicCache` route; registered globally so it hashes before compressing.
    await app.register(publicCachePlugin, { envName: config.ENV_NAME });
    await app.register(securityHeadersPlugin, { secure: config.PUBLIC_URL.startsWith('https:') });
    await app.register(fastifyRateLimit, {
      global: false,
      ...rateLimitStore(config, app.core.redis),
      errorResponseBuilder: (_request, context) =>
        new AppError('rate_limited', {
          params: { seconds: Math.ceil(context.ttl / 1000) },
          headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
        }),
    });
    await app.register(fastifySwagger, openApiOptions(config.ENV_NAME));
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'http', dependencies: ['core'] },
);
