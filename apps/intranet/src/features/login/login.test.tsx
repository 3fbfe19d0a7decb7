import { configureApiClient, resetApiClient } from '@portal/shell/api/http-client';
import { AuthProvider } from '@portal/shell/auth/auth-provider';
import { Toaster } from '@portal/shell/components/toaster';
import { FirstViewNavigation } from '@portal/shell/navigation/first-view-navigation';
import { sendJson, startTestServer, type TestServer } from '@portal/shell/test/test-server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './components/login-page';

function setPortalConfig(config: object) {
  const meta = document.createElement('meta');
  meta.name = 'portal-config';
  meta.content = JSON.stringify(config);
  document.head.append(meta);
}

let server: TestServer | undefined;
afterEach(async () => {
  for (const meta of document.head.querySelectorAll('meta[name="portal-config"]')) meta.remove();
  resetApiClient();
  await server?.close();
  server = undefined;
});

/** The token endpoint refuses everything, as the real one answers a wrong CPF/company or password. */
async function startRefusingServer() {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/api/auth/auth/v1/token') {
      const cpf = request.headers.authorization?.startsWith('Cpf ');
      return sendJson(
        response,
        401,
        {
          title: 'Não autorizado',
          detail: cpf
            ? 'Não foi possível entrar com este CPF e esta empresa.'
            : 'E-mail ou senha incorretos.',
          status: 401,
          code: cpf ? 'unauthorized' : 'invalid_credentials',
        },
        'application/problem+json',
      );
    }
    if (path === '/api/auth/auth/v1/logout') return void response.writeHead(204).end();
    sendJson(response, 404, {});
  });
  configureApiClient({ baseUrl: server.origin, loginTypeCookie: 'login_type' });
  return server;
}

/** Types `fields` (label → value) into the sign-in form named `name` and sends it; the form. */
async function submitForm(name: string, fields: Record<string, string>) {
  const form = screen.getByRole('form', { name });
  for (const [label, value] of Object.entries(fields)) {
    await userEvent.type(within(form).getByLabelText(label), value);
  }
  await userEvent.click(within(form).getByRole('button', { name: 'Entrar' }));
  return form;
}

/** /login as the app opens it: its first view, without the router (decision 0104). */
function renderLogin(url = '/login', { toaster = false } = {}) {
  window.history.replaceState(null, '', url);
  render(
    <FirstViewNavigation basename="/" params={{}} onLeave={vi.fn(async () => {})}>
      <AuthProvider loginUrl="/login" navigate={vi.fn()} assignLocation={vi.fn()}>
        <LoginPage />
        {toaster ? <Toaster /> : null}
      </AuthProvider>
    </FirstViewNavigation>,
  );
}

describe('LoginPage', () => {
  it('offers e-mail and CPF sign-in; without OpenID Connect it does not name Microsoft at all', () => {
    setPortalConfig({ oidc: false });
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'CPF' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar com a Microsoft' })).not.toBeInTheDocument();
    expect(screen.getByText('Acesse o portal corporativo com seu e-mail ou seu CPF.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Microsoft/);
  });

  it('with OpenID Connect the copy names the Microsoft account and the link starts the flow with the target', () => {
    setPortalConfig({ oidc: true });
    renderLogin('/login?target=%2Fnotifications');
    expect(
      screen.getByText('Acesse o portal corporativo com seu e-mail, seu CPF ou sua conta Microsoft.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar com a Microsoft' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/v1/start?target=%2Fnotifications',
    );
  });

  it('has its own document title', async () => {
    renderLogin();
    await waitFor(() => expect(document.title).toBe('Entrar | Portal corporativo'));
  });

  it('says why a Microsoft sign-in failed', () => {
    setPortalConfig({ oidc: true });
    renderLogin('/login?sso_error=no_account');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nenhuma conta do portal corresponde ao e-mail da sua conta Microsoft.',
    );
  });

  it('ignores a target on another site', () => {
    setPortalConfig({ oidc: true });
    renderLogin('/login?target=https%3A%2F%2Fevil.example');
    expect(screen.getByRole('link', { name: 'Entrar com a Microsoft' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/v1/start?target=%2Fhome',
    );
  });

  it('e-mail form: the schema’s messages on empty fields, tied to them, and no request', async () => {
    const s = await startRefusingServer();
    renderLogin();
    const form = await submitForm('Entrar com e-mail e senha', {});
    const email = within(form).getByLabelText('E-mail');
    // The schema is fetched at the first validation (decision 0058): the messages come once it is there.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Este campo é obrigatório');
    expect(email).toHaveFocus();
    expect(within(form).getByLabelText('Senha')).toHaveAccessibleDescription('Informe uma senha');
    expect(s.requests).toHaveLength(0);
  });

  it('e-mail form: a refused sign-in says why in the form, focused, without a toast', async () => {
    await startRefusingServer();
    renderLogin('/login', { toaster: true });
    const form = await submitForm('Entrar com e-mail e senha', {
      'E-mail': 'ana@example.com',
      Senha: 'errada',
    });
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('E-mail ou senha incorretos.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(document.querySelectorAll('.toast')).toHaveLength(0);
  });

  it('CPF form: the CPF is masked as typed; an invalid CPF and a company that is not a code are refused', async () => {
    const s = await startRefusingServer();
    renderLogin();
    await userEvent.click(screen.getByRole('tab', { name: 'CPF' }));
    const form = screen.getByRole('form', { name: 'Entrar com CPF e empresa' });
    const cpf = within(form).getByLabelText('CPF');
    await userEvent.type(cpf, '12345678900');
    expect(cpf).toHaveValue('123.456.789-00');
    await userEvent.type(within(form).getByLabelText('Empresa (código)'), 'x');
    await userEvent.click(within(form).getByRole('button', { name: 'Entrar' }));
    expect(cpf).toHaveAccessibleDescription('Informe um CPF válido');
    expect(within(form).getByLabelText('Empresa (código)')).toHaveAccessibleDescription(
      'Informe o código numérico da empresa',
    );
    expect(s.requests).toHaveLength(0);
  });

  it('CPF form: a wrong CPF/company signs out silently (no toast) and says why under the form', async () => {
    const s = await startRefusingServer();
    renderLogin('/login', { toaster: true });
    await userEvent.click(screen.getByRole('tab', { name: 'CPF' }));
    const form = await submitForm('Entrar com CPF e empresa', {
      CPF: '52998224725',
      'Empresa (código)': '2',
    });
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível entrar com este CPF e esta empresa.');
    // Signed out (the session is revoked), nothing else shown, nothing reported.
    await waitFor(() => expect(s.requestsTo('/api/auth/auth/v1/logout')).toHaveLength(1));
    expect(document.querySelectorAll('.toast')).toHaveLength(0);
    expect(s.requests.filter((request) => request.url.includes('/errors/'))).toHaveLength(0);
    expect(within(form).getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });
});
