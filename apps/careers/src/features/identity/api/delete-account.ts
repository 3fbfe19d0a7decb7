import { AUTH_EVENTS } from '@portal/contracts/constants';
import { apiFetch } from '@portal/shell/api/http-client';
import { notifySessionChanged } from '@portal/shell/api/session';
import { clearClientSession } from '@portal/shell/auth/auth-api';
import { publishAuthEvent } from '@portal/shell/auth/auth-channel';
import { forgetCandidate } from './get-candidate-user';

/** DELETE /curriculum/candidates/v1/delete-account: irreversible; the server clears the session cookies. */
export async function deleteAccount(): Promise<void> {
  await apiFetch('/curriculum/candidates/v1/delete-account', { method: 'DELETE' });
  clearClientSession();
  await forgetCandidate();
  notifySessionChanged();
  publishAuthEvent(AUTH_EVENTS.signOut);
}
