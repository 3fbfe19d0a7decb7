import { apiFetch } from '@portal/shell/api/http-client';
import { ALERTS_PATH } from './get-my-alerts';

/** Deletes one of the signed-in candidate's alerts. */
export const deleteMyAlert = (id: number) => apiFetch<void>(`${ALERTS_PATH}/${id}`, { method: 'DELETE' });
