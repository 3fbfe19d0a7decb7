import { readPortalConfig } from '@portal/shell/api/portal-config';
import { ApiProvider } from '@portal/shell/api/swr';
import { AuthProvider } from '@portal/shell/auth/auth-provider';
import { Outlet, useNavigate } from 'react-router';

/** Everything below shares the API cache and the auth session; the intranet admits employees only. */
export function AuthRoot() {
  const navigate = useNavigate();
  return (
    <ApiProvider>
      <AuthProvider
        loginUrl={readPortalConfig().loginUrl}
        navigate={(path) => navigate(path, { replace: true })}
        admit={(user) => user.kind === 'employee'}
      >
        <Outlet />
      </AuthProvider>
    </ApiProvider>
  );
}
