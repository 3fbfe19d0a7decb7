import {
  APPRENTICE_AGE,
  TALENT_CITY_FACET_MAX,
  TALENT_UPDATED_WITHIN_DAYS,
} from '@portal/contracts/talent-pool';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { talentPoolGeneration, talentSavedSearches } from '#server/db/schema';
import { containsText } from '#server/db/sql';

/** Where a page of the search resumes: the last row of the previous one (last update, newest first; then id). */
export interface TalentKey {
  /** `resume_updated_at` to the microsecond, ISO 8601 in UTC. */
  updatedAt: string;
  id: string;
}

/** The filters as the repository applies them: texts already normalised with contracts' `normalizeSearchText`. */
export interface TalentFilters {
  text?: string | undefined;
  state?: string | undefined;
  city?: string | undefined;
  education?: number | undefined;
  course?: string | undefined;
  language?: number | undefined;
  proficiency?: number | undefined;
  workshift?: number | undefined;
  interestArea?: number | undefined;
  apprenticeEligible?: boolean | undefined;
  internship?: boolean | undefined;
  firstJob?: boolean | undefined;
  /** The resume updated within so many days of now. */
  updatedWithin?: number | undefined;
  pcd?: boolean | undefined;
  disabilityType?: number | undefined;
  /** One candidate only (the resume a recruiter opens). */
  id?: string | undefined;
}

export interface TalentRow {
  id: string;
  name: string;
  locale: string;
  city: string | null;
  state: string | null;
  age: number | null;
  key: string;
  education: number | null;
  courses: string[] | null;
  languages: { language: number; proficiency_level: number }[] | null;
  workshifts: number[];
  interest_areas: number[];
  apprentice_eligible: boolean;
  internship: boolean;
  first_job: boolean | null;
  pcd: boolean | null;
  disability_type: number | null;
}

export type FacetValue = string | number | boolean;
export interface TalentSummary {
  total: number;
  facets: Record<string, { value: FacetValue; count: number }[]>;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Every consenting candidate (a `talent_pool_members` row: decision 0070) with a finished resume, as the search
 * document of the member row holds it (decision 0073: the triggers copy the resume's fields, so this reads one
 * table); `today` is Brasília's date ('yyyy-MM-dd'), for the apprentice age.
 */
function pool(today: string) {
  return sql`
    SELECT m.user_id, m.search_text, m.resume_updated_at, m.birthdate, m.pcd, m.disability_type, m.state, m.city,
           m.city_key, m.workshifts, m.interest_areas, m.internship, m.first_job, m.education, m.languages,
           m.courses_text,
           (m.young_apprentice
              AND m.birthdate <= ${today}::date - make_interval(years => ${APPRENTICE_AGE.min}::integer)
              AND m.birthdate > ${today}::date - make_interval(years => ${APPRENTICE_AGE.max + 1}::integer)) IS TRUE
             AS apprentice_eligible
      FROM talent_pool_members m
     WHERE m.finished`;
}

/** A language held at `proficiency` or better (`languages` holds `language * 100 + level`). */
const languageHeld = (f: TalentFilters) =>
  sql`x / 100 ${f.language !== undefined ? sql`= ${f.language}::integer` : sql`> 0`} AND x % 100 >= ${
    f.proficiency ?? 0
  }::integer`;

/** A resume updated within `days` of now (the database's clock, the one its triggers stamp updates with). */
const updatedWithin = (column: SQL, days: number | SQL) =>
  sql`${column} >= now() - make_interval(days => ${days}::integer)`;

/** The conditions of the filters, on the columns of {@link pool} (as `p`). */
function conditions(f: TalentFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.id) parts.push(sql`p.user_id = ${f.id}::uuid`);
  // The stored document and its trigram index (decision 0073).
  if (f.text) parts.push(containsText(sql`p.search_text`, f.text));
  if (f.state) parts.push(sql`p.state = ${f.state}`);
  if (f.city) parts.push(sql`p.city_key = ${f.city}`);
  if (f.education !== undefined) parts.push(sql`p.education >= ${f.education}::integer`);
  if (f.course) parts.push(containsText(sql`p.courses_text`, f.course));
  if (f.language !== undefined || f.proficiency !== undefined)
    parts.push(sql`EXISTS (SELECT 1 FROM unnest(p.languages) AS x WHERE ${languageHeld(f)})`);
  if (f.workshift !== undefined) parts.push(sql`p.workshifts @> ARRAY[${f.workshift}::integer]`);
  if (f.interestArea !== undefined) parts.push(sql`p.interest_areas @> ARRAY[${f.interestArea}::integer]`);
  if (f.apprenticeEligible !== undefined) parts.push(sql`p.apprentice_eligible = ${f.apprenticeEligible}`);
  if (f.internship !== undefined) parts.push(sql`p.internship = ${f.internship}`);
  if (f.firstJob !== undefined) parts.push(sql`p.first_job = ${f.firstJob}`);
  if (f.updatedWithin !== undefined) parts.push(updatedWithin(sql`p.resume_updated_at`, f.updatedWithin));
  if (f.pcd !== undefined) parts.push(f.pcd ? sql`p.pcd IS TRUE` : sql`p.pcd IS NOT TRUE`);
  if (f.disabilityType !== undefined) parts.push(sql`p.disability_type = ${f.disabilityType}::integer`);
  return sql.join(parts, sql` AND `);
}

