import { authCookieNames } from '@portal/contracts/auth';
import { boundedMemo } from '@portal/contracts/bounded-memo';
import { isSidebarCollapsedCookie, SIDEBAR_COOKIE } from '@portal/contracts/constants';
import { LOCALE_COOKIE, resolveLocale } from '@portal/contracts/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding, strongEtag } from '#server/core/http-cache';
import { TtlCache } from '#server/core/ttl-cache';

/**
 * Anonymous answers: browsers keep them a minute, shared caches five, and may serve a stale one while refreshing,
 * or for a day while this server fails (RFC 5861), as the server itself does (below).
 */
const PUBLIC_CACHE_CONTROL =
  'public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400';
/** Answers to a signed-in request: only the browser keeps them, and asks again (cheaply, by ETag) each time. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** Adds Authorization and Cookie to the Vary header without repeating a name a route already put there. */
function addCredentialsVary(reply: FastifyReply) {
  reply.header('vary', varyWithCredentials(String(reply.getHeader('vary') ?? '')));
}
// Routes set a handful of distinct values: each is joined once.
const varyWithCredentials = boundedMemo((current) => {
  const names = current
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = new Set(names.map((name) => name.toLowerCase()));
  return [...names, ...['Authorization', 'Cookie'].filter((name) => !lower.has(name.toLowerCase()))].join(
    ', ',
  );
}, 64);

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` is ignored, `*` matches any. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** The header that marks an answer served from the last good copy while the database is out (RFC 9211). */
export const STALE_MARKER = { name: 'cache-status', value: 'portal; hit; detail=stale-if-error' } as const;

/** The last good answers kept for an outage: at most this many bytes, entries, and this old. */
const STALE_MAX_BYTES = 32 * 1024 * 1024;
const STALE_MAX_ENTRIES = 2000;
const STALE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The headers of a kept answer that describe its bytes. */
const STALE_HEADERS = ['content-type', 'content-encoding', 'content-language', 'vary'] as const;

interface LastGood {
  payload: string | Buffer;
  etag: string;
  bytes: number;
  headers: Partial<Record<(typeof STALE_HEADERS)[number], string>>;
  storedAt: number;
}

/**
 * The last good bytes of each public answer, by what may change them: the URL (with its query), the language
 * (Accept-Language and the language cookie, as the API and the pages choose it), the sidebar's remembered collapse
 * (a careers page draws it, decision 0085) and the encoding the route may have picked itself (the vacancy list sends
 * pre-compressed bytes). Least recently used out first.
 */
function lastGoodAnswers() {
  let total = 0;
  const entries = new TtlCache<string, LastGood>({
    ttlMs: STALE_MAX_AGE_MS,
    max: STALE_MAX_ENTRIES,
    now: () => Date.now(),
    touchOnGet: true,
    onDelete: (_key, entry) => {
      total -= entry.bytes;
    },
  });
  /** Keeps an answer as of now, the least recently used out while the bytes are over budget. */
  const store = (key: string, entry: LastGood) => {
    entry.storedAt = Date.now();
    entries.set(key, entry, entry.storedAt + STALE_MAX_AGE_MS);
    total += entry.bytes;
    while (total > STALE_MAX_BYTES) entries.evictOldest();
  };
  return {
    key(request: FastifyRequest): string {
      const encoding = preferredEncoding(request.headers['accept-encoding']) ?? '';
      const language = resolveLocale(request.headers['accept-language']);
      const sidebar = isSidebarCollapsedCookie(request.cookies[SIDEBAR_COOKIE]) ? 'collapsed' : '';
      return [request.url, language, request.cookies[LOCALE_COOKIE] ?? '', sidebar, encoding].join('\n');
    },
    keep(key: string, reply: FastifyReply, payload: string | Buffer, etag: string) {
      // The same answer as the one kept (the common case): only its time moves, nothing is copied.
      const kept = entries.peek(key)?.value;
      if (kept?.etag === etag) return store(key, kept);
      const bytes = Buffer.byteLength(payload);
      if (bytes > STALE_MAX_BYTES / 16) return;
      const headers: LastGood['headers'] = {};
      for (const name of STALE_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      store(key, { payload, etag, bytes, headers, storedAt: 0 });
    },
    find: (key: string): LastGood | undefined => entries.get(key),
  };
}

/**
 * One mechanism for public, cacheable answers: a route with `config: { publicCache: true }` answers a successful
 * GET with a strong ETag (a hash of the body it sends), 304 to a matching If-None-Match, and the public
 * Cache-Control; a request carrying credentials (Authorization or the access cookie) gets the private one instead,
 * and Vary names both, so a shared cache never hands the anonymous copy to a signed-in variant or the other way.
 *
 * The hook is global, so it runs before @fastify/compress (a per-route hook): the ETag is the hash of the bytes the
 * route produced. A route that sends pre-compressed bytes (the vacancy list) gets one ETag per encoding; a route
 * that serves cached bytes may set their `strongEtag` itself, computed once per cache entry, and is not hashed again.
 *
 * Stale-if-error (decision 0067): the last good answer to an anonymous GET is kept in memory; while the database
 * is out (the route answers 503), it is served instead with `Cache-Status: portal; hit; detail=stale-if-error`,
 * its `Age`, and `Cache-Control: no-store` (nobody keeps a copy known to be old). A page built from such an answer
 * carries the marker too and is not kept.
 */
export const publicCachePlugin = fp<{ envName: string }>(
  async (app: FastifyInstance, { envName }) => {
    const accessCookie = authCookieNames(envName).access;
    const lastGood = lastGoodAnswers();
    // Callback style for the many answers that are not public: no promise per request for them.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!request.routeOptions.config.publicCache) return done(null, payload);
      try {
        done(null, publicAnswer(request, reply, payload));
      } catch (error) {
        done(error as Error);
      }
    });
    function publicAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (reply.statusCode === 503) return serveStale(request, reply) ?? payload;
      if (reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const signedIn = Boolean(request.headers.authorization || request.cookies[accessCookie]);
      if (reply.hasHeader(STALE_MARKER.name)) {
        reply.header('cache-control', 'no-store');
        return payload;
      }
      const given = reply.getHeader('etag');
      const etag = typeof given === 'string' ? given : strongEtag(payload);
      if (!signedIn && request.method === 'GET') lastGood.keep(lastGood.key(request), reply, payload, etag);
      reply.header('cache-control', signedIn ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
      addCredentialsVary(reply);
      reply.header('etag', etag);
      if (!matches(request.headers['if-none-match'], etag)) return payload;
      // 304: the same validators and caching headers, no body (and so nothing about one).
      reply.code(304);
      for (const name of ['content-length', 'content-encoding', 'content-type']) reply.removeHeader(name);
      return '';
    }

    function serveStale(request: FastifyRequest, reply: FastifyReply): string | Buffer | undefined {
      const entry = lastGood.find(lastGood.key(request));
      if (!entry) return undefined;
      request.log.info('database unavailable: serving the last good answer (stale-if-error)');
      reply.code(200);
      for (const name of ['content-length', 'retry-after', 'etag', ...STALE_HEADERS])
        reply.removeHeader(name);
      reply.headers(entry.headers);
      reply.header(STALE_MARKER.name, STALE_MARKER.value);
      reply.header('age', String(Math.floor((Date.now() - entry.storedAt) / 1000)));
      reply.header('cache-control', 'no-store');
      return entry.payload;
    }
  },
  { name: 'public-cache', dependencies: ['@fastify/cookie'] },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer to an anonymous GET is the same for everyone and may be kept by shared caches (decision 0047). */
    publicCache?: boolean;
  }
}
