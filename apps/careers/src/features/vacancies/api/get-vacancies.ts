import type { VacancyFilters, VacancyListItem } from '@portal/contracts/vacancies';
import { isVacancyProgram, PCD_FILTER_VALUE } from '@portal/contracts/vacancy-rules';
import { useApi } from '@portal/shell/api/swr';

/** GET /api/curriculum/vacancies/v1: the open vacancies (spec §7). */
export const VACANCIES_PATH = '/curriculum/vacancies/v1';
/** GET /api/curriculum/vacancies/v1/filters: the options of the city and unit selects. */
const VACANCY_FILTERS_PATH = '/curriculum/vacancies/v1/filters';

/**
 * The filters of careers screen 1, as they appear in the page's URL (`?q=&city=&unit=&program=&pcd=true`) and form
 * field names.
 */
export const FILTER_NAMES = ['q', 'city', 'unit', 'program', 'pcd'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/**
 * A date as the client may hold it: the API client turns date strings into Dates (spec §7), while data rendered
 * on the server and handed to the page for hydration may still hold the plain JSON string.
 */
export type DateValue = string | Date;

/** A vacancy of the list, with its dates as {@link DateValue}. */
export type VacancyCard = Omit<VacancyListItem, 'application_deadline' | 'published_at'> & {
  application_deadline: DateValue;
  published_at: DateValue;
};

export interface VacancyListRequest {
  path: string;
  params: Record<string, string | number>;
}

/**
 * THE mapping of the list page's URL filters to the API call (used by the page and by server rendering, so both
 * build the same cache key): empty values are dropped, `q` is trimmed, `unit` becomes a positive integer, `program`
 * is kept when it names a program and `pcd` when it is 'true' (any other value of these is dropped, so a hand-made
 * URL never turns into an error page), always in the order q, city, unit, program, pcd.
 */
export function vacancyListRequest(searchParams: URLSearchParams): VacancyListRequest {
  const params: Record<string, string | number> = {};
  const q = searchParams.get('q')?.trim();
  if (q) params.q = q;
  const city = searchParams.get('city')?.trim();
  if (city) params.city = city;
  const unit = Number(searchParams.get('unit')?.trim() || Number.NaN);
  if (Number.isSafeInteger(unit) && unit > 0) params.unit = unit;
  const program = searchParams.get('program')?.trim();
  if (isVacancyProgram(program)) params.program = program;
  if (searchParams.get('pcd')?.trim() === PCD_FILTER_VALUE) params.pcd = PCD_FILTER_VALUE;
  return { path: VACANCIES_PATH, params };
}

/** The vacancies matching the page's URL filters (open, within their deadline, newest first). */
export function useVacancies(searchParams: URLSearchParams) {
  const { path, params } = vacancyListRequest(searchParams);
  return useApi<VacancyCard[]>(path, params);
}

/** GET /api/curriculum/vacancies/v1/filters, without params (used by the page and by server rendering). */
export function vacancyFiltersRequest(): { path: string; params: undefined } {
  return { path: VACANCY_FILTERS_PATH, params: undefined };
}

/** The city and unit options of the list's filter form. */
export function useVacancyFilters() {
  const { path, params } = vacancyFiltersRequest();
  return useApi<VacancyFilters>(path, params);
}
