import { createHash } from 'node:crypto';
import { authCookieNames } from '@portal/contracts/auth';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Anonymous answers: browsers keep them a minute, shared caches five, and may serve a stale one while refreshing. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
/** Answers to a signed-in request: only the browser keeps them, and asks again (cheaply, by ETag) each time. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** Adds names to the Vary header without repeating one a route or another plugin already put there. */
function addVary(reply: FastifyReply, names: string[]) {
  const current = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = new Set(current.map((name) => name.toLowerCase()));
  reply.header('vary', [...current, ...names.filter((name) => !lower.has(name.toLowerCase()))].join(', '));
}

/** The strong ETag of a body: a hash of the bytes sent. */
export function strongEtag(payload: string | Buffer): string {
  return `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` is ignored, `*` matches any. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
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
 */
export const publicCachePlugin = fp<{ envName: string }>(
  async (app: FastifyInstance, { envName }) => {
    const accessCookie = authCookieNames(envName).access;
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.routeOptions.config.publicCache || reply.statusCode !== 200) return payload;
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const signedIn = Boolean(request.headers.authorization || request.cookies[accessCookie]);
      reply.header('cache-control', signedIn ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
      addVary(reply, ['Authorization', 'Cookie']);
      const given = reply.getHeader('etag');
      const etag = typeof given === 'string' ? given : strongEtag(payload);
      reply.header('etag', etag);
      if (!matches(request.headers['if-none-match'], etag)) return payload;
      // 304: the same validators and caching headers, no body (and so nothing about one).
      reply.code(304);
      for (const name of ['content-length', 'content-encoding', 'content-type']) reply.removeHeader(name);
      return '';
    });
  },
  { name: 'public-cache', dependencies: ['@fastify/cookie'] },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer to an anonymous GET is the same for everyone and may be kept by shared caches (decision 0047). */
    publicCache?: boolean;
  }
}
