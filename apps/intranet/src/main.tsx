import { installGlobalErrorHandlers } from '@portal/shell/api/error-reporting';
import { configureApiClient } from '@portal/shell/api/http-client';
import { loginTypeCookieName, readPortalConfig } from '@portal/shell/api/portal-config';
import { initI18n } from '@portal/shell/i18n/i18n';
import { FirstViewNavigation } from '@portal/shell/navigation/first-view-navigation';
import type { NavigateOptions } from '@portal/shell/navigation/navigation';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthRoot } from './app/auth-root';
import { LOGIN_PATH, loadLoginPage } from './app/login-first-view';
import { PublicLayout } from './app/public-layout';

const portal = readPortalConfig();
configureApiClient({
  loginTypeCookie: loginTypeCookieName(portal),
  // Spec §8: when the refresh fails, the user goes to sign in.
  onSessionExpired: () => window.location.assign(portal.loginUrl),
});
installGlobalErrorHandlers();
await initI18n('intranet');

const root = createRoot(document.getElementById('root')!);
const frame = (page: ReactNode) => <StrictMode>{page}</StrictMode>;

/** The router's module, fetched when the person points at a link to another page, or when they go there. */
function loadRouter() {
  return import('./app/router');
}

/** The sign-in's move to another page: the router's code loads, goes there, and renders in its place. */
async function leaveFirstView(to: string | number, options?: NavigateOptions): Promise<void> {
  const { router, routerApp } = await loadRouter();
  await (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options));
  root.render(frame(routerApp()));
}

// /login, where every employee's day starts, runs without the router until the person moves on (decision 0104).
if (window.location.pathname === LOGIN_PATH) {
  const LoginPage = await loadLoginPage();
  root.render(
    frame(
      <FirstViewNavigation basename="/" params={{}} onLeave={leaveFirstView} prefetch={loadRouter}>
        <AuthRoot>
          <PublicLayout>
            <LoginPage />
          </PublicLayout>
        </AuthRoot>
      </FirstViewNavigation>,
    ),
  );
} else {
  const { routerApp } = await import('./app/router');
  root.render(frame(routerApp()));
}
