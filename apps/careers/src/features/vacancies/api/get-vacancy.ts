import type { VacancyDetail } from '@portal/contracts/vacancies';
import { useApi } from '@portal/shell/api/swr';
import { type DateValue, VACANCIES_PATH } from './get-vacancies';

/** A vacancy of careers screen 2, with its dates as {@link DateValue}. */
export type VacancyView = Omit<VacancyDetail, 'application_deadline' | 'published_at' | 'updated_at'> & {
  application_deadline: DateValue;
  published_at: DateValue;
  updated_at: DateValue;
};

export interface VacancyRequest {
  path: string;
  params: undefined;
}

/** GET /api/curriculum/vacancies/v1/{id} (used by the page and by server rendering: the same cache key). */
export function vacancyRequest(id: string): VacancyRequest {
  return { path: `${VACANCIES_PATH}/${encodeURIComponent(id)}`, params: undefined };
}

/** One vacancy (404 problem when unknown or closed; `deadline_passed` when its deadline has passed). */
export function useVacancy(id: string) {
  const { path, params } = vacancyRequest(id);
  return useApi<VacancyView>(path, params);
}
