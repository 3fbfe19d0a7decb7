import type { RecruitingVacancy } from '@portal/contracts/recruiting';
import { apiFetch } from '@portal/shell/api/http-client';
import { vacancyApiPath } from '#intranet/kit/recruiting/api/get-vacancy';

/** POST /api/recruiting/v1/vacancies/{id}/reopen: a closed vacancy goes public again. */
export function reopenVacancy(id: number): Promise<RecruitingVacancy> {
  return apiFetch<RecruitingVacancy>(`${vacancyApiPath(id)}/reopen`, { method: 'POST' });
}
