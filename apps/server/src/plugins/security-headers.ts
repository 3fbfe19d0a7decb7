import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

/**
 * The headers every response carries (decision 0043): helmet's set with our CSP, X-Frame-Options DENY (as
 * `frame-ancestors 'none'` says, for browsers that read only the older header), HSTS under an https PUBLIC_URL,
 * and Permissions-Policy. And `Cache-Control: no-store` on whatever carries a token or personal data: the answer to
 * an authenticated request (bearer, Basic/Cpf sign-in, or a session cookie a route accepted) and any answer that
 * sets a cookie, unless the route chose its own Cache-Control. Registered after @fastify/cookie, so it sees the
 * cookies a route set.
 */
export const securityHeadersPlugin = fp<{ secure: boolean }>(
  async (app: FastifyInstance, { secure }) => {
    await app.register(fastifyHelmet, {
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
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
    app.addHook('onSend', async (request, reply) => {
      if (reply.hasHeader('cache-control')) return;
      if (request.authClaims || request.headers.authorization || reply.hasHeader('set-cookie')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'security-headers', dependencies: ['@fastify/cookie'] },
);
