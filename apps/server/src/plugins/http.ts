import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import proxyAddr from '@fastify/proxy-addr';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config, TrustProxy } from '#server/config';
import { AppError } from '#server/core/errors';
import { apiDocsPlugin } from './api-docs';
import { problemClientErrorHandler, problemFrameworkErrors, problemPlugin } from './problem';
import { publicCachePlugin } from './public-cache';
import { rateLimitStore } from './rate-limits';
import { securityHeadersPlugin } from './security-headers';
import { limitJsonDepth } from './validation';

/** Default request body limit; routes that take more (a picture upload) raise their own. */
const BODY_LIMIT_BYTES = 64 * 1024;

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

function trustProxyOption(trust: TrustProxy) {
  // Fastify reads a bare number as 'trust nobody'; a hop count trusts the socket peer and the hops before it.
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * How often Node looks for requests past their headers or request timeout (decision 0064): a request is dropped at
 * most this long after its deadline. Short, since the sweep is cheap (a walk over the open connections in C++).
 */
export function connectionsCheckingInterval(config: Config): number {
  return Math.max(100, Math.min(1000, Math.floor(config.HTTP_HEADERS_TIMEOUT_MS / 4)));
}

/**
 * The options of the Fastify instance: logging, body limit, whom to believe about forwarding, request ids, and the
 * bounds of every connection (decision 0064).
 */
/** How long one plugin may take to start (the infrastructure plugin opens and migrates the database). */
const STARTUP_TIMEOUT_MS = 120_000;

export function serverOptions(config: Config): FastifyHttpOptions<Server> {
  return {
    // A request must arrive whole in time (a body sent a byte at a time is answered 408 and closed), and so must its
    // headers; idle keep-alive connections and sockets silent both ways are closed; a socket serves a bounded number
    // of requests. The connection cap is set on the server in httpPlugin.
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: config.HTTP_IDLE_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    maxRequestsPerSocket: config.HTTP_MAX_REQUESTS_PER_SOCKET,
    http: {
      requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: connectionsCheckingInterval(config),
    },
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
    // A path parameter is at most 256 characters: the one-click links of digests mailed before decision 0084 join
    // up to five 43-character tokens in the path (219 characters), and must still end their alerts.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    // Starting may rightly take longer than Fastify's 10 s per plugin: the first open of an embedded database runs
    // initdb (about 4 s on a quiet machine, far more on a loaded one), and an instance waits under the migrations'
    // advisory lock while another one migrates (decision 0066). A start that never ends is still bounded.
    pluginTimeout: STARTUP_TIMEOUT_MS,
    frameworkErrors: problemFrameworkErrors,
    clientErrorHandler: problemClientErrorHandler,
  };
}

/**
 * Decision 0089: one client address holds at most HTTP_MAX_CONNECTIONS_PER_ADDRESS connections at once; past that its
 * new connections are closed on arrival, so a host holding thousands of slow bodies takes its own places, not every
 * other visitor's. The proxies of TRUST_PROXY carry everybody's connections and are not capped here.
 */
function capConnectionsPerAddress(app: FastifyInstance, config: Config): void {
  const limit = config.HTTP_MAX_CONNECTIONS_PER_ADDRESS;
  const trust = config.TRUST_PROXY;
  const trusted =
    trust === false
      ? () => false
      : typeof trust === 'number'
        ? () => true // a hop count trusts the socket's peer
        : proxyAddr.compile(trust);
  const open = new Map<string, number>();
  let refusedSinceLog = 0;
  let loggedAt = Number.NEGATIVE_INFINITY;
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || trusted(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      refusedSinceLog++;
      // One line a minute at most: the refusals of a flood are counted, not written one by one.
      if (performance.now() - loggedAt > 60_000) {
        app.log.warn(
          { address, refused: refusedSinceLog, limit },
          'connections refused: too many from one address',
        );
        loggedAt = performance.now();
        refusedSinceLog = 0;
      }
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * What every HTTP answer goes through: request ids, problem+json errors in the caller's language, JSON bodies of a
 * bounded depth, compression, cookies, public caching, security headers, rate limits and the OpenAPI document.
 */
export const httpPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, translations } = app.core;
    // Decision 0064: past this many open connections a new one is closed on arrival, before the process runs out of
    // file descriptors (the database pool and uploads need some too).
    app.server.maxConnections = config.HTTP_MAX_CONNECTIONS;
    capConnectionsPerAddress(app, config);
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    await app.register(problemPlugin, { translations });
    limitJsonDepth(app);
    // Dynamic answers (API JSON, rendered pages) are compressed here; built assets are precompressed at build time.
    await app.register(fastifyCompress, {
      threshold: 1024,
      // Answers up to 64 KiB (an API page, a rendered page) are compressed in one synchronous call: on 2 cores the
      // plugin's default (8 KiB) sent them through a zlib stream, about 0.3 ms more CPU per talent pool page
      // (decision 0102). Brotli at quality 4 compresses 64 KiB in about a millisecond.
      syncThreshold: 64 * 1024,
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
    await app.register(apiDocsPlugin, {
      envName: config.ENV_NAME,
      secure: config.PUBLIC_URL.startsWith('https:'),
    });
  },
  { name: 'http', dependencies: ['core'] },
);
