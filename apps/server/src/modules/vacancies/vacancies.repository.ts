import { and, asc, desc, eq, gte, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applications, candidates, units, vacancies } from '../../db/schema';

export type VacancyRow = typeof vacancies.$inferSelect;
export type UnitRow = typeof units.$inferSelect;
export type NewVacancy = typeof vacancies.$inferInsert;
export type NewUnit = typeof units.$inferInsert;

export interface VacancySearch {
  /** Already normalised (accent- and case-free). */
  text?: string | undefined;
  city?: string | undefined;
  unitId?: number | undefined;
  /** Vacancies whose deadline is before this date (yyyy-MM-dd) are left out. */
  openOn: string;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function vacanciesRepository(db: Db) {
  const listed = (search: Pick<VacancySearch, 'openOn'>) =>
    and(eq(vacancies.status, 'published'), gte(vacancies.applicationDeadline, search.openOn));

  return {
    async search(search: VacancySearch): Promise<{ vacancy: VacancyRow; unit: UnitRow }[]> {
      const conditions = [listed(search)];
      if (search.text) conditions.push(like(vacancies.searchText, `%${escapeLike(search.text)}%`));
      if (search.city) conditions.push(eq(sql`lower(${vacancies.city})`, search.city.toLowerCase()));
      if (search.unitId) conditions.push(eq(vacancies.unitId, search.unitId));
      return db
        .select({ vacancy: vacancies, unit: units })
        .from(vacancies)
        .innerJoin(units, eq(units.id, vacancies.unitId))
        .where(and(...conditions))
        .orderBy(desc(vacancies.publishedAt), desc(vacancies.id));
    },

    async filterOptions(openOn: string) {
      const cities = await db
        .selectDistinct({ city: vacancies.city, state: vacancies.state })
        .from(vacancies)
        .where(listed({ openOn }))
        .orderBy(asc(vacancies.city));
      const unitCities = await db
        .selectDistinct({ id: units.id, name: units.name, city: vacancies.city })
        .from(units)
        .innerJoin(vacancies, eq(vacancies.unitId, units.id))
        .where(listed({ openOn }))
        .orderBy(asc(units.name), asc(units.id), asc(vacancies.city));
      return { cities, unitCities };
    },

    async findById(id: number): Promise<{ vacancy: VacancyRow; unit: UnitRow } | undefined> {
      const [row] = await db
        .select({ vacancy: vacancies, unit: units })
        .from(vacancies)
        .innerJoin(units, eq(units.id, vacancies.unitId))
        .where(eq(vacancies.id, id));
      return row;
    },

    /** Every listed vacancy (open, within its deadline), for the sitemap. */
    async listedForSitemap(openOn: string) {
      return db
        .select({ id: vacancies.id, updatedAt: vacancies.updatedAt })
        .from(vacancies)
        .where(listed({ openOn }))
        .orderBy(asc(vacancies.id));
    },

    async lastChange(): Promise<Date | null> {
      const [row] = await db.select({ at: sql<string | null>`max(${vacancies.updatedAt})` }).from(vacancies);
      return row?.at ? new Date(row.at) : null;
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(vacancies);
      return row?.n ?? 0;
    },

    async insertUnits(rows: NewUnit[]) {
      return db.insert(units).values(rows).returning();
    },

    async insertVacancies(rows: NewVacancy[]) {
      return db.insert(vacancies).values(rows).returning({ id: vacancies.id });
    },

    async candidateFinished(userId: string): Promise<boolean | undefined> {
      const [row] = await db
        .select({ finished: candidates.finished })
        .from(candidates)
        .where(eq(candidates.userId, userId));
      return row?.finished;
    },

    /**
     * Inserts the application unless it exists: the unique index (candidate, vacancy) decides, so concurrent
     * applies leave one row. Returns the row either way and whether this call created it.
     */
    async apply(userId: string, vacancyId: number) {
      const [created] = await db
        .insert(applications)
        .values({ userId, vacancyId })
        .onConflictDoNothing()
        .returning();
      if (created) return { application: created, created: true };
      const [existing] = await db
        .select()
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.vacancyId, vacancyId)));
      return { application: existing!, created: false };
    },

    async findApplication(userId: string, vacancyId: number) {
      const [row] = await db
        .select()
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.vacancyId, vacancyId)));
      return row;
    },

    async cancel(userId: string, vacancyId: number): Promise<boolean> {
      const rows = await db
        .delete(applications)
        .where(and(eq(applications.userId, userId), eq(applications.vacancyId, vacancyId)))
        .returning({ id: applications.id });
      return rows.length > 0;
    },

    async applicationsOf(userId: string) {
      return db
        .select({ application: applications, vacancy: vacancies, unit: units })
        .from(applications)
        .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .innerJoin(units, eq(units.id, vacancies.unitId))
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.createdAt), desc(applications.id));
    },

    async byIds(ids: number[]) {
      if (!ids.length) return [];
      return db.select().from(vacancies).where(inArray(vacancies.id, ids));
    },
  };
}

export type VacanciesRepository = ReturnType<typeof vacanciesRepository>;
