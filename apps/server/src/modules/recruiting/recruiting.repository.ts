import type { VacancyStatus } from '@portal/contracts/recruiting';
import { type ApplicationStatus, OPEN_APPLICATION_STATUSES } from '@portal/contracts/vacancy-rules';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  like,
  lt,
  lte,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applications, resumeAccessLog, resumeAddresses, units, users, vacancies } from '../../db/schema';
import type { UnitScope } from '../../plugins/permissions';
import {
  applicationEventsOf,
  moveApplication,
  type NewVacancy,
  type UnitRow,
  type VacancyRow,
} from '../vacancies/vacancies.repository';

export interface RecruitingSearch {
  /** The status as the recruiter sees it (see `hasStatus`). */
  status?: VacancyStatus | undefined;
  /** Already normalised (accent- and case-free). */
  text?: string | undefined;
  unitId?: number | undefined;
}

export type VacancyChanges = Partial<Omit<NewVacancy, 'id' | 'createdBy' | 'createdAt'>>;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The condition that keeps a query within the caller's units. */
function withinScope(scope: UnitScope): SQL | undefined {
  return scope === 'all' ? undefined : inArray(vacancies.unitId, [...scope]);
}

/**
 * Whether a vacancy is in `status` as the recruiter sees it on `today`: a published vacancy past its deadline is
 * closed (a deadline closes a vacancy by itself, with no job to run and nothing to miss), as the public side, which
 * stops listing it that day, already treats it.
 */
export function hasStatus(status: VacancyStatus, today: string): SQL {
  const expired = and(eq(vacancies.status, 'published'), lt(vacancies.applicationDeadline, today))!;
  if (status === 'draft') return eq(vacancies.status, 'draft');
  if (status === 'closed') return or(eq(vacancies.status, 'closed'), expired)!;
  return and(eq(vacancies.status, 'published'), gte(vacancies.applicationDeadline, today))!;
}

