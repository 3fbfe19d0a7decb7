import type { Permission } from '@portal/contracts/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/core/errors';
import type { UnitScope } from '#server/db/unit-scope';

/** The unit limit of a route that declares `config.permission`; asking on any other route is a bug. */
export function unitScopeOf(request: FastifyRequest): UnitScope {
  if (!request.unitScope)
    throw new Error(`${request.routeOptions.url}: no config.permission, so no unit scope`);
  return request.unitScope;
}

/**
 * A route that needs an intranet permission declares it, `config: { permission: 'recruiting.vacancies' }` (or a
 * list, any one of which will do; decision 0050): the route is then for employees (`auth` defaults to 'employee'; any other is a mistake caught
 * when the route is added), and this plugin refuses callers without the permission with a 403 problem before the
 * body is read. The grant is the one the session check read with the session (decision 0069): cached with it for a
 * few seconds, dropped with it on every instance when the user's sessions end, so a grant changed in the database
 * applies within the session check's TTL and no permission check costs a query of its own. The caller's unit limit is left in `request.unitScope` for the services (`unit_ids` null = every unit,
 * empty = none).
 */
export const permissionsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const permission = route.config?.permission;
      if (!permission) return;
      const auth = route.config?.auth ?? 'employee';
      if (auth !== 'employee')
        throw new Error(`${route.method} ${route.url}: a permission is for employees, not auth '${auth}'`);
      route.config = { ...route.config, auth };
    });
    app.decorateRequest('unitScope', null);
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.routeOptions.config.permission) return done();
      checkPermission(request).then(() => done(), done);
    });
    async function checkPermission(request: FastifyRequest) {
      const permission = request.routeOptions.config.permission!;
      // The authentication hook ran first (auth 'employee'): the claims are those of a live employee session.
      if (!request.authGrant) await request.requireUser('employee');
      const grant = request.authGrant!;
      const needed: readonly Permission[] = Array.isArray(permission) ? permission : [permission];
      if (!needed.some((p) => grant.permissions.includes(p)))
        throw new AppError('forbidden', { detailKey: 'errors.permissionMissing' });
      request.unitScope = grant.unitIds ?? 'all';
    }
  },
  { name: 'permissions', dependencies: ['authentication'] },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The intranet permission the route needs, or a list of which any one will do; implies auth 'employee'. */
    permission?: Permission | readonly Permission[];
  }
  interface FastifyRequest {
    /** The units the caller's permission covers; null on routes without `config.permission` (use unitScopeOf). */
    unitScope: UnitScope | null;
  }
}
