import type { Alert, AlertAddress, AlertBody, AlertChangeBody } from '@portal/contracts/alerts';
import { apiFetch } from '@portal/shell/api/http-client';
import { useApi } from '@portal/shell/api/swr';

/** DESIGN §2: the job alerts' API (decision 0075). */
const ALERTS_PATH = '/curriculum/alerts/v1';

/** Subscribes an address to the search; `confirmed` is false while the mailed link waits (double opt-in). */
export const subscribeAlert = (body: AlertBody) =>
  apiFetch<{ confirmed: boolean }>(ALERTS_PATH, { method: 'POST', body });

/** Confirms a visitor's alert with the mailed link's token. */
export const confirmAlert = (token: string) =>
  apiFetch<Alert>(`${ALERTS_PATH}/confirm`, { method: 'POST', body: { token } });

/** The alerts a one-click link names; reading them changes nothing. */
export const getUnsubscribeTarget = (token: string) =>
  apiFetch<{ alerts: Alert[] }>(`${ALERTS_PATH}/unsubscribe/${encodeURIComponent(token)}`);

/** Ends the alerts a one-click link names. */
export const unsubscribeAlerts = (token: string) =>
  apiFetch<{ unsubscribed: true }>(`${ALERTS_PATH}/unsubscribe/${encodeURIComponent(token)}`, {
    method: 'POST',
  });

const managePath = (token: string) => `${ALERTS_PATH}/manage/${encodeURIComponent(token)}`;

/** The address of a manage link and its alerts. */
export const getManagedAddress = (token: string) => apiFetch<AlertAddress>(managePath(token));

/** Pauses, resumes or changes the frequency of one alert of the address. */
export const changeManagedAlert = (token: string, id: number, body: AlertChangeBody) =>
  apiFetch<Alert>(`${managePath(token)}/alerts/${id}`, { method: 'PATCH', body });

/** Deletes one alert of the address. */
export const deleteManagedAlert = (token: string, id: number) =>
  apiFetch<void>(`${managePath(token)}/alerts/${id}`, { method: 'DELETE' });

/** Deletes every alert of the address and the address itself. */
export const deleteManagedAddress = (token: string) =>
  apiFetch<void>(managePath(token), { method: 'DELETE' });

/** GET: the signed-in candidate's alerts; null path (no session) asks nothing. */
export const useMyAlerts = (enabled = true) => useApi<Alert[]>(enabled ? ALERTS_PATH : null);

/** Deletes one of the signed-in candidate's alerts. */
export const deleteMyAlert = (id: number) => apiFetch<void>(`${ALERTS_PATH}/${id}`, { method: 'DELETE' });
