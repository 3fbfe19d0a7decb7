import { INT32_MAX } from '@portal/contracts/input-safety';
import type {
  ApplicantsPage,
  ApplicantsQuery,
  RecruiterResume,
  RecruitingApplication,
} from '@portal/contracts/recruiting';
import {
  type APPLICATION_STATUSES,
  brasiliaDate,
  normalizeSearchText,
} from '@portal/contracts/vacancy-rules';
import { AppError } from '#server/core/errors';
import { decodeKeyset, encodeKeyset } from '#server/core/keyset-cursor';
import { localeOf } from '#server/core/translations';
import type { UnitScope } from '#server/db/unit-scope';
import { statusOf } from '#server/db/vacancy-columns';
import type { ApplicationsRepository } from './applications.repository';
import { countsOf, recruiterScreening, recruiterTimeline } from './applications.views';

/** An application id as a cursor may carry it. */
const isApplicationId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= INT32_MAX;

const applicantNotFound = () => new AppError('not_found', { detailKey: 'errors.applicantNotFound' });

/**
 * The applicants of a vacancy and the application a recruiter opens (decision 0053).
 * Scoped like the rest of recruiting: another unit's vacancy or application is not found. Every answer of `detail`
 * (it shows the candidate's whole resume) is written to the resume access log the candidate reads in the export.
 */
export function applicantsService(
  repository: ApplicationsRepository,
  /** The candidate's whole resume (the resume module's export: every section, the picture as a data URL). */
  readResume: (userId: string) => Promise<RecruiterResume>,
  now: () => Date = () => new Date(),
) {
  return {
    async page(scope: UnitScope, vacancyId: number, query: ApplicantsQuery): Promise<ApplicantsPage> {
      const position = query.cursor ? decodeKeyset(query.cursor, isApplicationId) : undefined;
      const after = position && { createdAt: position.at, id: position.id };
      const text = query.q ? normalizeSearchText(query.q) || undefined : undefined;
      const filters = { text, screening: query.screening, source: query.source };
      const rows = await repository.page(vacancyId, {
        scope,
        status: query.status,
        ...filters,
        after,
        limit: query.limit,
      });
      // No row: the vacancy has no such applicants, or it is not there for this caller (asked only then).
      if (rows.length === 0 && !(await repository.vacancyInScope(scope, vacancyId))) {
        throw new AppError('not_found', { detailKey: 'errors.vacancyNotFound' });
      }
      // A search's counts come with its page; without a text, or with no row to carry them, they are counted apart.
      const counted = rows[0]?.counts;
      const counts = counted
        ? Object.entries(counted).map(([status, n]) => ({
            status: status as (typeof APPLICATION_STATUSES)[number],
            n,
          }))
        : await repository.counts(vacancyId, filters);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map((row) => ({
          id: row.id,
          status: row.status,
          created_at: row.createdAt.toISOString(),
          candidate: row.candidate,
          screening: recruiterScreening(row.answers),
          source: row.source,
          review_requested_at: row.reviewRequestedAt?.toISOString() ?? null,
        })),
        next_cursor: rows.length > query.limit && last ? encodeKeyset({ at: last.key, id: last.id }) : null,
        counts: countsOf(counts),
      };
    },

    async detail(scope: UnitScope, recruiterId: string, id: number): Promise<RecruitingApplication> {
      const found = await repository.detail(scope, id);
      if (!found) throw applicantNotFound();
      const { application } = found;
      const { locale, ...person } = found.candidate;
      // The language the candidate reads: mails and notifications go in it, so the recruiter writes in it.
      const candidate = { ...person, language: localeOf(locale) };
      const today = brasiliaDate(now());
      const vacancyOf = (row: Pick<typeof found, 'vacancy' | 'unit'>) => ({
        id: row.vacancy.id,
        title: row.vacancy.title,
        unit: row.unit,
        status: statusOf(row.vacancy, today).status,
      });
      const events = recruiterTimeline(await repository.events([id]));
      const resume = await readResume(application.userId);
      const others = await repository.others(scope, application.userId, id);
      // Logged before the resume leaves the server: no answer without its line in the log.
      await repository.logAccess({
        applicationId: id,
        purpose: 'application',
        candidateId: application.userId,
        recruiterId,
        accessedAt: now(),
      });
      return {
        id,
        status: application.status,
        created_at: application.createdAt.toISOString(),
        vacancy: vacancyOf(found),
        candidate,
        answers: application.answers,
        screening: recruiterScreening(application.answers),
        source: application.source,
        source_detail: application.sourceDetail,
        review_requested_at: application.reviewRequestedAt?.toISOString() ?? null,
        events,
        resume,
        other_applications: others.map((other) => ({
          id: other.application.id,
          status: other.application.status,
          created_at: other.application.createdAt.toISOString(),
          vacancy: vacancyOf(other),
        })),
      };
    },

    /**
     * The LGPD export's `resume_access_log`: each time a recruiter opened the candidate's resume, why (`application`
     * or `talent_pool`, decision 0073; no application nor vacancy for the pool), and who.
     */
    async exportAccessLog(candidateId: string) {
      return (await repository.accessLogOf(candidateId)).map((row) => ({
        at: row.at.toISOString(),
        purpose: row.purpose,
        application_id: row.applicationId,
        vacancy_id: row.vacancyId,
        vacancy_title: row.vacancyTitle,
        recruiter: row.recruiterName === null ? null : { name: row.recruiterName },
      }));
    },
  };
}

export type ApplicantsService = ReturnType<typeof applicantsService>;
