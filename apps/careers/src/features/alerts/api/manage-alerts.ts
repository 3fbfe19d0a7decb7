import type { Alert, AlertAddress, AlertChangeBody } from '@portal/contracts/alerts';
import { apiFetch } from '@portal/shell/api/http-client';
import { ALERTS_PATH } from './get-my-alerts';

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
