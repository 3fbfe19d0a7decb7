import type { RecruiterInvitation } from '@portal/contracts/talent-pool';
import { apiFetch } from '@portal/shell/api/http-client';
import { useApi } from '@portal/shell/api/swr';
import { candidatesApiPath } from './search-candidates';

/**
 * /api/recruiting/v1/candidates/{id}/invitations (decision 0074): GET lists a consenting candidate's invitations to
 * vacancies of the recruiter's units, newest first; POST invites them (see invite-candidate.ts).
 */
export const candidateInvitationsApiPath = (id: string) =>
  `${candidatesApiPath}/${encodeURIComponent(id)}/invitations`;

/** The candidate's invitations, each invited, applied, declined or expired; a `not_found` problem once they left. */
export function useCandidateInvitations(id: string) {
  return useApi<RecruiterInvitation[]>(candidateInvitationsApiPath(id));
}

/** The same list read once, outside the cache (to tell whether a refused invitation's candidate is still there). */
export function getCandidateInvitations(id: string): Promise<RecruiterInvitation[]> {
  return apiFetch<RecruiterInvitation[]>(candidateInvitationsApiPath(id));
}
