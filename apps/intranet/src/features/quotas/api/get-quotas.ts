import type { Quotas } from '@portal/contracts/quotas';
import { useApi } from '@portal/shell/api/swr';

/** GET and PUT /api/recruiting/v1/quotas: the legal quotas (decision 0072). */
export const quotasApiPath = '/recruiting/v1/quotas';

/** The recorded figures with what the law asks, the hires through the portal and the gaps. */
export function useQuotas() {
  return useApi<Quotas>(quotasApiPath);
}
