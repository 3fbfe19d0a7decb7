import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EARLY_INPUT_SCRIPT } from '@portal/contracts/early-input';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The CSP source of the inline early-input script of the server-rendered careers pages. */
export const EARLY_INPUT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

/** Browser features no page of ours uses; an injected script or a framed page cannot ask for them either. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** The CSP of our own pages (the apps, the API's answers). */
function contentSecurityDirectives(secure: boolean) {
  return {
    defaultSrc: ["'self'"],
    // The careers pages' early-input script is inline, allowed by its hash alone (decision 0080).
    scriptSrc: ["'self'", EARLY_INPUT_SCRIPT_HASH],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(secure ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** Helmet's options: its set with our CSP, X-Frame-Options DENY and HSTS under an https PUBLIC_URL. */
function helmetOptions(secure: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(secure) },
    frameguard: { action: 'deny' },
    hsts: secure,
    crossOriginEmbedderPolicy: false,
  };
}

/** What helmet's middleware sets, for our options, on a response that records it. */
function recordHelmet(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The CSP of the API docs page (Swagger UI; security headers: decision 0043): ours, with scripts from our origin only and, for inline
 * styles, only the hashes of the `<style>` elements Swagger UI writes (`styleHashes`); no 'unsafe-inline' at all.
 */
export function docsContentSecurityPolicy(secure: boolean, styleHashes: readonly string[]): string {
  const directives = {
    ...contentSecurityDirectives(secure),
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", ...styleHashes],
  };
  const headers = recordHelmet({
    ...helmetOptions(secure),
    contentSecurityPolicy: { useDefaults: false, directives },
  });
  return headers['content-security-policy'] ?? '';
}

/**
 * The security headers, as helmet computes them for our options, plus Permissions-Policy. They are the same for
 * every response, so helmet runs once here against a recording response instead of once per request (decision
 * 0069: @fastify/helmet rebuilt helmet's middleware, CSP parsing included, on every request).
 */
export function securityHeaderSet(secure: boolean): Readonly<Record<string, string>> {
  const headers = recordHelmet(helmetOptions(secure));
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return Object.freeze(headers);
}

/**
 * The headers that speak only to a document (a page, or an SVG opened as one): what it may load and run, whether it
 * may be framed, which browser features it may ask for. A script, stylesheet or font is never a document, so it is
 * sent without them: a first view loads 10 to 16 such files, and these headers are about 650 of their ~1,150 bytes
 * each (decision 0069). Kept on them: nosniff, Cross-Origin-Resource-Policy, Referrer-Policy (a stylesheet's own
 * fetches follow it) and HSTS.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A response that can never be rendered as a document: JavaScript, CSS, a font. */
const SUBRESOURCE_TYPE = /^(?:(?:application|text)\/javascript|text\/css|font\/)/;

/**
 * The headers every response carries (decision 0043), less the document-only ones on scripts, styles and fonts: helmet's set with our CSP, X-Frame-Options DENY (as
 * `frame-ancestors 'none'` says, for browsers that read only the older header), HSTS under an https PUBLIC_URL,
 * and Permissions-Policy. And `Cache-Control: no-store` on whatever carries a token or personal data: the answer to
 * an authenticated request (bearer, Basic/Cpf sign-in, or a session cookie a route accepted) and any answer that
 * sets a cookie, unless the route chose its own Cache-Control; every other API answer too (decision 0089: a probe,
 * an error, an anonymous answer nobody declared cacheable is kept by no cache). Registered after @fastify/cookie, so it sees the
 * cookies a route set. The hooks take callbacks rather than being async: they run on every request (decision 0069).
 */
export const securityHeadersPlugin = fp<{ secure: boolean }>(
  async (app: FastifyInstance, { secure }) => {
    const headers = securityHeaderSet(secure);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        !reply.hasHeader('cache-control') &&
        (request.authClaims ||
          request.headers.authorization ||
          reply.hasHeader('set-cookie') ||
          request.url.startsWith('/api/'))
      ) {
        reply.header('cache-control', 'no-store');
      }
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && SUBRESOURCE_TYPE.test(type))
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      done(null, payload);
    });
  },
  { name: 'security-headers', dependencies: ['@fastify/cookie'] },
);
