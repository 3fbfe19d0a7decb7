import type { SavedSearch } from '@portal/contracts/talent-pool';
import { useApi } from '@portal/shell/api/swr';

/** /api/recruiting/v1/saved-searches: the signed-in recruiter's saved talent pool searches. */
export const savedSearchesApiPath = '/recruiting/v1/saved-searches';

/** The recruiter's saved searches, oldest first. */
export function useSavedSearches() {
  return useApi<SavedSearch[]>(savedSearchesApiPath);
}
