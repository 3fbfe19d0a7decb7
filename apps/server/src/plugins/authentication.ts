import { authCookieNames, CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokenClaims, AccessTokens, UserKind } from '../modules/auth/access-token';
import { AppError } from './problem';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads the access token from `Authorization: Bearer` or from its HttpOnly cookie (DESIGN §4) and exposes
 * `request.requireUser(kind?)`. A cookie-authenticated request that changes state must carry
 * `X-Requested-With: fetch`, which a cross-site form or link cannot send: every method but GET/HEAD/OPTIONS, and
 * the GETs the spec makes change state, which declare `config: { changesState: true }` on their route.
 */
export const authenticationPlugin = fp<{ tokens: AccessTokens; envName: string }>(
  async (app: FastifyInstance, { tokens, envName }) => {
    const cookieName = authCookieNames(envName).access;

    async function resolve(request: FastifyRequest): Promise<AccessTokenClaims | null> {
      const header = request.headers.authorization;
      if (header?.startsWith('Bearer ')) return tokens.verify(header.slice(7).trim());
      const cookie = request.cookies[cookieName];
      if (!cookie) return null;
      const claims = await tokens.verify(cookie);
      const changesState =
        !SAFE_METHODS.has(request.method) || request.routeOptions.config.changesState === true;
      if (claims && changesState && request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
        throw new AppError('forbidden', { detailKey: 'errors.csrf' });
      }
      return claims;
    }

    app.decorateRequest('authClaims', null);
    app.decorateRequest('requireUser', async function (this: FastifyRequest, kind?: UserKind) {
      const claims = await resolve(this);
      if (!claims) throw new AppError('unauthorized');
      if (kind && claims.kind !== kind) throw new AppError('forbidden');
      this.authClaims = claims;
      return claims;
    });
    app.decorateRequest('optionalUser', async function (this: FastifyRequest) {
      const claims = await resolve(this);
      this.authClaims = claims;
      return claims;
    });
  },
  { name: 'authentication', dependencies: ['problem'] },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (spec §7 has a few): cookie callers need the CSRF header, as for a POST. */
    changesState?: boolean;
  }
  interface FastifyRequest {
    authClaims: AccessTokenClaims | null;
    /** The signed-in user's claims; 401 problem when nobody is signed in, 403 for the wrong kind of user. */
    requireUser(kind?: UserKind): Promise<AccessTokenClaims>;
    optionalUser(): Promise<AccessTokenClaims | null>;
  }
}
