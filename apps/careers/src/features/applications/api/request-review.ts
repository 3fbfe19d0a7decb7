import type { ReviewRequestBody } from '@portal/contracts/screening-questions';
import type { Application } from '@portal/contracts/vacancies';
import { apiFetch } from '@portal/shell/api/http-client';

/**
 * POST /api/curriculum/vacancies/v1/user/{applicationId}/review-request: the candidate asks, once, for a person to
 * review a flagged application (issue 29); answers the application with `review_requested_at` set.
 */
export function requestReview(applicationId: number, body: ReviewRequestBody): Promise<Application> {
  return apiFetch<Application>(`/curriculum/vacancies/v1/user/${applicationId}/review-request`, {
    method: 'POST',
    body,
  });
}
