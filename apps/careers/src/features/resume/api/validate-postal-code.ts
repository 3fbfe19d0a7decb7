import { apiFetch } from '@portal/shell/api/http-client';
import { RESUME_PATHS } from './get-resume';

export const validatePostalCode = (postalCode: string) =>
  apiFetch<{ valid: boolean; state: string | null; city: string | null }>(RESUME_PATHS.validatePostalCode, {
    params: { postal_code: postalCode },
  });
