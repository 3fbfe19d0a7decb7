import type { CandidateUser } from '@portal/contracts/candidates';
import { AUTH_EVENTS } from '@portal/contracts/constants';
import { type Locale, resolveLocale } from '@portal/contracts/locales';
import { handleError } from '@portal/shell/api/error-reporting';
import { apiFetch } from '@portal/shell/api/http-client';
import { notifySessionChanged } from '@portal/shell/api/session';
import { useApi } from '@portal/shell/api/swr';
import { subscribeAccountChanged } from '@portal/shell/auth/account-events';
import { clearClientSession, requestTokens, revokeSession } from '@portal/shell/auth/auth-api';
import { publishAuthEvent } from '@portal/shell/auth/auth-channel';
import { changeLocale, currentLocale, takePickedLocale } from '@portal/shell/i18n/i18n';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';

const CANDIDATE_USER_PATH = '/curriculum/candidates/v1/user';

/** GET /curriculum/candidates/v1/update-last-access-date: recorded on each session start (retention counts from it). */
export async function recordSessionStart(): Promise<void> {
  await apiFetch('/curriculum/candidates/v1/update-last-access-date').catch(() => undefined);
}

/**
 * Signs in with e-mail and password (GET /auth/auth/v1/token, HTTP Basic); the server sets the HttpOnly cookies.
 * Resolves to the candidate (spec §3), so the page can ask for the privacy policy when it was not seen.
 */
export async function signInCandidate(email: string, password: string): Promise<CandidateUser | undefined> {
  await requestTokens({ type: 'email', email, password });
  notifySessionChanged();
  publishAuthEvent(AUTH_EVENTS.signIn);
  await recordSessionStart();
  return apiFetch<CandidateUser>(CANDIDATE_USER_PATH).catch(() => undefined);
}

/**
 * Marks the session the password recovery started (the server set the cookies, decision 0041). Resolves to the
 * candidate, or undefined for an account that is not a candidate's.
 */
export async function completeRecoverySignIn(): Promise<CandidateUser | undefined> {
  notifySessionChanged();
  publishAuthEvent(AUTH_EVENTS.signIn);
  await recordSessionStart();
  return apiFetch<CandidateUser>(CANDIDATE_USER_PATH).catch(() => undefined);
}

/** Keeps the server's copy of the candidate after a change (spec §4: the local copy is the server's response). */
function keepCandidate(candidate: CandidateUser): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === CANDIDATE_USER_PATH, candidate, {
    revalidate: false,
  });
}

/**
 * PUT /curriculum/candidates/v1/language: the account keeps the language the candidate reads, so mails and
 * notifications follow it and a sign-in on another device restores it.
 */
export async function saveLanguage(language: Locale): Promise<CandidateUser> {
  const candidate = await apiFetch<CandidateUser>('/curriculum/candidates/v1/language', {
    method: 'PUT',
    body: { language },
  });
  await keepCandidate(candidate);
  return candidate;
}

/**
 * The interface speaks the signed-in candidate's language (decision 0071). The first time the candidate is known in
 * this mount (after a sign-in, or on a page load with a session) the account's language is applied, unless the person
 * picked another one in the switcher during this visit: that pick is their latest word and is stored on the account.
 * Afterwards a language picked in the header is stored on the account at once.
 */
export function useAccountLanguage(account: Locale | undefined): void {
  const { i18n } = useTranslation();
  /** The account's language as last known here; undefined until the candidate is known. */
  const stored = useRef<Locale | undefined>(undefined);

  useEffect(() => {
    // Once per mount: later answers (refetched in each language) must not switch the interface back and forth.
    if (!account || stored.current) return;
    stored.current = account;
    const picked = takePickedLocale();
    const current = currentLocale(i18n);
    if (picked && picked === current) {
      if (picked !== account) {
        stored.current = picked;
        saveLanguage(picked).catch(handleError);
      }
    } else if (current !== account) {
      changeLocale(account, i18n).catch(handleError);
    }
  }, [account, i18n]);

  useEffect(() => {
    const onChange = (language: string) => {
      // Before the candidate is known the first effect decides.
      if (!stored.current) return;
      takePickedLocale();
      const chosen = resolveLocale(language);
      if (chosen === stored.current) return;
      stored.current = chosen;
      saveLanguage(chosen).catch(handleError);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
}

/** GET /curriculum/candidates/v1/update-privacy-policy-indicator: the candidate acknowledged the privacy policy. */
export async function acknowledgePrivacyPolicy(): Promise<CandidateUser> {
  const candidate = await apiFetch<CandidateUser>(
    '/curriculum/candidates/v1/update-privacy-policy-indicator',
  );
  await keepCandidate(candidate);
  return candidate;
}

/**
 * Marks the session started by the e-mail confirmation. The candidate accepted the privacy policy on screen 5, so
 * the acknowledgement is recorded now that the account may call it.
 */
export async function completeRegistrationSignIn(): Promise<void> {
  notifySessionChanged();
  publishAuthEvent(AUTH_EVENTS.signIn);
  await acknowledgePrivacyPolicy().catch(() => undefined);
}

/** Forgets every cached answer about the candidate (a later sign-in may be someone else). */
function forgetCandidate(): Promise<unknown> {
  return mutate(
    (key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/curriculum/'),
    undefined,
    { revalidate: false },
  );
}

/** Revokes the session on the server and forgets it here and in the other tabs. */
export async function signOutCandidate(): Promise<void> {
  await revokeSession();
  clearClientSession();
  await forgetCandidate();
  notifySessionChanged();
  publishAuthEvent(AUTH_EVENTS.signOut);
}

/**
 * The signed-in candidate (spec §3): loaded only with a session, and only once the server said the session is a
 * candidate's (`exist-candidate-register`; an employee signed in on the intranet has none).
 */
export function useCandidateUser(enabled: boolean | undefined) {
  const { data: register } = useApi<{ exists: boolean }>(
    enabled ? '/curriculum/candidates/v1/exist-candidate-register' : null,
  );
  const candidate = useApi<CandidateUser>(enabled && register?.exists ? CANDIDATE_USER_PATH : null);
  // Another feature changed the account (the resume renamed the person): the header and menu show it at once.
  const { mutate: refresh } = candidate;
  useEffect(() => subscribeAccountChanged(() => void refresh()), [refresh]);
  return candidate;
}

/** DELETE /curriculum/candidates/v1/delete-account: irreversible; the server clears the session cookies. */
export async function deleteAccount(): Promise<void> {
  await apiFetch('/curriculum/candidates/v1/delete-account', { method: 'DELETE' });
  clearClientSession();
  await forgetCandidate();
  notifySessionChanged();
  publishAuthEvent(AUTH_EVENTS.signOut);
}

/** GET /curriculum/candidates/v1/export: everything stored about the candidate (LGPD), saved as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await apiFetch<unknown>('/curriculum/candidates/v1/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'my-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
