import type { RecruiterResume } from '@portal/contracts/recruiting';
import {
  type SavedSearch,
  TALENT_SAVED_SEARCHES_MAX,
  TALENT_SENSITIVE_FILTERS,
  type TalentCandidate,
  type TalentCandidateDetail,
  type TalentSearchFilters,
  type TalentSearchPage,
  type TalentSearchQuery,
} from '@portal/contracts/talent-pool';
import type { Permission } from '@portal/contracts/users';
import { brasiliaDate, normalizeSearchText } from '@portal/contracts/vacancy-rules';
import { AppError } from '#server/core/errors';
import { decodeKeyset, encodeKeyset } from '#server/core/keyset-cursor';
import { localeOf } from '#server/core/translations';
import { TtlCache } from '#server/core/ttl-cache';
import type {
  TalentFilters,
  TalentRow,
  TalentSearchRepository,
  TalentSummary,
} from './talent-search.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A candidate's user id as a cursor may carry it. */
const isUserId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** The PcD filters need `recruiting.sensitive` (LGPD art. 11): without it, 403 and nothing is searched. */
const sensitiveMissing = () => new AppError('forbidden', { detailKey: 'errors.sensitivePermissionMissing' });
const candidateNotFound = () => new AppError('not_found', { detailKey: 'errors.talentCandidateNotFound' });

function filtersOf(query: TalentSearchFilters): TalentFilters {
  const normal = (value: string | undefined) => (value ? normalizeSearchText(value) || undefined : undefined);
  return {
    text: normal(query.q),
    state: query.state,
    city: normal(query.city),
    education: query.education,
    course: normal(query.course),
    language: query.language,
    proficiency: query.proficiency,
    workshift: query.workshift,
    interestArea: query.interest_area,
    apprenticeEligible: query.apprentice_eligible,
    internship: query.internship,
    firstJob: query.first_job,
    updatedWithin: query.updated_within,
    pcd: query.pcd,
    disabilityType: query.disability_type,
  };
}

function itemOf(row: TalentRow, sensitive: boolean): TalentCandidate {
  return {
    id: row.id,
    name: row.name,
    locale: localeOf(row.locale),
    city: row.city,
    state: row.state,
    age: row.age === null ? null : Number(row.age),
    updated_at: `${row.key.slice(0, 23)}Z`,
    education: row.education === null ? null : Number(row.education),
    courses: row.courses ?? [],
    languages: row.languages ?? [],
    workshifts: row.workshifts,
    interest_areas: row.interest_areas,
    apprentice_eligible: row.apprentice_eligible,
    internship: row.internship,
    first_job: row.first_job,
    ...(sensitive ? { pcd: row.pcd, disability_type: row.disability_type } : {}),
  };
}

/** The filters a saved search keeps: only those given (undefined and '' are no filter). */
function keptFilters(filters: TalentSearchFilters): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | boolean
  >;
}

/** How long the total and facets of a filter set are reused (decision 0073). */
const SUMMARY_TTL_MS = 10_000;
/** Filter sets whose counts are kept at most; the oldest goes first. */
const SUMMARY_CACHE_MAX = 500;

/**
 * The recruiters' talent pool search (decision 0073): every consenting candidate with a finished resume, filtered,
 * in keyset pages with the total and the facets; the resume opened from the pool (written to the resume access log
 * with its purpose); each recruiter's saved searches. PcD data and filters only with `recruiting.sensitive`.
 */
