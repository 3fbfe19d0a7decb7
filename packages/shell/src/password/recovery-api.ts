import type { ResetPasswordBody, VerifyRecoveryCodeBody } from '@portal/contracts/password-recovery';
import { apiFetch } from '@portal/shell/api/http-client';

/** POST /api/users/password/v1/forgot: mails a code when the address has an account; the seconds before another. */
export async function requestRecoveryCode(email: string): Promise<number> {
  const { resend_after } = await apiFetch<{ resend_after: number }>('/users/password/v1/forgot', {
    method: 'POST',
    body: { email },
    refreshSession: false,
  });
  return resend_after;
}

/** POST /api/users/password/v1/reset: the new password; the server signs the person in (cookies). */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await apiFetch('/users/password/v1/reset', { method: 'POST', body, refreshSession: false });
}

/**
 * POST /api/users/password/v1/verify: checks the code as it is typed, without spending it (decision 0082); a wrong
 * one is refused (`code_invalid`) with the tries it has left on the `code` field.
 */
export async function verifyRecoveryCode(body: VerifyRecoveryCodeBody): Promise<void> {
  await apiFetch('/users/password/v1/verify', { method: 'POST', body, refreshSession: false });
}
