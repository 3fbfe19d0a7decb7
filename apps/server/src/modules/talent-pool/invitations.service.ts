import type { Locale } from '@portal/contracts/locales';
import {
  type CandidateInvitation,
  eligibilityBlock,
  type InvitationBlock,
  type InvitationOptions,
  type InvitationState,
  type RecruiterInvitation,
} from '@portal/contracts/talent-pool';
import type { Application, ApplyBody } from '@portal/contracts/vacancies';
import { brasiliaDate, isDeadlinePassed, localizedText } from '@portal/contracts/vacancy-rules';
import { AppError } from '#server/core/errors';
import { localeOf } from '#server/core/translations';
import type { UnitScope } from '#server/db/unit-scope';
import type { InvitationNotices } from './invitation-notice';
import type { EligibilityFacts, InvitationsRepository, InviteRefusal } from './invitations.repository';

/** What accepting needs from the applications module: applying with its rules (decision 0051). */
export interface InvitationsDependencies {
  apply(
    userId: string,
    body: ApplyBody,
    locale: Locale,
  ): Promise<{ application: Application; created: boolean }>;
}

const candidateNotFound = () => new AppError('not_found', { detailKey: 'errors.talentCandidateNotFound' });
const invitationNotFound = () => new AppError('not_found', { detailKey: 'errors.invitationNotFound' });

const refusals: Record<InviteRefusal, () => AppError> = {
  not_consenting: candidateNotFound,
  vacancy_not_found: () => new AppError('not_found', { detailKey: 'errors.vacancyNotFound' }),
  // The vacancy would tell the candidate's disability to a recruiter not allowed to know it (decision 0087).
  pcd_sensitive: () => new AppError('forbidden', { detailKey: 'errors.pcdVacancySensitive' }),
  deadline_passed: () => new AppError('deadline_passed'),
  pcd_exclusive: () => new AppError('pcd_exclusive'),
  apprentice_age: () => new AppError('apprentice_age'),
  already_applied: () => new AppError('already_applied', { detailKey: 'errors.candidateAlreadyApplied' }),
  already_invited: () => new AppError('already_invited'),
};

/** The caller of an invitation: the units they recruit for, who they are, and whether they see PcD data. */
export interface Inviter {
  scope: UnitScope;
  recruiterId: string;
  /** `recruiting.sensitive`: PcD-exclusive vacancies are offered and invited to only with it (decision 0087). */
  sensitive: boolean;
}

/** A candidate the bulk invitation did not invite, with the problem a one-candidate invitation would have answered. */
export interface BulkRefusal {
  candidate_id: string;
  error: AppError;
}

