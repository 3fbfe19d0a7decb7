import type { ScreeningAnswer } from '@portal/contracts/screening';
import type { Application } from '@portal/contracts/vacancies';
import { apiFetch } from '@portal/shell/api/http-client';
import { arrivalSource } from '#careers/kit/applications/arrival-source';
import { VACANCIES_PATH } from './get-vacancies';

/** GET /{id}/exist-user: whether the signed-in candidate has applied (401 when signed out). */
export async function hasAppliedToVacancy(vacancyId: number, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiFetch<{ exists: boolean }>(
    `${VACANCIES_PATH}/${vacancyId}/exist-user`,
    signal ? { signal } : {},
  );
  return answer.exists;
}

/**
 * POST: applies (idempotent) with the answers to the vacancy's screening questions and where the candidate came from
 * (the arrival link's source, kept since then: issue 29 point 6). 400 naming each question whose answer cannot be
 * taken (`answers.<key>`); 409 problem when the resume is unfinished or the deadline has passed. A missed requirement
 * is no error: the application comes back flagged (`screening`).
 */
export function applyToVacancy(vacancyId: number, answers: ScreeningAnswer[] = []): Promise<Application> {
  return apiFetch<Application>(VACANCIES_PATH, {
    method: 'POST',
    body: { vacancy_id: vacancyId, answers, ...arrivalSource() },
  });
}
