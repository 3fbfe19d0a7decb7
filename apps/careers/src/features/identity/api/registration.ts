import type { RegistrationBody } from '@portal/contracts/candidates';
import { apiFetch } from '@portal/shell/api/http-client';

/** GET /api/curriculum/candidates/v1/exist-candidate-register?email=: whether the address has an account. */
export async function isEmailInUse(email: string): Promise<boolean> {
  const { exists } = await apiFetch<{ exists: boolean }>(
    '/curriculum/candidates/v1/exist-candidate-register',
    {
      params: { email },
      refreshSession: false,
    },
  );
  return exists;
}

/** POST /api/users/registration/v1: creates the account (pending until the e-mailed code is confirmed). */
export async function createAccount(body: RegistrationBody): Promise<string> {
  const { user_id } = await apiFetch<{ user_id: string }>('/users/registration/v1', {
    method: 'POST',
    body,
    refreshSession: false,
  });
  return user_id;
}

export interface PendingAccount {
  userId: string;
  email: string;
  name: string;
}

/** GET .../confirmation/send-changed (spec §7): mails a new 6-digit code; resolves to the seconds before another. */
export async function sendConfirmationCode(account: PendingAccount): Promise<number> {
  const { resend_after } = await apiFetch<{ resend_after: number }>(
    '/users/registration/v1/confirmation/send-changed',
    {
      params: { user_id: account.userId, user_email: account.email, user_name: account.name },
      refreshSession: false,
    },
  );
  return resend_after;
}

/** POST .../confirmation/confirm-changed (spec §7): confirms the address; the server starts the session (cookies). */
export async function confirmEmail(account: PendingAccount, code: string): Promise<void> {
  await apiFetch('/users/registration/v1/confirmation/confirm-changed', {
    method: 'POST',
    body: { user_id: account.userId, user_email: account.email, confirmation_code: code },
    refreshSession: false,
  });
}
