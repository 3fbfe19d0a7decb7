import type { ApplicationStatus } from '@portal/contracts/vacancy-rules';
import { and, asc, desc, eq, gte, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applicationEvents, applications, candidates, units, users, vacancies } from '../../db/schema';

export type VacancyRow = typeof vacancies.$inferSelect;
/** What the public list shows of a vacancy (its long texts stay in the database: decision 0057). */
export type ListedVacancyRow = Pick<
  VacancyRow,
  'id' | 'title' | 'city' | 'state' | 'modality' | 'contractType' | 'applicationDeadline' | 'publishedAt'
>;
export type UnitRow = typeof units.$inferSelect;
export type NewVacancy = typeof vacancies.$inferInsert;
export type NewUnit = typeof units.$inferInsert;

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
/** A step to record: everything but the application and the statuses, which the move itself gives. */
export type NewApplicationEvent = Pick<
  typeof applicationEvents.$inferInsert,
  'actor' | 'actorId' | 'message' | 'note' | 'createdAt'
>;

/**
 * Moves an application from `from` to `to` and records the step, in one transaction. The UPDATE is conditional on
 * the status still being `from`: of concurrent moves from the same status exactly one applies (the others wait on
 * the row, then find it changed), so the timeline is a chain, each step starting where the previous one ended.
 * Undefined when the application was no longer `from`.
 */
export function moveApplication(
  db: Db,
  id: number,
  from: ApplicationStatus,
  to: ApplicationStatus,
  event: NewApplicationEvent,
): Promise<ApplicationRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ status: to })
      .where(and(eq(applications.id, id), eq(applications.status, from)))
      .returning();
    if (!row) return undefined;
    await tx
      .insert(applicationEvents)
      .values({ ...event, applicationId: id, fromStatus: from, toStatus: to });
    return row;
  });
}

/** The timelines of these applications, oldest step first, with the recruiter's name where one acted. */
export async function applicationEventsOf(db: Db, applicationIds: number[]) {
  if (!applicationIds.length) return [];
  return db
    .select({ event: applicationEvents, actorName: users.name })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .orderBy(asc(applicationEvents.applicationId), asc(applicationEvents.id));
}

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
    /** The listed vacancies, only the columns the list shows: with 2,000 the long texts would be megabytes. */
    async search(search: VacancySearch): Promise<{ vacancy: ListedVacancyRow; unit: UnitRow }[]> {
      const conditions = [listed(search)];
      if (search.text) conditions.push(like(vacancies.searchText, `%${escapeLike(search.text)}%`));
      if (search.city) conditions.push(eq(sql`lower(${vacancies.city})`, search.city.toLowerCase()));
      if (search.unitId) conditions.push(eq(vacancies.unitId, search.unitId));
      return db
        .select({
          vacancy: {
            id: vacancies.id,
            title: vacancies.title,
            city: vacancies.city,
            state: vacancies.state,
            modality: vacancies.modality,
            contractType: vacancies.contractType,
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
    async apply(userId: string, vacancyId: number, at: Date) {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(applications)
          .values({ userId, vacancyId, createdAt: at })
          .onConflictDoNothing()
          .returning();
        if (row) {
          await tx.insert(applicationEvents).values({
            applicationId: row.id,
            actor: 'candidate',
            fromStatus: null,
            toStatus: 'received',
            createdAt: at,
          });
        }
        return row;
      });
      if (created) return { application: created, created: true };
      const [existing] = await db
        .select()
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.vacancyId, vacancyId)));
      return { application: existing!, created: false };
    },

    move: (id: number, from: ApplicationStatus, to: ApplicationStatus, event: NewApplicationEvent) =>
      moveApplication(db, id, from, to, event),

    events: (applicationIds: number[]) => applicationEventsOf(db, applicationIds),

    async findApplication(userId: string, vacancyId: number) {
      const [row] = await db
        .select()
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.vacancyId, vacancyId)));
      return row;
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
