import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cookieSettingsOf } from '#server/plugins/session-cookies';
import { passwordRecoveryRepository } from './password-recovery.repository';
import { passwordRecoveryRoutes } from './password-recovery.routes';
import { passwordRecoveryService } from './password-recovery.service';

/** Account recovery by an e-mailed code, for candidates and intranet users alike (decision 0041). */
export const passwordRecoveryPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, db, now, mail, translations } = app.core;
    const service = passwordRecoveryService(
      passwordRecoveryRepository(db, app.users.accounts, app.auth.service.sessions, app.candidates.records),
      app.auth.service,
      app.auth.sessionsEnded,
      app.auth.audit,
      mail,
      translations,
      now,
    );
    await app.register(passwordRecoveryRoutes, {
      prefix: '/api',
      service,
      cookies: cookieSettingsOf(config),
    });
  },
  { name: 'password-recovery', dependencies: ['core', 'auth', 'users', 'candidates'] },
);
