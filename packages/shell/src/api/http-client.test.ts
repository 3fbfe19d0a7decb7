import { deferred } from '@portal/shell/test/deferred';
import {
  type ReceivedRequest,
  sendJson,
  startTestServer,
  type TestServer,
  unusedOrigin,
} from '@portal/shell/test/test-server';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiFetch, configureApiClient, resetApiClient } from './http-client';

const SESSION_COOKIE = 'login_type_test';
let server: TestServer | undefined;

async function serve(handler: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  server = await startTestServer(handler);
  return server;
}

function configure(origin: string, onSessionExpired = vi.fn()) {
  configureApiClient({ baseUrl: origin, loginTypeCookie: SESSION_COOKIE, onSessionExpired });
  return onSessionExpired;
}

function signIn() {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
  document.cookie = `${SESSION_COOKIE}=email; path=/`;
}

beforeEach(async () => {
  await i18next.changeLanguage('pt-BR');
});

afterEach(async () => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
  document.cookie = `${SESSION_COOKIE}=; path=/; max-age=0`;
  resetApiClient();
  await server?.close();
  server = undefined;
});

const echo = (request: ReceivedRequest, response: Parameters<Parameters<typeof startTestServer>[0]>[1]) =>
  sendJson(response, 200, {
    headers: request.headers,
    url: request.url,
    method: request.method,
    body: request.body,
  });

describe('apiFetch requests', () => {
  it('sends the current language as Accept-Language and follows language switches', async () => {
    configure((await serve(echo)).origin);
    const first = await apiFetch<{ headers: Record<string, string> }>('/echo');
    await i18next.changeLanguage('en-US');
    const second = await apiFetch<{ headers: Record<string, string> }>('/echo');
    await i18next.changeLanguage('es-ES');
    const third = await apiFetch<{ headers: Record<string, string> }>('/echo');
    expect([first, second, third].map((r) => r.headers['accept-language'])).toEqual([
      'pt-BR',
      'en-US',
      'es-ES',
    ]);
  });

  it("sends Accept-Language 'pt' before the translations have started", async () => {
    configure((await serve(echo)).origin);
    const started = i18next.isInitialized;
    i18next.isInitialized = false;
    try {
      const body = await apiFetch<{ headers: Record<string, string> }>('/echo');
      expect(body.headers['accept-language']).toBe('pt');
    } finally {
      i18next.isInitialized = started;
    }
  });

  it('calls below /api and marks every request with X-Requested-With: fetch', async () => {
    const api = await serve(echo);
    configure(api.origin);
    await apiFetch('/curriculum/vacancies/v1');
    await apiFetch('/curriculum/vacancies/v1', { method: 'POST', body: { vacancy_id: 3 } });
    expect(api.requests.map((r) => [r.method, r.url, r.headers['x-requested-with']])).toEqual([
      ['GET', '/api/curriculum/vacancies/v1', 'fetch'],
      ['POST', '/api/curriculum/vacancies/v1', 'fetch'],
    ]);
  });

  it('sends bodies as JSON', async () => {
    const api = await serve(echo);
    configure(api.origin);
    await apiFetch('/users/password/v1/change', {
      method: 'POST',
      body: { current_password: 'old', new_password: 'new' },
    });
    const [request] = api.requests;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ current_password: 'old', new_password: 'new' });
  });

  it('serialises query dates as yyyy-MM-dd HH:mm:ss, repeats arrays and drops empty values', async () => {
    const api = await serve(echo);
    configure(api.origin);
    await apiFetch('/search', {
      params: {
        from: new Date(2024, 0, 2, 15, 4, 5),
        ids: [1, 2],
        q: 'a b&c',
        active: false,
        missing: undefined,
        nothing: null,
      },
    });
    const query = new URL(api.requests[0]?.url ?? '', api.origin).searchParams;
    expect(query.get('from')).toBe('2024-01-02 15:04:05');
    expect(query.getAll('ids')).toEqual(['1', '2']);
    expect(query.get('q')).toBe('a b&c');
    expect(query.get('active')).toBe('false');
    expect(query.has('missing')).toBe(false);
    expect(query.has('nothing')).toBe(false);
  });
});

