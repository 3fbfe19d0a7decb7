import type { ScreeningQuestion } from '@portal/contracts/screening-questions';
import { OPEN_APPLICATION_STATUSES } from '@portal/contracts/vacancy-rules';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import {
  applicationEvents,
  applications,
  type LocalizedText,
  resumeAccessLog,
  units,
  users,
  vacancies,
} from '#server/db/schema';

export type ApplicationRow = typeof applications.$inferSelect;

/** The screening columns of an application, as applying writes them (decision 0105). */
export type ApplicationScreening = Pick<
  typeof applications.$inferInsert,
  'answers' | 'screeningMissed' | 'source' | 'sourceDetail'
>;

/** The value `make` gives the first time, kept for every later call. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/**
 * The people who answer a unit's applications: enabled accounts with the applications permission whose units
 * include it (null units = every unit). They are told of a review request (bell and mail).
 */
function recruitersOf(db: Db, unitId: number) {
  return db
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(
      and(
        sql`'recruiting.applications' = any(${users.permissions})`,
        sql`(${users.unitIds} is null or ${unitId} = any(${users.unitIds}))`,
        isNull(users.disabledAt),
      ),
    );
}
export type Recruiter = Awaited<ReturnType<typeof recruitersOf>>[number];

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
          answers: applications.answers,
          reviewRequestedAt: applications.reviewRequestedAt,
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
     * Applies, in one transaction: the vacancy's row is read with its questions under a share lock (a recruiter's
     * change of the questions waits for it, and then counts this application: decision 0105), `judge` turns the
     * questions into the application's screening columns (or throws a 400, and nothing is written), and the
     * application is inserted unless it exists: the unique index (candidate, vacancy) decides, so concurrent applies
     * leave one row. A withdrawn application is received again with the new answers (a step of its timeline).
     * Returns the row and whether this call created or renewed it.
     */
    async apply(
      userId: string,
      vacancyId: number,
      at: Date,
      judge: (questions: ScreeningQuestion[]) => ApplicationScreening,
    ): Promise<{ application: ApplicationRow; created: boolean }> {
      return db.transaction(async (tx) => {
        const [vacancy] = await tx
          .select({ questions: vacancies.questions })
          .from(vacancies)
          .where(eq(vacancies.id, vacancyId))
          .for('share');
        const screening = judge(vacancy?.questions ?? []);
        const step = (applicationId: number, from: 'withdrawn' | null) =>
          tx.insert(applicationEvents).values({
            applicationId,
            actor: 'candidate',
            fromStatus: from,
            toStatus: 'received',
            createdAt: at,
          });
        const [row] = await tx
          .insert(applications)
          .values({ userId, vacancyId, createdAt: at, ...screening })
          .onConflictDoNothing()
          .returning();
        if (row) {
          await step(row.id, null);
          return { application: row, created: true };
        }
        // Received again only from withdrawn: one conditional UPDATE, so of concurrent applies one renews it.
        const [renewed] = await tx
          .update(applications)
          .set({ status: 'received', ...screening, reviewRequestedAt: null })
          .where(
            and(
              eq(applications.userId, userId),
              eq(applications.vacancyId, vacancyId),
              eq(applications.status, 'withdrawn'),
            ),
          )
          .returning();
        if (renewed) {
          await step(renewed.id, 'withdrawn');
          return { application: renewed, created: true };
        }
        const [existing] = await tx
          .select()
          .from(applications)
          .where(and(eq(applications.userId, userId), eq(applications.vacancyId, vacancyId)));
        return { application: existing!, created: false };
      });
    },

    /**
     * Records the candidate's request for review of their flagged application (once): one conditional UPDATE and
     * its timeline step in one transaction, so of concurrent requests exactly one is recorded; `tell` writes its
     * notices in that transaction (decision 0060). Answers the application, or undefined when nothing was recorded
     * (the caller tells why).
     */
    async requestReview(
      userId: string,
      applicationId: number,
      message: string,
      at: Date,
      tell: (
        tx: Db,
        found: {
          application: ApplicationRow;
          vacancy: { unitId: number; title: LocalizedText };
          recruiters: Recruiter[];
        },
      ) => Promise<void>,
    ): Promise<ApplicationRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(applications)
          .set({ reviewRequestedAt: at })
          .where(
            and(
              eq(applications.id, applicationId),
              eq(applications.userId, userId),
              eq(applications.screeningMissed, true),
              isNull(applications.reviewRequestedAt),
              inArray(applications.status, [...OPEN_APPLICATION_STATUSES]),
            ),
          )
          .returning();
        if (!row) return undefined;
        await tx.insert(applicationEvents).values({
          applicationId: row.id,
          actor: 'candidate',
          fromStatus: row.status,
          toStatus: row.status,
          kind: 'review_request',
          message,
          createdAt: at,
        });
        const [vacancy] = await tx
          .select({ unitId: vacancies.unitId, title: vacancies.title })
          .from(vacancies)
          .where(eq(vacancies.id, row.vacancyId));
        await tell(tx, {
          application: row,
          vacancy: vacancy!,
          recruiters: await recruitersOf(tx, vacancy!.unitId),
        });
        return row;
      });
    },

    /** The candidate's application by its id; another candidate's is not found. */
    async ownById(userId: string, applicationId: number): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(applications)
        .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
      return row;
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
          answers: applications.answers,
          source: applications.source,
          source_detail: applications.sourceDetail,
          review_requested_at: applications.reviewRequestedAt,
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
              kind: applicationEvents.kind,
              reason: applicationEvents.reason,
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
