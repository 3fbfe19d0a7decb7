import type { ApplicationStatus, VacancyProgram } from '@portal/contracts/vacancy-rules';
import { OPEN_APPLICATION_STATUSES } from '@portal/contracts/vacancy-rules';
import { and, asc, desc, eq, inArray, like, lt, lte, ne, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  applicationEvents,
  applications,
  resumeAccessLog,
  resumeAddresses,
  resumeBasicInformation,
  units,
  users,
  vacancies,
} from '../../db/schema';
import { containsText, likePattern } from '../../db/sql';
import { type UnitScope, withinScope } from '../../db/unit-scope';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
/** A step to record: everything but the application and the statuses, which the move itself gives. */
export type NewApplicationEvent = Pick<
  typeof applicationEvents.$inferInsert,
  'actor' | 'actorId' | 'message' | 'note' | 'createdAt'
>;

/** Where the applicants table resumes: the last row of the previous page (newest first). */
export interface ApplicantsKey {
  /** The row's `created_at` to the microsecond, ISO 8601 in UTC (as `keyOf` writes it). */
  createdAt: string;
  id: number;
}

export interface ApplicantsSearch {
  /** The caller's units: another unit's vacancy has no applicants here (the caller tells 404 apart, `vacancyInScope`). */
  scope: UnitScope;
  status?: ApplicationStatus | undefined;
  /** Already normalised with contracts' `normalizeSearchText`. */
  text?: string | undefined;
  after?: ApplicantsKey | undefined;
  limit: number;
}

/** The value `make` gives the first time, kept for every later call. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** Which parts of the applicants page query apply: each combination is one prepared statement. */
interface PageShape {
  scoped: boolean;
  text: boolean;
  status: boolean;
  after: boolean;
}

/** `created_at` to the microsecond (a JS Date keeps milliseconds only, and the keyset must be exact). */
const keyOf = (createdAt: SQLWrapper) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The candidate's current name, e-mail or city contains the (normalised) text. Each application carries them,
 * normalised, in `candidate_search`, which PostgreSQL triggers keep in step with renames and address changes
 * (migration 0011), so a renamed candidate is found by the new name at once; the vacancy and the text are looked up
 * together in one GIN index (decision 0059: normalising every applicant of a large vacancy per query took seconds).
 */
const candidateMatches = (text: string) => containsText(applications.candidateSearch, text);

/** An application with what a status change needs: its vacancy's title and the candidate to tell. */
const withCandidate = {
  application: applications,
  vacancyTitle: vacancies.title,
  candidate: { id: users.id, email: users.email, name: users.name, locale: users.locale },
};

/** What the applicants screens show of a candidate. */
const applicant = {
  name: users.name,
  email: users.email,
  city: resumeAddresses.city,
  state: resumeAddresses.state,
};
const vacancyAndUnit = { vacancy: vacancies, unit: { id: units.id, name: units.name } };

/**
 * Every query of the `applications`, `application_events` and `resume_access_log` tables (decision 0051, 0053):
 * the candidate's applications, the pipeline's moves, the applicants table and the application a recruiter opens.
 */
