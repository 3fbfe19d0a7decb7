import { useAuth } from '@portal/shell/auth/auth-provider';
import { Navigate, useLocation } from '@portal/shell/navigation/navigation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Pages other than /login need a session: a signed-out visitor goes to /login and comes back after sign-in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  const { t } = useTranslation('intranet');
  if (status === 'restoring') {
    return (
      <p className="auth-restoring" role="status">
        {t('auth.restoring')}
      </p>
    );
  }
  if (status === 'signedOut') {
    const target = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?target=${encodeURIComponent(target)}`} replace />;
  }
  return children;
}
