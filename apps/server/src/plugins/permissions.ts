import type { Permission } from '@portal/contracts/users';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors';
import type { Db } from '../db/database';
import { users, vacancies } from '../db/schema';

/** The units a caller may act on: every unit, or these. */
export type UnitScope = 'all' | readonly number[];

/** The unit limit of a route that declares `config.permission`; asking on any other route is a bug. */
export function unitScopeOf(request: FastifyRequest): UnitScope {
  if (!request.unitScope)
    throw new Error(`${request.routeOptions.url}: no config.permission, so no unit scope`);
  return request.unitScope;
}

/** The SQL condition that keeps a query within a scope: the vacancy's unit (an application's through its vacancy). */
export function withinScope(scope: UnitScope): SQL | undefined {
  return scope === 'all' ? undefined : inArray(vacancies.unitId, [...scope]);
}

/** Whether a unit lies within a scope. */
export function inScope(scope: UnitScope, unitId: number): boolean {
  return scope === 'all' || scope.includes(unitId);
}

/**
 * A route that needs an intranet permission declares it, `config: { permission: 'recruiting.vacancies' }` (or a
 * list, any one of which will do; decision 0050): the route is then for employees (`auth` defaults to 'employee'; any other is a mistake caught
 * when the route is added), and this plugin refuses callers without the permission with a 403 problem before the
 * body is read. The grant is read from the database on every such request, so a change applies at once on every
 * instance. The caller's unit limit is left in `request.unitScope` for the services (`unit_ids` null = every unit,
 * empty = none).
 */
export const permissionsPlugin = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.addHook('onRoute', (route) => {
      const permission = route.config?.permission;
      if (!permission) return;
      const auth = route.config?.auth ?? 'employee';
      if (auth !== 'employee')
        throw new Error(`${route.method} ${route.url}: a permission is for employees, not auth '${auth}'`);
      route.config = { ...route.config, auth };
    });
    app.decorateRequest('unitScope', null);
    app.decorateRequest('grantedPermissions', null);
    // Prepared once: this runs on every recruiting request, and building the query cost more than running it.
    const grantOf = db
      .select({ permissions: users.permissions, unitIds: users.unitIds })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('permissions_grant');
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.routeOptions.config.permission) return done();
      checkPermission(request).then(() => done(), done);
    });
    async function checkPermission(request: FastifyRequest) {
      const permission = request.routeOptions.config.permission!;
      // The authentication hook ran first (auth 'employee'): the claims are those of a live employee session.
      const claims = request.authClaims ?? (await request.requireUser('employee'));
      const [grant] = await grantOf.execute({ userId: claims.userId });
      const needed: readonly Permission[] = Array.isArray(permission) ? permission : [permission];
      if (!grant || !needed.some((p) => grant.permissions.includes(p)))
        throw new AppError('forbidden', { detailKey: 'errors.permissionMissing' });
      request.unitScope = grant.unitIds ?? 'all';
      request.grantedPermissions = grant.permissions as Permission[];
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
    /** Every permission the caller holds (e.g. `recruiting.sensitive`); null on routes without `config.permission`. */
    grantedPermissions: readonly Permission[] | null;
  }
}
