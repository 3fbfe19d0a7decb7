import type { RecruitingVacancy } from '@portal/contracts/recruiting';
import { apiFetch } from '@portal/shell/api/http-client';
import { vacancyApiPath } from '#intranet/kit/recruiting/api/get-vacancy';

/** POST /api/recruiting/v1/vacancies/{id}/close: a published vacancy stops taking applications. */
export function closeVacancy(id: number): Promise<RecruitingVacancy> {
  return apiFetch<RecruitingVacancy>(`${vacancyApiPath(id)}/close`, { method: 'POST' });
}