/** `WITH matched AS MATERIALIZED (…)`: the candidates that pass the filters, found once for the total and facets. */
const matched = (today: string, f: TalentFilters) =>
  sql`WITH matched AS MATERIALIZED (SELECT p.* FROM (${pool(today)}) p WHERE ${conditions(f)})`;

/** One facet: how many of the matched hold each value, the most frequent first (`limit` values at most). */
const facet = (values: SQL, limit?: number) =>
  sql`(SELECT coalesce(json_agg(json_build_object('value', f.v, 'count', f.n) ORDER BY f.n DESC, f.v), '[]'::json)
         FROM (${values} ORDER BY n DESC, v${limit ? sql` LIMIT ${limit}::integer` : sql``}) f)`;
const column = (name: string) =>
  sql`SELECT ${sql.raw(name)} AS v, count(*)::int AS n FROM matched WHERE ${sql.raw(name)} IS NOT NULL GROUP BY 1`;
/**
 * Each choice of the 'last update' filter with how many of the matched were updated within it: one pass over the
 * matched set, one count per choice.
 */
const updatedWithinCounts = sql`SELECT x.v, x.n
    FROM (SELECT ${sql.join(
      TALENT_UPDATED_WITHIN_DAYS.map(
        (days) => sql`count(*) FILTER (WHERE ${updatedWithin(sql`resume_updated_at`, days)})::int`,
      ),
      sql`, `,
    )} FROM matched) AS c(${sql.raw(TALENT_UPDATED_WITHIN_DAYS.map((days) => `d${days}`).join(', '))}),
    LATERAL (VALUES ${sql.join(
      TALENT_UPDATED_WITHIN_DAYS.map((days) => sql`(${days}::integer, ${sql.raw(`c.d${days}`)})`),
      sql`, `,
    )}) AS x(v, n)
   WHERE x.n > 0`;
const unnested = (name: string) =>
  sql`SELECT x AS v, count(*)::int AS n FROM matched, unnest(matched.${sql.raw(name)}) AS x GROUP BY 1`;

