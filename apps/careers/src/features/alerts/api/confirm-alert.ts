import type { AlertConfirmation } from '@portal/contracts/alerts';
import { apiFetch } from '@portal/shell/api/http-client';
import { ALERTS_PATH } from './get-my-alerts';

/**
 * Confirms a visitor's alert with the mailed link's token; opened again, the answer says it was already confirmed.
 * Both carry the address's manage token (decision 0084).
 */
export const confirmAlert = (token: string) =>
  apiFetch<AlertConfirmation>(`${ALERTS_PATH}/confirm`, { method: 'POST', body: { token } });
