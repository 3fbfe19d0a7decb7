import type { TalentCandidateDetail } from '@portal/contracts/talent-pool';
import { useApi } from '@portal/shell/api/swr';
import { candidatesApiPath } from './search-candidates';

/**
 * GET /api/recruiting/v1/candidates/{id}: a consenting candidate's whole resume (the server logs each read with the
 * purpose talent_pool); a `not_found` problem for anyone else.
 */
export function useTalentCandidate(id: string) {
  return useApi<TalentCandidateDetail>(`${candidatesApiPath}/${encodeURIComponent(id)}`);
}
