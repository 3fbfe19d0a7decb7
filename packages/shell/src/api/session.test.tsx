import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { notifySessionChanged, useHasSession } from './session';

function setLoginType(value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
  document.cookie = value === null ? 'login_type=; path=/; max-age=0' : `login_type=${value}; path=/`;
}

function SessionText() {
  const session = useHasSession();
  return <p>{session === undefined ? 'unknown' : session ? 'signed in' : 'signed out'}</p>;
}

afterEach(() => setLoginType(null));

describe('useHasSession', () => {
  it('reads the login-type cookie at once in a browser render', () => {
    setLoginType('email');
    render(<SessionText />);
    expect(screen.getByText('signed in')).toBeInTheDocument();
  });

  it('follows a sign-in and a sign-out on the same page once told', () => {
    render(<SessionText />);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    setLoginType('email');
    act(() => notifySessionChanged());
    expect(screen.getByText('signed in')).toBeInTheDocument();
    setLoginType(null);
    act(() => notifySessionChanged());
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('renders as unknown on the server, hydrates without a mismatch, then says what the cookie says', async () => {
    setLoginType('cpf');
    const html = renderToString(<SessionText />);
    expect(html).toContain('unknown');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <SessionText />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container).toHaveTextContent('signed in');
    expect(errors).toEqual([]);
    container.remove();
  });
});
