import type { Configuration } from 'oidc-provider';

export declare function testOidcProviderOptions(client: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}): Configuration;
