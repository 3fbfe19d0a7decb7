import type { Locale } from '@portal/contracts/locales';
import type {
  ApplicantCounts,
  ApplicationStatusBody,
  BulkNotSelectedBody,
  RecruitingApplicationEvent,
  RecruitingApplicationStatus,
} from '@portal/contracts/recruiting';
import type { Application } from '@portal/contracts/vacancies';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  brasiliaDate,
  canMoveApplication,
  isDeadlinePassed,
  localizedText,
  OPEN_APPLICATION_STATUSES,
} from '@portal/contracts/vacancy-rules';
import { AppError } from '../../core/errors';
import type { UnitScope } from '../../plugins/permissions';
import type { ApplicationNotices, StatusNotice } from './application-notice';
import type {
  ApplicationEventRow,
  ApplicationsRepository,
  ApplicationWithCandidate,
} from './applications.repository';

/** A step as the candidate sees it: the recruiter's internal note never leaves the server on this side. */
function candidateEvent(event: ApplicationEventRow): Application['events'][number] {
  return {
    at: event.createdAt.toISOString(),
    from: event.fromStatus,
    to: event.toStatus,
    message: event.message,
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
  }));
}

export function emptyCounts(): ApplicantCounts {
  return Object.fromEntries([...APPLICATION_STATUSES, 'total'].map((s) => [s, 0])) as ApplicantCounts;
}

/** What applying needs from the other areas: the vacancy open for applications, and the candidate's resume. */
export interface ApplicationsDependencies {
  /** The published vacancy (404 `not_found` otherwise) with its deadline. */
  openVacancy(id: number): Promise<{ applicationDeadline: string }>;
  /** Whether the candidate finished the resume; undefined when the user is no candidate. */
  resumeFinished(userId: string): Promise<boolean | undefined>;
  /** The courteous message of an application the closing job ends, in the candidate's language. */
  closingMessage(locale: string): string;
}

const applicationNotFound = () => new AppError('not_found', { detailKey: 'errors.applicationNotFound' });
const vacancyNotFound = () => new AppError('not_found', { detailKey: 'errors.vacancyNotFound' });

