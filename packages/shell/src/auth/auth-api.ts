import { apiFetch } from '@portal/shell/api/http-client';
import { loginTypeCookieName } from '@portal/shell/api/portal-config';

/** How a person signs in with the token endpoint (spec §7 `GET /auth/auth/v1/token`). */
export type Credentials =
  | { type: 'email'; email: string; password: string }
  | { type: 'cpf'; cpf: string; company: string };

/** The fixed localStorage key of the user snapshot (spec §3; DESIGN §4: never a token, only non-secret data). */
export const USER_STORAGE_KEY = 'portal.user';

/** Base64 of UTF-8 text (btoa alone fails on characters outside Latin-1, e.g. in a password). */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The Authorization header of a sign-in: HTTP Basic `email:password`, or `Cpf base64(taxid:company)` (DESIGN §2). */
export function authorizationFor(credentials: Credentials): string {
  return credentials.type === 'email'
    ? `Basic ${base64Utf8(`${credentials.email}:${credentials.password}`)}`
    : `Cpf ${base64Utf8(`${credentials.cpf.replace(/\D/g, '')}:${credentials.company}`)}`;
}

/**
 * Asks the token endpoint for a session. The server answers the tokens and sets them as HttpOnly cookies plus the
 * readable login-type cookie; the page keeps nothing secret (DESIGN §4). Rejects with an ApiError on refusal.
 */
export async function requestTokens(credentials: Credentials): Promise<void> {
  await apiFetch('/auth/auth/v1/token', {
    headers: { Authorization: authorizationFor(credentials) },
    refreshSession: false,
  });
}

/** Revokes the session on the server, which also clears the token cookies; an unreachable server is ignored. */
export async function revokeSession(): Promise<void> {
  try {
    await apiFetch('/auth/auth/v1/logout', { method: 'POST', refreshSession: false });
  } catch {
    // Signing out must always work for the person in front of the screen; the session expires on its own.
  }
}

/**
 * Forgets the session in this page: the readable login-type cookie (the token cookies are HttpOnly; the server's
 * sign-out clears them) and the user snapshot in localStorage.
 */
export function clearClientSession(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser our users have.
  document.cookie = `${loginTypeCookieName()}=; path=/; max-age=0; samesite=lax`;
  try {
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); there is nothing to clear then.
  }
}
