import { apiFetch } from '@portal/shell/api/http-client';

/**
 * DELETE /api/curriculum/vacancies/v1/{vacancyId}: cancels the signed-in candidate's application (204); `not_found`
 * when there is none (cancelled elsewhere). The vacancy's page and the candidate's applications both cancel through it.
 */
export function cancelApplication(vacancyId: number): Promise<void> {
  return apiFetch<void>(`/curriculum/vacancies/v1/${vacancyId}`, { method: 'DELETE' });
}
