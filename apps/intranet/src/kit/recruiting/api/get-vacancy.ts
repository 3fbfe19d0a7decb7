import type { RecruitingVacancy } from '@portal/contracts/recruiting';
import { useApi } from '@portal/shell/api/swr';

/** GET/POST /api/recruiting/v1/vacancies: the recruiter's vacancies (their units only); POST creates one. */
export const VACANCIES_PATH = '/recruiting/v1/vacancies';

/** /api/recruiting/v1/vacancies/{id}: one vacancy of the recruiter's units (GET reads it, PUT saves it). */
export const vacancyApiPath = (id: number) => `${VACANCIES_PATH}/${id}`;

/** One vacancy (404 problem outside the recruiter's units). Pass `undefined` to fetch nothing. */
export function useVacancy(id: number | undefined) {
  return useApi<RecruitingVacancy>(id ? vacancyApiPath(id) : null);
}
