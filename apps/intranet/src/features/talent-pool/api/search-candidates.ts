import type { TalentSearchPage } from '@portal/contracts/talent-pool';
import { apiFetch } from '@portal/shell/api/http-client';
import { useApi } from '@portal/shell/api/swr';

/** GET /api/recruiting/v1/candidates: the talent pool search (DESIGN §2, decision 0073). */
export const candidatesApiPath = '/recruiting/v1/candidates';

/** The search's filters as the page's URL holds them (only those set; every value as the query string has it). */
export type TalentFilterParams = Record<string, string>;

/** The first page of the consenting candidates matching the filters, with the total and the facets. */
export function useTalentSearch(filters: TalentFilterParams) {
  return useApi<TalentSearchPage>(candidatesApiPath, filters);
}

/** The page after `cursor` (the previous page's `next_cursor`), with the same filters. */
export function getTalentSearchPage(filters: TalentFilterParams, cursor: string): Promise<TalentSearchPage> {
  return apiFetch<TalentSearchPage>(candidatesApiPath, { params: { ...filters, cursor } });
}
