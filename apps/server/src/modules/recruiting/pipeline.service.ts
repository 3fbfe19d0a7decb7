import type {
  ApplicationStatusBody,
  BulkNotSelectedBody,
  RecruitingApplicationEvent,
  RecruitingApplicationStatus,
} from '@portal/contracts/recruiting';
import { type ApplicationStatus, brasiliaDate, canMoveApplication } from '@portal/contracts/vacancy-rules';
import { AppError } from '../../core/errors';
import type { UnitScope } from '../../plugins/permissions';
import type { ApplicationNotices } from './application-notice';
import type { PipelineRepository } from './recruiting.repository';

/** A timeline as the recruiter sees it: with the internal notes and the recruiter who acted. */
export function recruiterTimeline(
  rows: Awaited<ReturnType<PipelineRepository['events']>>,
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

type Found = NonNullable<Awaited<ReturnType<PipelineRepository['find']>>>;

const applicationNotFound = () => new AppError('not_found', { detailKey: 'errors.applicationNotFound' });

/**
 * The application pipeline for recruiters (issue 11 point 4, decision 0051). The rules of which status may follow
 * which are `canMoveApplication` (contracts); every change is a conditional UPDATE plus its event in one
 * transaction, so concurrent changes leave one consistent chain; each change is told to the candidate (mail in
 * their language and a notification) after it is committed.
 */
export function pipelineService(
  repository: PipelineRepository,
  vacancyInScope: (scope: UnitScope, vacancyId: number) => Promise<boolean>,
  tell: ApplicationNotices,
  now: () => Date = () => new Date(),
  /** The courteous message of an application the closing job ends, in the candidate's language. */
  closingMessage: (locale: string) => string = () => '',
) {
  async function timeline(id: number): Promise<RecruitingApplicationStatus['events']> {
    return recruiterTimeline(await repository.events([id]));
  }

  /** Moves one found application; false when the rules refuse it or a concurrent change got there first. */
  async function move(
    found: Found,
    to: ApplicationStatus,
    by: { actor: 'recruiter' | 'system'; actorId: string | null },
    message: string | null,
    note: string | null,
  ): Promise<boolean> {
    const from = found.application.status;
    if (!canMoveApplication(by.actor, from, to)) return false;
    const moved = await repository.move(found.application.id, from, to, {
      ...by,
      message,
      note,
      createdAt: now(),
    });
    if (!moved) return false;
    await tell({ candidate: found.candidate, vacancyTitle: found.vacancyTitle, status: to, message });
    return true;
  }

  return {
    move,

    /**
     * Ends as `not_selected`, with a courteous message, every application still open `days` days after its vacancy
     * closed (issue 11 point 5: no application is left without an answer). Every instance may run it: a change
     * another instance made first is skipped by the conditional UPDATE. Returns how many it ended.
     */
    async closeStale(days: number, batch = 200): Promise<number> {
      const closedBy = new Date(now().getTime() - days * 86_400_000);
      let ended = 0;
      for (;;) {
        const rows = await repository.staleOpen(closedBy, brasiliaDate(closedBy), batch);
        let moved = 0;
        for (const found of rows) {
          const message = closingMessage(found.candidate.locale);
          if (await move(found, 'not_selected', { actor: 'system', actorId: null }, message, null))
            moved += 1;
        }
        ended += moved;
        if (rows.length < batch || moved === 0) return ended;
      }
    },

    /** 404 outside the recruiter's units; 409 `invalid_transition` when the rules or a concurrent change refuse. */
    async changeStatus(
      scope: UnitScope,
      userId: string,
      id: number,
      body: ApplicationStatusBody,
    ): Promise<RecruitingApplicationStatus> {
      const found = await repository.find(scope, id);
      if (!found) throw applicationNotFound();
      const moved = await move(
        found,
        body.status,
        { actor: 'recruiter', actorId: userId },
        body.message ?? null,
        body.note ?? null,
      );
      if (!moved) throw new AppError('invalid_transition');
      return { id, status: body.status, events: await timeline(id) };
    },

    /**
     * One 'not selected' with one message for several applicants of a vacancy: those still open end; the others
     * (already ended, moved meanwhile, or not of this vacancy) are answered as skipped, not as an error.
     */
    async bulkNotSelected(scope: UnitScope, userId: string, vacancyId: number, body: BulkNotSelectedBody) {
      if (!(await vacancyInScope(scope, vacancyId))) {
        throw new AppError('not_found', { detailKey: 'errors.vacancyNotFound' });
      }
      const rows = await repository.ofVacancy(vacancyId, body.application_ids);
      const updated: number[] = [];
      for (const found of rows) {
        const by = { actor: 'recruiter' as const, actorId: userId };
        if (await move(found, 'not_selected', by, body.message ?? null, body.note ?? null)) {
          updated.push(found.application.id);
        }
      }
      const done = new Set(updated);
      return { updated, skipped: [...new Set(body.application_ids)].filter((id) => !done.has(id)) };
    },
  };
}

export type PipelineService = ReturnType<typeof pipelineService>;
