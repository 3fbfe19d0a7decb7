import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { testOidcProviderOptions } from './oidc-provider-options.mjs';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider on a free port, with one confidential client (see `testOidcProviderOptions`).
 */
export async function startOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'portal-intranet';
  const clientSecret = 'a-test-secret-that-is-long-enough-0123456789';
  const provider = new Provider(issuer, testOidcProviderOptions({ clientId, clientSecret, redirectUris }));
  provider.on('server_error', (_ctx, error) => {
    process.stderr.write(`oidc-provider server_error: ${String(error)}\n`);
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
