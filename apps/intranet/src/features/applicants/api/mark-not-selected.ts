import type { BulkNotSelectedBody, StatusChange } from '@portal/contracts/recruiting';
import { apiFetch } from '@portal/shell/api/http-client';
import { applicantsApiPath } from './get-applicants';

/**
 * What the bulk answer says: the applications ended, those skipped (no longer open), and of those the ones whose
 * status changed since the recruiter's list was read (decision 0066).
 */
export interface NotSelectedResult {
  updated: number[];
  skipped: number[];
  changed: (StatusChange & { id: number })[];
}

/**
 * POST /api/recruiting/v1/vacancies/{id}/applications/not-selected: ends with one message those still in the status
 * the recruiter saw (each item's `from`).
 */
export function markNotSelected(vacancyId: number, body: BulkNotSelectedBody): Promise<NotSelectedResult> {
  return apiFetch<NotSelectedResult>(`${applicantsApiPath(vacancyId)}/not-selected`, {
    method: 'POST',
    body,
  });
}
