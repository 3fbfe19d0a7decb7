import type { Locale } from '@portal/contracts/locales';
import type {
  CandidateInvitation,
  InvitationState,
  RecruiterInvitation,
} from '@portal/contracts/talent-pool';
import type { Application } from '@portal/contracts/vacancies';
import { isDeadlinePassed, localizedText } from '@portal/contracts/vacancy-rules';
import { AppError } from '../../core/errors';
import type { UnitScope } from '../../plugins/permissions';
import type { InvitationNotices } from './invitation-notice';
import type { InvitationsRepository, InviteRefusal } from './invitations.repository';

/** What accepting needs from the applications module: applying with its rules (decision 0051). */
export interface InvitationsDependencies {
  apply(
    userId: string,
    vacancyId: number,
    locale: Locale,
  ): Promise<{ application: Application; created: boolean }>;
}

const candidateNotFound = () => new AppError('not_found', { detailKey: 'errors.talentCandidateNotFound' });
const invitationNotFound = () => new AppError('not_found', { detailKey: 'errors.invitationNotFound' });

const refusals: Record<InviteRefusal, () => AppError> = {
  not_consenting: candidateNotFound,
  vacancy_not_found: () => new AppError('not_found', { detailKey: 'errors.vacancyNotFound' }),
  deadline_passed: () => new AppError('deadline_passed'),
  already_applied: () => new AppError('already_applied', { detailKey: 'errors.candidateAlreadyApplied' }),
  already_invited: () => new AppError('already_invited'),
};

/**
 * Invitations from the talent pool (decision 0074): a recruiter invites a consenting candidate to a published vacancy
 * of their units, once per candidate and vacancy; the candidate is told (mail and bell) and applies with one tap
 * (the applications module's own rules) or declines. An invitation still undecided when its vacancy stops taking
 * applications reads as `expired`.
 */
export function invitationsService(
  repository: InvitationsRepository,
  notices: InvitationNotices,
  dependencies: InvitationsDependencies,
  now: () => Date,
) {
  /**
   * An undecided invitation reads as applied once the candidate applied to its vacancy by any way (the vacancy's
   * page too), and as expired once the vacancy no longer takes applications.
   */
  const stateOf = (
    state: 'invited' | 'applied' | 'declined',
    vacancy: { status: string; applicationDeadline: string },
    applied: boolean,
  ): InvitationState =>
    state !== 'invited'
      ? state
      : applied
        ? 'applied'
        : vacancy.status !== 'published' || isDeadlinePassed(vacancy.applicationDeadline, now())
          ? 'expired'
          : state;

  return {
    async invite(
      scope: UnitScope,
      recruiterId: string,
      userId: string,
      body: { vacancy_id: number; message?: string | undefined },
    ): Promise<{ id: number }> {
      let told: Parameters<InvitationNotices['sent']>[0] | undefined;
      const result = await repository.invite(
        {
          userId,
          vacancyId: body.vacancy_id,
          scope,
          recruiterId,
          message: body.message ?? null,
          at: now(),
          open: (deadline) => !isDeadlinePassed(deadline, now()),
        },
        async (tx, invitation) => {
          told = {
            invitationId: invitation.id,
            candidate: invitation.candidate,
            vacancyTitle: invitation.vacancyTitle,
            message: body.message ?? null,
          };
          await notices.write(tx, told);
        },
      );
      if ('refused' in result) throw refusals[result.refused]();
      if (told) await notices.sent(told);
      return { id: result.id };
    },

    /** A consenting candidate's invitations to vacancies of the recruiter's units; anyone else is not found. */
    async ofCandidateForRecruiter(
      scope: UnitScope,
      userId: string,
      locale: Locale,
    ): Promise<RecruiterInvitation[]> {
      if (!(await repository.consenting(userId))) throw candidateNotFound();
      const rows = await repository.ofCandidateInScope(userId, scope);
      return rows.map(({ invitation, vacancy, recruiterName, applied }) => ({
        id: invitation.id,
        vacancy: { id: vacancy.id, title: localizedText(vacancy.title, locale) },
        message: invitation.message,
        state: stateOf(invitation.state, vacancy, applied),
        invited_at: invitation.createdAt.toISOString(),
        decided_at: invitation.decidedAt?.toISOString() ?? null,
        invited_by:
          invitation.recruiterId && recruiterName
            ? { id: invitation.recruiterId, name: recruiterName }
            : null,
      }));
    },

    /** The candidate's own invitations, newest first. */
    async ofCandidate(userId: string, locale: Locale): Promise<CandidateInvitation[]> {
      const rows = await repository.ofCandidate(userId);
      return rows.map(({ invitation, vacancy, unit, applied }) => ({
        id: invitation.id,
        vacancy: {
          id: vacancy.id,
          title: localizedText(vacancy.title, locale),
          city: vacancy.city,
          state: vacancy.state,
          unit,
          deadline: vacancy.applicationDeadline,
        },
        message: invitation.message,
        state: stateOf(invitation.state, vacancy, applied),
        invited_at: invitation.createdAt.toISOString(),
        decided_at: invitation.decidedAt?.toISOString() ?? null,
      }));
    },

    /**
     * Applies to the invitation's vacancy through the applications module (its deadline, finished resume and one
     * per vacancy rules and problems), then marks the invitation applied. Accepting again answers the application.
     */
    async accept(userId: string, id: number, locale: Locale): Promise<Application> {
      const found = await repository.own(userId, id);
      if (!found) throw invitationNotFound();
      const state = stateOf(found.invitation.state, found.vacancy, found.applied);
      if (state === 'declined')
        throw new AppError('invalid_transition', { detailKey: 'errors.invitationDeclined' });
      if (state === 'expired') throw new AppError('deadline_passed');
      const { application } = await dependencies.apply(userId, found.vacancy.id, locale);
      await repository.decide(id, 'applied', now());
      return application;
    },

    /** Declines an undecided invitation (again: no error); one already applied to cannot be declined. */
    async decline(userId: string, id: number): Promise<void> {
      const found = await repository.own(userId, id);
      if (!found) throw invitationNotFound();
      if (found.invitation.state === 'declined') return;
      if (
        found.invitation.state === 'applied' ||
        found.applied ||
        !(await repository.decide(id, 'declined', now()))
      ) {
        throw new AppError('invalid_transition', { detailKey: 'errors.invitationApplied' });
      }
    },

    /** The `talent_pool_invitations` part of the LGPD export. */
    exportOf: (userId: string) => repository.exportOf(userId),
  };
}

export type InvitationsService = ReturnType<typeof invitationsService>;
