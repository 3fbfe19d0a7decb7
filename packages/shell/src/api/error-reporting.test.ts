import { sendJson, startTestServer, type TestServer, unusedOrigin } from '@portal/shell/test/test-server';
import { useToasts } from '@portal/shell/toast/toast-store';
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import {
  handleError,
  installGlobalErrorHandlers,
  REPORT_DEDUPE_MS,
  reportJavascriptError,
  reportRequestError,
} from './error-reporting';
import { configureApiClient, resetApiClient } from './http-client';

const REQUEST_ERRORS = '/api/intranet/system/v1/errors/request';
const JAVASCRIPT_ERRORS = '/api/intranet/system/v1/errors/javascript';

let server: TestServer;
let status = 204;

function reportsTo(path: string): unknown[] {
  return server.requestsTo(path).map((r) => JSON.parse(r.body));
}

function serverError(detail?: string) {
  return new ApiError({
    title: 'Erro inesperado',
    description: detail ?? 'Houve um erro de conexão',
    status: 503,
    detail,
    request: { method: 'PUT', url: '/api/curriculum/address/v1' },
  });
}

beforeEach(async () => {
  status = 204;
  server = await startTestServer((_, res) => {
    if (status === 204) {
      res.writeHead(204);
      res.end();
    } else sendJson(res, status, { title: 'Erro', detail: 'falhou', status, code: 'internal_error' });
  });
  configureApiClient({ baseUrl: server.origin });
  await i18next.changeLanguage('pt-BR');
});

afterEach(async () => {
  vi.useRealTimers();
  resetApiClient();
  await server.close();
});

describe('reportRequestError', () => {
  it('posts the failed request with the response detail', async () => {
    await reportRequestError(serverError('Banco indisponível'), { method: 'PUT', url: '/api/a' }, true);
    expect(server.requestsTo(REQUEST_ERRORS)[0]?.headers['x-requested-with']).toBe('fetch');
    expect(reportsTo(REQUEST_ERRORS)).toEqual([
      {
        message: 'Erro inesperado',
        statusCode: 503,
        method: 'PUT',
        url: '/api/a',
        responseMessage: 'Banco indisponível',
        agent: navigator.userAgent,
        status: 'Treated',
        renderer: 'client',
      },
    ]);
  });

  it('sends identical reports once within 10 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const error = serverError('Banco indisponível');
    await reportRequestError(error, { method: 'GET', url: '/api/b' }, false);
    await reportRequestError(error, { method: 'GET', url: '/api/b' }, false);
    await reportRequestError(error, { method: 'GET', url: '/api/other' }, false);
    expect(reportsTo(REQUEST_ERRORS)).toHaveLength(2);
    vi.advanceTimersByTime(REPORT_DEDUPE_MS - 1);
    await reportRequestError(error, { method: 'GET', url: '/api/b' }, false);
    expect(reportsTo(REQUEST_ERRORS)).toHaveLength(2);
    vi.advanceTimersByTime(1);
    await reportRequestError(error, { method: 'GET', url: '/api/b' }, false);
    expect(reportsTo(REQUEST_ERRORS)).toHaveLength(3);
  });

  it('never throws and never reports its own failure', async () => {
    status = 500;
    await expect(
      reportRequestError(serverError('x'), { method: 'GET', url: '/api/c' }, true),
    ).resolves.toBeUndefined();
    await expect(reportJavascriptError(new Error('lost'), false)).resolves.toBeUndefined();
    expect(server.requests).toHaveLength(2);

    configureApiClient({ baseUrl: await unusedOrigin() });
    await expect(reportJavascriptError(new Error('offline'), false)).resolves.toBeUndefined();
  });
});

describe('reportJavascriptError', () => {
  it('posts the message and stack of a script error', async () => {
    const error = new RangeError('index out of range');
    await reportJavascriptError(error, false);
    expect(reportsTo(JAVASCRIPT_ERRORS)).toEqual([
      {
        message: 'index out of range',
        stack: error.stack,
        agent: navigator.userAgent,
        status: 'Untreated',
        renderer: 'client',
      },
    ]);
  });
});

describe('handleError', () => {
  it('shows a failed request in an error toast with its title and description', async () => {
    const { result } = renderHook(() => useToasts());
    act(() =>
      handleError(
        new ApiError({
          title: 'Dados inválidos',
          description: 'Revise os campos',
          status: 400,
          detail: 'Revise',
        }),
      ),
    );
    expect(result.current.at(-1)).toMatchObject({
      type: 'error',
      title: 'Dados inválidos',
      description: 'Revise os campos',
    });
    // A 4xx is the user's to fix: nothing to report.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
  });

  it('reports a server failure it showed as treated', async () => {
    const { result } = renderHook(() => useToasts());
    act(() => handleError(serverError('Banco fora do ar')));
    expect(result.current.at(-1)).toMatchObject({ type: 'error', title: 'Erro inesperado' });
    await vi.waitFor(() =>
      expect(reportsTo(REQUEST_ERRORS)).toEqual([
        expect.objectContaining({
          method: 'PUT',
          url: '/api/curriculum/address/v1',
          statusCode: 503,
          status: 'Treated',
        }),
      ]),
    );
  });

  it('shows the unknown error toast for anything else and reports it as untreated', async () => {
    const { result } = renderHook(() => useToasts());
    act(() => handleError(new TypeError('undefined is not a function')));
    const title = i18next.t('common:errors.unknown.title');
    expect(title).not.toBe('errors.unknown.title');
    expect(result.current.at(-1)).toMatchObject({
      type: 'error',
      title,
      description: i18next.t('common:errors.unknown.description'),
    });
    await vi.waitFor(() =>
      expect(reportsTo(JAVASCRIPT_ERRORS)).toEqual([
        expect.objectContaining({ message: 'undefined is not a function', status: 'Untreated' }),
      ]),
    );
  });

  it('shows nothing for a cancelled request', async () => {
    const { result } = renderHook(() => useToasts());
    const before = result.current.length;
    act(() => handleError(new DOMException('The operation was aborted.', 'AbortError')));
    expect(result.current).toHaveLength(before);
  });
});

describe('installGlobalErrorHandlers', () => {
  it('reports uncaught errors and unhandled rejections until uninstalled', async () => {
    const uninstall = installGlobalErrorHandlers();
    const thrown = new Error('uncaught boom');
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: 'rejected with a string' }),
    );
    await vi.waitFor(() => expect(reportsTo(JAVASCRIPT_ERRORS)).toHaveLength(2));
    expect(reportsTo(JAVASCRIPT_ERRORS)).toEqual([
      expect.objectContaining({ message: 'uncaught boom', stack: thrown.stack, status: 'Untreated' }),
      expect.objectContaining({ message: 'rejected with a string', stack: null, status: 'Untreated' }),
    ]);

    uninstall();
    // Another listener stays, so the test runner does not take the event for an uncaught error of the test.
    const otherListener = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', otherListener);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after uninstall') }));
    window.removeEventListener('error', otherListener);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reportsTo(JAVASCRIPT_ERRORS)).toHaveLength(2);
  });
});
