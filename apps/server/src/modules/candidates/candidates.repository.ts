import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { lockKeys, withLock } from '#server/db/locks';
import { candidateConsents, candidates, sessions, users } from '#server/db/schema';
import type { Accounts } from '#server/modules/users/users.service';

export type ConsentKind = (typeof candidateConsents.$inferInsert)['kind'];

/**
 * The candidate row and its consents as other areas write them (decision 0090: the candidates module owns both), with
 * the one flag the resume reads: the candidates service hands them out (`records`), so registration, password
 * recovery and the resume write on their connection or inside their own transaction (`db`).
 */
export function candidateRecords(db: Db) {
  return {
    /** A new account's candidate row, its address not confirmed yet (a pending registration, decision 0010). */
    async create(userId: string, at: Date): Promise<void> {
      await db.insert(candidates).values({ userId, emailConfirmedAt: null, createdAt: at });
    },

    /** The consents given when registering, each with its document's version, the language and the time. */
    async addConsents(
      userId: string,
      consents: { kind: ConsentKind; documentVersion: string }[],
      locale: string,
      at: Date,
    ): Promise<void> {
      await db.insert(candidateConsents).values(
        consents.map((c) => ({
          userId,
          kind: c.kind,
          documentVersion: c.documentVersion,
          locale,
          acceptedAt: at,
        })),
      );
    },

    /** The e-mailed code confirmed the address; confirming is an access. */
    async confirmEmail(userId: string, at: Date): Promise<void> {
      await db
        .update(candidates)
        .set({ emailConfirmedAt: at, lastAccessAt: at })
        .where(eq(candidates.userId, userId));
    },

    /** Confirms the address unless it is already (a recovery code mailed to it proved it, decision 0041). */
    async confirmPendingEmail(userId: string, at: Date): Promise<void> {
      await db
        .update(candidates)
        .set({ emailConfirmedAt: at })
        .where(and(eq(candidates.userId, userId), isNull(candidates.emailConfirmedAt)));
    },

    async touchLastAccess(userId: string, at: Date): Promise<void> {
      await db.update(candidates).set({ lastAccessAt: at }).where(eq(candidates.userId, userId));
    },

    /** Whether the candidate finished the resume; undefined when the user is no candidate. */
    async resumeFinished(userId: string): Promise<boolean | undefined> {
      const [row] = await db
        .select({ finished: candidates.finished })
        .from(candidates)
        .where(eq(candidates.userId, userId));
      return row?.finished;
    },

    async markResumeFinished(userId: string): Promise<void> {
      await db.update(candidates).set({ finished: true }).where(eq(candidates.userId, userId));
    },
  };
}

/** Queries of the signed-in candidate's own data (spec §7 Candidate) and of the LGPD export and retention. */
export function candidatesRepository(db: Db, accounts: Accounts) {
  return {
    ...candidateRecords(db),

    /** The candidate of a user id, with the account's name, address and language; undefined when gone. */
    async candidate(userId: string) {
      const [row] = await db
        .select({
          finished: candidates.finished,
          seenPrivacyPolicy: candidates.seenPrivacyPolicy,
          emailConfirmedAt: candidates.emailConfirmedAt,
          name: users.name,
          email: users.email,
          locale: users.locale,
        })
        .from(candidates)
        .innerJoin(users, eq(users.id, candidates.userId))
        .where(and(eq(candidates.userId, userId), isNotNull(candidates.emailConfirmedAt)));
      return row;
    },

    /** Stores the account's language (mails and notifications follow it). */
    async setLocale(userId: string, locale: string, at: Date) {
      await accounts(db).setLocale(userId, locale, at);
    },

    /**
     * Sets seenPrivacyPolicy and, unless this version's consent is stored already (registration stores it), records
     * the acknowledgement as a consent with its time and version, in one transaction.
     */
    async markPrivacyPolicySeen(userId: string, version: string, locale: string, at: Date) {
      await db.transaction(async (tx) => {
        await tx.update(candidates).set({ seenPrivacyPolicy: true }).where(eq(candidates.userId, userId));
        const [stored] = await tx
          .select({ id: candidateConsents.id })
          .from(candidateConsents)
          .where(
            and(
              eq(candidateConsents.userId, userId),
              eq(candidateConsents.kind, 'privacy_policy'),
              eq(candidateConsents.documentVersion, version),
            ),
          );
        if (!stored)
          await tx
            .insert(candidateConsents)
            .values({ userId, kind: 'privacy_policy', documentVersion: version, locale, acceptedAt: at });
      });
    },

    /** Whether a confirmed candidate account uses this address. */
    async existsByEmail(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .leftJoin(candidates, eq(candidates.userId, users.id))
        .where(
          and(
            eq(users.emailNormalized, email.trim().toLowerCase()),
            or(eq(users.kind, 'employee'), isNotNull(candidates.emailConfirmedAt)),
          ),
        );
      return Boolean(row);
    },

    /**
     * Deletes the user row in one transaction with what `around` does before (every area's locks) and after (the
     * receipt's mail); every table keyed to it (candidate, consents, codes, sessions and refresh tokens, applications,
     * resume sections of other modules) goes with it through ON DELETE CASCADE.
     */
    async deleteUser(
      userId: string,
      around: { before: (tx: Db) => Promise<unknown>; after: (tx: Db) => Promise<unknown> },
    ): Promise<boolean> {
      // Under the candidate's lock (decision 0044), which every write of the candidate's own rows takes: a resume
      // save waits for the deletion and then finds the account gone (404, decision 0066) instead of deadlocking.
      return withLock(db, lockKeys.candidate(userId), async (tx) => {
        await around.before(tx);
        if (!(await accounts(tx).deleteCandidate(userId))) return false;
        await around.after(tx);
        return true;
      });
    },

    /** Candidates with no access (nor creation, if they never signed in again) before `before`. */
    async inactiveCandidates(before: Date) {
      return db
        .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
        .from(candidates)
        .innerJoin(users, eq(users.id, candidates.userId))
        .where(lt(sql`coalesce(${candidates.lastAccessAt}, ${candidates.createdAt})`, before.toISOString()));
    },

    /** Registrations never confirmed, created before `before`. */
    async deletePendingBefore(before: Date): Promise<number> {
      const pending = db
        .select({ id: candidates.userId })
        .from(candidates)
        .where(and(isNull(candidates.emailConfirmedAt), lt(candidates.createdAt, before)));
      return accounts(db).deleteWhereIdIn(pending);
    },

    // --- LGPD export (art. 18): everything stored about the candidate, by this module ---

    async exportAccount(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          language: users.locale,
          created_at: users.createdAt,
          updated_at: users.updatedAt,
          finished: candidates.finished,
          seen_privacy_policy: candidates.seenPrivacyPolicy,
          email_confirmed_at: candidates.emailConfirmedAt,
          last_access_at: candidates.lastAccessAt,
        })
        .from(users)
        .innerJoin(candidates, eq(candidates.userId, users.id))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async exportConsents(userId: string) {
      return db
        .select({
          kind: candidateConsents.kind,
          document_version: candidateConsents.documentVersion,
          language: candidateConsents.locale,
          accepted_at: candidateConsents.acceptedAt,
        })
        .from(candidateConsents)
        .where(eq(candidateConsents.userId, userId))
        .orderBy(candidateConsents.id);
    },

    async exportSessions(userId: string) {
      return db
        .select({
          login_type: sessions.loginType,
          created_at: sessions.createdAt,
          revoked_at: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(sessions.createdAt);
    },
  };
}

export type CandidatesRepository = ReturnType<typeof candidatesRepository>;