type Actor = { actor: 'candidate' | 'recruiter' | 'system'; actorId: string | null };

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
  dependencies: ApplicationsDependencies,
  now: () => Date = () => new Date(),
) {
  /**
   * Moves these found applications to `to` in one transaction, each only from a status in `from` (by default the one
   * it was found in), and writes the notices of those that moved: four statements whatever their number (the moves,
   * their steps, the mails, the notifications). The others (the rules refuse, or a concurrent change got there first)
   * are left out. Answers the ids of those moved.
   */
  async function moveAll(
    found: ApplicationWithCandidate[],
    to: ApplicationStatus,
    by: Actor,
    text: (found: ApplicationWithCandidate) => { message: string | null; note: string | null },
    from?: readonly ApplicationStatus[],
  ): Promise<number[]> {
    const movable = found.filter((f) => canMoveApplication(by.actor, f.application.status, to));
    if (!movable.length) return [];
    const byId = new Map(movable.map((f) => [f.application.id, f]));
    const allowed = from ?? [...new Set(movable.map((f) => f.application.status))];
    const at = now();
    const told: StatusNotice[] = [];
    const moved = await repository.transaction(async (repo, tx) => {
      const rows = await repo.moveAll([...byId.keys()], allowed, to);
      const steps = rows.map((row) => {
        const f = byId.get(row.id)!;
        const words = text(f);
        told.push({
          candidate: f.candidate,
          vacancyTitle: f.vacancyTitle,
          status: to,
          message: words.message,
        });
        return { ...by, ...words, createdAt: at, applicationId: row.id, from: row.from, to };
      });
      await repo.recordSteps(steps);
      await notices.write(tx, told);
      return rows.map((row) => row.id);
    });
    await notices.sent(told);
    return moved;
  }

  /** The candidate's own move (withdraw, or apply again after withdrawing): the step, and no notice to themselves. */
  function candidateMove(id: number, from: ApplicationStatus, to: ApplicationStatus) {
    return repository.transaction(async (repo) => {
      const [moved] = await repo.moveAll([id], [from], to);
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

  return {
    /** Whether the candidate has an application here that is not withdrawn (a withdrawn one may apply again). */
    async hasApplied(userId: string, vacancyId: number): Promise<boolean> {
      const application = await repository.own(userId, vacancyId);
      return Boolean(application && application.status !== 'withdrawn');
    },

    /**
     * Applies once: a second call returns the same application (created: false). Applying again after withdrawing
     * makes the application received again (a step of its timeline), while the vacancy still takes applications.
     */
    async apply(userId: string, vacancyId: number, locale: Locale) {
      const vacancy = await dependencies.openVacancy(vacancyId);
      if (isDeadlinePassed(vacancy.applicationDeadline, now())) throw new AppError('deadline_passed');
      const finished = await dependencies.resumeFinished(userId);
      if (finished === undefined) throw new AppError('forbidden', { detailKey: 'errors.notACandidate' });
      if (!finished) throw new AppError('resume_not_finished');
      const { application, created } = await repository.apply(userId, vacancyId, now());
      let renewed = false;
      if (!created && application.status === 'withdrawn') {
        renewed = await candidateMove(application.id, 'withdrawn', 'received');
      }
      const [mine] = (await this.ofCandidate(userId, locale)).filter((a) => a.id === application.id);
      return { application: mine!, created: created || renewed };
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

    /** The candidate's applications, newest first, each with its timeline as the candidate sees it. */
    async ofCandidate(userId: string, locale: Locale): Promise<Application[]> {
      const rows = await repository.ofCandidate(userId);
      const events = new Map<number, Application['events']>();
      for (const { event } of await repository.events(rows.map((r) => r.application.id))) {
        const list = events.get(event.applicationId) ?? [];
        list.push(candidateEvent(event));
        events.set(event.applicationId, list);
      }
      return rows.map(({ application, vacancy, unit }) => ({
        id: application.id,
        vacancy: {
          id: vacancy.id,
          title: localizedText(vacancy.title, locale),
          city: vacancy.city,
          state: vacancy.state,
          unit: { id: unit.id, name: unit.name, city: unit.city, state: unit.state },
          open: vacancy.status === 'published' && !isDeadlinePassed(vacancy.applicationDeadline, now()),
        },
        applied_at: application.createdAt.toISOString(),
        status: application.status,
        events: events.get(application.id) ?? [],
      }));
    },

    /** 404 outside the recruiter's units; 409 `invalid_transition` when the rules or a concurrent change refuse. */
    async changeStatus(
      scope: UnitScope,
      userId: string,
      id: number,
      body: ApplicationStatusBody,
    ): Promise<RecruitingApplicationStatus> {
      const found = await repository.withCandidate(scope, id);
      if (!found) throw applicationNotFound();
      const by: Actor = { actor: 'recruiter', actorId: userId };
      const text = () => ({ message: body.message ?? null, note: body.note ?? null });
      const moved = await moveAll([found], body.status, by, text);
      if (!moved.length) throw new AppError('invalid_transition');
      return { id, status: body.status, events: recruiterTimeline(await repository.events([id])) };
    },

    /**
     * One 'not selected' with one message for several applicants of a vacancy, in one transaction: those still open
     * end; the others (already ended, moved meanwhile, or not of this vacancy) are answered as skipped, not as an error.
     */
    async bulkNotSelected(scope: UnitScope, userId: string, vacancyId: number, body: BulkNotSelectedBody) {
      if (!(await repository.vacancyInScope(scope, vacancyId))) throw vacancyNotFound();
      const rows = await repository.ofVacancy(vacancyId, body.application_ids);
      const by: Actor = { actor: 'recruiter', actorId: userId };
      const text = () => ({ message: body.message ?? null, note: body.note ?? null });
      // Every still open application ends, whatever step it reached meanwhile.
      const updated = await moveAll(rows, 'not_selected', by, text, OPEN_APPLICATION_STATUSES);
      const done = new Set(updated);
      return { updated, skipped: [...new Set(body.application_ids)].filter((id) => !done.has(id)) };
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
        const moved = (await moveAll(rows, 'not_selected', by, text, OPEN_APPLICATION_STATUSES)).length;
        ended += moved;
        if (rows.length < batch || moved === 0) return ended;
      }
    },

    /** Applicants per status of each of these vacancies (the recruiters' vacancy list). */
    async countsByVacancy(vacancyIds: number[]): Promise<Map<number, ApplicantCounts>> {
      const byVacancy = new Map<number, ApplicantCounts>();
      for (const { vacancyId, status, n } of await repository.countsByVacancy(vacancyIds)) {
        const entry = byVacancy.get(vacancyId) ?? emptyCounts();
        entry[status] += n;
        entry.total += n;
        byVacancy.set(vacancyId, entry);
      }
      return byVacancy;
    },

    /** The LGPD export's `applications`: each application with its timeline as the candidate sees it. */
    exportOf: (userId: string) => repository.exportOf(userId),
  };
}

export type ApplicationsService = ReturnType<typeof applicationsService>;