/** The talent pool search's queries (decision 0073) and its saved searches. */
export function talentSearchRepository(db: Db) {
  return {
    /**
     * One page (`limit` + 1 rows: the extra one tells that another page follows), newest resume update first, keyset
     * on (resume_updated_at, user_id).
     */
    page(today: string, f: TalentFilters, after: TalentKey | undefined, limit: number) {
      return rows<TalentRow>(
        db,
        // Not the materialised set of the summary: filtered, ordered and limited in one pass, so PostgreSQL walks
        // the last-update index and stops at the page's end (decision 0073).
        sql`SELECT p.user_id AS id, u.name, u.locale, p.city, p.state,
                 CASE WHEN p.birthdate IS NULL THEN NULL
                      ELSE date_part('year', age(${today}::date, p.birthdate))::int END AS age,
                 to_char(p.resume_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS key,
                 p.education,
                 (SELECT array_agg(d.course ORDER BY d.id) FROM resume_degrees d WHERE d.user_id = p.user_id) AS courses,
                 (SELECT json_agg(json_build_object('language', l.language, 'proficiency_level', l.proficiency_level)
                                  ORDER BY l.language)
                    FROM resume_languages l WHERE l.user_id = p.user_id) AS languages,
                 p.workshifts, p.interest_areas, p.apprentice_eligible, p.internship, p.first_job,
                 p.pcd, p.disability_type
            FROM (${pool(today)}) p
            JOIN users u ON u.id = p.user_id
           WHERE ${conditions(f)} AND ${
             after
               ? sql`(p.resume_updated_at, p.user_id) < (${after.updatedAt}::timestamptz, ${after.id}::uuid)`
               : sql`true`
           }
           ORDER BY p.resume_updated_at DESC, p.user_id DESC
           LIMIT ${limit + 1}::integer`,
      );
    },

    /** The pool's membership generation (decision 0089): it changes with every join and leave, once committed. */
    async generation(): Promise<number> {
      const [row] = await db
        .select({ generation: talentPoolGeneration.generation })
        .from(talentPoolGeneration);
      return row?.generation ?? 0;
    },

    /**
     * How many candidates pass the filters, and the facets over them (every filter applied, decision 0073); the PcD
     * facets only when asked (`sensitive`).
     */
    async summary(today: string, f: TalentFilters, sensitive: boolean): Promise<TalentSummary> {
      const languages = sql`SELECT x / 100 AS v, count(*)::int AS n
          FROM matched, unnest(matched.languages) AS x WHERE x % 100 >= ${f.proficiency ?? 0}::integer GROUP BY 1`;
      const [row] = await rows<{ total: number } & TalentSummary['facets']>(
        db,
        sql`${matched(today, f)}
          SELECT (SELECT count(*)::int FROM matched) AS total,
                 ${facet(column('state'))} AS state,
                 ${facet(column('city'), TALENT_CITY_FACET_MAX)} AS city,
                 ${facet(column('education'))} AS education,
                 ${facet(languages)} AS language,
                 ${facet(unnested('workshifts'))} AS workshift,
                 ${facet(unnested('interest_areas'))} AS interest_area,
                 ${facet(column('apprentice_eligible'))} AS apprentice_eligible,
                 ${facet(column('internship'))} AS internship,
                 ${facet(column('first_job'))} AS first_job,
                 ${facet(updatedWithinCounts)} AS updated_within
                 ${
                   sensitive
                     ? sql`, ${facet(column('pcd'))} AS pcd, ${facet(column('disability_type'))} AS disability_type`
                     : sql``
                 }`,
      );
      const { total, ...facets } = row!;
      return { total: Number(total), facets };
    },

    savedSearches(recruiterId: string) {
      return db
        .select()
        .from(talentSavedSearches)
        .where(eq(talentSavedSearches.recruiterId, recruiterId))
        .orderBy(asc(talentSavedSearches.id));
    },

    /**
     * Saves a search unless the recruiter already keeps `max`: counted and inserted in one transaction that first
     * locks the recruiter's user row, so concurrent saves of one recruiter run one after another on every instance
     * (decision 0073). Undefined when the limit is reached.
     */
    async saveSearch(
      entry: { recruiterId: string; name: string; query: Record<string, unknown>; createdAt: Date },
      max: number,
    ) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM users WHERE id = ${entry.recruiterId}::uuid FOR UPDATE`);
        const [kept] = await tx
          .select({ n: count() })
          .from(talentSavedSearches)
          .where(eq(talentSavedSearches.recruiterId, entry.recruiterId));
        if ((kept?.n ?? 0) >= max) return undefined;
        const [row] = await tx.insert(talentSavedSearches).values(entry).returning();
        return row;
      });
    },

    /** Deletes one of the recruiter's saved searches; false when the recruiter has none with that id. */
    async deleteSearch(recruiterId: string, id: number) {
      const deleted = await db
        .delete(talentSavedSearches)
        .where(and(eq(talentSavedSearches.id, id), eq(talentSavedSearches.recruiterId, recruiterId)))
        .returning({ id: talentSavedSearches.id });
      return deleted.length > 0;
    },
  };
}

export type TalentSearchRepository = ReturnType<typeof talentSearchRepository>;
