import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cookieSettingsOf } from '#server/plugins/session-cookies';
import { registrationRepository } from './registration.repository';
import { registrationRoutes } from './registration.routes';
import { registrationService } from './registration.service';

/** Candidate sign-up with an e-mailed confirmation code (decision 0010). */
export const registrationPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, db, now, mail, translations } = app.core;
    const service = registrationService(
      registrationRepository(db, app.users.accounts, app.candidates.records),
      app.auth.service,
      mail,
      translations,
      now,
    );
    await app.register(registrationRoutes, { prefix: '/api', service, cookies: cookieSettingsOf(config) });
  },
  { name: 'registration', dependencies: ['core', 'auth', 'users', 'candidates'] },
);