export function talentSearchService(
  repository: TalentSearchRepository,
  /** The candidate's whole resume (the resume module's export: every section, the picture as a data URL). */
  readResume: (userId: string) => Promise<RecruiterResume>,
  /** Writes the resume's opening to the resume access log (the applications module's, decision 0073). */
  logAccess: (entry: { candidateId: string; recruiterId: string; accessedAt: Date }) => Promise<void>,
  now: () => Date,
  summaryTtlMs = SUMMARY_TTL_MS,
) {
  // The total and facets of a filter set, counted once for its pages and for the recruiters who ask the same within
  // `summaryTtlMs` (decision 0073): counting every match is the search's cost, the page itself is an index walk.
  // The page is never cached. The counts name the pool's generation they were made at (decision 0089): a candidate
  // who joins or leaves (an opt-out, a deleted account) changes it, and every instance counts again at its next
  // search; a resume edit that moves a facet shows within the TTL.
  const summaries = new TtlCache<string, Promise<TalentSummary>>({
    ttlMs: summaryTtlMs,
    max: SUMMARY_CACHE_MAX,
  });
  function summaryOf(
    generation: number,
    today: string,
    filters: TalentFilters,
    sensitive: boolean,
  ): Promise<TalentSummary> {
    const key = JSON.stringify([generation, today, sensitive, filters]);
    const hit = summaries.get(key);
    if (hit) return hit;
    const summary = repository.summary(today, filters, sensitive);
    summaries.set(key, summary);
    summary.catch(() => {
      if (summaries.peek(key)?.value === summary) summaries.delete(key);
    });
    return summary;
  }

  const isSensitive = (permissions: readonly Permission[]) => permissions.includes('recruiting.sensitive');
  const requireSensitive = (filters: TalentSearchFilters, sensitive: boolean) => {
    if (!sensitive && TALENT_SENSITIVE_FILTERS.some((name) => filters[name] !== undefined))
      throw sensitiveMissing();
  };

  return {
    async search(permissions: readonly Permission[], query: TalentSearchQuery): Promise<TalentSearchPage> {
      const sensitive = isSensitive(permissions);
      requireSensitive(query, sensitive);
      const position = query.cursor ? decodeKeyset(query.cursor, isUserId) : undefined;
      const after = position && { updatedAt: position.at, id: position.id };
      const today = brasiliaDate(now());
      const filters = filtersOf(query);
      const [rows, summary] = await Promise.all([
        repository.page(today, filters, after, query.limit),
        repository.generation().then((generation) => summaryOf(generation, today, filters, sensitive)),
      ]);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map((row) => itemOf(row, sensitive)),
        next_cursor: rows.length > query.limit && last ? encodeKeyset({ at: last.key, id: last.id }) : null,
        total: summary.total,
        facets: summary.facets as TalentSearchPage['facets'],
      };
    },

    /** A consenting candidate's resume; anyone else (never consented, withdrew, unfinished) is not found. */
    async detail(
      permissions: readonly Permission[],
      recruiterId: string,
      id: string,
    ): Promise<TalentCandidateDetail> {
      const sensitive = isSensitive(permissions);
      const today = brasiliaDate(now());
      const [row] = await repository.page(today, { id }, undefined, 1);
      if (!row) throw candidateNotFound();
      const resume = await readResume(id);
      // Logged before the resume leaves the server: no answer without its line in the log (as an application's).
      await logAccess({ candidateId: id, recruiterId, accessedAt: now() });
      const basic = resume.basic_information;
      let basicInformation: TalentCandidateDetail['resume']['basic_information'] = basic;
      if (basic && !sensitive) {
        const { pcd: _pcd, disability_type: _type, ...rest } = basic;
        basicInformation = rest;
      }
      return {
        candidate: itemOf(row, sensitive),
        resume: { ...resume, basic_information: basicInformation },
      };
    },

    async savedSearches(recruiterId: string): Promise<SavedSearch[]> {
      return (await repository.savedSearches(recruiterId)).map((row) => ({
        id: row.id,
        name: row.name,
        query: row.query as SavedSearch['query'],
        created_at: row.createdAt.toISOString(),
      }));
    },

    async saveSearch(
      permissions: readonly Permission[],
      recruiterId: string,
      body: { name: string; query: TalentSearchFilters },
    ): Promise<SavedSearch> {
      requireSensitive(body.query, isSensitive(permissions));
      const row = await repository.saveSearch(
        { recruiterId, name: body.name, query: keptFilters(body.query), createdAt: now() },
        TALENT_SAVED_SEARCHES_MAX,
      );
      if (!row)
        throw new AppError('limit_reached', {
          detailKey: 'errors.savedSearchesLimit',
          params: { max: TALENT_SAVED_SEARCHES_MAX },
        });
      return {
        id: row.id,
        name: row.name,
        query: row.query as SavedSearch['query'],
        created_at: row.createdAt.toISOString(),
      };
    },

    async deleteSearch(recruiterId: string, id: number): Promise<void> {
      if (!(await repository.deleteSearch(recruiterId, id)))
        throw new AppError('not_found', { detailKey: 'errors.savedSearchNotFound' });
    },
  };
}

export type TalentSearchService = ReturnType<typeof talentSearchService>;
