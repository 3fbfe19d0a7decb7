/**
 * The options of the test OpenID Connect provider (the `oidc-provider` package), for the server's tests
 * (test/oidc-provider.ts) and the e2e 'Sign in with Microsoft' (e2e/support/start-oidc-provider.mjs): one
 * confidential client with PKCE; its development login form accepts any login, which becomes the account and its
 * e-mail; consent is granted without a prompt (a first-party application, as an Entra administrator would).
 * @param {{ clientId: string; clientSecret: string; redirectUris: string[] }} client
 * @returns {import('oidc-provider').Configuration}
 */
export function testOidcProviderOptions({ clientId, clientSecret, redirectUris }) {
  return {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: sub, email_verified: true, name: sub }),
    }),
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
}
