import type { CandidateUser } from '@portal/contracts/candidates';
import { useApi } from '@portal/shell/api/swr';
import { subscribeAccountChanged } from '@portal/shell/auth/account-events';
import { useEffect } from 'react';
import { mutate } from 'swr';

/** GET /curriculum/candidates/v1/user: the signed-in candidate (spec §3). */
export const CANDIDATE_USER_PATH = '/curriculum/candidates/v1/user';

/** Keeps the server's copy of the candidate after a change (spec §4: the local copy is the server's response). */
export function keepCandidate(candidate: CandidateUser): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === CANDIDATE_USER_PATH, candidate, {
    revalidate: false,
  });
}

/** Forgets every cached answer about the candidate (a later sign-in may be someone else). */
export function forgetCandidate(): Promise<unknown> {
  return mutate(
    (key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/curriculum/'),
    undefined,
    { revalidate: false },
  );
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
