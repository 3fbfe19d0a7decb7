import type { Application } from '@portal/contracts/vacancies';
import { apiFetch } from '@portal/shell/api/http-client';
import { VACANCIES_PATH } from './get-vacancies';

/** GET /{id}/exist-user: whether the signed-in candidate has applied (401 when signed out). */
export async function hasAppliedToVacancy(vacancyId: number, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiFetch<{ exists: boolean }>(
    `${VACANCIES_PATH}/${vacancyId}/exist-user`,
    signal ? { signal } : {},
  );
  return answer.exists;
}

/** POST: applies (idempotent). 409 problem when the resume is unfinished or the deadline has passed. */
export function applyToVacancy(vacancyId: number): Promise<Application> {
  return apiFetch<Application>(VACANCIES_PATH, { method: 'POST', body: { vacancy_id: vacancyId } });
}
