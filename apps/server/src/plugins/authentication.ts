import { authCookieNames, CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contracts/auth';
import type { ErrorCode } from '@portal/contracts/problem-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type {
  AccessTokenClaims,
  AccessTokenVerifier,
  SessionGrant,
  SessionGuard,
  UserKind,
} from '#server/core/auth-claims';
import { AppError } from '#server/core/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Who may call a route, declared in its `config.auth` (decision 0045): a signed-in candidate, employee or either
 * ('user'), anyone with an optional session ('optional'), or anyone ('none'). The plugin enforces it before the body
 * is read, and the OpenAPI document derives the operation's security and 401/403 answers from it.
 */
export type RouteAuth = UserKind | 'user' | 'optional' | 'none';

/**
 * Reads the access token from `Authorization: Bearer` or from its HttpOnly cookie (DESIGN §4) and exposes
 * `request.requireUser(kind?)`. A cookie-authenticated request that changes state must carry
 * `X-Requested-With: fetch`, which a cross-site form or link cannot send: every method but GET/HEAD/OPTIONS, and
 * the GETs the spec makes change state, which declare `config: { changesState: true }` on their route. A valid
 * signature is not enough: the token's session must still be open and its user enabled and present (the session
 * guard, decision 0042), so sign-out, a disabled or deleted account end access on every endpoint at once.
 */
/** Declares `auth` for every route of a plugin that does not declare its own; call it before the routes. */
export function routesAuth(app: FastifyInstance, auth: RouteAuth): void {
  app.addHook('onRoute', (route) => {
    route.config = { auth, ...route.config };
  });
}

export const authenticationPlugin = fp<{
  tokens: AccessTokenVerifier;
  envName: string;
  sessions: Pick<SessionGuard, 'active'>;
}>(
  async (app: FastifyInstance, { tokens, envName, sessions }) => {
    const cookieName = authCookieNames(envName).access;

    /** The token's claims and its user's grant; 'ended' for a well-signed token whose session or user is gone. */
    async function resolve(
      request: FastifyRequest,
    ): Promise<{ claims: AccessTokenClaims; grant: SessionGrant } | 'ended' | null> {
      const header = request.headers.authorization;
      let claims: AccessTokenClaims | null;
      if (header?.startsWith('Bearer ')) claims = await tokens.verify(header.slice(7).trim());
      else {
        const cookie = request.cookies[cookieName];
        if (!cookie) return null;
        claims = await tokens.verify(cookie);
        const changesState =
          !SAFE_METHODS.has(request.method) || request.routeOptions.config.changesState === true;
        if (claims && changesState && request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
          throw new AppError('forbidden', { detailKey: 'errors.csrf' });
        }
      }
      if (!claims) return null;
      const grant = await sessions.active(claims);
      return grant ? { claims, grant } : 'ended';
    }

    app.decorateRequest('authClaims', null);
    app.decorateRequest('authGrant', null);
    app.decorateRequest('requireUser', async function (this: FastifyRequest, kind?: UserKind) {
      const resolved = await resolve(this);
      if (resolved === 'ended') throw new AppError('unauthorized', { detailKey: 'errors.sessionExpired' });
      if (!resolved) throw new AppError('unauthorized');
      if (kind && resolved.claims.kind !== kind) throw new AppError('forbidden');
      this.authClaims = resolved.claims;
      this.authGrant = resolved.grant;
      return resolved.claims;
    });
    // A callback hook, not an async one: it runs on every request, and most public ones need nothing of it.
    app.addHook('onRequest', (request, _reply, done) => {
      const auth = request.routeOptions.config.auth;
      if (auth !== 'candidate' && auth !== 'employee' && auth !== 'user') return done();
      request.requireUser(auth === 'user' ? undefined : auth).then(() => done(), done);
    });
    app.decorateRequest('optionalUser', async function (this: FastifyRequest) {
      const resolved = await resolve(this);
      const found = resolved === 'ended' ? null : resolved;
      this.authClaims = found?.claims ?? null;
      this.authGrant = found?.grant ?? null;
      return this.authClaims;
    });
  },
  { name: 'authentication', dependencies: ['problem'] },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (spec §7 has a few): cookie callers need the CSRF header, as for a POST. */
    changesState?: boolean;
    /** Who may call the route; every documented route declares it. */
    auth?: RouteAuth;
    /** Domain refusals the route can answer besides those derived from its options (documented in OpenAPI). */
    problems?: ErrorCode[];
  }
  interface FastifyRequest {
    authClaims: AccessTokenClaims | null;
    /** The signed-in user's permission grant, read with the session check; null until a user is required. */
    authGrant: SessionGrant | null;
    /** The signed-in user's claims; 401 problem when nobody is signed in, 403 for the wrong kind of user. */
    requireUser(kind?: UserKind): Promise<AccessTokenClaims>;
    optionalUser(): Promise<AccessTokenClaims | null>;
  }
}
