import type {
  Alert,
  AlertAddress,
  AlertBody,
  AlertChangeBody,
  AlertConfirmation,
} from '@portal/contracts/alerts';
import type { CandidateUser } from '@portal/contracts/candidates';
import { apiFetch } from '@portal/shell/api/http-client';
import { useHasSession } from '@portal/shell/api/session';
import { useApi } from '@portal/shell/api/swr';

/** DESIGN §2: the job alerts' API (decision 0075). */
const ALERTS_PATH = '/curriculum/alerts/v1';

/** Subscribes an address to the search; `confirmed` is false while the mailed link waits (double opt-in). */
export const subscribeAlert = (body: AlertBody) =>
  apiFetch<{ confirmed: boolean }>(ALERTS_PATH, { method: 'POST', body });

/**
 * Confirms a visitor's alert with the mailed link's token; opened again, the answer says it was already confirmed.
 * Both carry the address's manage token (decision 0084).
 */
export const confirmAlert = (token: string) =>
  apiFetch<AlertConfirmation>(`${ALERTS_PATH}/confirm`, { method: 'POST', body: { token } });

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

/**
 * The signed-in candidate the subscription dialog is for (decision 0084): her address and her alerts, or nothing
 * for a visitor. The same two reads, in the same order, as the careers header's (`exist-candidate-register`, then
 * the candidate), so the answers it already has are shared, not asked for again. `loading` while a session's
 * answers are still on their way.
 */
export function useAlertAccount(): { email?: string; alerts?: Alert[]; loading: boolean } {
  const session = useHasSession();
  const register = useApi<{ exists: boolean }>(
    session ? '/curriculum/candidates/v1/exist-candidate-register' : null,
  );
  const candidate = register.data?.exists === true;
  const user = useApi<CandidateUser>(candidate ? '/curriculum/candidates/v1/user' : null);
  const alerts = useMyAlerts(candidate);
  const failed = Boolean(register.error || user.error || alerts.error);
  const loading =
    session === undefined ||
    (session && !failed && (!register.data || (candidate && (!user.data || !alerts.data))));
  return { email: user.data?.email, alerts: alerts.data, loading: Boolean(loading) };
}

/** Deletes one of the signed-in candidate's alerts. */
export const deleteMyAlert = (id: number) => apiFetch<void>(`${ALERTS_PATH}/${id}`, { method: 'DELETE' });