/** The recruiters' side of vacancies (issue 11): every query is limited to the caller's units. */
export function recruitingRepository(db: Db) {
  return {
    async list(
      scope: UnitScope,
      search: RecruitingSearch,
      today: string,
    ): Promise<{ vacancy: VacancyRow; unit: UnitRow }[]> {
      const conditions = [withinScope(scope)];
      if (search.status) conditions.push(hasStatus(search.status, today));
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

/** An application with what a status change needs: its vacancy's title and the candidate to tell. */
const applicationWithCandidate = {
  application: applications,
  vacancyTitle: vacancies.title,
  candidate: { id: users.id, email: users.email, name: users.name, locale: users.locale },
};

/** The pipeline's queries (decision 0051): an application is within the scope through its vacancy's unit. */
export function pipelineRepository(db: Db) {
  const select = () =>
    db
      .select(applicationWithCandidate)
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .innerJoin(users, eq(users.id, applications.userId));
  return {
    async find(scope: UnitScope, id: number) {
      const [row] = await select().where(and(eq(applications.id, id), withinScope(scope)));
      return row;
    },

    /** These applications of this vacancy (others' ids are left out). */
    ofVacancy(vacancyId: number, ids: number[]) {
      return select().where(and(eq(applications.vacancyId, vacancyId), inArray(applications.id, ids)));
    },

    /**
     * Open applications of vacancies closed on or before `closedBy` (a closed vacancy by its `closed_at`, a published
     * one past its deadline since the end of its last day in Brasília, as `statusOf` sees it), oldest first.
     */
    staleOpen(closedBy: Date, closedByDay: string, limit: number) {
      return select()
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

    move: (...args: Parameters<typeof moveApplication> extends [Db, ...infer R] ? R : never) =>
      moveApplication(db, ...args),

    events: (ids: number[]) => applicationEventsOf(db, ids),
  };
}

export type PipelineRepository = ReturnType<typeof pipelineRepository>;

/** Where the applicants table resumes: the last row of the previous page (newest first). */
export interface ApplicantsKey {
  /** The row's `created_at` to the microsecond, ISO 8601 in UTC (as `keyOf` writes it). */
  createdAt: string;
  id: number;
}

export interface ApplicantsSearch {
  status?: ApplicationStatus | undefined;
  /** Already normalised with contracts' `normalizeSearchText`. */
  text?: string | undefined;
  after?: ApplicantsKey | undefined;
  limit: number;
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
function candidateMatches(text: string): SQL {
  return like(applications.candidateSearch, `%${escapeLike(text)}%`);
}

/**
 * The applicants table and the application a recruiter opens (issue 11 points 3 and 7, decision 0053). Every query
 * of the applicants table is here, in one place: the page (keyset on (created_at, id), newest first, on the indexes
 * `applications_vacancy[_status]_created_idx`) and the counts per status. The caller has checked the vacancy is in
 * the recruiter's units; a deleted candidate's applications are gone with the account (ON DELETE CASCADE).
 */
export function applicantsRepository(db: Db) {
  const candidate = {
    name: users.name,
    email: users.email,
    city: resumeAddresses.city,
    state: resumeAddresses.state,
  };
  const vacancyOf = { vacancy: vacancies, unit: { id: units.id, name: units.name } };
  return {
    /**
     * One page (`limit` + 1 rows: the extra one tells that another page follows) and, with a search text, the
     * counts per status of every match (`counts` on each row; null without a text, or with no row). With a text,
     * the vacancy's matching applications are found once (a CTE PostgreSQL materialises: one GIN scan for both
     * the page and its counts, decision 0059); either way only the page's applications are joined to candidates.
     */
    page(vacancyId: number, search: ApplicantsSearch) {
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
              search.text ? candidateMatches(search.text) : undefined,
            ),
          ),
      );
      const counts = search.text
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
            search.status ? eq(matched.status, search.status) : undefined,
            search.after
              ? sql`(${matched.createdAt}, ${matched.id}) < (${search.after.createdAt}::timestamptz, ${search.after.id}::integer)`
              : undefined,
          ),
        )
        .orderBy(desc(matched.createdAt), desc(matched.id))
        .limit(search.limit + 1)
        .as('picked');
      return db
        .select({
          id: picked.id,
          status: picked.status,
          createdAt: picked.createdAt,
          key: picked.key,
          counts: picked.counts,
          candidate,
        })
        .from(picked)
        .innerJoin(users, eq(users.id, picked.userId))
        .leftJoin(resumeAddresses, eq(resumeAddresses.userId, picked.userId))
        .orderBy(desc(picked.createdAt), desc(picked.id));
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
    async find(scope: UnitScope, id: number) {
      const [row] = await db
        .select({ application: applications, ...vacancyOf, candidate })
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
        .select({ application: applications, ...vacancyOf })
        .from(applications)
        .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .innerJoin(units, eq(units.id, vacancies.unitId))
        .where(and(eq(applications.userId, userId), ne(applications.id, exceptId), withinScope(scope)))
        .orderBy(desc(applications.createdAt), desc(applications.id));
    },

    events: (id: number) => applicationEventsOf(db, [id]),

    async logAccess(entry: typeof resumeAccessLog.$inferInsert) {
      await db.insert(resumeAccessLog).values(entry);
    },

    /** The candidate's resume access log for the LGPD export: when, which application and vacancy, and who. */
    accessLogOf(candidateId: string) {
      return db
        .select({
          at: resumeAccessLog.accessedAt,
          applicationId: resumeAccessLog.applicationId,
          vacancyId: applications.vacancyId,
          vacancyTitle: vacancies.title,
          recruiterName: users.name,
        })
        .from(resumeAccessLog)
        .innerJoin(applications, eq(applications.id, resumeAccessLog.applicationId))
        .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
        .leftJoin(users, eq(users.id, resumeAccessLog.recruiterId))
        .where(eq(resumeAccessLog.candidateId, candidateId))
        .orderBy(asc(resumeAccessLog.accessedAt), asc(resumeAccessLog.id));
    },
  };
}

export type ApplicantsRepository = ReturnType<typeof applicantsRepository>;
