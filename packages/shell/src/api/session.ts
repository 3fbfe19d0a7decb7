import type { LoginType } from '@portal/contracts/auth';
import { loginTypeCookieName } from '@portal/shell/api/portal-config';
import { useSyncExternalStore } from 'react';

/** The value of a cookie readable by page scripts, if set and not empty. */
function readCookie(name: string, cookie: string = document.cookie): string | undefined {
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

/*
 * Whether this page has a session, as a store: a sign-in, a confirmation, a recovery or a sign-out changes it
 * without a reload (the code that did it calls `notifySessionChanged`), and every reader follows.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the page's session readers (`useHasSession`) that the login-type cookie may have changed. */
export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

/*
 * The answer for the cookies last read. Every session reader asks at each of its renders and effects (a page's first
 * view asks dozens of times), and working the answer out reads the environment's cookie name from the page and
 * builds a pattern: done again only when the cookies changed.
 */
let lastCookies: string | undefined;
let lastAnswer = false;
const readSession = () => {
  const cookies = document.cookie;
  if (cookies !== lastCookies) {
    lastAnswer = hasLoginTypeCookie(cookies);
    lastCookies = cookies;
  }
  return lastAnswer;
};
const noSessionYet = () => undefined;

/**
 * The one way a component knows whether a session exists (the careers pages; the intranet's `useAuth` builds its
 * user on the same cookie): undefined on the server and while the page hydrates (so both render the same), then
 * the cookie's answer, and again after each `notifySessionChanged`. Candidate data are fetched only when this is
 * true (spec §6). Code outside rendering (an event, a one-off check) calls `hasLoginTypeCookie` instead.
 */
export function useHasSession(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(subscribe, readSession, noSessionYet);
}
