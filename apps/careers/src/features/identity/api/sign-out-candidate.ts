import { AUTH_EVENTS } from '@portal/contracts/constants';
import { notifySessionChanged } from '@portal/shell/api/session';
import { clearClientSession, revokeSession } from '@portal/shell/auth/auth-api';
import { publishAuthEvent } from '@portal/shell/auth/auth-channel';
import { forgetCandidate } from './get-candidate-user';

/** Revokes the session on the server and forgets it here and in the other tabs. */
export async function signOutCandidate(): Promise<void> {
  await revokeSession();
  clearClientSession();
  await forgetCandidate();
  notifySessionChanged();
  publishAuthEvent(AUTH_EVENTS.signOut);
}
