import type { BulkStatusBody } from '@portal/contracts/recruiting';
import { apiFetch } from '@portal/shell/api/http-client';
import { applicantsApiPath } from './get-applicants';
import type { NotSelectedResult } from './mark-not-selected';

/**
 * POST /api/recruiting/v1/vacancies/{id}/applications/status: moves the selected applicants on to in review or
 * interview with one message, each only from the status the recruiter saw (issue 29 point 4).
 */
export function moveApplicationsOn(vacancyId: number, body: BulkStatusBody): Promise<NotSelectedResult> {
  return apiFetch<NotSelectedResult>(`${applicantsApiPath(vacancyId)}/status`, { method: 'POST', body });
}
