import type { Locale } from '@portal/contracts/locales';
import {
  type ApplicantCounts,
  emptyApplicantCounts,
  type RecruitingApplicationEvent,
  type StatusChange,
} from '@portal/contracts/recruiting';
import type {
  RecruiterScreening,
  ScreeningAnswerRecord,
  ScreeningSummary,
} from '@portal/contracts/screening-questions';
import type { Application } from '@portal/contracts/vacancies';
import { type APPLICATION_STATUSES, isDeadlinePassed, localizedText } from '@portal/contracts/vacancy-rules';
import type { ApplicationEventRow, ApplicationsRepository } from './applications.repository';

/** The respectful sentence a candidate reads for a `not_selected_reason`, in a language. */
export type ReasonSentence = (reason: number, locale: Locale) => string;

/**
 * A step as the candidate sees it: the recruiter's internal note never leaves the server on this side, and a reason
 * for not selected is its sentence for candidates, never the dictionary's label.
 */
function candidateEvent(
  event: ApplicationEventRow,
  sentence: ReasonSentence,
  locale: Locale,
): Application['events'][number] {
  return {
    at: event.createdAt.toISOString(),
    from: event.fromStatus,
    to: event.toStatus,
    message: event.message,
    kind: event.kind,
    reason: event.reason === null ? null : sentence(event.reason, locale),
  };
}

/** The flag of an application as its candidate reads it: the missed questions and their reasons in `locale`. */
export function candidateScreening(
  answers: readonly ScreeningAnswerRecord[],
  locale: Locale,
): ScreeningSummary {
  const misses = answers.filter((answer) => !answer.meets);
  return {
    meets: misses.length === 0,
    misses: misses.map((answer) => ({
      key: answer.key,
      question: localizedText(answer.text, locale),
      reason: answer.reason ? localizedText(answer.reason, locale) : '',
    })),
  };
}

/** The same flag for a recruiter, every language kept (the intranet shows the reader's). */
export function recruiterScreening(answers: readonly ScreeningAnswerRecord[]): RecruiterScreening {
  const misses = answers.filter((answer) => !answer.meets);
  return {
    meets: misses.length === 0,
    misses: misses.map((answer) => ({
      key: answer.key,
      question: answer.text,
      reason: answer.reason ?? { 'pt-BR': '' },
    })),
  };
}

/** A timeline as the recruiter sees it: with the internal notes and the recruiter who acted. */
export function recruiterTimeline(
  rows: Awaited<ReturnType<ApplicationsRepository['events']>>,
): RecruitingApplicationEvent[] {
  return rows.map(({ event, actorName }) => ({
    at: event.createdAt.toISOString(),
    from: event.fromStatus,
    to: event.toStatus,
    message: event.message,
    note: event.note,
    actor: event.actor,
    by: event.actorId && actorName ? { id: event.actorId, name: actorName } : null,
    kind: event.kind,
    reason: event.reason,
  }));
}

/** Applicant counts per status and in total, from rows of (status, count). */
export function countsOf(
  rows: readonly { status: (typeof APPLICATION_STATUSES)[number]; n: number }[],
): ApplicantCounts {
  const counts = emptyApplicantCounts();
  for (const { status, n } of rows) {
    counts[status] += n;
    counts.total += n;
  }
  return counts;
}

/** Applicant counts of each vacancy, from rows of (vacancy, status, count). */
export function countsByVacancyOf(
  rows: readonly { vacancyId: number; status: (typeof APPLICATION_STATUSES)[number]; n: number }[],
): Map<number, ApplicantCounts> {
  const byVacancy = new Map<number, ApplicantCounts>();
  for (const { vacancyId, status, n } of rows) {
    const entry = byVacancy.get(vacancyId) ?? emptyApplicantCounts();
    entry[status] += n;
    entry.total += n;
    byVacancy.set(vacancyId, entry);
  }
  return byVacancy;
}

/** The candidate's timelines by application, each step as the candidate sees it. */
export function candidateTimelines(
  rows: Awaited<ReturnType<ApplicationsRepository['events']>>,
  sentence: ReasonSentence,
  locale: Locale,
): Map<number, Application['events']> {
  const timelines = new Map<number, Application['events']>();
  for (const { event } of rows) {
    const list = timelines.get(event.applicationId) ?? [];
    list.push(candidateEvent(event, sentence, locale));
    timelines.set(event.applicationId, list);
  }
  return timelines;
}

/** One of the candidate's applications as their list shows it, with its timeline; `at` tells whether it is still open. */
export function candidateApplication(
  { application, vacancy, unit }: Awaited<ReturnType<ApplicationsRepository['ofCandidate']>>[number],
  events: Application['events'],
  locale: Locale,
  at: Date,
): Application {
  return {
    id: application.id,
    vacancy: {
      id: vacancy.id,
      title: localizedText(vacancy.title, locale),
      city: vacancy.city,
      state: vacancy.state,
      unit: { id: unit.id, name: unit.name, city: unit.city, state: unit.state },
      open: vacancy.status === 'published' && !isDeadlinePassed(vacancy.applicationDeadline, at),
    },
    applied_at: application.createdAt.toISOString(),
    status: application.status,
    events,
    screening: candidateScreening(application.answers, locale),
    review_requested_at: application.reviewRequestedAt?.toISOString() ?? null,
  };
}

/** An application's current status and its last step, as a recruiter is told of a change (decision 0066). */
export function statusChangeOf(
  row: Awaited<ReturnType<ApplicationsRepository['lastChanges']>>[number],
): StatusChange & { id: number } {
  return {
    id: row.id,
    current_status: row.status,
    changed_at: row.at.toISOString(),
    changed_by: row.actor === 'recruiter' ? row.actorName : null,
    changed_by_actor: row.actor,
  };
}
