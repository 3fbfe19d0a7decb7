import type { InvitationOptions } from '@portal/contracts/talent-pool';
import { useApi } from '@portal/shell/api/swr';

/** GET /api/recruiting/v1/invitation-options (decision 0087). */
export const invitationOptionsApiPath = '/recruiting/v1/invitation-options';

/**
 * What the invitation dialog may offer these candidates: those still in the pool with their languages, and the open
 * vacancies at least one of them can take, each with who cannot and why. Nothing is asked while `candidateIds` is
 * null (the dialog closed).
 */
export function useInvitationOptions(candidateIds: readonly string[] | null) {
  const asked = candidateIds && candidateIds.length > 0 ? candidateIds : null;
  return useApi<InvitationOptions>(
    asked ? invitationOptionsApiPath : null,
    asked ? { candidates: asked.join(',') } : undefined,
  );
}
