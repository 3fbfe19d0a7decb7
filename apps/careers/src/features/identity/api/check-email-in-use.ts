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
