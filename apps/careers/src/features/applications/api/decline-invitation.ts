import { apiFetch } from '@portal/shell/api/http-client';

/** POST /api/curriculum/invitations/v1/{id}/decline: declines the invitation (204). */
export function declineInvitation(id: number): Promise<void> {
  return apiFetch<void>(`/curriculum/invitations/v1/${id}/decline`, { method: 'POST' });
}
