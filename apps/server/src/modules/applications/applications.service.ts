import type { Locale } from '@portal/contracts/locales';
import type {
  ApplicantCounts,
  ApplicationStatusBody,
  BulkNotSelectedBody,
  BulkStatusBody,
  RecruitingApplicationStatus,
  StatusChange,
} from '@portal/contracts/recruiting';
import {
  meetsRequirement,
  SCREENING_PROBLEM_MESSAGES,
  type ScreeningAnswer,
  screeningAnswerProblems,
  screeningNumber,
} from '@portal/contracts/screening';
import type { ScreeningAnswerRecord, ScreeningQuestion } from '@portal/contracts/screening-questions';
import type { Application, ApplyBody } from '@portal/contracts/vacancies';
import {
  type ApplicationStatus,
  brasiliaDate,
  canMoveApplication,
  isDeadlinePassed,
  localizedText,
  OPEN_APPLICATION_STATUSES,
} from '@portal/contracts/vacancy-rules';
import { AppError } from '#server/core/errors';
import type { UnitScope } from '#server/db/unit-scope';
import type { ApplicationNotices, StatusNotice } from './application-notice';
import type { ApplicationsRepository, ApplicationWithCandidate } from './applications.repository';
import {
  candidateApplication,
  candidateTimelines,
  countsByVacancyOf,
  type ReasonSentence,
  recruiterTimeline,
  statusChangeOf,
} from './applications.views';
import type { ReviewNotices } from './review-notice';

/** What applying needs from the other areas: the vacancy open for applications, and the candidate's resume. */
export interface ApplicationsDependencies {
  /** The published vacancy (404 `not_found` otherwise) with its deadline. */
  openVacancy(id: number): Promise<{ applicationDeadline: string }>;
  /** The respectful sentence a candidate reads for a `not_selected_reason`. */
  reasonSentence: ReasonSentence;
  /** Whether the candidate finished the resume; undefined when the user is no candidate. */
  resumeFinished(userId: string): Promise<boolean | undefined>;
  /** The courteous message of an application the closing job ends, in the candidate's language. */
  closingMessage(locale: string): string;
}

const applicationNotFound = () => new AppError('not_found', { detailKey: 'errors.applicationNotFound' });
const vacancyNotFound = () => new AppError('not_found', { detailKey: 'errors.vacancyNotFound' });

type Actor = { actor: 'candidate' | 'recruiter' | 'system'; actorId: string | null };

/**
 * The 409 `status_changed` of an application whose status is no longer the one the recruiter saw: the current status
 * and its last step (who, when) as extension members, and a detail in the caller's language that names them.
 */
function statusChangedError(change: StatusChange & { id: number }): AppError {
  const { id: _, ...extensions } = change;
  const by =
    change.changed_by_actor === 'recruiter'
      ? change.changed_by
        ? 'Recruiter'
        : 'UnknownRecruiter'
      : change.changed_by_actor === 'candidate'
        ? 'Candidate'
        : 'System';
  return new AppError('status_changed', {
    detailKey: `errors.statusChangedBy${by}`,
    params: { name: change.changed_by },
    paramKeys: { status: `errors.applicationStatuses.${change.current_status}` },
    extensions,
  });
}

/** The question of `key` named in `locale` (the key itself for a question the vacancy does not ask). */
function questionName(questions: readonly ScreeningQuestion[], key: string, locale: Locale): string {
  const question = questions.find((q) => q.key === key);
  return question ? localizedText(question.text, locale) : key;
}

/**
 * An application's answers as stored (decision 0105): each answered question with the texts the candidate read,
 * the value as the rule reads it, and whether it meets the requirement (with its reason when not). Answers that
 * cannot be taken are a 400 naming each question in the caller's language; nothing is written then.
 */
