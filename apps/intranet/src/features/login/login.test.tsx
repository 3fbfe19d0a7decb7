import { AuthProvider } from '@portal/shell/auth/auth-provider';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './components/login-page';

function setPortalConfig(config: object) {
  const meta = document.createElement('meta');
  meta.name = 'portal-config';
  meta.content = JSON.stringify(config);
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="portal-config"]')) meta.remove();
});

function renderLogin(url = '/login') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AuthProvider loginUrl="/login" navigate={vi.fn()} assignLocation={vi.fn()}>
        <LoginPage />
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('LoginPage', () => {
  it('offers e-mail and CPF sign-in; Microsoft only when OpenID Connect is configured', () => {
    setPortalConfig({ oidc: false });
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'CPF' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar com a Microsoft' })).not.toBeInTheDocument();
  });

  it('the Microsoft link starts the OpenID Connect flow with the target', () => {
    setPortalConfig({ oidc: true });
    renderLogin('/login?target=%2Fnotifications');
    expect(screen.getByRole('link', { name: 'Entrar com a Microsoft' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/v1/start?target=%2Fnotifications',
    );
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
});
