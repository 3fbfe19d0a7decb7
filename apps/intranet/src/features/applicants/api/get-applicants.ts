import type { ApplicantsPage } from '@portal/contracts/recruiting';
import { apiFetch } from '@portal/shell/api/http-client';
import { useApi } from '@portal/shell/api/swr';
import { vacancyApiPath } from '#intranet/kit/recruiting/api/get-vacancy';

/** GET /api/recruiting/v1/vacancies/{id}/applications: a vacancy's applicants, a page at a time. */
export const applicantsApiPath = (vacancyId: number) => `${vacancyApiPath(vacancyId)}/applications`;

/** The applicants table's filters as they appear in the page's URL (`?status=&q=&screening=&source=`). */
export interface ApplicantFilters {
  status: string;
  q: string;
  /** `meets`, `misses` (the flagged ones) or '' for all (issue 29). */
  screening: string;
  /** One of the application sources, or '' for all. */
  source: string;
}

/** The first page of a vacancy's applicants matching the filters (with the count per status). */
export function useApplicants(vacancyId: number, filters: ApplicantFilters) {
  return useApi<ApplicantsPage>(applicantsApiPath(vacancyId), { ...filters });
}

/** The page after `cursor` (the previous page's `next_cursor`), with the same filters. */
export function getApplicantsPage(
  vacancyId: number,
  filters: ApplicantFilters,
  cursor: string,
): Promise<ApplicantsPage> {
  return apiFetch<ApplicantsPage>(applicantsApiPath(vacancyId), { params: { ...filters, cursor } });
}
