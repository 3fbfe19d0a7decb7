import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiClientConfig, configureApiClient, resetApiClient } from '@portal/shell/api/http-client';
import { afterEach } from 'vitest';

/** A request the test server received. */
export interface ReceivedRequest {
  method: string;
  /** Path and query, e.g. `/api/things?a=1`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type TestHandler = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

export interface TestServer {
  /** Origin to give `configureApiClient({ baseUrl })`, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  requests: ReceivedRequest[];
  /** Requests received on one path (query ignored). */
  requestsTo(path: string): ReceivedRequest[];
  /** The JSON bodies of the requests received on one path (query ignored) with `method`, in order. */
  bodiesSent(path: string, method: string): unknown[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 for client tests: every request is recorded, then answered by `handler`. */
export async function startTestServer(handler: TestHandler): Promise<TestServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      Promise.resolve(handler(received, res)).catch((error: unknown) => {
        res.statusCode = 599;
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (path) => requests.filter((r) => r.url.split('?')[0] === path),
    bodiesSent: (path, method) =>
      requests
        .filter((r) => r.url.split('?')[0] === path && r.method === method)
        .map((r) => JSON.parse(r.body || '{}')),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * The API client served by a test server, one per test (call it at a test file's top level): `serve(handler)`
 * starts the server and points the client at it (with `config` besides, e.g. a login-type cookie); after each test
 * the server stops and the client is reset.
 */
export function serveApiPerTest() {
  let server: TestServer | undefined;
  afterEach(async () => {
    resetApiClient();
    await server?.close();
    server = undefined;
  });
  return async (handler: TestHandler, config: Partial<ApiClientConfig> = {}): Promise<TestServer> => {
    server = await startTestServer(handler);
    configureApiClient({ ...config, baseUrl: server.origin });
    return server;
  };
}

/** Answers with a JSON body (problem+json when `contentType` says so). */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json',
): void {
  response.writeHead(status, { 'content-type': `${contentType}; charset=utf-8` });
  response.end(JSON.stringify(body));
}

/** Answers with a problem+json (RFC 9457) of `status`, with its domain `code`, title and detail. */
export function sendProblem(
  response: ServerResponse,
  status: number,
  problem: { code: string; title: string; detail: string; errors?: { field: string; message: string }[] },
): void {
  sendJson(response, status, { ...problem, status }, 'application/problem+json');
}

/** An origin nothing listens on, for network failures. */
export async function unusedOrigin(): Promise<string> {
  const server = await startTestServer(() => {});
  await server.close();
  return server.origin;
}
