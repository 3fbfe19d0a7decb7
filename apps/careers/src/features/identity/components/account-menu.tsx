import { useHasSession } from '@portal/shell/api/session';
import { lazy, Suspense } from 'react';

const CandidateHeader = lazy(async () => ({
  default: (await import('./candidate-header')).CandidateHeader,
}));

/**
 * The candidate's entries in the careers header (notifications bell and screen 10's account menu), loaded only when
 * a session exists, so visitors (and the server-rendered vacancy pages) do not pay for them.
 */
export function AccountMenu() {
  const session = useHasSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <CandidateHeader />
    </Suspense>
  );
}
