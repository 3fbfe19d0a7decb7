import { authCookieNames, oidcFlowCookieName } from '@portal/contracts/auth';
import { AUTH_COOKIE_MAX_AGE_SECONDS } from '@portal/contracts/constants';
import type { FastifyReply } from 'fastify';
import type { Config } from '#server/config';
import type { IssuedTokens } from '#server/modules/auth/auth.service';

export interface CookieSettings {
  envName: string;
  domain?: string | undefined;
  secure: boolean;
}

/** The refresh cookie goes only to the endpoints that take it: `.../token/refresh` and `.../logout` are below. */
const REFRESH_COOKIE_PATH = '/api/auth/auth/v1';

/**
 * The session cookies of DESIGN §4 (names with the ENV_NAME suffix, SameSite=Lax, COOKIE_DOMAIN), as narrowed by
 * decision 0043: the access token HttpOnly at path / for as long as the token lives (a browser stops sending it
 * when it expires, and the client refreshes on the 401); the refresh token HttpOnly, only to the refresh and
 * sign-out endpoints, for the session's 2592000 s; the login type readable at path / for the session too (it tells
 * a page that a session exists, so a 401 is worth a refresh). Every route that starts or ends a session (sign-in,
 * refresh, e-mail confirmation, sign-out, account deletion) sets or clears them here.
 */
export function sessionCookies(settings: CookieSettings) {
  const names = authCookieNames(settings.envName);
  const base = {
    path: '/',
    sameSite: 'lax' as const,
    secure: settings.secure,
    ...(settings.domain ? { domain: settings.domain } : {}),
  };
  const refresh = { ...base, path: REFRESH_COOKIE_PATH };
  // A refresh cookie set before decision 0043 lives at path / until it expires (30 days): a browser that still sends
  // one along gets it removed whenever its session cookies change.
  const clearLegacyRefresh = (reply: FastifyReply) => {
    if (reply.request.cookies[names.refresh]) reply.clearCookie(names.refresh, base);
  };
  return {
    names,
    set(reply: FastifyReply, tokens: IssuedTokens) {
      reply
        .setCookie(names.access, tokens.access_token, { ...base, httpOnly: true, maxAge: tokens.expires_in })
        .setCookie(names.refresh, tokens.refresh_token, {
          ...refresh,
          httpOnly: true,
          maxAge: AUTH_COOKIE_MAX_AGE_SECONDS,
        })
        .setCookie(names.loginType, tokens.loginType, {
          ...base,
          httpOnly: false,
          maxAge: AUTH_COOKIE_MAX_AGE_SECONDS,
        });
      clearLegacyRefresh(reply);
    },
    clear(reply: FastifyReply) {
      reply
        .clearCookie(names.access, base)
        .clearCookie(names.refresh, refresh)
        .clearCookie(names.loginType, base);
      clearLegacyRefresh(reply);
      // The external provider's cookie (OpenID Connect flow, docs/decisions/0020) goes with them.
      reply.clearCookie(oidcFlowCookieName(settings.envName), { ...base, path: '/api/auth/oidc' });
    },
  };
}

export type SessionCookies = ReturnType<typeof sessionCookies>;

/** The token response body: what the token endpoints answer (the login type travels only as a cookie). */
export function tokenBody(tokens: IssuedTokens) {
  const { loginType: _loginType, ...rest } = tokens;
  return rest;
}

/** The cookie settings of a configuration: ENV_NAME suffix, COOKIE_DOMAIN, Secure over an https PUBLIC_URL. */
export function cookieSettingsOf(
  config: Pick<Config, 'ENV_NAME' | 'COOKIE_DOMAIN' | 'PUBLIC_URL'>,
): CookieSettings {
  return {
    envName: config.ENV_NAME,
    domain: config.COOKIE_DOMAIN,
    secure: config.PUBLIC_URL.startsWith('https:'),
  };
}
