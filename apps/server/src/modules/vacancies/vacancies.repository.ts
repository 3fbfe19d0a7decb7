import { and, arrayContains, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { type NewUnit, type UnitRow, units, type VacancyRow, vacancies } from '#server/db/schema';
import { containsText } from '#server/db/sql';

/** What the public list shows of a vacancy (its long texts stay in the database: decision 0057). */
export type ListedVacancyRow = Pick<
  VacancyRow,
  | 'id'
  | 'title'
  | 'city'
  | 'state'
  | 'modality'
  | 'contractType'
  | 'program'
  | 'pcdExclusive'
  | 'salaryMinCents'
  | 'salaryMaxCents'
  | 'salaryPeriod'
  | 'applicationDeadline'
  | 'publishedAt'
>;

export interface VacancySearch {
  /** Already normalised (accent- and case-free). */
  text?: string | undefined;
  city?: string | undefined;
  unitId?: number | undefined;
  program?: VacancyRow['program'] | undefined;
  /** Only the vacancies exclusive to people with disabilities. */
  pcdExclusive?: true | undefined;
  /** Only the vacancies that name this area of interest, or offer this work shift (dictionary ids). */
  interestArea?: number | undefined;
  workshift?: number | undefined;
  /** Vacancies whose deadline is before this date (yyyy-MM-dd) are left out. */
  openOn: string;
}

export function vacanciesRepository(db: Db) {
  const listed = (search: Pick<VacancySearch, 'openOn'>) =>
    and(eq(vacancies.status, 'published'), gte(vacancies.applicationDeadline, search.openOn));

  return {
    /** The listed vacancies, only the columns the list shows: with 2,000 the long texts would be megabytes. */
    async search(search: VacancySearch): Promise<{ vacancy: ListedVacancyRow; unit: UnitRow }[]> {
      const conditions = [listed(search)];
      if (search.text) conditions.push(containsText(vacancies.searchText, search.text));
      if (search.city) conditions.push(eq(sql`lower(${vacancies.city})`, search.city.toLowerCase()));
      if (search.unitId) conditions.push(eq(vacancies.unitId, search.unitId));
      if (search.program) conditions.push(eq(vacancies.program, search.program));
      if (search.pcdExclusive) conditions.push(eq(vacancies.pcdExclusive, true));
      if (search.interestArea) conditions.push(eq(vacancies.interestArea, search.interestArea));
      if (search.workshift) conditions.push(arrayContains(vacancies.workshifts, [search.workshift]));
      return db
        .select({
          vacancy: {
            id: vacancies.id,
            title: vacancies.title,
            city: vacancies.city,
            state: vacancies.state,
            modality: vacancies.modality,
            contractType: vacancies.contractType,
            program: vacancies.program,
            pcdExclusive: vacancies.pcdExclusive,
            salaryMinCents: vacancies.salaryMinCents,
            salaryMaxCents: vacancies.salaryMaxCents,
            salaryPeriod: vacancies.salaryPeriod,
            applicationDeadline: vacancies.applicationDeadline,
            publishedAt: vacancies.publishedAt,
          },
          unit: units,
        })
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
  };
}

export type VacanciesRepository = ReturnType<typeof vacanciesRepository>;
