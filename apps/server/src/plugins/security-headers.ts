import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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

/** Helmet's options: its set with our CSP, X-Frame-Options DENY and HSTS under an https PUBLIC_URL. */
function helmetOptions(secure: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    hsts: secure,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The security headers, as helmet computes them for our options, plus Permissions-Policy. They are the same for
 * every response, so helmet runs once here against a recording response instead of once per request (decision
 * 0069: @fastify/helmet rebuilt helmet's middleware, CSP parsing included, on every request).
 */
export function securityHeaderSet(secure: boolean): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(secure))({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
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
/** An API answer: JSON or a problem (RFC 9457). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/;

/**
 * The three header sets, each made once: a document's (every header), a subresource's (no document-only header),
 * and an API answer's. An API answer is not meant to be rendered, but a browser can be made to open one, so it keeps
 * what OWASP's REST Security Cheat Sheet asks: a CSP that allows nothing and no framing (`default-src 'none';
 * frame-ancestors 'none'`), X-Frame-Options DENY, nosniff, Cross-Origin-Resource-Policy and HSTS (decision 0069: the
 * rest is about 500 bytes of every API answer that no client reads).
 */
export function securityHeaderSets(secure: boolean) {
  const document = securityHeaderSet(secure);
  const subresource = Object.freeze(
    Object.fromEntries(Object.entries(document).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name))),
  );
  const api = Object.freeze({
    ...subresource,
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  });
  return { document, subresource, api };
}

/**
 * The headers every response carries (decision 0043), by what the response is (`securityHeaderSets`): helmet's set
 * with our CSP, X-Frame-Options DENY (as `frame-ancestors 'none'` says, for browsers that read only the older
 * header), HSTS under an https PUBLIC_URL, and Permissions-Policy on documents. And `Cache-Control: no-store` on
 * whatever carries a token or personal data: the answer to an authenticated request (bearer, Basic/Cpf sign-in, or a
 * session cookie a route accepted) and any answer that sets a cookie, unless the route chose its own Cache-Control.
 * Registered after @fastify/cookie, so it sees the cookies a route set. The hook takes a callback rather than being
 * async: it runs on every request (decision 0069).
 */
export const securityHeadersPlugin = fp<{ secure: boolean }>(
  async (app: FastifyInstance, { secure }) => {
    const sets = securityHeaderSets(secure);
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        !reply.hasHeader('cache-control') &&
        (request.authClaims || request.headers.authorization || reply.hasHeader('set-cookie'))
      ) {
        reply.header('cache-control', 'no-store');
      }
      const type = reply.getHeader('content-type');
      const kind =
        typeof type !== 'string'
          ? 'document'
          : JSON_TYPE.test(type)
            ? 'api'
            : SUBRESOURCE_TYPE.test(type)
              ? 'subresource'
              : 'document';
      reply.headers(sets[kind]);
      done(null, payload);
    });
  },
  { name: 'security-headers', dependencies: ['@fastify/cookie'] },
);
