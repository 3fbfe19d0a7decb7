import { installGlobalErrorHandlers } from '@portal/shell/api/error-reporting';
import { configureApiClient } from '@portal/shell/api/http-client';
import { loginTypeCookieName, readPortalConfig } from '@portal/shell/api/portal-config';
import { initI18n } from '@portal/shell/i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';

const portal = readPortalConfig();
configureApiClient({
  loginTypeCookie: loginTypeCookieName(portal),
  // Spec §8: when the refresh fails, the user goes to sign in.
  onSessionExpired: () => window.location.assign(portal.loginUrl),
});
installGlobalErrorHandlers();
await initI18n('intranet');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
