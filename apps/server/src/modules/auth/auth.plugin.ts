import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GrantsChanged, SessionsEnded } from '#server/core/auth-claims';
import { authenticationPlugin } from '#server/plugins/authentication';
import { permissionsPlugin } from '#server/plugins/permissions';
import { cookieSettingsOf } from '#server/plugins/session-cookies';
import { AccessTokens } from './access-token';
import { authRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { type AuthService, authService } from './auth.service';
import { type AuthAuditLog, authAuditLog } from './auth-audit';
import { cpfSignIn } from './cpf-sign-in';
import { oidcRoutes } from './oidc.routes';
import { oidcService } from './oidc.service';
import { sessionGuard } from './session-guard';

/** What the other areas use of sign-in: sessions to start, sessions to end, the audit log. */
export interface AuthArea {
  service: AuthService;
  /** Call after committing a change that ends users' sessions (decision 0042). */
  sessionsEnded: SessionsEnded;
  /** Call after committing a change of users' permissions or unit limit (decision 0069). */
  grantsChanged: GrantsChanged;
  audit: AuthAuditLog;
  /** Whether 'Sign in with Microsoft' (OpenID Connect) is configured. */
  oidc: boolean;
}

/**
 * Sign-in (DESIGN §4): access tokens and the session check of every request (the authentication and permission
 * hooks every route relies on), e-mail, CPF and OpenID Connect sign-in, refresh and sign-out under /api/auth.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, db, bus, now } = app.core;
    const tokens = await AccessTokens.load(db);
    const sessions = sessionGuard(db, bus, app.log);
    await app.register(authenticationPlugin, { tokens, envName: config.ENV_NAME, sessions });
    // Routes that need an intranet permission declare it (config.permission, decision 0050).
    await app.register(permissionsPlugin);

    const service = authService(authRepository(db), tokens, sessions.sessionsEnded, now);
    const audit = await authAuditLog(db);
    const oidc =
      config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
        ? await oidcService(
            {
              issuer: config.OIDC_ISSUER,
              clientId: config.OIDC_CLIENT_ID,
              clientSecret: config.OIDC_CLIENT_SECRET,
            },
            db,
            service,
            audit,
            app.log,
          )
        : undefined;
    const cookies = cookieSettingsOf(config);
    const cpf = cpfSignIn(db, audit, service, now);
    await app.register(authRoutes, { prefix: '/api/auth', service, cookies, cpf });
    await app.register(oidcRoutes, {
      prefix: '/api/auth',
      service: oidc,
      cookies,
      publicUrl: config.PUBLIC_URL,
    });
    app.decorate('auth', {
      service,
      sessionsEnded: sessions.sessionsEnded,
      grantsChanged: sessions.grantsChanged,
      audit,
      oidc: Boolean(oidc),
    });
  },
  { name: 'auth', dependencies: ['core', 'http'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthArea;
  }
}
