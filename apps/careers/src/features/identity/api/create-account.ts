import type { RegistrationBody } from '@portal/contracts/candidates';
import { apiFetch } from '@portal/shell/api/http-client';

/** POST /api/users/registration/v1: creates the account (pending until the e-mailed code is confirmed). */
export async function createAccount(body: RegistrationBody): Promise<string> {
  const { user_id } = await apiFetch<{ user_id: string }>('/users/registration/v1', {
    method: 'POST',
    body,
    refreshSession: false,
  });
  return user_id;
}
