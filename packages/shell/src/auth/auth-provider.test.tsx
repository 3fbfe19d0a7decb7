import { sampleEmployeeInfo } from '@portal/contracts/test/sample-user';
import { sendJson, serveApiPerTest } from '@portal/shell/test/test-server';
import { useToasts } from '@portal/shell/toast/toast-store';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_STORAGE_KEY } from './auth-api';
import { AuthProvider, FLASH_STORAGE_KEY, useAuth } from './auth-provider';

const INFO = sampleEmployeeInfo('ana@example.com', 'Ana Administradora');
const PERMISSIONS = { 'notifications.create': true, 'orders.create': false };

const serve = serveApiPerTest();

afterEach(async () => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
  document.cookie = 'login_type=; path=/; max-age=0';
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
});

/** A fake auth service: the token endpoint accepts `good` credentials, information answers `info`. */
async function startAuthServer(options: { info?: object; infoStatus?: number } = {}) {
  const server = await serve(
    (request, response) => {
      const path = request.url.split('?')[0];
      if (path === '/api/auth/auth/v1/token') {
        if (
          request.headers.authorization?.includes(Buffer.from('ana@example.com:good').toString('base64')) ||
          request.headers.authorization === `Cpf ${Buffer.from('52998224725:1').toString('base64')}`
        ) {
          // The real server sets the cookies; here the page's cookie jar gets the readable one by hand.
          // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
          document.cookie = 'login_type=email; path=/';
          return sendJson(response, 200, {
            access_token: 'a',
            refresh_token: 'r',
            token_type: 'Bearer',
            expires_in: 900,
          });
        }
        return sendJson(
          response,
          401,
          { title: 'Não autorizado', detail: 'E-mail ou senha incorretos.', status: 401 },
          'application/problem+json',
        );
      }
      if (path === '/api/auth/auth/v1/logout') {
        response.writeHead(204).end();
        return;
      }
      if (path === '/api/auth/auth/v1/token/refresh')
        return sendJson(
          response,
          401,
          { title: 'x', detail: 'x', status: 401, code: 'unauthorized' },
          'application/problem+json',
        );
      if (path === '/api/users/information/v1')
        return sendJson(
          response,
          options.infoStatus ?? 200,
          options.info ?? INFO,
          options.infoStatus ? 'application/problem+json' : 'application/json',
        );
      if (path === '/api/users/information/v1/permissions') return sendJson(response, 200, PERMISSIONS);
      sendJson(response, 404, {});
    },
    { loginTypeCookie: 'login_type' },
  );
  return server;
}

function Probe() {
  const auth = useAuth();
  // A refused sign-in shows in the document title, for the test to read.
  const showFailure = (e: Error) => {
    document.title = `failed: ${e.message}`;
  };
  return (
    <div>
      <p data-testid="status">{auth.status}</p>
      <p data-testid="user">{auth.user?.name ?? '-'}</p>
      <p data-testid="must-change">{String(auth.mustChangePassword)}</p>
      <p data-testid="permission">{String(auth.permissions?.['notifications.create'] ?? '-')}</p>
      <button
        type="button"
        onClick={() => auth.signInWithEmail('ana@example.com', 'good', '/notifications').catch(showFailure)}
      >
        good
      </button>
      <button type="button" onClick={() => auth.signInWithEmail('ana@example.com', 'bad').catch(showFailure)}>
        bad
      </button>
      <button
        type="button"
        onClick={() =>
          auth.signInWithCpf('529.982.247-25', '9').then((result) => {
            document.title = `cpf: ${result.ok}`;
          })
        }
      >
        cpf-bad
      </button>
      <button type="button" onClick={() => auth.signInWithCpf('529.982.247-25', '1')}>
        cpf-good
      </button>
      <button
        type="button"
        onClick={() => auth.signOut({ flash: { type: 'success', title: 'Senha alterada' } })}
      >
        sign-out
      </button>
    </div>
  );
}

function renderAuth(options: { admit?: (u: { kind: string }) => boolean } = {}) {
  const navigate = vi.fn();
  const assignLocation = vi.fn();
  render(
    <AuthProvider
      loginUrl="/entrar"
      navigate={navigate}
      assignLocation={assignLocation}
      admit={options.admit}
    >
      <Probe />
    </AuthProvider>,
  );
  return { navigate, assignLocation };
}

