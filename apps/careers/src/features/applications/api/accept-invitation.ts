import type { Application } from '@portal/contracts/vacancies';
import { apiFetch } from '@portal/shell/api/http-client';

/** POST /api/curriculum/invitations/v1/{id}/accept: applies to the invited vacancy (201, the application). */
export function acceptInvitation(id: number): Promise<Application> {
  return apiFetch<Application>(`/curriculum/invitations/v1/${id}/accept`, { method: 'POST' });
}
