import type { QuotaFigures, Quotas } from '@portal/contracts/quotas';
import { apiFetch } from '@portal/shell/api/http-client';
import { quotasApiPath } from './get-quotas';

/** PUT /api/recruiting/v1/quotas: records the figures (`recruiting.quotas`); answers the quotas page anew. */
export function recordQuotas(body: QuotaFigures): Promise<Quotas> {
  return apiFetch<Quotas>(quotasApiPath, { method: 'PUT', body });
}
