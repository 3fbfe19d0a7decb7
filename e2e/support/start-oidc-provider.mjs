// A real OpenID Connect provider (the `oidc-provider` package) for the 'Sign in with Microsoft' e2e test, with the
// server tests' options (any login becomes the account's e-mail, consent without a prompt). Playwright starts it
// before the portal (playwright.config.ts).
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import { testOidcProviderOptions } from '../../apps/server/test/oidc-provider-options.mjs';

const port = Number(process.env.OIDC_PORT);
const portal = process.env.PORTAL_ORIGIN;
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(
  issuer,
  testOidcProviderOptions({
    clientId: process.env.OIDC_CLIENT_ID,
    clientSecret: process.env.OIDC_CLIENT_SECRET,
    redirectUris: [`${portal}/api/auth/oidc/v1/callback`],
  }),
);

const server = createServer(provider.callback());
server.listen(port, '127.0.0.1', () => process.stdout.write(`oidc-provider listening at ${issuer}\n`));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
