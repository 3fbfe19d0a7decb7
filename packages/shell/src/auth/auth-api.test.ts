import { ApiError } from '@portal/shell/api/api-error';
import { configureApiClient } from '@portal/shell/api/http-client';
import { currentLoginType, hasLoginTypeCookie } from '@portal/shell/api/session';
import { sendJson, serveApiPerTest, unusedOrigin } from '@portal/shell/test/test-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authorizationFor,
  base64Utf8,
  clearClientSession,
  requestTokens,
  revokeSession,
  USER_STORAGE_KEY,
} from './auth-api';

const serve = serveApiPerTest();

afterEach(async () => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
  document.cookie = 'login_type=; path=/; max-age=0';
  localStorage.clear();
});

describe('sign-in credentials', () => {
  it('encodes e-mail and password as HTTP Basic, in UTF-8', () => {
    const header = authorizationFor({
      type: 'email',
      email: 'joão@example.com',
      password: 'Senha-çãé-2026!',
    });
    expect(header.startsWith('Basic ')).toBe(true);
    expect(Buffer.from(header.slice(6), 'base64').toString('utf8')).toBe('joão@example.com:Senha-çãé-2026!');
  });

  it('encodes a CPF (digits only, mask removed) and the company as `Cpf base64(taxid:company)`', () => {
    const header = authorizationFor({ type: 'cpf', cpf: '529.982.247-25', company: '1' });
    expect(header).toBe(`Cpf ${Buffer.from('52998224725:1').toString('base64')}`);
  });

  it('base64Utf8 agrees with Node for any text', () => {
    for (const text of ['', 'abc', 'ação', '日本', '😀:x']) {
      expect(base64Utf8(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
    }
  });
});

describe('token requests', () => {
  it('asks the token endpoint with the credentials and never tries a refresh on refusal', async () => {
    const server = await serve(
      (request, response) => {
        if (request.url.startsWith('/api/auth/auth/v1/token/refresh')) return sendJson(response, 200, {});
        sendJson(
          response,
          401,
          { title: 'Não autorizado', detail: 'E-mail ou senha incorretos.', status: 401 },
          'application/problem+json',
        );
      },
      { loginTypeCookie: 'login_type' },
    );
    // biome-ignore lint/suspicious/noDocumentCookie: a session cookie exists, so a 401 would normally refresh
    document.cookie = 'login_type=email; path=/';
    const error = await requestTokens({ type: 'email', email: 'a@example.com', password: 'x' }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).description).toBe('E-mail ou senha incorretos.');
    expect(server.requestsTo('/api/auth/auth/v1/token')).toHaveLength(1);
    expect(server.requestsTo('/api/auth/auth/v1/token')[0]!.headers.authorization).toBe(
      authorizationFor({ type: 'email', email: 'a@example.com', password: 'x' }),
    );
    expect(server.requestsTo('/api/auth/auth/v1/token/refresh')).toHaveLength(0);
  });

  it('sign-out posts to the logout endpoint with the CSRF header, and ignores an unreachable server', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(204).end();
    });
    await revokeSession();
    const [logout] = server.requestsTo('/api/auth/auth/v1/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers['x-requested-with']).toBe('fetch');

    configureApiClient({ baseUrl: await unusedOrigin() });
    await expect(revokeSession()).resolves.toBeUndefined();
  });
});

describe('client session', () => {
  it('reads the login type and forgets it with the user snapshot', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
    document.cookie = 'login_type=cpf; path=/';
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ name: 'Ana' }));
    localStorage.setItem('other', 'kept');
    expect(currentLoginType()).toBe('cpf');
    clearClientSession();
    expect(currentLoginType()).toBeUndefined();
    expect(hasLoginTypeCookie()).toBe(false);
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
  });

  it('ignores a login type it does not know', () => {
    expect(currentLoginType('login_type=root')).toBeUndefined();
    expect(currentLoginType('x=1; login_type=azure')).toBe('azure');
  });
});

describe('auth channel', () => {
  it('delivers signIn and signOut from other tabs, ignores anything else, and stops after unsubscribe', async () => {
    const { subscribeAuthEvents } = await import('./auth-channel');
    const received = vi.fn();
    const unsubscribe = subscribeAuthEvents(received);
    // Another tab is another BroadcastChannel on the same name.
    const otherTab = new BroadcastChannel('auth');
    otherTab.postMessage('signIn');
    otherTab.postMessage('hack');
    otherTab.postMessage('signOut');
    await vi.waitFor(() => expect(received).toHaveBeenCalledTimes(2));
    expect(received.mock.calls).toEqual([['signIn'], ['signOut']]);
    unsubscribe();
    otherTab.postMessage('signIn');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveBeenCalledTimes(2);
    otherTab.close();
  });

  it('tells other tabs, not the page that published', async () => {
    const { publishAuthEvent, subscribeAuthEvents } = await import('./auth-channel');
    const ownPage = vi.fn();
    const unsubscribe = subscribeAuthEvents(ownPage);
    const otherTab = new BroadcastChannel('auth');
    const heard = new Promise((resolve) => {
      otherTab.onmessage = (message) => resolve(message.data);
    });
    publishAuthEvent('signOut');
    await expect(heard).resolves.toBe('signOut');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ownPage).not.toHaveBeenCalled();
    unsubscribe();
    otherTab.close();
  });
});
