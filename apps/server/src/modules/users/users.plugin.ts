import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cookieSettingsOf } from '#server/plugins/session-cookies';
import { usersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { type UsersService, usersService } from './users.service';

/** Intranet users (spec §7 Intranet): the signed-in user's information and permissions, the password change. */
export const usersPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, db, now } = app.core;
    const service = usersService(usersRepository(db), app.auth.audit, app.auth.service, now);
    await app.register(usersRoutes, { prefix: '/api', service, cookies: cookieSettingsOf(config) });
    app.decorate('users', service);
  },
  { name: 'users', dependencies: ['core', 'auth'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}