describe('apiFetch responses', () => {
  it('turns date-time and plain date strings of the response into dates (plain dates at noon)', async () => {
    configure(
      (
        await serve((_, res) =>
          sendJson(res, 200, {
            date: '2024-05-06T07:08:09.000Z',
            birthdate: '2000-02-03',
            name: '2000 people',
          }),
        )
      ).origin,
    );
    const body = await apiFetch<{ date: Date; birthdate: Date; name: string }>('/thing');
    expect(body.date).toBeInstanceOf(Date);
    expect(body.date.getTime()).toBe(Date.UTC(2024, 4, 6, 7, 8, 9));
    expect(body.birthdate).toBeInstanceOf(Date);
    expect(body.birthdate.getTime()).toBe(new Date(2000, 1, 3, 12, 0, 0).getTime());
    expect(body.name).toBe('2000 people');
  });

  it('resolves to undefined for 204 No Content', async () => {
    configure(
      (
        await serve((_, res) => {
          res.writeHead(204);
          res.end();
        })
      ).origin,
    );
    await expect(
      apiFetch('/curriculum/candidates/v1/delete-account', { method: 'DELETE' }),
    ).resolves.toBeUndefined();
  });

  it('turns a problem+json response into an ApiError with its fields', async () => {
    const problem = {
      title: 'Dados inválidos',
      detail: 'Verifique os campos',
      status: 400,
      code: 'validation_failed',
      errors: [{ field: 'email', message: 'Este endereço de e-mail já está em uso' }],
    };
    configure((await serve((_, res) => sendJson(res, 400, problem, 'application/problem+json'))).origin);
    const error = await apiFetch('/users/registration/v1', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      title: 'Dados inválidos',
      description: 'Verifique os campos',
      status: 400,
      code: 'validation_failed',
      errors: problem.errors,
      request: { method: 'POST', url: '/api/users/registration/v1' },
    });
  });

  it('falls back to the generic title and connection text (pt-BR) when the response has none', async () => {
    configure(
      (
        await serve((_, res) => {
          res.writeHead(502, { 'content-type': 'text/html' });
          res.end('<html>Bad gateway</html>');
        })
      ).origin,
    );
    const error = await apiFetch('/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      title: 'Erro',
      description:
        'Houve um erro de conexão, por favor tente novamente. Se o erro persistir, contate o suporte',
      status: 502,
    });
  });

  it('says the image is too large for 413', async () => {
    configure(
      (
        await serve((_, res) =>
          sendJson(
            res,
            413,
            { title: 'Muito grande', detail: 'Body too large', status: 413, code: 'payload_too_large' },
            'application/problem+json',
          ),
        )
      ).origin,
    );
    const error = await apiFetch('/curriculum/basic-information/v1', { method: 'PUT', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      status: 413,
      description: 'A imagem selecionada excede o tamanho limite (8 MB)',
    });
  });

  it('passes a network failure through unchanged', async () => {
    configure(await unusedOrigin());
    const error = await apiFetch('/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('passes an abort through unchanged', async () => {
    configure((await serve(() => {})).origin);
    const controller = new AbortController();
    const pending = apiFetch('/never', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('session refresh on 401', () => {
  const REFRESH = '/api/auth/auth/v1/token/refresh';
  const PROTECTED = '/api/protected';
  const unauthorized = {
    title: 'Não autorizado',
    detail: 'Sessão expirada',
    status: 401,
    code: 'unauthorized',
  };

  /**
   * A server whose session is expired until the refresh call succeeds. The refresh answers only once
   * `holdRefreshUntil` protected requests arrived, so every concurrent request fails before it.
   */
  async function sessionServer(options: { refreshSucceeds: boolean; holdRefreshUntil: number }) {
    let refreshed = false;
    const { promise: enoughRequests, resolve: releaseRefresh } = deferred();
    const api = await serve(async (request, res) => {
      const path = request.url.split('?')[0];
      if (path === REFRESH) {
        await enoughRequests;
        if (!options.refreshSucceeds) return sendJson(res, 401, unauthorized, 'application/problem+json');
        refreshed = true;
        return sendJson(res, 200, { access_token: 'a2', refresh_token: 'r2' });
      }
      if (api.requestsTo(PROTECTED).length >= options.holdRefreshUntil) releaseRefresh();
      if (!refreshed) return sendJson(res, 401, unauthorized, 'application/problem+json');
      return sendJson(res, 200, { item: new URL(request.url, 'http://x').searchParams.get('n') });
    });
    return api;
  }

  it('refreshes once for five concurrent 401s and retries all of them', async () => {
    const api = await sessionServer({ refreshSucceeds: true, holdRefreshUntil: 5 });
    const onSessionExpired = configure(api.origin);
    signIn();
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => apiFetch('/protected', { params: { n } })));
    expect(results).toEqual([1, 2, 3, 4, 5].map((n) => ({ item: String(n) })));
    expect(api.requestsTo(REFRESH)).toHaveLength(1);
    expect(api.requestsTo(PROTECTED)).toHaveLength(10);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('rejects every queued request with its 401 and ends the session once when the refresh fails', async () => {
    const api = await sessionServer({ refreshSucceeds: false, holdRefreshUntil: 5 });
    const onSessionExpired = configure(api.origin);
    signIn();
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map((n) => apiFetch('/protected', { params: { n } })),
    );
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({ status: 401, description: 'Sessão expirada' });
      expect(reason.request.url).toMatch(/^\/api\/protected\?n=\d$/);
    }
    expect(api.requestsTo(REFRESH)).toHaveLength(1);
    expect(api.requestsTo(PROTECTED)).toHaveLength(5);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh when no session exists', async () => {
    const api = await sessionServer({ refreshSucceeds: true, holdRefreshUntil: 1 });
    const onSessionExpired = configure(api.origin);
    await expect(apiFetch('/protected')).rejects.toMatchObject({ status: 401 });
    expect(api.requestsTo(REFRESH)).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh again when the retried request gets a 401 too', async () => {
    const api = await serve((request, res) =>
      request.url === REFRESH
        ? sendJson(res, 200, { access_token: 'a2', refresh_token: 'r2' })
        : sendJson(res, 401, unauthorized, 'application/problem+json'),
    );
    const onSessionExpired = configure(api.origin);
    signIn();
    await expect(apiFetch('/protected')).rejects.toMatchObject({ status: 401 });
    expect(api.requestsTo(REFRESH)).toHaveLength(1);
    expect(api.requestsTo(PROTECTED)).toHaveLength(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries without a second refresh a 401 that arrives after the refresh finished', async () => {
    let refreshed = false;
    const { promise: slowMayAnswer, resolve: releaseSlow } = deferred();
    const api = await serve(async (request, res) => {
      const path = request.url.split('?')[0];
      if (path === REFRESH) {
        refreshed = true;
        return sendJson(res, 200, { access_token: 'a2', refresh_token: 'r2' });
      }
      const sentBeforeRefresh = !refreshed;
      if (path === '/api/slow') await slowMayAnswer;
      if (sentBeforeRefresh) return sendJson(res, 401, unauthorized, 'application/problem+json');
      return sendJson(res, 200, { path });
    });
    configure(api.origin);
    signIn();
    const slow = apiFetch('/slow');
    await vi.waitFor(() => expect(api.requestsTo('/api/slow')).toHaveLength(1));
    await expect(apiFetch('/fast')).resolves.toEqual({ path: '/api/fast' });
    releaseSlow();
    await expect(slow).resolves.toEqual({ path: '/api/slow' });
    expect(api.requestsTo(REFRESH)).toHaveLength(1);
  });

  it('keeps the session when the refresh call gets no response, and passes that failure through', async () => {
    const api = await serve((request, res) => {
      if (request.url === REFRESH) return void res.socket?.destroy();
      return sendJson(res, 401, unauthorized, 'application/problem+json');
    });
    const onSessionExpired = configure(api.origin);
    signIn();
    const error = await apiFetch('/protected').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(api.requestsTo(REFRESH)).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
