import type { SavedSearch, SavedSearchBody } from '@portal/contracts/talent-pool';
import { apiFetch } from '@portal/shell/api/http-client';
import { savedSearchesApiPath } from './get-saved-searches';

/** POST /api/recruiting/v1/saved-searches: a name and the filters; a `limit_reached` problem past the most kept. */
export function saveSearch(body: SavedSearchBody): Promise<SavedSearch> {
  return apiFetch<SavedSearch>(savedSearchesApiPath, { method: 'POST', body });
}
