import type { VacancyStatus } from '@portal/contracts/recruiting';
import { and, asc, desc, eq, inArray, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applications, units, vacancies } from '../../db/schema';
import type { UnitScope } from '../../plugins/permissions';
import type { NewVacancy, UnitRow, VacancyRow } from '../vacancies/vacancies.repository';

export interface RecruitingSearch {
  status?: VacancyStatus | undefined;
  /** Already normalised (accent- and case-free). */
  text?: string | undefined;
  unitId?: number | undefined;
}

export type VacancyChanges = Partial<Omit<NewVacancy, 'id' | 'status' | 'createdBy' | 'createdAt'>>;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The condition that keeps a query within the caller's units. */
function withinScope(scope: UnitScope): SQL | undefined {
  return scope === 'all' ? undefined : inArray(vacancies.unitId, [...scope]);
}

/** The recruiters' side of vacancies (issue 11): every query is limited to the caller's units. */
export function recruitingRepository(db: Db) {
  return {
    /** Published vacancies whose deadline is before `today` are closed (a deadline closes a vacancy by itself). */
    async closeExpired(today: string, at: Date): Promise<number> {
      const rows = await db
        .update(vacancies)
        .set({ status: 'closed', closedAt: at })
        .where(and(eq(vacancies.status, 'published'), lt(vacancies.applicationDeadline, today)))
        .returning({ id: vacancies.id });
      return rows.length;
    },

    async list(
      scope: UnitScope,
      search: RecruitingSearch,
    ): Promise<{ vacancy: VacancyRow; unit: UnitRow }[]> {
      const conditions = [withinScope(scope)];
      if (search.status) conditions.push(eq(vacancies.status, search.status));
      if (search.text) conditions.push(like(vacancies.searchText, `%${escapeLike(search.text)}%`));
      if (search.unitId) conditions.push(eq(vacancies.unitId, search.unitId));
      return db
        .select({ vacancy: vacancies, unit: units })
        .from(vacancies)
        .innerJoin(units, eq(units.id, vacancies.unitId))
        .where(and(...conditions))
        .orderBy(desc(vacancies.updatedAt), desc(vacancies.id));
    },

    /** Applicants per vacancy and status, for these vacancies. */
    async applicantCounts(vacancyIds: number[]) {
      if (!vacancyIds.length) return [];
      return db
        .select({
          vacancyId: applications.vacancyId,
          status: applications.status,
          n: sql<number>`count(*)::int`,
        })
        .from(applications)
        .where(inArray(applications.vacancyId, vacancyIds))
        .groupBy(applications.vacancyId, applications.status);
    },

    /** One vacancy within the scope; another unit's is not found. */
    async find(scope: UnitScope, id: number): Promise<{ vacancy: VacancyRow; unit: UnitRow } | undefined> {
      const [row] = await db
        .select({ vacancy: vacancies, unit: units })
        .from(vacancies)
        .innerJoin(units, eq(units.id, vacancies.unitId))
        .where(and(eq(vacancies.id, id), withinScope(scope)));
      return row;
    },

    async unit(id: number): Promise<UnitRow | undefined> {
      const [row] = await db.select().from(units).where(eq(units.id, id));
      return row;
    },

    async units(scope: UnitScope): Promise<UnitRow[]> {
      return db
        .select()
        .from(units)
        .where(scope === 'all' ? undefined : inArray(units.id, [...scope]))
        .orderBy(asc(units.name), asc(units.id));
    },

    async insertDraft(values: NewVacancy): Promise<number> {
      const [row] = await db
        .insert(vacancies)
        .values({ ...values, status: 'draft' })
        .returning({ id: vacancies.id });
      return row!.id;
    },

    async update(scope: UnitScope, id: number, changes: VacancyChanges): Promise<VacancyRow | undefined> {
      const [row] = await db
        .update(vacancies)
        .set(changes)
        .where(and(eq(vacancies.id, id), withinScope(scope)))
        .returning();
      return row;
    },

    /**
     * Moves a vacancy to `to` only if it is still in one of `from`: one conditional UPDATE, so two concurrent
     * transitions cannot both apply (no read-then-write to lock). Undefined when the vacancy was not in `from`.
     */
    async transition(
      scope: UnitScope,
      id: number,
      from: VacancyStatus[],
      to: VacancyStatus,
      changes: VacancyChanges,
    ): Promise<VacancyRow | undefined> {
      const [row] = await db
        .update(vacancies)
        .set({ ...changes, status: to })
        .where(and(eq(vacancies.id, id), withinScope(scope), inArray(vacancies.status, from)))
        .returning();
      return row;
    },
  };
}

export type RecruitingRepository = ReturnType<typeof recruitingRepository>;
