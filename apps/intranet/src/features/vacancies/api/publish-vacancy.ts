import type { RecruitingVacancy } from '@portal/contracts/recruiting';
import { apiFetch } from '@portal/shell/api/http-client';
import { vacancyApiPath } from '#intranet/kit/recruiting/api/get-vacancy';

/** POST /api/recruiting/v1/vacancies/{id}/publish: a draft goes public (409 `invalid_transition` otherwise). */
export function publishVacancy(id: number): Promise<RecruitingVacancy> {
  return apiFetch<RecruitingVacancy>(`${vacancyApiPath(id)}/publish`, { method: 'POST' });
}
