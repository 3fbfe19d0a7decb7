import { authCookieNames, oidcFlowCookieName } from '@portal/contracts/auth';
import { AUTH_COOKIE_MAX_AGE_SECONDS } from '@portal/contracts/constants';
import type { FastifyReply } from 'fastify';
import type { IssuedTokens } from './auth.service';

export interface CookieSettings {
  envName: string;
  domain?: string | undefined;
  secure: boolean;
}

/**
 * The session cookies of DESIGN §4 (names with the ENV_NAME suffix, 2592000 s, path /, SameSite=Lax, COOKIE_DOMAIN):
 * the tokens HttpOnly, the login type readable (it tells a page that a session exists). Every route that starts or
 * ends a session (sign-in, refresh, e-mail confirmation, sign-out, account deletion) sets or clears them here.
 */
export function sessionCookies(settings: CookieSettings) {
  const names = authCookieNames(settings.envName);
  const base = {
    path: '/',
    sameSite: 'lax' as const,
    secure: settings.secure,
    maxAge: AUTH_COOKIE_MAX_AGE_SECONDS,
    ...(settings.domain ? { domain: settings.domain } : {}),
  };
  return {
    names,
    set(reply: FastifyReply, tokens: IssuedTokens) {
      reply
        .setCookie(names.access, tokens.access_token, { ...base, httpOnly: true })
        .setCookie(names.refresh, tokens.refresh_token, { ...base, httpOnly: true })
        .setCookie(names.loginType, tokens.loginType, { ...base, httpOnly: false });
    },
    clear(reply: FastifyReply) {
      const { maxAge: _maxAge, ...clear } = base;
      for (const name of [names.access, names.refresh, names.loginType]) reply.clearCookie(name, clear);
      // The external provider's cookie (OpenID Connect flow, docs/decisions/0020) goes with them.
      reply.clearCookie(oidcFlowCookieName(settings.envName), { ...clear, path: '/api/auth/oidc' });
    },
  };
}

export type SessionCookies = ReturnType<typeof sessionCookies>;

/** The token response body: what the token endpoints answer (the login type travels only as a cookie). */
export function tokenBody(tokens: IssuedTokens) {
  const { loginType: _loginType, ...rest } = tokens;
  return rest;
}
