import { useHasSession } from '@portal/shell/api/session';
import { Navigate, useLocation } from '@portal/shell/navigation/navigation';
import type { ReactNode } from 'react';

/**
 * Wraps the careers screens that need a signed-in candidate: a visitor without a session goes to the auth home
 * (`/register`) and comes back to the same path after signing in or registering.
 */
export function RequireCandidate({ children }: { children: ReactNode }) {
  const session = useHasSession();
  const location = useLocation();
  if (session === undefined) return null;
  if (!session) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate replace to={`/register?next=${encodeURIComponent(next)}`} />;
  }
  return <>{children}</>;
}
