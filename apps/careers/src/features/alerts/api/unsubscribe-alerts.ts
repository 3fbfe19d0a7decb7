import type { Alert } from '@portal/contracts/alerts';
import { apiFetch } from '@portal/shell/api/http-client';
import { ALERTS_PATH } from './get-my-alerts';

/** The alerts a one-click link names; reading them changes nothing. */
export const getUnsubscribeTarget = (token: string) =>
  apiFetch<{ alerts: Alert[] }>(`${ALERTS_PATH}/unsubscribe/${encodeURIComponent(token)}`);

/** Ends the alerts a one-click link names. */
export const unsubscribeAlerts = (token: string) =>
  apiFetch<{ unsubscribed: true }>(`${ALERTS_PATH}/unsubscribe/${encodeURIComponent(token)}`, {
    method: 'POST',
  });
