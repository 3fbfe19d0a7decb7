import { inArray, type SQL } from 'drizzle-orm';
import { vacancies } from './schema';

/** The units a caller may act on: every unit, or these. */
export type UnitScope = 'all' | readonly number[];

/** The SQL condition that keeps a query within a scope: the vacancy's unit (an application's through its vacancy). */
export function withinScope(scope: UnitScope): SQL | undefined {
  return scope === 'all' ? undefined : inArray(vacancies.unitId, [...scope]);
}

/** Whether a unit lies within a scope. */
export function inScope(scope: UnitScope, unitId: number): boolean {
  return scope === 'all' || scope.includes(unitId);
}
