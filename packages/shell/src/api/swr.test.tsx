import { deferred } from '@portal/shell/test/deferred';
import { sendJson, startTestServer, type TestServer } from '@portal/shell/test/test-server';
import { renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { configureApiClient, resetApiClient } from './http-client';
import { ApiProvider, apiKey, apiSwrConfig, useApi } from './swr';

let server: TestServer | undefined;

/** The app's provider, with a cache of its own per test. */
function wrapper({ children }: { children: ReactNode }) {
  return (
    <ApiProvider>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </ApiProvider>
  );
}

beforeEach(async () => {
  await i18next.changeLanguage('pt-BR');
});

afterEach(async () => {
  await i18next.changeLanguage('pt-BR');
  resetApiClient();
  await server?.close();
  server = undefined;
});

describe('ApiProvider', () => {
  it('applies the fetch defaults of the spec', () => {
    const { result } = renderHook(() => useSWRConfig(), { wrapper: ApiProvider });
    expect(result.current).toMatchObject({
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      errorRetryCount: 3,
      dedupingInterval: 2000,
      focusThrottleInterval: 5000,
      errorRetryInterval: 5000,
      loadingTimeout: 3000,
    });
  });

  it('waits longer on slow connections (2G or data saver)', () => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g' }, configurable: true });
    try {
      const { result } = renderHook(() => useSWRConfig(), { wrapper: ApiProvider });
      expect(result.current).toMatchObject({ errorRetryInterval: 10_000, loadingTimeout: 5000 });
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
    expect(apiSwrConfig(false)).toMatchObject({ errorRetryInterval: 5000, loadingTimeout: 3000 });
  });

  it('retries network failures and server errors, never other error responses', () => {
    const shouldRetry = apiSwrConfig().shouldRetryOnError as (error: unknown) => boolean;
    const failure = (status: number) => new ApiError({ title: 'Erro', description: '', status });
    expect(shouldRetry(new TypeError('fetch failed'))).toBe(true);
    expect(shouldRetry(failure(500))).toBe(true);
    expect(shouldRetry(failure(503))).toBe(true);
    expect(shouldRetry(failure(400))).toBe(false);
    expect(shouldRetry(failure(401))).toBe(false);
    expect(shouldRetry(failure(404))).toBe(false);
  });
});

describe('useApi', () => {
  it('fetches with params and caches by path, params and language: a new language fetches again, a known one shows its cache', async () => {
    const answered = new Set<string>();
    server = await startTestServer((request, res) => {
      const language = String(request.headers['accept-language']);
      // A language asked for a second time never gets an answer: what shows then comes from the cache.
      if (answered.has(language)) return;
      answered.add(language);
      sendJson(res, 200, { language, url: request.url });
    });
    configureApiClient({ baseUrl: server.origin });
    const { result } = renderHook(
      () => useApi<{ language: string; url: string }>('/greeting', { limit: 3 }),
      {
        wrapper,
      },
    );
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data?.language).toBe('pt-BR'));
    expect(result.current.data?.url).toBe('/api/greeting?limit=3');
    expect(result.current.isLoading).toBe(false);

    await i18next.changeLanguage('en-US');
    await waitFor(() => expect(result.current.data?.language).toBe('en-US'));
    expect(server.requests.map((r) => r.headers['accept-language'])).toEqual(['pt-BR', 'en-US']);

    await i18next.changeLanguage('pt-BR');
    await waitFor(() => expect(result.current.data?.language).toBe('pt-BR'));
  });

  it('keeps the answers of different params apart', async () => {
    server = await startTestServer((request, res) => sendJson(res, 200, { url: request.url }));
    configureApiClient({ baseUrl: server.origin });
    const { result, rerender } = renderHook(({ page }) => useApi<{ url: string }>('/items', { page }), {
      wrapper,
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(result.current.data?.url).toBe('/api/items?page=1'));
    rerender({ page: 2 });
    await waitFor(() => expect(result.current.data?.url).toBe('/api/items?page=2'));
    expect(server.requests).toHaveLength(2);
  });

  it("marks the previous key's data as stale until the new answer shows, and ignores a late answer to an earlier key", async () => {
    // '?q=slow' answers only after '?q=fast' has been asked for and answered.
    const { promise: slowReleased, resolve: releaseSlow } = deferred();
    server = await startTestServer((request, res) => {
      if (request.url?.includes('q=slow')) {
        void slowReleased.then(() => sendJson(res, 200, { url: request.url }));
        return;
      }
      sendJson(res, 200, { url: request.url });
    });
    configureApiClient({ baseUrl: server.origin });
    const { result, rerender } = renderHook(({ q }) => useApi<{ url: string }>('/items', { q }), {
      wrapper,
      initialProps: { q: 'first' },
    });
    await waitFor(() => expect(result.current.data?.url).toBe('/api/items?q=first'));
    expect(result.current.stale).toBe(false);

    rerender({ q: 'slow' });
    // The first query's data is still there, marked stale.
    expect(result.current).toMatchObject({ data: { url: '/api/items?q=first' }, stale: true });
    rerender({ q: 'fast' });
    expect(result.current.stale).toBe(true);
    await waitFor(() => expect(result.current.data?.url).toBe('/api/items?q=fast'));
    expect(result.current.stale).toBe(false);

    // The slow answer arrives last: it does not replace what the current query shows.
    releaseSlow();
    await waitFor(() =>
      expect(server?.requests.map((r) => r.url)).toEqual([
        '/api/items?q=first',
        '/api/items?q=slow',
        '/api/items?q=fast',
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(result.current).toMatchObject({ data: { url: '/api/items?q=fast' }, stale: false });
  });

  it('fetches nothing while the path is null', async () => {
    server = await startTestServer((_, res) => sendJson(res, 200, {}));
    configureApiClient({ baseUrl: server.origin });
    const { result } = renderHook(() => useApi('/never'), { wrapper });
    const { result: idle } = renderHook(() => useApi(null), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(idle.current).toMatchObject({ data: undefined, isLoading: false });
    expect(server.requests).toHaveLength(1);
  });

  it('exposes an error response as an ApiError without retrying it', async () => {
    server = await startTestServer((_, res) =>
      sendJson(
        res,
        404,
        { title: 'Não encontrado', detail: 'A vaga não existe', status: 404, code: 'not_found' },
        'application/problem+json',
      ),
    );
    configureApiClient({ baseUrl: server.origin });
    const { result } = renderHook(() => useApi('/curriculum/vacancies/v1/999'), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error).toMatchObject({ status: 404, description: 'A vaga não existe' });
    expect(server.requests).toHaveLength(1);
  });
});

describe('data handed over by a server render', () => {
  it('is shown at once and not fetched again; another key is fetched', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, { from: 'network' }));
    configureApiClient({ baseUrl: server.origin });
    const fallback = { [apiKey('/things', undefined, 'pt-BR')]: { from: 'server render' } };
    const handedOver = ({ children }: { children: ReactNode }) => (
      <ApiProvider fallback={fallback}>
        <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
      </ApiProvider>
    );
    const { result } = renderHook(() => useApi<{ from: string }>('/things'), { wrapper: handedOver });
    expect(result.current.data).toEqual({ from: 'server render' });
    const other = renderHook(() => useApi<{ from: string }>('/others'), { wrapper: handedOver });
    await waitFor(() => expect(other.result.current.data).toEqual({ from: 'network' }));
    expect(server.requestsTo('/api/things')).toHaveLength(0);
    expect(server.requestsTo('/api/others')).toHaveLength(1);
  });

  it('an error the server render met is shown without a loading state or a request', async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, {}));
    configureApiClient({ baseUrl: server.origin });
    const key = apiKey('/gone', undefined, 'pt-BR');
    const errors = { [key]: new ApiError({ title: 'Não encontrado', description: 'Sumiu', status: 404 }) };
    const { result } = renderHook(() => useApi('/gone'), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <ApiProvider fallbackErrors={errors}>
          <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
        </ApiProvider>
      ),
    });
    expect(result.current.isLoading).toBe(false);
    expect((result.current.error as ApiError).status).toBe(404);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requestsTo('/api/gone')).toHaveLength(0);
  });
});
