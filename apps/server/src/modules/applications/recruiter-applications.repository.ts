import type { ApplicationSource } from '@portal/contracts/application-sources';
import type { ApplicationStatus, VacancyProgram } from '@portal/contracts/vacancy-rules';
import { OPEN_APPLICATION_STATUSES } from '@portal/contracts/vacancy-rules';
import { and, asc, desc, eq, inArray, like, lt, lte, ne, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import {
  applicationEvents,
  applications,
  resumeAccessLog,
  resumeAddresses,
  resumeBasicInformation,
  units,
  users,
  vacancies,
} from '#server/db/schema';
import { containsText, likePattern } from '#server/db/sql';
import { type UnitScope, withinScope } from '#server/db/unit-scope';

export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
/** A step to record: everything but the application and the statuses, which the move itself gives. */
export type NewApplicationEvent = Pick<
  typeof applicationEvents.$inferInsert,
  'actor' | 'actorId' | 'message' | 'note' | 'reason' | 'createdAt'
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
  /** Only the flagged applications (`misses`) or only the others (`meets`); counts follow it (decision 0105). */
  screening?: 'meets' | 'misses' | undefined;
  source?: ApplicationSource | undefined;
  after?: ApplicantsKey | undefined;
  limit: number;
}

/** Which parts of the applicants page query apply: each combination is one prepared statement. */
interface PageShape {
  scoped: boolean;
  text: boolean;
  screening: boolean;
  source: boolean;
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
 * One page of the applicants table (`limit` + 1 rows: the extra one tells that another page follows) and, with a
 * search text, the counts per status of every match (`counts` on each row; null without a text, or with no row).
 * With a text, the vacancy's matching applications are found once (a CTE PostgreSQL materialises: one GIN scan
 * for both the page and its counts, decision 0059); either way only the page's applications are joined to
 * candidates. Keyset on (created_at, id), newest first, on `applications_vacancy[_status]_created_idx`. The unit
 * scope is a condition of the same query, so a vacancy outside it gives no row, like a vacancy without applicants.
 * Each shape is prepared once (decision 0069: one round trip a page, and no query to build on each request).
 */
function pageQuery(db: Db, shape: PageShape) {
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
          shape.screening ? eq(applications.screeningMissed, sql.placeholder('missed')) : undefined,
          shape.source ? eq(applications.source, sql.placeholder('source')) : undefined,
          shape.scoped
            ? sql`exists (select 1 from ${vacancies} where ${vacancies.id} = ${vacancyId} and ${vacancies.unitId} = any(${sql.placeholder('units')}::int[]))`
            : undefined,
          shape.text ? like(applications.candidateSearch, sql.placeholder('pattern')) : undefined,
        ),
      ),
  );
  // Only a search counts its matches here (its GIN scan found them anyway); the screening and source filters are
  // counted apart from an index (`counts`), so their pages read just the rows they show.
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
      answers: applications.answers,
      source: applications.source,
      reviewRequestedAt: applications.reviewRequestedAt,
    })
    .from(picked)
    .innerJoin(applications, eq(applications.id, picked.id))
    .innerJoin(users, eq(users.id, picked.userId))
    .leftJoin(resumeAddresses, eq(resumeAddresses.userId, picked.userId))
    .orderBy(desc(picked.createdAt), desc(picked.id));
}

/** The applicants page's statements, each shape prepared at its first use. */
function applicantsPages(db: Db) {
  const prepared = new Map<string, ReturnType<ReturnType<typeof pageQuery>['prepare']>>();
  return function page(vacancyId: number, search: ApplicantsSearch) {
    const shape: PageShape = {
      scoped: search.scope !== 'all',
      text: Boolean(search.text),
      screening: Boolean(search.screening),
      source: Boolean(search.source),
      status: Boolean(search.status),
      after: Boolean(search.after),
    };
    const key = `applicants_page_${Object.values(shape)
      .map((on) => (on ? 1 : 0))
      .join('')}`;
    let query = prepared.get(key);
    if (!query) {
      query = pageQuery(db, shape).prepare(key);
      prepared.set(key, query);
    }
    return query.execute({
      vacancyId,
      units: search.scope === 'all' ? [] : [...search.scope],
      pattern: search.text ? likePattern(search.text) : '',
      missed: search.screening === 'misses',
      source: search.source ?? '',
      status: search.status ?? '',
      afterCreatedAt: search.after?.createdAt ?? '',
      afterId: search.after?.id ?? 0,
      limit: search.limit + 1,
    });
  };
}

/**
 * The pipeline's side (decision 0051): the moves of applications, their steps, and the applications a move reads
 * (one, a vacancy's, the closing job's).
 */
export function pipelineQueries(db: Db) {
  const withCandidates = () =>
    db
      .select(withCandidate)
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .innerJoin(users, eq(users.id, applications.userId));

  return {
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
        .innerJoin(
          applicationEvents,
          and(eq(applicationEvents.applicationId, applications.id), eq(applicationEvents.kind, 'status')),
        )
        .leftJoin(users, eq(users.id, applicationEvents.actorId))
        .where(
          and(
            inArray(applications.id, [...ids]),
            vacancyId === undefined ? undefined : eq(applications.vacancyId, vacancyId),
          ),
        )
        .orderBy(applicationEvents.applicationId, desc(applicationEvents.id));
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
  };
}

/**
 * The recruiter's screens (decisions 0053, 0059, 0069): the applicants table and its counts, the application a
 * recruiter opens with the candidate's others, the resume access log, and the hires the quota page counts.
 */
export function applicantQueries(db: Db) {
  const pages = applicantsPages(db);
  return {
    /** Whether the vacancy exists within the scope (its applicants are then the recruiter's to see). */
    async vacancyInScope(scope: UnitScope, vacancyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(and(eq(vacancies.id, vacancyId), withinScope(scope)));
      return Boolean(row);
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
    page: pages,

    /** Applicants per status that match the text, screening and source filters (whatever the status filter). */
    counts(vacancyId: number, search: Pick<ApplicantsSearch, 'text' | 'screening' | 'source'>) {
      return db
        .select({ status: applications.status, n: sql<number>`count(*)::int` })
        .from(applications)
        .where(
          and(
            eq(applications.vacancyId, vacancyId),
            search.text ? candidateMatches(search.text) : undefined,
            search.screening ? eq(applications.screeningMissed, search.screening === 'misses') : undefined,
            search.source ? eq(applications.source, search.source) : undefined,
          ),
        )
        .groupBy(applications.status);
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
            eq(applicationEvents.kind, 'status'),
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
  };
}
