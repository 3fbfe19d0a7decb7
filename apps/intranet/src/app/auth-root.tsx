import { readPortalConfig } from '@portal/shell/api/portal-config';
import { ApiProvider } from '@portal/shell/api/swr';
import { AuthProvider } from '@portal/shell/auth/auth-provider';
import { useNavigate } from '@portal/shell/navigation/navigation';
import type { ReactNode } from 'react';

/**
 * Everything below shares the API cache and the auth session; the intranet admits employees only. Around the router's
 * outlet, or around /login's first view (decision 0104).
 */
export function AuthRoot({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <ApiProvider>
      <AuthProvider
        loginUrl={readPortalConfig().loginUrl}
        navigate={(path) => navigate(path, { replace: true })}
        admit={(user) => user.kind === 'employee'}
      >
        {children}
      </AuthProvider>
    </ApiProvider>
  );
}
