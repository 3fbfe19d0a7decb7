import type { LoginType } from '@portal/contracts/auth';
import { loginTypeCookieName } from '@portal/shell/api/portal-config';
import { useEffect, useState } from 'react';

/** The value of a cookie readable by page scripts, if set and not empty. */
export function readCookie(name: string, cookie: string = document.cookie): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const value = new RegExp(`(?:^|;\\s*)${escaped}=([^;]*)`).exec(cookie)?.[1];
  return value ? decodeURIComponent(value) : undefined;
}

/**
 * Whether the readable login-type cookie is set, i.e. whether a session exists (DESIGN §4: token cookies are
 * HttpOnly; the login-type cookie, `login_type` plus the environment suffix, tells the page a session exists).
 * Browser only: call it from an effect, never during render (a server render has no cookies).
 */
export function hasLoginTypeCookie(
  cookie: string = document.cookie,
  name: string = loginTypeCookieName(),
): boolean {
  return readCookie(name, cookie) !== undefined;
}

/** The login type of this browser's session (email, cpf or azure), if one exists. */
export function currentLoginType(
  cookie: string = document.cookie,
  name: string = loginTypeCookieName(),
): LoginType | undefined {
  const value = readCookie(name, cookie);
  return value === 'email' || value === 'cpf' || value === 'azure' ? value : undefined;
}

/**
 * Whether a session exists, for rendering: undefined on the server and in the first browser render (so both
 * render the same), then the cookie's answer. Candidate data are fetched only when this is true (spec §6).
 */
export function useHasSession(): boolean | undefined {
  const [session, setSession] = useState<boolean | undefined>(undefined);
  useEffect(() => setSession(hasLoginTypeCookie()), []);
  return session;
}
