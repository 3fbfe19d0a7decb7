import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';
import * as client from 'openid-client';
import { AppError } from '#server/core/errors';
import type { Db } from '#server/db/database';
import { users } from '#server/db/schema';
import { loadSecret } from './auth.repository';
import type { AuthService, IssuedTokens } from './auth.service';
import type { AuditContext, AuthAuditLog } from './auth-audit';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What the flow cookie carries from the start of a sign-in to its callback (encrypted, 10 minutes). */
interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  target: string;
  redirectUri: string;
}

export const OIDC_FLOW_TTL_SECONDS = 600;

/** Why a sign-in failed, as the login page's `sso_error` query value. */
export type OidcFailure = 'failed' | 'no_account';

export class OidcError extends Error {
  constructor(readonly reason: OidcFailure) {
    super(reason);
  }
}

/**
 * 'Sign in with Microsoft' (decision 0020): OpenID Connect authorization code flow with PKCE, state and nonce, through
 * openid-client against any issuer (Microsoft Entra ID in production). The provider's discovery document is read
 * on first use (and again after a failure). The person is matched by the e-mail of the ID token to one employee.
 */
export async function oidcService(
  settings: OidcSettings,
  db: Db,
  auth: AuthService,
  audit: AuthAuditLog,
  log: FastifyBaseLogger,
) {
  const key = await loadSecret(db, 'oidc_flow_key');
  let configuration: Promise<client.Configuration> | undefined;

  function discover(): Promise<client.Configuration> {
    configuration ??= (async () => {
      const issuer = new URL(settings.issuer);
      // A plain-http issuer is only for development and tests on this machine.
      const insecure = issuer.protocol === 'http:';
      if (insecure) log.warn({ issuer: settings.issuer }, 'OpenID Connect issuer over plain http');
      return client.discovery(
        issuer,
        settings.clientId,
        { client_secret: settings.clientSecret },
        client.ClientSecretPost(settings.clientSecret),
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      );
    })().catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  }

  async function seal(flow: Flow): Promise<string> {
    return new EncryptJWT({ ...flow })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt()
      .setExpirationTime(`${OIDC_FLOW_TTL_SECONDS}s`)
      .encrypt(key);
  }

  async function unseal(sealed: string | undefined): Promise<Flow> {
    if (!sealed) throw new OidcError('failed');
    try {
      const { payload } = await jwtDecrypt(sealed, key);
      return payload as unknown as Flow;
    } catch {
      throw new OidcError('failed');
    }
  }

  return {
    /** The provider's authorization URL for a new sign-in, and the sealed flow to keep in a cookie. */
    async start(target: string, redirectUri: string): Promise<{ url: string; flow: string }> {
      let config: client.Configuration;
      try {
        config = await discover();
      } catch (error) {
        log.error({ err: error }, 'OpenID Connect discovery failed');
        throw new AppError('service_unavailable', { detailKey: 'errors.oidcFailed' });
      }
      const verifier = client.randomPKCECodeVerifier();
      const flow: Flow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier,
        target,
        redirectUri,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.href, flow: await seal(flow) };
    },

    /**
     * Completes a sign-in at the callback: checks state, nonce and PKCE, reads the e-mail of the ID token and opens
     * a session (login type azure) for the one employee with that e-mail. Throws OidcError otherwise.
     */
    async finish(
      callbackUrl: URL,
      sealedFlow: string | undefined,
      context: AuditContext,
    ): Promise<{ tokens: IssuedTokens; target: string }> {
      const flow = await unseal(sealedFlow);
      let email: string | undefined;
      try {
        const config = await discover();
        const current = new URL(flow.redirectUri);
        current.search = callbackUrl.search;
        const tokens = await client.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        const emailOf = (source: Record<string, unknown> | undefined) =>
          [source?.email, source?.preferred_username, source?.upn]
            .find((value): value is string => typeof value === 'string' && value.includes('@'))
            ?.trim()
            .toLowerCase();
        email = emailOf(claims);
        // Providers that keep the ID token small (conformant ones) give the e-mail at the userinfo endpoint.
        if (!email && claims?.sub) {
          email = emailOf(await client.fetchUserInfo(config, tokens.access_token, claims.sub));
        }
      } catch (error) {
        log.warn({ err: error }, 'OpenID Connect callback refused');
        await audit.record('oidc_sign_in', 'refused', context);
        throw new OidcError('failed');
      }
      const subjectHash = email ? audit.subjectHash(email) : null;
      const [user] = email
        ? await db
            .select({ id: users.id, kind: users.kind })
            .from(users)
            .where(
              and(eq(users.emailNormalized, email), eq(users.kind, 'employee'), isNull(users.disabledAt)),
            )
        : [];
      if (!user) {
        await audit.record('oidc_sign_in', 'refused', context, { subjectHash });
        throw new OidcError('no_account');
      }
      const tokens = await auth.startSession(user, 'azure');
      await audit.record('oidc_sign_in', 'success', context, { subjectHash, userId: user.id });
      return { tokens, target: flow.target };
    },
  };
}

export type OidcService = Awaited<ReturnType<typeof oidcService>>;
