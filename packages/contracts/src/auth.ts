/** Login types recorded in the readable login-type cookie (spec §3 Tokens). */
export const LOGIN_TYPES = ['email', 'cpf', 'azure'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/**
 * Names of the auth cookies, with the environment suffix of spec §3/§9 (ENV_NAME; none when empty).
 * The access and refresh cookies are HttpOnly (DESIGN §4); the login-type cookie stays readable.
 */
export function authCookieNames(envName = ''): { access: string; refresh: string; loginType: string } {
  const suffix = envName ? `_${envName}` : '';
  return {
    access: `access_token${suffix}`,
    refresh: `refresh_token${suffix}`,
    loginType: `login_type${suffix}`,
  };
}

/** Header a cookie-authenticated request that changes state must carry (CSRF defence, DESIGN §4). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'fetch';

/**
 * The short-lived HttpOnly cookie that carries an OpenID Connect sign-in from its start to its callback (state,
 * nonce, PKCE verifier and target; sealed by the server). The only external-provider cookie: the provider's own
 * tokens never reach the browser (docs/decisions/0020).
 */
export function oidcFlowCookieName(envName = ''): string {
  return `oidc_flow${envName ? `_${envName}` : ''}`;
}

/** Where the intranet's OpenID Connect sign-in starts and ends (below /api/auth). */
export const OIDC_START_PATH = '/api/auth/oidc/v1/start';
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/v1/callback';

/**
 * A sign-in target is a path of this site ('/home', '/notifications?page=2'), never another origin; anything else
 * becomes '/home' (spec §4: success goes to the given target or /home).
 */
export function safeTarget(target: string | null | undefined, fallback = '/home'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if ([...target].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  if (target === '/login' || target.startsWith('/login?') || target.startsWith('/api/')) return fallback;
  return target;
}