/**
 * Invitations from the talent pool (decision 0074): a recruiter invites a consenting candidate to a published vacancy
 * of their units, once per candidate and vacancy; the candidate is told (mail and bell) and applies with one tap
 * (the applications module's own rules) or declines. An invitation still undecided when its vacancy stops taking
 * applications reads as `expired`.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the invitation's life (invite, bulk, accept, decline, expire) shares its checks and notices; split with its repository once the table-ownership work settles what it reads.
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

  /**
   * Why the candidate cannot take the vacancy (decision 0087): a PcD-exclusive vacancy needs a recruiter who may see
   * PcD data, then contracts' rules (PcD-exclusive, apprentice age) on today's date in Brasília.
   */
  const refusalFor =
    (sensitive: boolean) =>
    ({ vacancy, candidate }: EligibilityFacts): InviteRefusal | null => {
      if (vacancy.pcdExclusive && !sensitive) return 'pcd_sensitive';
      return eligibilityBlock(
        { program: vacancy.program, pcd_exclusive: vacancy.pcdExclusive },
        candidate,
        brasiliaDate(now()),
      );
    };

  /** One invitation: written with its notice under the candidate's lock (see the repository), then announced. */
  async function inviteOne(
    inviter: Inviter,
    userId: string,
    body: { vacancy_id: number; message?: string | undefined },
  ): Promise<{ id: number } | { refused: InviteRefusal }> {
    let told: Parameters<InvitationNotices['sent']>[0] | undefined;
    const result = await repository.invite(
      {
        userId,
        vacancyId: body.vacancy_id,
        scope: inviter.scope,
        recruiterId: inviter.recruiterId,
        message: body.message ?? null,
        at: now(),
        open: (deadline) => !isDeadlinePassed(deadline, now()),
        refusal: refusalFor(inviter.sensitive),
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
    if (told) await notices.sent(told);
    return result;
  }

  return {
    async invite(
      inviter: Inviter,
      userId: string,
      body: { vacancy_id: number; message?: string | undefined },
    ): Promise<{ id: number }> {
      const result = await inviteOne(inviter, userId, body);
      if ('refused' in result) throw refusals[result.refused]();
      return { id: result.id };
    },

    /**
     * Several candidates invited to one vacancy with one message (decision 0087), each in a transaction of their own
     * under their lock, each told in their own language. The vacancy is checked first (not found, PcD data not
     * allowed, deadline passed: the whole request is refused); then each candidate is invited or refused as a
     * one-candidate invitation would be.
     */
    async inviteMany(
      inviter: Inviter,
      body: { candidate_ids: string[]; vacancy_id: number; message?: string | undefined },
    ): Promise<{ invited: { candidate_id: string; id: number }[]; refused: BulkRefusal[] }> {
      const vacancy = await repository.invitableVacancy(body.vacancy_id, inviter.scope);
      if (!vacancy) throw refusals.vacancy_not_found();
      if (vacancy.pcdExclusive && !inviter.sensitive) throw refusals.pcd_sensitive();
      if (isDeadlinePassed(vacancy.deadline, now())) throw refusals.deadline_passed();
      const invited: { candidate_id: string; id: number }[] = [];
      const refused: BulkRefusal[] = [];
      for (const candidateId of body.candidate_ids) {
        const result = await inviteOne(inviter, candidateId, body);
        if ('refused' in result)
          refused.push({ candidate_id: candidateId, error: refusals[result.refused]() });
        else invited.push({ candidate_id: candidateId, id: result.id });
      }
      return { invited, refused };
    },

    /**
     * What the invitation dialog offers these candidates (decision 0087): those who consent now, with their
     * language, and the open vacancies of the recruiter's units at least one of them can take, each with who cannot
     * and why, by unit and title. Nothing the recruiter may not know is told: without `recruiting.sensitive` no
     * PcD-exclusive vacancy is offered, so no answer depends on a candidate's disability.
     */
    async options(inviter: Inviter, userIds: string[], locale: Locale): Promise<InvitationOptions> {
      const today = brasiliaDate(now());
      const facts = await repository.invitationFacts({
        userIds,
        scope: inviter.scope,
        today,
        withPcd: inviter.sensitive,
      });
      const byId = new Map(facts.members.map((member) => [member.id, member]));
      // In the order asked.
      const members = userIds.flatMap((id) => byId.get(id) ?? []);
      const taken = new Set([
        ...facts.applied.map((row) => `a:${row.userId}:${row.vacancyId}`),
        ...facts.invited.map((row) => `i:${row.userId}:${row.vacancyId}`),
      ]);
      const title = (vacancy: (typeof facts.open)[number]) => localizedText(vacancy.title, locale);
      const vacancies = members.length
        ? facts.open
            .map((vacancy) => {
              const blocked = members.flatMap((member) => {
                const reason: InvitationBlock | null = taken.has(`a:${member.id}:${vacancy.id}`)
                  ? 'already_applied'
                  : taken.has(`i:${member.id}:${vacancy.id}`)
                    ? 'already_invited'
                    : eligibilityBlock(
                        { program: vacancy.program, pcd_exclusive: vacancy.pcdExclusive },
                        member,
                        today,
                      );
                return reason ? [{ candidate_id: member.id, reason }] : [];
              });
              return {
                id: vacancy.id,
                title: title(vacancy),
                unit: vacancy.unit,
                city: vacancy.city,
                state: vacancy.state,
                program: vacancy.program,
                pcd_exclusive: vacancy.pcdExclusive,
                application_deadline: vacancy.applicationDeadline,
                blocked,
              };
            })
            .filter((vacancy) => vacancy.blocked.length < members.length)
            .sort(
              (a, b) =>
                a.unit.name.localeCompare(b.unit.name, 'pt-BR') ||
                a.title.localeCompare(b.title, locale) ||
                a.id - b.id,
            )
        : [];
      return {
        candidates: members.map((member) => ({
          id: member.id,
          name: member.name,
          locale: localeOf(member.locale),
        })),
        vacancies,
      };
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
    async accept(
      userId: string,
      id: number,
      answers: ApplyBody['answers'],
      locale: Locale,
    ): Promise<Application> {
      const found = await repository.own(userId, id);
      if (!found) throw invitationNotFound();
      const state = stateOf(found.invitation.state, found.vacancy, found.applied);
      if (state === 'declined')
        throw new AppError('invalid_transition', { detailKey: 'errors.invitationDeclined' });
      if (state === 'expired') throw new AppError('deadline_passed');
      const { application } = await dependencies.apply(
        userId,
        { vacancy_id: found.vacancy.id, answers, source: 'invitation' },
        locale,
      );
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