export function screen(
  questions: readonly ScreeningQuestion[],
  answers: readonly ScreeningAnswer[],
  locale: Locale,
): { answers: ScreeningAnswerRecord[]; screeningMissed: boolean } {
  const problems = screeningAnswerProblems(questions, answers);
  if (problems.length > 0) {
    const errors = problems.map(({ key, problem }) => ({
      field: `answers.${key}`,
      message: SCREENING_PROBLEM_MESSAGES[problem],
      params: { question: questionName(questions, key, locale) },
    }));
    throw new AppError('validation_failed', {
      detailKey: errors[0]!.message,
      params: errors[0]!.params,
      errors,
    });
  }
  const given = new Map(answers.map((answer) => [answer.key, answer.value]));
  const records: ScreeningAnswerRecord[] = [];
  for (const question of questions) {
    const value = given.get(question.key);
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue;
    const stored =
      question.kind === 'number'
        ? (screeningNumber(value) ?? 0)
        : question.kind === 'yes_no'
          ? value === true || value === 'yes'
            ? 'yes'
            : 'no'
          : String(value).trim();
    const meets = meetsRequirement(question, value);
    const option = question.options?.find((o) => o.key === stored);
    records.push({
      key: question.key,
      kind: question.kind,
      text: question.text,
      value: stored,
      ...(option ? { option_text: option.text } : {}),
      ...(question.unit ? { unit: question.unit } : {}),
      meets,
      ...(!meets && question.requirement ? { reason: question.requirement.reason } : {}),
    });
  }
  return { answers: records, screeningMissed: records.some((record) => !record.meets) };
}

/**
 * The candidate's side of the applications: applying (with the screening answers), the review request, withdrawing
 * and the candidate's own list with its timelines.
 */
function candidateSide(
  repository: ApplicationsRepository,
  reviewNotices: ReviewNotices,
  dependencies: ApplicationsDependencies,
  now: () => Date,
) {
  /** The candidate's own move (withdraw, or apply again after withdrawing): the step, and no notice to themselves. */
  function candidateMove(id: number, from: ApplicationStatus, to: ApplicationStatus) {
    return repository.transaction(async (repo) => {
      const [moved] = await repo.moveAll([{ id, from: [from] }], to);
      if (moved)
        await repo.recordSteps([
          {
            actor: 'candidate',
            actorId: null,
            message: null,
            note: null,
            createdAt: now(),
            applicationId: id,
            from,
            to,
          },
        ]);
      return Boolean(moved);
    });
  }

  /** The candidate's applications, newest first, each with its timeline as the candidate sees it. */
  async function ofCandidate(userId: string, locale: Locale): Promise<Application[]> {
    const rows = await repository.ofCandidate(userId);
    const timelines = candidateTimelines(
      await repository.events(rows.map((r) => r.application.id)),
      dependencies.reasonSentence,
      locale,
    );
    return rows.map((row) =>
      candidateApplication(row, timelines.get(row.application.id) ?? [], locale, now()),
    );
  }

  return {
    ofCandidate,

    /** Whether the candidate has an application here that is not withdrawn (a withdrawn one may apply again). */
    async hasApplied(userId: string, vacancyId: number): Promise<boolean> {
      const application = await repository.own(userId, vacancyId);
      return Boolean(application && application.status !== 'withdrawn');
    },

    /**
     * Applies once: a second call returns the same application (created: false). Applying again after withdrawing
     * makes the application received again with the new answers (a step of its timeline), while the vacancy still
     * takes applications. The answers are checked against the vacancy's questions (a 400 naming the question for an
     * answer that cannot be taken); one that misses a requirement is taken and flags the application, which a person
     * decides on (issue 29: nothing here refuses or moves an application because of an answer).
     */
    async apply(userId: string, body: ApplyBody, locale: Locale) {
      const vacancy = await dependencies.openVacancy(body.vacancy_id);
      if (isDeadlinePassed(vacancy.applicationDeadline, now())) throw new AppError('deadline_passed');
      const finished = await dependencies.resumeFinished(userId);
      if (finished === undefined) throw new AppError('forbidden', { detailKey: 'errors.notACandidate' });
      if (!finished) throw new AppError('resume_not_finished');
      const { application, created } = await repository.apply(
        userId,
        body.vacancy_id,
        now(),
        (questions) => ({
          ...screen(questions, body.answers, locale),
          source: body.source,
          sourceDetail: body.source === 'external' ? body.source_detail || null : null,
        }),
      );
      const [mine] = (await ofCandidate(userId, locale)).filter((a) => a.id === application.id);
      return { application: mine!, created };
    },

    /**
     * The candidate asks for a review of their flagged application, once (409 `review_already_requested` after):
     * a step of its timeline, and the vacancy's recruiters are told (bell and mail) in the same transaction. Another
     * candidate's application is not found; one that is not flagged, or withdrawn, has nothing to review (409
     * `invalid_transition`). The answer to it is a recruiter's status change with a message.
     */
    async requestReview(userId: string, applicationId: number, message: string, locale: Locale) {
      const told: string[] = [];
      const recorded = await repository.requestReview(
        userId,
        applicationId,
        message,
        now(),
        async (tx, found) => {
          told.length = 0;
          told.push(...found.recruiters.map((r) => r.id));
          await reviewNotices.write(tx, found, message);
        },
      );
      if (!recorded) {
        const own = await repository.ownById(userId, applicationId);
        if (!own) throw applicationNotFound();
        if (own.reviewRequestedAt) throw new AppError('review_already_requested');
        throw new AppError('invalid_transition', { detailKey: 'errors.reviewNotFlagged' });
      }
      await reviewNotices.sent(told);
      const [mine] = (await ofCandidate(userId, locale)).filter((a) => a.id === applicationId);
      return mine!;
    },

    /**
     * Withdraws the candidate's own application (it stays, as `withdrawn`, with its timeline: decision 0051);
     * another candidate's is never found. Withdrawing twice is no error; an answered application cannot be withdrawn.
     */
    async withdraw(userId: string, vacancyId: number): Promise<void> {
      for (;;) {
        const application = await repository.own(userId, vacancyId);
        if (!application) throw applicationNotFound();
        if (application.status === 'withdrawn') return;
        if (!canMoveApplication('candidate', application.status, 'withdrawn')) {
          throw new AppError('invalid_transition');
        }
        // A recruiter moved it meanwhile: decide again on its new status.
        if (await candidateMove(application.id, application.status, 'withdrawn')) return;
      }
    },
  };
}

