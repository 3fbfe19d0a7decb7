import type { CandidateInvitation } from '@portal/contracts/talent-pool';
import { useApi } from '@portal/shell/api/swr';

/** GET /api/curriculum/invitations/v1: the signed-in candidate's invitations from the talent pool (decision 0074). */
const INVITATIONS_PATH = '/curriculum/invitations/v1';

/**
 * An invitation as the client holds it: the API client turns the timestamps, and the vacancy's plain deadline date
 * (at noon), into Dates (spec §7).
 */
export type InvitationView = Omit<CandidateInvitation, 'invited_at' | 'decided_at' | 'vacancy'> & {
  vacancy: Omit<CandidateInvitation['vacancy'], 'deadline'> & { deadline: string | Date };
  invited_at: string | Date;
  decided_at: string | Date | null;
};

/** The signed-in candidate's invitations, newest first. Pass `enabled: false` to fetch nothing. */
export function useInvitations(enabled = true) {
  return useApi<InvitationView[]>(enabled ? INVITATIONS_PATH : null, undefined);
}
