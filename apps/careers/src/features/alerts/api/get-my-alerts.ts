import type { Alert } from '@portal/contracts/alerts';
import type { CandidateUser } from '@portal/contracts/candidates';
import { useHasSession } from '@portal/shell/api/session';
import { useApi } from '@portal/shell/api/swr';

/** DESIGN §2: the job alerts' API (decision 0075). */
export const ALERTS_PATH = '/curriculum/alerts/v1';

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
