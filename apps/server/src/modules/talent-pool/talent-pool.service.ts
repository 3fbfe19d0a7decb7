import { TALENT_POOL_CONSENT_VERSION } from '@portal/contracts/legal';
import type { TalentPoolChoice, TalentPoolSource } from '@portal/contracts/talent-pool';
import { AppError } from '#server/core/errors';
import type { TalentPoolRepository } from './talent-pool.repository';

/**
 * The candidate's talent pool consent (decision 0070): off until chosen; on, recruiters of the company may find
 * the resume for other openings and invite the candidate; off again, the candidate leaves every search at once (the
 * member row is gone in the same transaction). Every change is kept with its time, place, text version and language.
 */
export function talentPoolService(repository: TalentPoolRepository, now: () => Date) {
  const answer = (member: { since: Date } | null | undefined): TalentPoolChoice => ({
    opt_in: Boolean(member),
    since: member ? member.since.toISOString() : null,
  });

  return {
    async choice(userId: string): Promise<TalentPoolChoice> {
      return answer(await repository.membership(userId));
    },

    async choose(
      userId: string,
      choice: { opt_in: boolean; source: TalentPoolSource },
      locale: string,
    ): Promise<TalentPoolChoice> {
      const member = await repository.choose(userId, {
        optIn: choice.opt_in,
        source: choice.source,
        documentVersion: TALENT_POOL_CONSENT_VERSION,
        locale,
        at: now(),
      });
      // The account was deleted while the request waited (decision 0066).
      if (member === undefined) throw new AppError('not_found');
      return answer(member);
    },

    /** The `talent_pool` part of the LGPD export: the current choice and every change of it. */
    async exportOf(userId: string) {
      const [member, history] = await Promise.all([
        repository.membership(userId),
        repository.history(userId),
      ]);
      return {
        opt_in: Boolean(member),
        since: member?.since ?? null,
        source: member?.source ?? null,
        document_version: member?.documentVersion ?? null,
        history,
      };
    },
  };
}

export type TalentPoolService = ReturnType<typeof talentPoolService>;