/**
 * The life of an application (decision 0051), in one place: the candidate applies and withdraws, recruiters move it
 * through the pipeline, the closing job answers what is left open, and every move by someone else is told to the
 * candidate. Which status may follow which is `canMoveApplication` (contracts); every change is a conditional UPDATE
 * plus its event in one transaction, so concurrent changes leave one consistent chain, and the candidate's notice (mail
 * and notification) is written in that same transaction (decision 0060).
 */
export function applicationsService(
  repository: ApplicationsRepository,
  notices: ApplicationNotices,
  reviewNotices: ReviewNotices,
  dependencies: ApplicationsDependencies,
  now: () => Date = () => new Date(),
) {
  /**
   * Moves these found applications to `to` in one transaction, each only from a status in `fromOf(it)` (by default
   * the one it was found in), and writes the notices of those that moved: four statements whatever their number (the
   * moves, their steps, the mails, the notifications). The others (the rules refuse, or a concurrent change got there
   * first) are left out. Answers the ids of those moved.
   */
  async function moveAll(
    found: ApplicationWithCandidate[],
    to: ApplicationStatus,
    by: Actor,
    text: (found: ApplicationWithCandidate) => {
      message: string | null;
      note: string | null;
      reason?: number | null;
    },
    fromOf: (found: ApplicationWithCandidate) => readonly ApplicationStatus[] = (f) => [f.application.status],
  ): Promise<number[]> {
    const movable = found.filter((f) => canMoveApplication(by.actor, f.application.status, to));
    if (!movable.length) return [];
    const byId = new Map(movable.map((f) => [f.application.id, f]));
    const at = now();
    const told: StatusNotice[] = [];
    const moved = await repository.transaction(async (repo, tx) => {
      told.length = 0; // a transaction retried after a deadlock (decision 0066) starts again
      const rows = await repo.moveAll(
        movable.map((f) => ({ id: f.application.id, from: fromOf(f) })),
        to,
      );
      const steps = rows.map((row) => {
        const f = byId.get(row.id)!;
        const words = text(f);
        told.push({
          applicationId: row.id,
          candidate: f.candidate,
          vacancyTitle: f.vacancyTitle,
          status: to,
          message: words.message,
          reason: words.reason ?? null,
        });
        return {
          ...by,
          message: words.message,
          note: words.note,
          reason: words.reason ?? null,
          createdAt: at,
          applicationId: row.id,
          from: row.from,
          to,
        };
      });
      await repo.recordSteps(steps);
      await notices.write(tx, told);
      return rows.map((row) => row.id);
    });
    await notices.sent(told);
    return moved;
  }

  /** What a recruiter is told of applications whose status is not the one they saw (decision 0066). */
  async function changesOf(
    vacancyId: number | undefined,
    ids: number[],
  ): Promise<(StatusChange & { id: number })[]> {
    return (await repository.lastChanges(vacancyId, ids)).map(statusChangeOf);
  }

  /**
   * The 409 `status_changed` of an application (`statusChangedError`); 404 when it is gone meanwhile (its candidate
   * deleted the account).
   */
  async function statusChanged(id: number): Promise<AppError> {
    const [change] = await changesOf(undefined, [id]);
    return change ? statusChangedError(change) : applicationNotFound();
  }

  /**
   * Moves the applications of `vacancyId` among `items` to `to` in one transaction, each from the status the recruiter
   * saw (`from`; a bare id of an older client ends whatever open step it reached). Answers those moved, those left
   * (no longer movable, or unknown), and of those the ones whose status changed since the list was read (decision 0066).
   */
  async function bulkMove(
    scope: UnitScope,
    userId: string,
    vacancyId: number,
    to: ApplicationStatus,
    items: readonly { id: number; from: ApplicationStatus | undefined }[],
    words: { message: string | null; note: string | null; reason?: number | null },
  ) {
    if (!(await repository.vacancyInScope(scope, vacancyId))) throw vacancyNotFound();
    const seen = new Map<number, ApplicationStatus | undefined>();
    for (const item of items) if (!seen.has(item.id) || item.from !== undefined) seen.set(item.id, item.from);
    const rows = await repository.ofVacancy(vacancyId, [...seen.keys()]);
    const fromSeen = (row: ApplicationWithCandidate) => seen.get(row.application.id);
    const stale = new Set(
      rows
        .filter((row) => fromSeen(row) !== undefined && fromSeen(row) !== row.application.status)
        .map((row) => row.application.id),
    );
    const updated = await moveAll(
      rows.filter((row) => !stale.has(row.application.id)),
      to,
      { actor: 'recruiter', actorId: userId },
      () => words,
      (row) => {
        const from = fromSeen(row);
        return from === undefined ? OPEN_APPLICATION_STATUSES : [from];
      },
    );
    const done = new Set(updated);
    const skipped = [...seen.keys()].filter((id) => !done.has(id));
    // Those with a `from` that a concurrent change overtook during the move are changed too.
    for (const row of rows) {
      if (fromSeen(row) !== undefined && !done.has(row.application.id)) stale.add(row.application.id);
    }
    return { updated, skipped, changed: await changesOf(vacancyId, [...stale]) };
  }

  return {
    ...candidateSide(repository, reviewNotices, dependencies, now),

    /**
     * 404 outside the recruiter's units (or once the candidate deleted the account); 409 `status_changed` when the
     * status is no longer `from`, the one the recruiter saw (before or during the move: decision 0066), with the
     * current status and who changed it; 409 `invalid_transition` when the rules refuse the move from `from`.
     */
    async changeStatus(
      scope: UnitScope,
      userId: string,
      id: number,
      body: ApplicationStatusBody,
    ): Promise<RecruitingApplicationStatus> {
      const found = await repository.withCandidate(scope, id);
      if (!found) throw applicationNotFound();
      const expected = body.from;
      if (found.application.status !== expected) throw await statusChanged(id);
      if (!canMoveApplication('recruiter', expected, body.status)) {
        throw new AppError('invalid_transition', { detailKey: 'errors.applicationInvalidTransition' });
      }
      const by: Actor = { actor: 'recruiter', actorId: userId };
      const text = () => ({
        message: body.message ?? null,
        note: body.note ?? null,
        reason: body.reason ?? null,
      });
      const moved = await moveAll([found], body.status, by, text, () => [expected]);
      // Another change came first (or the application is gone with its candidate's account).
      if (!moved.length) throw await statusChanged(id);
      return { id, status: body.status, events: recruiterTimeline(await repository.events([id])) };
    },

    /**
     * One 'not selected' with one message for several applicants of a vacancy, in one transaction: those still in the
     * status the recruiter saw (each item's `from`; any open status for a bare id) end; the others are answered as
     * skipped, not as an error, and those whose status changed from the one seen are also listed in `changed` with
     * their current status and who changed it (decision 0066).
     */
    async bulkNotSelected(scope: UnitScope, userId: string, vacancyId: number, body: BulkNotSelectedBody) {
      const items = [
        ...(body.application_ids ?? []).map((id) => ({ id, from: undefined })),
        ...(body.applications ?? []),
      ];
      return bulkMove(scope, userId, vacancyId, 'not_selected', items, {
        message: body.message ?? null,
        note: body.note ?? null,
        reason: body.reason ?? null,
      });
    },

    /**
     * Moves several applicants of a vacancy on to `in_review` or `interview` with one message (issue 29 point 4: the
     * filtered set of the table), each only from the status the recruiter saw; the same answer as the bulk 'not
     * selected'.
     */
    async bulkMoveOn(scope: UnitScope, userId: string, vacancyId: number, body: BulkStatusBody) {
      return bulkMove(scope, userId, vacancyId, body.status, body.applications, {
        message: body.message ?? null,
        note: body.note ?? null,
      });
    },

    /**
     * Ends as `not_selected`, with a courteous message, every application still open `days` days after its vacancy
     * closed (no application is left without an answer). Every instance may run it: a change another instance made
     * first is skipped by the conditional UPDATE. Returns how many it ended.
     */
    async closeStale(days: number, batch = 200): Promise<number> {
      const closedBy = new Date(now().getTime() - days * 86_400_000);
      const by: Actor = { actor: 'system', actorId: null };
      const text = (f: ApplicationWithCandidate) => ({
        message: dependencies.closingMessage(f.candidate.locale),
        note: null,
      });
      let ended = 0;
      for (;;) {
        const rows = await repository.staleOpen(closedBy, brasiliaDate(closedBy), batch);
        const moved = (await moveAll(rows, 'not_selected', by, text, () => OPEN_APPLICATION_STATUSES)).length;
        ended += moved;
        if (rows.length < batch || moved === 0) return ended;
      }
    },

    /** Applicants per status of each of these vacancies (the recruiters' vacancy list). */
    async countsByVacancy(vacancyIds: number[]): Promise<Map<number, ApplicantCounts>> {
      return countsByVacancyOf(await repository.countsByVacancy(vacancyIds));
    },

    /** Hires for the quota page: approved applications, each with its candidate, unit and approval time. */
    approvals: (filter: Parameters<ApplicationsRepository['approvals']>[0]) => repository.approvals(filter),

    /** The LGPD export's `applications`: each application with its timeline as the candidate sees it. */
    exportOf: (userId: string) => repository.exportOf(userId),

    /**
     * Writes a recruiter's opening of a resume from the talent pool to the resume access log (no application,
     * decision 0073); the talent pool calls it before the resume leaves the server.
     */
    async logTalentPoolAccess(entry: { candidateId: string; recruiterId: string; accessedAt: Date }) {
      await repository.logAccess({ ...entry, applicationId: null, purpose: 'talent_pool' });
    },
  };
}

export type ApplicationsService = ReturnType<typeof applicationsService>;
