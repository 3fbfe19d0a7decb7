import type { BulkInvitationBody, BulkInvitationResult } from '@portal/contracts/talent-pool';
import { apiFetch } from '@portal/shell/api/http-client';

/**
 * POST /api/recruiting/v1/invitations (decision 0087): several candidates invited to one vacancy with one message,
 * each told in their own language; answers who was invited and who was not (with the problem's code and detail).
 */
export function inviteCandidates(body: BulkInvitationBody): Promise<BulkInvitationResult> {
  return apiFetch<BulkInvitationResult>('/recruiting/v1/invitations', { method: 'POST', body });
}
