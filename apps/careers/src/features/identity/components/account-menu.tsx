import { useHasSession } from '@portal/shell/api/session';
import { lazy, Suspense } from 'react';
import type { AccountMenuEntry } from './account-menu-dropdown';

const CandidateHeader = lazy(async () => ({
  default: (await import('./candidate-header')).CandidateHeader,
}));

/**
 * The candidate's entries in the careers header (notifications bell and screen 10's account menu), loaded only when
 * a session exists, so visitors (and the server-rendered vacancy pages) do not pay for them. `entries` are the
 * app's (other features') entries of the account menu.
 */
export function AccountMenu({ entries }: { entries?: AccountMenuEntry[] }) {
  const session = useHasSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <CandidateHeader entries={entries} />
    </Suspense>
  );
}
