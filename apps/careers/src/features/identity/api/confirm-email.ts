import { apiFetch } from '@portal/shell/api/http-client';

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
