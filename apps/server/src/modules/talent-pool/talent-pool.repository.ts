import type { TalentPoolSource } from '@portal/contracts/talent-pool';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { lockKeys, withLock } from '#server/db/locks';
import { candidates, talentPoolConsentEvents, talentPoolMembers } from '#server/db/schema';

export interface TalentPoolChange {
  optIn: boolean;
  source: TalentPoolSource;
  documentVersion: string;
  locale: string;
  at: Date;
}

/** Queries of the talent pool (decision 0070): the candidate's current choice and the history of its changes. */
export function talentPoolRepository(db: Db) {
  /** The current membership of a candidate, read through `q` (the pool or a transaction). */
  async function membership(q: Db, userId: string) {
    const [row] = await q
      .select({
        since: talentPoolMembers.since,
        source: talentPoolMembers.source,
        documentVersion: talentPoolMembers.documentVersion,
      })
      .from(talentPoolMembers)
      .where(eq(talentPoolMembers.userId, userId));
    return row;
  }

  /** Whether a confirmed candidate account exists for this user id. */
  async function candidateExists(q: Db, userId: string): Promise<boolean> {
    const [row] = await q
      .select({ id: candidates.userId })
      .from(candidates)
      .where(and(eq(candidates.userId, userId), isNotNull(candidates.emailConfirmedAt)));
    return Boolean(row);
  }

  return {
    membership: (userId: string) => membership(db, userId),

    candidateExists: (userId: string) => candidateExists(db, userId),

    /**
     * Applies a choice under the candidate's lock (decisions 0044, 0066), which the account deletion takes before
     * anything else: concurrent choices run one after another, each sees the one before, and a change (and only a
     * change: choosing again what holds records nothing) writes the member row and its history row together.
     * Undefined when the candidate is gone.
     */
    async choose(userId: string, change: TalentPoolChange) {
      return withLock(db, lockKeys.candidate(userId), async (tx) => {
        if (!(await candidateExists(tx, userId))) return undefined;
        const current = await membership(tx, userId);
        if (Boolean(current) === change.optIn) return current ?? null;
        if (change.optIn)
          await tx.insert(talentPoolMembers).values({
            userId,
            since: change.at,
            source: change.source,
            documentVersion: change.documentVersion,
          });
        else await tx.delete(talentPoolMembers).where(eq(talentPoolMembers.userId, userId));
        await tx.insert(talentPoolConsentEvents).values({ userId, ...change });
        return change.optIn
          ? { since: change.at, source: change.source, documentVersion: change.documentVersion }
          : null;
      });
    },

    /** Every change of the choice, oldest first (the LGPD export). */
    async history(userId: string) {
      return db
        .select({
          opt_in: talentPoolConsentEvents.optIn,
          source: talentPoolConsentEvents.source,
          document_version: talentPoolConsentEvents.documentVersion,
          language: talentPoolConsentEvents.locale,
          at: talentPoolConsentEvents.at,
        })
        .from(talentPoolConsentEvents)
        .where(eq(talentPoolConsentEvents.userId, userId))
        .orderBy(asc(talentPoolConsentEvents.id));
    },
  };
}

export type TalentPoolRepository = ReturnType<typeof talentPoolRepository>;
