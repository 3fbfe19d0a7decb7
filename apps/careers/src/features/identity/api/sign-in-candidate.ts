import type { CandidateUser } from '@portal/contracts/candidates';
import { AUTH_EVENTS } from '@portal/contracts/constants';
import { apiFetch } from '@portal/shell/api/http-client';
import { notifySessionChanged } from '@portal/shell/api/session';
import { requestTokens } from '@portal/shell/auth/auth-api';
import { publishAuthEvent } from '@portal/shell/auth/auth-channel';
import { acknowledgePrivacyPolicy } from './acknowledge-privacy-policy';
import { CANDIDATE_USER_PATH } from './get-candidate-user';

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

/**
 * Marks the session started by the e-mail confirmation. The candidate accepted the privacy policy on screen 5, so
 * the acknowledgement is recorded now that the account may call it.
 */
export async function completeRegistrationSignIn(): Promise<void> {
  notifySessionChanged();
  publishAuthEvent(AUTH_EVENTS.signIn);
  await acknowledgePrivacyPolicy().catch(() => undefined);
}
