import type { ErrorCode } from '@portal/contracts/problem-codes';
import type { InvitationBody } from '@portal/contracts/talent-pool';
import { apiFetch } from '@portal/shell/api/http-client';
import { candidateInvitationsApiPath } from './get-candidate-invitations';

/**
 * POST /api/recruiting/v1/candidates/{id}/invitations (decision 0074): invites a consenting candidate to a published
 * vacancy of the recruiter's units, once per candidate and vacancy; answers the invitation's id. A `not_found`
 * problem when the candidate no longer consents (or the vacancy is no longer published); 409 with one of
 * INVITATION_REFUSALS otherwise (a vacancy the candidate cannot take included, decision 0087).
 */
export function inviteCandidate(id: string, body: InvitationBody): Promise<{ id: number }> {
  return apiFetch<{ id: number }>(candidateInvitationsApiPath(id), { method: 'POST', body });
}

/** The codes of an invitation refused for the chosen vacancy (the form says which). */
export const INVITATION_REFUSALS = [
  'already_invited',
  'already_applied',
  'deadline_passed',
  'pcd_exclusive',
  'apprentice_age',
] as const satisfies readonly ErrorCode[];
export type InvitationRefusal = (typeof INVITATION_REFUSALS)[number];