describe('AuthProvider', () => {
  it('starts signed out without a session cookie and asks nothing', async () => {
    const s = await startAuthServer();
    renderAuth();
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(s.requests).toHaveLength(0);
  });

  it('restores the session on load when its cookie exists: user and permissions', async () => {
    await startAuthServer();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
    document.cookie = 'login_type=email; path=/';
    renderAuth();
    expect(screen.getByTestId('status')).toHaveTextContent('restoring');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(screen.getByTestId('user')).toHaveTextContent('Ana Administradora');
    expect(screen.getByTestId('permission')).toHaveTextContent('true');
    expect(screen.getByTestId('must-change')).toHaveTextContent('false');
  });

  it('a 401 on restore signs out: cookie and snapshot cleared, sent to the login URL', async () => {
    const s = await startAuthServer({
      infoStatus: 401,
      info: { title: 'x', detail: 'x', status: 401, code: 'unauthorized' },
    });
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
    document.cookie = 'login_type=email; path=/';
    localStorage.setItem(USER_STORAGE_KEY, '{"name":"Ana"}');
    const { assignLocation } = renderAuth();
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/entrar'));
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(document.cookie).not.toContain('login_type=email');
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(s.requestsTo('/api/auth/auth/v1/logout')).toHaveLength(1);
  });

  it("a status other than 'A' means the password must be changed", async () => {
    await startAuthServer({ info: { ...INFO, status: 'R' } });
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
    document.cookie = 'login_type=email; path=/';
    renderAuth();
    await waitFor(() => expect(screen.getByTestId('must-change')).toHaveTextContent('true'));
  });

  it('e-mail sign-in loads the user, keeps a snapshot, tells other tabs and goes to the target', async () => {
    await startAuthServer();
    const otherTab = new BroadcastChannel('auth');
    const heard = new Promise((resolve) => {
      otherTab.onmessage = (m) => resolve(m.data);
    });
    const { navigate } = renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'good' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/notifications'));
    expect(screen.getByTestId('user')).toHaveTextContent('Ana Administradora');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toEqual({
      id: 'u-1',
      name: 'Ana Administradora',
    });
    await expect(heard).resolves.toBe('signIn');
    otherTab.close();
  });

  it('a refused e-mail sign-in signs out and rethrows the server’s reason', async () => {
    const s = await startAuthServer();
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'bad' }));
    await waitFor(() => expect(document.title).toBe('failed: E-mail ou senha incorretos.'));
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(s.requestsTo('/api/auth/auth/v1/logout')).toHaveLength(1);
  });

  it('a refused CPF sign-in is silent; a good one signs in', async () => {
    const s = await startAuthServer();
    const { navigate } = renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'cpf-bad' }));
    await waitFor(() => expect(document.title).toBe('cpf: false'));
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
    expect(s.requestsTo('/api/auth/auth/v1/token')[0]?.headers.authorization).toBe(
      `Cpf ${Buffer.from('52998224725:9').toString('base64')}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'cpf-good' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home'));
  });

  it('refuses an account the app does not admit', async () => {
    await startAuthServer({ info: { ...INFO, kind: 'candidate' } });
    renderAuth({ admit: (user) => user.kind === 'employee' });
    await userEvent.click(screen.getByRole('button', { name: 'good' }));
    await waitFor(() => expect(document.title).toBe('failed: Esta conta não tem acesso à intranet.'));
    expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
  });

  it('sign-out revokes, clears, tells other tabs, goes to the login URL and hands a toast to the next page', async () => {
    const s = await startAuthServer();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
    document.cookie = 'login_type=email; path=/';
    const otherTab = new BroadcastChannel('auth');
    const heard = new Promise((resolve) => {
      otherTab.onmessage = (m) => resolve(m.data);
    });
    const { assignLocation } = renderAuth();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    await userEvent.click(screen.getByRole('button', { name: 'sign-out' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/entrar'));
    expect(s.requestsTo('/api/auth/auth/v1/logout')).toHaveLength(1);
    expect(document.cookie).not.toContain('login_type=email');
    await expect(heard).resolves.toBe('signOut');
    expect(JSON.parse(sessionStorage.getItem(FLASH_STORAGE_KEY) ?? '{}')).toMatchObject({
      title: 'Senha alterada',
    });
    otherTab.close();
  });

  it('another tab: signIn loads the user and goes home; signOut clears the user and goes to login', async () => {
    await startAuthServer();
    const { navigate, assignLocation } = renderAuth();
    const otherTab = new BroadcastChannel('auth');
    otherTab.postMessage('signIn');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home'));
    expect(screen.getByTestId('user')).toHaveTextContent('Ana Administradora');
    otherTab.postMessage('signOut');
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/entrar'));
    expect(screen.getByTestId('user')).toHaveTextContent('-');
    otherTab.close();
  });

  it('shows the toast a sign-out handed over', async () => {
    sessionStorage.setItem(FLASH_STORAGE_KEY, JSON.stringify({ type: 'success', title: 'Senha alterada' }));
    function Toasts() {
      return (
        <p data-testid="toasts">
          {useToasts()
            .map((t) => t.title)
            .join(',')}
        </p>
      );
    }
    render(
      <AuthProvider loginUrl="/entrar" navigate={vi.fn()} assignLocation={vi.fn()}>
        <Toasts />
      </AuthProvider>,
    );
    await act(async () => {});
    expect(screen.getByTestId('toasts')).toHaveTextContent('Senha alterada');
    expect(sessionStorage.getItem(FLASH_STORAGE_KEY)).toBeNull();
  });
});
