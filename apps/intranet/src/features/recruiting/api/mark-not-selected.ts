import type { BulkNotSelectedBody } from '@portal/contracts/recruiting';
import { apiFetch } from '@portal/shell/api/http-client';
import { applicantsApiPath } from './get-applicants';

/** What the bulk answer says: the applications ended and those skipped (no longer open). */
export interface NotSelectedResult {
  updated: number[];
  skipped: number[];
}

/** POST /api/recruiting/v1/vacancies/{id}/applications/not-selected: ends the open ones with one message. */
export function markNotSelected(vacancyId: number, body: BulkNotSelectedBody): Promise<NotSelectedResult> {
  return apiFetch<NotSelectedResult>(`${applicantsApiPath(vacancyId)}/not-selected`, {
    method: 'POST',
    body,
  });
}
