import type { RecruitingVacancyListItem } from '@portal/contracts/recruiting';
import { useApi } from '@portal/shell/api/swr';
import { VACANCIES_PATH } from '#intranet/kit/recruiting/api/get-vacancy';

/** The list's filters as they appear in the page's URL (empty values included, as the page reads them). */
export interface VacancyListFilters {
  status: string;
  q: string;
  unit: string;
}

/** The recruiter's vacancies matching the list's URL filters. */
export function useVacancies(filters: VacancyListFilters) {
  return useApi<RecruitingVacancyListItem[]>(VACANCIES_PATH, { ...filters });
}
