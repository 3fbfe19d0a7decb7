import type { AlertBody } from '@portal/contracts/alerts';
import { apiFetch } from '@portal/shell/api/http-client';
import { ALERTS_PATH } from './get-my-alerts';

/** Subscribes an address to the search; `confirmed` is false while the mailed link waits (double opt-in). */
export const subscribeAlert = (body: AlertBody) =>
  apiFetch<{ confirmed: boolean }>(ALERTS_PATH, { method: 'POST', body });
