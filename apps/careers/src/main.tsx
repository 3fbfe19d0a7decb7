import { CAREERS_BASE_PATH } from '@portal/contracts/careers-paths';
import { reviveDates } from '@portal/contracts/dates';
import { replayEarlyInput } from '@portal/contracts/early-input';
import type { Locale } from '@portal/contracts/locales';
import { toApiError } from '@portal/shell/api/api-error';
import { installGlobalErrorHandlers } from '@portal/shell/api/error-reporting';
import { configureApiClient } from '@portal/shell/api/http-client';
import { loginTypeCookieName, readPortalConfig } from '@portal/shell/api/portal-config';
import { ApiProvider } from '@portal/shell/api/swr';
// The shell's button is on every careers page's first view (the list's search, a vacancy's apply, the register
// form): imported here it travels in the first-view chunk instead of a 0.3 KiB chunk and request of its own.
import '@portal/shell/components/button';
import { hydrateServerMarkup } from '@portal/shell/components/server-markup';
import { initI18n } from '@portal/shell/i18n/i18n';
import { inAppPath, type NavigateOptions } from '@portal/shell/navigation/navigation';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { rememberArrivalSource } from '#careers/kit/applications/arrival-source';
import { FirstViewApp, firstViewPage } from './app/first-view-pages';

/** Ends the current task so the browser can paint and handle input between the start-up steps. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** What a server-rendered page hands over (see entry-server.tsx): its language, texts and API answers. */
interface SsrData {
  locale: Locale;
  resources: Record<string, Record<string, unknown>>;
  fallback: Record<string, unknown>;
  errors: Record<string, { status: number; body: unknown }>;
}

const script = document.getElementById('ssr-data');
const ssr = script?.textContent ? (JSON.parse(script.textContent) as SsrData) : null;

configureApiClient({
  loginTypeCookie: loginTypeCookieName(readPortalConfig()),
  // Spec §2: the careers app's sign-in is its auth home; an expired session goes there.
  onSessionExpired: () => window.location.assign(`${CAREERS_BASE_PATH}/register`),
});
installGlobalErrorHandlers();
// Where the candidate came from (an alert, a shared link, a job board) travels to the application (issue 29).
rememberArrivalSource(window.location.search);
performance.mark('careers:start');
await yieldToMain();
await initI18n('careers', ssr?.locale, ssr?.resources);
performance.mark('careers:i18n');
await yieldToMain();
// A server-rendered list or vacancy page runs without the router until the first move to another page (decision 0104).
const firstView = ssr ? firstViewPage(inAppPath(CAREERS_BASE_PATH, window.location.pathname) ?? '') : null;
let root: Root | undefined;
let page: ReactNode;
if (firstView) {
  page = (
    <FirstViewApp
      page={await firstView.load()}
      params={firstView.params}
      onLeave={leaveFirstView}
      prefetch={loadRouter}
    />
  );
} else {
  const { createRouter, routerApp } = await import('./app/router');
  page = routerApp(await createRouter());
}
performance.mark('careers:router');
await yieldToMain();

// The page's API answers, their dates revived, in a task of their own: hydration is the longest task of the start.
const fallback = ssr ? reviveDates<Record<string, unknown>>(ssr.fallback) : undefined;
const fallbackErrors = ssr
  ? Object.fromEntries(Object.entries(ssr.errors).map(([key, e]) => [key, toApiError(e.status, e.body)]))
  : undefined;
performance.mark('careers:data');
await yieldToMain();

/** Once the whole page is hydrated (a parent's effect runs after its children's), taps held before are replayed. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(replayEarlyInput, []);
  return children;
}

/** The app around `page`: the same frame for the first view and the router, so a hand-over keeps the providers. */
function app(page: ReactNode) {
  return (
    <StrictMode>
      <Hydrated>
        <ApiProvider fallback={fallback} fallbackErrors={fallbackErrors}>
          {page}
        </ApiProvider>
      </Hydrated>
    </StrictMode>
  );
}

/** The router's module, fetched when the person points at a link to another page, or when they go there. */
function loadRouter() {
  return import('./app/router');
}

/**
 * A first view's move to another page: the router's code loads (the progress bar shows meanwhile), the router goes
 * there, and then renders in place of the first view (decision 0104).
 */
async function leaveFirstView(to: string | number, options?: NavigateOptions): Promise<void> {
  const { createRouter, routerApp } = await loadRouter();
  const router = await createRouter();
  await (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options));
  root?.render(app(routerApp(router)));
}

const container = document.getElementById('root')!;
// The page's static parts (cards, a vacancy's texts) keep the server's markup (decision 0101).
if (ssr)
  hydrateServerMarkup(() => {
    root = hydrateRoot(container, app(page));
  });
else {
  root = createRoot(container);
  root.render(app(page));
}
performance.mark('careers:hydrated');
