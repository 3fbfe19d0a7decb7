import type { VacancyStatus } from '@portal/contracts/recruiting';
import type { ScreeningQuestion } from '@portal/contracts/screening-questions';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import {
  applications,
  type NewVacancy,
  type UnitRow,
  units,
  type VacancyRow,
  vacancies,
} from '#server/db/schema';
import { containsText } from '#server/db/sql';
import { type UnitScope, withinScope } from '#server/db/unit-scope';

export interface RecruitingSearch {
  /** The status as the recruiter sees it (see `hasStatus`). */
  status?: VacancyStatus | undefined;
  /** Already normalised (accent- and case-free). */
  text?: string | undefined;
  unitId?: number | undefined;
}

export type VacancyChanges = Partial<Omit<NewVacancy, 'id' | 'createdBy' | 'createdAt'>>;

/**
 * Whether a vacancy is in `status` as the recruiter sees it on `today`: a published vacancy past its deadline is
 * closed (a deadline closes a vacancy by itself, with no job to run and nothing to miss), as the public side, which
 * stops listing it that day, already treats it.
 */
function hasStatus(status: VacancyStatus, today: string): SQL {
  const expired = and(eq(vacancies.status, 'published'), lt(vacancies.applicationDeadline, today))!;
  if (status === 'draft') return eq(vacancies.status, 'draft');
  if (status === 'closed') return or(eq(vacancies.status, 'closed'), expired)!;
  return and(eq(vacancies.status, 'published'), gte(vacancies.applicationDeadline, today))!;
}

/** The recruiters' side of vacancies: every query is limited to the caller's units. */
export function recruitingRepository(db: Db) {
  return {
    async list(
      scope: UnitScope,
      search: RecruitingSearch,
      today: string,
    ): Promise<{ vacancy: VacancyRow; unit: UnitRow }[]> {
      const conditions = [withinScope(scope)];
      if (search.status) conditions.push(hasStatus(search.status, today));
      if (search.text) conditions.push(containsText(vacancies.searchText, search.text));
      if (search.unitId) conditions.push(eq(vacancies.unitId, search.unitId));
      return db
        .select({ vacancy: vacancies, unit: units })
        .from(vacancies)
        .innerJoin(units, eq(units.id, vacancies.unitId))
        .where(and(...conditions))
        .orderBy(desc(vacancies.updatedAt), desc(vacancies.id));
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

    /** Vacancies as they are, in any status (the demo seed's); returns their ids. */
    async insertVacancies(rows: NewVacancy[]) {
      return db.insert(vacancies).values(rows).returning({ id: vacancies.id });
    },

    async insertDraft(values: NewVacancy): Promise<number> {
      const [row] = await db
        .insert(vacancies)
        .values({ ...values, status: 'draft' })
        .returning({ id: vacancies.id });
      return row!.id;
    },

    /**
     * Replaces a vacancy's columns. `check` first sees, under the row's lock, its current questions and whether it has
     * applications, and may refuse (throw): applying holds a share lock on the row while it reads the questions and
     * inserts (decision 0105), so an application and a change of the questions never pass each other.
     */
    async update(
      scope: UnitScope,
      id: number,
      changes: VacancyChanges,
      check: (current: { questions: ScreeningQuestion[]; hasApplications: boolean }) => void,
    ): Promise<VacancyRow | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ questions: vacancies.questions })
          .from(vacancies)
          .where(and(eq(vacancies.id, id), withinScope(scope)))
          .for('update');
        if (!current) return undefined;
        const [applied] = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.vacancyId, id))
          .limit(1);
        check({ questions: current.questions, hasApplications: applied !== undefined });
        const [row] = await tx.update(vacancies).set(changes).where(eq(vacancies.id, id)).returning();
        return row;
      });
    },

    /**
     * Moves a vacancy to `to` only if it is still `from` (as `hasStatus` sees it): one conditional UPDATE, so two
     * concurrent transitions cannot both apply (no read-then-write to lock). Undefined when it was not `from`.
     */
    async transition(
      scope: UnitScope,
      id: number,
      from: { status: VacancyStatus; today: string },
      to: VacancyStatus,
      changes: VacancyChanges,
    ): Promise<VacancyRow | undefined> {
      const [row] = await db
        .update(vacancies)
        .set({ ...changes, status: to })
        .where(and(eq(vacancies.id, id), withinScope(scope), hasStatus(from.status, from.today)))
        .returning();
      return row;
    },
  };
}

export type RecruitingRepository = ReturnType<typeof recruitingRepository>;