function applicationQueries(db: Db) {
  /**
   * One page of the applicants table (`limit` + 1 rows: the extra one tells that another page follows) and, with a
   * search text, the counts per status of every match (`counts` on each row; null without a text, or with no row).
   * With a text, the vacancy's matching applications are found once (a CTE PostgreSQL materialises: one GIN scan
   * for both the page and its counts, decision 0059); either way only the page's applications are joined to
   * candidates. Keyset on (created_at, id), newest first, on `applications_vacancy[_status]_created_idx`. The unit
   * scope is a condition of the same query, so a vacancy outside it gives no row, like a vacancy without applicants.
   * Each shape is prepared once (decision 0069: one round trip a page, and no query to build on each request).
   */
  function pageQuery(shape: PageShape) {
    const vacancyId = sql.placeholder('vacancyId');
    const matched = db.$with('matched').as(
      db
        .select({
          id: applications.id,
          status: applications.status,
          createdAt: applications.createdAt,
          userId: applications.userId,
        })
        .from(applications)
        .where(
          and(
            eq(applications.vacancyId, vacancyId),
            shape.scoped
              ? sql`exists (select 1 from ${vacancies} where ${vacancies.id} = ${vacancyId} and ${vacancies.unitId} = any(${sql.placeholder('units')}::int[]))`
              : undefined,
            shape.text ? like(applications.candidateSearch, sql.placeholder('pattern')) : undefined,
          ),
        ),
    );
    const counts = shape.text
      ? sql<Record<
          string,
          number
        > | null>`(select json_object_agg(c.status, c.n) from (select ${matched.status} as status, count(*)::int as n from ${matched} group by ${matched.status}) c)`
      : sql<null>`null`;
    const picked = db
      .with(matched)
      .select({
        id: matched.id,
        status: matched.status,
        createdAt: matched.createdAt,
        key: keyOf(matched.createdAt).as('key'),
        userId: matched.userId,
        counts: counts.as('counts'),
      })
      .from(matched)
      .where(
        and(
          shape.status ? sql`${matched.status} = ${sql.placeholder('status')}` : undefined,
          shape.after
            ? sql`(${matched.createdAt}, ${matched.id}) < (${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::integer)`
            : undefined,
        ),
      )
      .orderBy(desc(matched.createdAt), desc(matched.id))
      .limit(sql.placeholder('limit'))
      .as('picked');
    return db
      .select({
        id: picked.id,
        status: picked.status,
        createdAt: picked.createdAt,
        key: picked.key,
        counts: picked.counts,
        candidate: applicant,
      })
      .from(picked)
      .innerJoin(users, eq(users.id, picked.userId))
      .leftJoin(resumeAddresses, eq(resumeAddresses.userId, picked.userId))
      .orderBy(desc(picked.createdAt), desc(picked.id));
  }
  const pageQueries = new Map<string, ReturnType<ReturnType<typeof pageQuery>['prepare']>>();
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

  const withCandidates = () =>
    db
      .select(withCandidate)
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .innerJoin(users, eq(users.id, applications.userId));

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

    /**
     * Moves these applications to `to`, each only if its status is still one of its `from` (run it in a transaction,
     * with `recordSteps` for the moved ones): one UPDATE that locks the rows it reads, so of concurrent moves of one
     * application exactly one applies (the others wait on the row, then find it changed) and the timeline stays a
     * chain, each step starting where the previous one ended. Answers the moved ones with the status they left.
     */
    async moveAll(
      moves: readonly { id: number; from: readonly ApplicationStatus[] }[],
      to: ApplicationStatus,
    ): Promise<{ id: number; from: ApplicationStatus }[]> {
      // One condition per distinct `from` list (a bulk has one or a few), not one per pair: a bulk of 200 bare ids
      // would otherwise send 800 row constructors, and PGlite fails such a transaction at COMMIT.
      const byFrom = new Map<string, { from: readonly ApplicationStatus[]; ids: number[] }>();
      for (const { id, from } of moves) {
        if (!from.length) continue;
        const key = [...from].sort().join(',');
        const group = byFrom.get(key) ?? { from, ids: [] };
        group.ids.push(id);
        byFrom.set(key, group);
      }
      if (!byFrom.size) return [];
      const conditions = [...byFrom.values()].map(
        ({ from, ids }) =>
          sql`(id IN (${sql.join(
            ids.map((id) => sql`${id}::integer`),
            sql`, `,
          )}) AND status IN (${sql.join(
            from.map((status) => sql`${status}`),
            sql`, `,
          )}))`,
      );
      const { rows } = (await db.execute(sql`
        WITH old AS (
          SELECT id, status FROM ${applications}
           WHERE ${sql.join(conditions, sql` OR `)}
             FOR UPDATE)
        UPDATE ${applications} AS a SET status = ${to}
          FROM old WHERE a.id = old.id
        RETURNING a.id, old.status AS "from"`)) as unknown as {
        rows: { id: number; from: ApplicationStatus }[];
      };
      return rows.map((row) => ({ id: Number(row.id), from: row.from }));
    },

    /** The current status of these applications of a vacancy with their last step and who took it. */
    async lastChanges(vacancyId: number | undefined, ids: readonly number[]) {
      if (!ids.length) return [];
      return db
        .selectDistinctOn([applicationEvents.applicationId], {
          id: applications.id,
          status: applications.status,
          at: applicationEvents.createdAt,
          actor: applicationEvents.actor,
          actorName: users.name,
        })
        .from(applications)
        .innerJoin(applicationEvents, eq(applicationEvents.applicationId, applications.id))
        .leftJoin(users, eq(users.id, applicationEvents.actorId))
        .where(
          and(
            inArray(applications.id, [...ids]),
            vacancyId === undefined ? undefined : eq(applications.vacancyId, vacancyId),
          ),
        )
        .orderBy(applicationEvents.applicationId, desc(applicationEvents.id));
    },

    /** The steps of moves `moveAll` made, in one statement. */
    async recordSteps(
      steps: (NewApplicationEvent & {
        applicationId: number;
        from: ApplicationStatus;
        to: ApplicationStatus;
      })[],
    ) {
      if (!steps.length) return;
      await db
        .insert(applicationEvents)
        .values(steps.map(({ from, to, ...step }) => ({ ...step, fromStatus: from, toStatus: to })));
    },

    /** The timelines of these applications, oldest step first, with the recruiter's name where one acted. */
    async events(applicationIds: number[]) {
      if (!applicationIds.length) return [];
      return eventsOf().execute({ ids: applicationIds });
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

    /** One application within the scope, with the candidate to tell; another unit's is not found. */
    async withCandidate(scope: UnitScope, id: number) {
      const [row] = await withCandidates().where(and(eq(applications.id, id), withinScope(scope)));
      return row;
    },

    /** These applications of this vacancy (others' ids are left out), with the candidates to tell. */
    ofVacancy(vacancyId: number, ids: number[]) {
      return withCandidates().where(
        and(eq(applications.vacancyId, vacancyId), inArray(applications.id, ids)),
      );
    },

    /**
     * Open applications of vacancies closed on or before `closedBy` (a closed vacancy by its `closed_at`, a published
     * one past its deadline since the end of its last day in Brasília, as `statusOf` sees it), oldest first.
     */
    staleOpen(closedBy: Date, closedByDay: string, limit: number) {
      return withCandidates()
        .where(
          and(
            inArray(applications.status, [...OPEN_APPLICATION_STATUSES]),
            or(
              and(eq(vacancies.status, 'closed'), lte(vacancies.closedAt, closedBy)),
              and(eq(vacancies.status, 'published'), lt(vacancies.applicationDeadline, closedByDay)),
            ),
          ),
        )
        .orderBy(asc(applications.id))
        .limit(limit);
    },

    /** Whether the vacancy exists within the scope (its applicants are then the recruiter's to see). */
    async vacancyInScope(scope: UnitScope, vacancyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(and(eq(vacancies.id, vacancyId), withinScope(scope)));
      return Boolean(row);
    },

    /** Applicants per vacancy and status, for these vacancies. */
    async countsByVacancy(vacancyIds: number[]) {
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

    /**
     * One page of the applicants table (`limit` + 1 rows: the extra one tells that another page follows) and, with a
     * search text, the counts per status of every match (`counts` on each row; null without a text, or with no row).
     * With a text, the vacancy's matching applications are found once (a CTE PostgreSQL materialises: one GIN scan
     * for both the page and its counts, decision 0059); either way only the page's applications are joined to
     * candidates. Keyset on (created_at, id), newest first, on `applications_vacancy[_status]_created_idx`. The unit
     * scope is a condition of the same query (decision 0069: one round trip for a page), so a vacancy outside it
     * gives no row, like a vacancy without applicants.
     */
    page(vacancyId: number, search: ApplicantsSearch) {
      const shape: PageShape = {
        scoped: search.scope !== 'all',
        text: Boolean(search.text),
        status: Boolean(search.status),
        after: Boolean(search.after),
      };
      const key = `applicants_page_${Object.values(shape)
        .map((on) => (on ? 1 : 0))
        .join('')}`;
      let query = pageQueries.get(key);
      if (!query) {
        query = pageQuery(shape).prepare(key);
        pageQueries.set(key, query);
      }
      return query.execute({
        vacancyId,
        units: search.scope === 'all' ? [] : [...search.scope],
        pattern: search.text ? likePattern(search.text) : '',
        status: search.status ?? '',
        afterCreatedAt: search.after?.createdAt ?? '',
        afterId: search.after?.id ?? 0,
        limit: search.limit + 1,
      });
    },

    /** Applicants per status that match the text (whatever the status filter). */
    counts(vacancyId: number, text: string | undefined) {
      return db
        .select({ status: applications.status, n: sql<number>`count(*)::int` })
        .from(applications)
        .where(and(eq(applications.vacancyId, vacancyId), text ? candidateMatches(text) : undefined))
        .groupBy(applications.status);
    },

    /** One application within the scope, with its vacancy, unit and candidate; another unit's is not found. */
    async detail(scope: UnitScope, id: number) {
      const [row] = await db
        .select({
          application: applications,
          ...vacancyAndUnit,
          candidate: { ...applicant, locale: users.locale },
        })
        .from(applications)
        .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .innerJoin(units, eq(units.id, vacancies.unitId))
        .innerJoin(users, eq(users.id, applications.userId))
        .leftJoin(resumeAddresses, eq(resumeAddresses.userId, applications.userId))
        .where(and(eq(applications.id, id), withinScope(scope)));
      return row;
    },

    /** The candidate's other applications within the scope, newest first. */
    others(scope: UnitScope, userId: string, exceptId: number) {
      return db
        .select({ application: applications, ...vacancyAndUnit })
        .from(applications)
        .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .innerJoin(units, eq(units.id, vacancies.unitId))
        .where(and(eq(applications.userId, userId), ne(applications.id, exceptId), withinScope(scope)))
        .orderBy(desc(applications.createdAt), desc(applications.id));
    },

    async logAccess(entry: typeof resumeAccessLog.$inferInsert) {
      await db.insert(resumeAccessLog).values(entry);
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

    /**
     * The approved applications (hires) with when they were approved and the vacancy's unit, for the quota page:
     * every one, or only those of candidates who declared a disability in their resume (`pcd`), or only those to
     * vacancies of a program (`program`).
     */
    async approvals(filter: { pcd?: boolean; program?: VacancyProgram; since?: Date | undefined }) {
      return db
        .select({
          userId: applications.userId,
          unitId: vacancies.unitId,
          approvedAt: sql<Date>`max(${applicationEvents.createdAt})`.mapWith((value) => new Date(value)),
        })
        .from(applications)
        .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .innerJoin(
          applicationEvents,
          and(
            eq(applicationEvents.applicationId, applications.id),
            eq(applicationEvents.toStatus, 'approved'),
          ),
        )
        .leftJoin(resumeBasicInformation, eq(resumeBasicInformation.userId, applications.userId))
        .where(
          and(
            eq(applications.status, 'approved'),
            filter.pcd ? eq(resumeBasicInformation.pcd, true) : undefined,
            filter.program ? eq(vacancies.program, filter.program) : undefined,
          ),
        )
        .groupBy(applications.id, applications.userId, vacancies.unitId)
        .having(
          filter.since
            ? sql`max(${applicationEvents.createdAt}) >= ${filter.since.toISOString()}::timestamptz`
            : undefined,
        );
    },

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
  };
}

export interface ApplicationsRepository extends ReturnType<typeof applicationQueries> {
  /** Runs `work` in one transaction with this repository bound to it (`tx` for what other modules write with it). */
  transaction<T>(work: (repository: ApplicationsRepository, tx: Db) => Promise<T>): Promise<T>;
}

export function applicationsRepository(db: Db): ApplicationsRepository {
  return {
    ...applicationQueries(db),
    transaction: (work) => db.transaction((tx) => work(applicationsRepository(tx), tx)),
  };
}

export type ApplicationWithCandidate = NonNullable<
  Awaited<ReturnType<ApplicationsRepository['withCandidate']>>
>;
