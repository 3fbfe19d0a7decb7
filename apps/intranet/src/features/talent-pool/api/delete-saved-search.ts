import { apiFetch } from '@portal/shell/api/http-client';
import { savedSearchesApiPath } from './get-saved-searches';

/** DELETE /api/recruiting/v1/saved-searches/{id}: one of the recruiter's saved searches. */
export function deleteSavedSearch(id: number): Promise<void> {
  return apiFetch<void>(`${savedSearchesApiPath}/${id}`, { method: 'DELETE' });
}
