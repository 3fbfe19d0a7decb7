import type { RecruitingVacancy, VacancyBodyInput } from '@portal/contracts/recruiting';
import { apiFetch } from '@portal/shell/api/http-client';
import { vacancyApiPath } from '#intranet/kit/recruiting/api/get-vacancy';

/** PUT /api/recruiting/v1/vacancies/{id}: saves every field of a vacancy; answers it as saved. */
export function updateVacancy(id: number, body: VacancyBodyInput): Promise<RecruitingVacancy> {
  return apiFetch<RecruitingVacancy>(vacancyApiPath(id), { method: 'PUT', body });
}
