import { LOCALE_COOKIE } from '@portal/contracts/locales';
import { configureApiClient, resetApiClient } from '@portal/shell/api/http-client';
import { preloadLanguageMenu } from '@portal/shell/components/language-switcher';
import { pickLocale } from '@portal/shell/i18n/i18n';
import { sendJson, startTestServer, type TestServer } from '@portal/shell/test/test-server';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, Outlet } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RootLayout } from '#careers/app/root-layout';
import { renderRouter } from '#careers/test/render-router';

/** A few fetches in a row (session check, candidate, notifications) on a busy machine. */
const SETTLED = { timeout: 8000 };
/** Each test waits for several round trips and a lazy chunk. */
const SLOW = 30_000;
const CANDIDATE = '/api/curriculum/candidates/v1/user';
const LANGUAGE = '/api/curriculum/candidates/v1/language';
const NOTIFICATIONS = '/api/intranet/user/v1/notifications';

// The language menu's code as after its first use (lazy-parts.test.tsx covers a press before it arrives):
// a click then lands on the menu's own trigger, not on the stand-in it replaces mid-click.
beforeAll(() => preloadLanguageMenu());

let server: TestServer;
let account: { language: string };
let notifications: { id: number; visualization_date: string | null }[];

function statusNotification(id: number, title: string) {
  return {
    id,
    system: 'Carreiras',
    title,
    text: 'Sua candidatura mudou de situação.',
    link: `/minhas-inscricoes#inscricao-${id}`,
    date: new Date().toISOString(),
    visualization_date: null as string | null,
  };
}

async function start() {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/api/curriculum/candidates/v1/exist-candidate-register')
      return sendJson(response, 200, { exists: true });
    const candidate = () => ({
      finished: true,
      seenPrivacyPolicy: true,
      name: 'Elena Ruiz',
      email: 'elena@example.com',
      language: account.language,
    });
    if (path === CANDIDATE) return sendJson(response, 200, candidate());
    if (path === LANGUAGE && request.method === 'PUT') {
      account.language = (JSON.parse(request.body) as { language: string }).language;
      return sendJson(response, 200, candidate());
    }
    if (path === NOTIFICATIONS) return sendJson(response, 200, notifications);
    if (path === `${NOTIFICATIONS}/summary`)
      return sendJson(response, 200, {
        total: notifications.length,
        unread: notifications.filter((n) => !n.visualization_date).length,
      });
    if (path === `${NOTIFICATIONS}/visualize`) {
      notifications = notifications.map((n) => ({ ...n, visualization_date: new Date().toISOString() }));
      return sendJson(response, 200, { updated: 1 });
    }
    sendJson(response, 404, {});
  });
  configureApiClient({ baseUrl: server.origin });
}

function renderCareers() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <RootLayout>
            <Outlet />
          </RootLayout>
        ),
        children: [
          { index: true, element: <h1>Vagas</h1> },
          { path: 'minhas-inscricoes', element: <h1>Minhas inscrições</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  renderRouter(router);
  return router;
}

const signIn = () => {
  // A signed-in candidate: the readable login-type cookie tells the page a session exists.
  document.cookie = 'login_type=email; path=/';
  sessionStorage.setItem('careers.sessionStarted', '1');
};

beforeEach(async () => {
  account = { language: 'pt-BR' };
  notifications = [statusNotification(1, 'Sua candidatura a Soldador: Em análise')];
  await start();
});

afterEach(async () => {
  document.cookie = 'login_type=; path=/; max-age=0';
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
  sessionStorage.clear();
  await act(() => i18next.changeLanguage('pt-BR'));
  resetApiClient();
  await server.close();
});

describe('the careers header of a signed-in candidate', () => {
  it(
    'shows the bell with the unread count; opening it marks them read, and a notification leads to the application',
    async () => {
      signIn();
      const router = renderCareers();
      const bell = await screen.findByRole('button', { name: 'Notificações: 1 não lida' }, SETTLED);
      await userEvent.click(bell);
      const menu = await screen.findByRole('menu', { name: 'Notificações' }, SETTLED);
      const [entry, seeMore] = within(menu).getAllByRole('menuitem');
      expect(entry).toHaveTextContent('Sua candidatura a Soldador: Em análise');
      expect(entry).toHaveAttribute('href', '/minhas-inscricoes#inscricao-1');
      // 'See more' stays in the careers portal: the candidate's applications.
      expect(seeMore).toHaveTextContent('Ver mais');
      expect(seeMore).toHaveAttribute('href', '/minhas-inscricoes');
      await waitFor(() => expect(server.requestsTo(`${NOTIFICATIONS}/visualize`)).toHaveLength(1), SETTLED);
      await userEvent.click(entry!);
      expect(await screen.findByRole('heading', { name: 'Minhas inscrições' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/minhas-inscricoes');
      expect(router.state.location.hash).toBe('#inscricao-1');
      expect(await screen.findByRole('button', { name: 'Notificações' }, SETTLED)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a visitor without a session gets no bell and asks for no notification',
    async () => {
      renderCareers();
      expect(await screen.findByRole('heading', { name: 'Vagas' })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('button', { name: /^Notificações/ })).not.toBeInTheDocument();
      expect(server.requests.filter((r) => r.url.startsWith(NOTIFICATIONS))).toHaveLength(0);
    },
    SLOW,
  );
});

describe("the interface follows the account's language (decision 0071)", () => {
  it(
    'after a sign-in on a new device the account language (es-ES) replaces the default, and is remembered',
    async () => {
      account.language = 'es-ES';
      signIn();
      renderCareers();
      await waitFor(() => expect(i18next.language).toBe('es-ES'), SETTLED);
      expect(document.cookie).toContain(`${LOCALE_COOKIE}=es-ES`);
      expect(
        await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' }, SETTLED),
      ).toBeVisible();
      expect(server.requestsTo(LANGUAGE)).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'a language picked on this device before signing in wins and is stored on the account',
    async () => {
      account.language = 'es-ES';
      await act(() => pickLocale('en-US'));
      signIn();
      renderCareers();
      await waitFor(() => expect(server.requestsTo(LANGUAGE)).toHaveLength(1), SETTLED);
      expect(JSON.parse(server.requestsTo(LANGUAGE)[0]!.body)).toEqual({ language: 'en-US' });
      expect(server.requestsTo(LANGUAGE)[0]!.headers['x-requested-with']).toBe('fetch');
      expect(i18next.language).toBe('en-US');
      expect(account.language).toBe('en-US');
    },
    SLOW,
  );

  it(
    'a language picked in the header while signed in is stored on the account',
    async () => {
      signIn();
      renderCareers();
      await screen.findByRole('button', { name: 'Notificações: 1 não lida' }, SETTLED);
      expect(server.requestsTo(LANGUAGE)).toHaveLength(0);
      await userEvent.click(screen.getByRole('button', { name: /^Idioma: Português/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: /Español/ }, SETTLED));
      await waitFor(() => expect(server.requestsTo(LANGUAGE)).toHaveLength(1), SETTLED);
      expect(JSON.parse(server.requestsTo(LANGUAGE)[0]!.body)).toEqual({ language: 'es-ES' });
      expect(i18next.language).toBe('es-ES');
    },
    SLOW,
  );
});
