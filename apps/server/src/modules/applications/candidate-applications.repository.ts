import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { applicationEvents, applications, resumeAccessLog, units, users, vacancies } from '#server/db/schema';

export type ApplicationRow = typeof applications.$inferSelect;

/** The value `make` gives the first time, kept for every later call. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/**
 * The candidate's side of the applications (decision 0051, 0053): applying, the candidate's list and its timelines
 * (the recruiter's screens read the timelines here too).
 */
export function candidateApplicationQueries(db: Db) {
  // Prepared at first use (a transaction's repository never asks them): the candidate's list asks both on every
  // visit (decision 0069).
  const candidateApplications = once(() =>
    db
      .select({
        application: {
          id: applications.id,
          status: applications.status,
          createdAt: applications.createdAt,
        },
        vacancy: {
          id: vacancies.id,
          title: vacancies.title,
          city: vacancies.city,
          state: vacancies.state,
          status: vacancies.status,
          applicationDeadline: vacancies.applicationDeadline,
        },
        unit: { id: units.id, name: units.name, city: units.city, state: units.state },
      })
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .innerJoin(units, eq(units.id, vacancies.unitId))
      .where(eq(applications.userId, sql.placeholder('userId')))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .prepare('candidate_applications'),
  );
  const eventsOf = once(() =>
    db
      .select({ event: applicationEvents, actorName: users.name })
      .from(applicationEvents)
      .leftJoin(users, eq(users.id, applicationEvents.actorId))
      .where(sql`${applicationEvents.applicationId} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(asc(applicationEvents.applicationId), asc(applicationEvents.id))
      .prepare('application_events_of'),
  );

  return {
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

    /** The candidate's application to a vacancy. */
    async own(userId: string, vacancyId: number): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.vacancyId, vacancyId)));
      return row;
    },

    /**
     * The candidate's applications with what their list shows of the vacancies, newest first. Only those columns:
     * a vacancy's texts in three languages would be read and parsed on every visit for nothing (decision 0069).
     */
    ofCandidate(userId: string) {
      return candidateApplications().execute({ userId });
    },

    /** The timelines of these applications, oldest step first, with the recruiter's name where one acted. */
    async events(applicationIds: number[]) {
      if (!applicationIds.length) return [];
      return eventsOf().execute({ ids: applicationIds });
    },
  };
}

/** The candidate's data, for the account's deletion and the LGPD export (decision 0053, 0066). */
export function candidateDataQueries(db: Db) {
  return {
    /**
     * Locks the candidate's applications, in id order, for the account's deletion (decision 0066): a move and a
     * recruiter's opening lock the application before they check the candidate's key, so the deletion takes the
     * applications before it deletes the account and waits for them instead of deadlocking with them.
     */
    async lockOfCandidate(userId: string) {
      await db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(applications.id)
        .for('update');
    },

    /**
     * The LGPD export: every application with its timeline as the candidate sees it (decision 0053): when, from, to,
     * the message to the candidate and who acted by kind only (recruiter, candidate, system); the internal note and
     * the recruiter's identity are not selected at all.
     */
    async exportOf(userId: string) {
      const rows = await db
        .select({
          id: applications.id,
          vacancy_id: applications.vacancyId,
          vacancy_title: vacancies.title,
          status: applications.status,
          created_at: applications.createdAt,
        })
        .from(applications)
        .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .where(eq(applications.userId, userId))
        .orderBy(applications.id);
      const events = rows.length
        ? await db
            .select({
              applicationId: applicationEvents.applicationId,
              at: applicationEvents.createdAt,
              from: applicationEvents.fromStatus,
              to: applicationEvents.toStatus,
              message: applicationEvents.message,
              actor: applicationEvents.actor,
            })
            .from(applicationEvents)
            .where(
              inArray(
                applicationEvents.applicationId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(applicationEvents.applicationId, applicationEvents.id)
        : [];
      return rows.map((row) => ({
        ...row,
        events: events
          .filter((event) => event.applicationId === row.id)
          .map(({ applicationId: _, ...event }) => event),
      }));
    },

    /**
     * The candidate's resume access log for the LGPD export: when, why (an application, or the talent pool search,
     * decision 0073), which application and vacancy (none for the pool), and who.
     */
    accessLogOf(candidateId: string) {
      return db
        .select({
          at: resumeAccessLog.accessedAt,
          purpose: resumeAccessLog.purpose,
          applicationId: resumeAccessLog.applicationId,
          vacancyId: applications.vacancyId,
          vacancyTitle: vacancies.title,
          recruiterName: users.name,
        })
        .from(resumeAccessLog)
        .leftJoin(applications, eq(applications.id, resumeAccessLog.applicationId))
        .leftJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .leftJoin(users, eq(users.id, resumeAccessLog.recruiterId))
        .where(eq(resumeAccessLog.candidateId, candidateId))
        .orderBy(asc(resumeAccessLog.accessedAt), asc(resumeAccessLog.id));
    },
  };
}
