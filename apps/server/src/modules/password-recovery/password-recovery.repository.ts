import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { candidates, passwordResetCodes, sessions, users } from '../../db/schema';

/** Queries of the password recovery (decision 0041): the account of an address, its code, the reset itself. */
export function passwordRecoveryRepository(db: Db) {
  return {
    /** An account that may recover its password: it has one and is not disabled. */
    async accountByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          kind: users.kind,
          name: users.name,
          email: users.email,
          locale: users.locale,
          passwordHash: users.passwordHash,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(eq(users.emailNormalized, email.trim().toLowerCase()));
      if (!row?.passwordHash || row.disabledAt) return undefined;
      return row;
    },

    async code(userId: string) {
      const [row] = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
      return row;
    },

    /**
     * Stores a new code (replacing the previous one) and, in the same transaction, what `alongside` writes: the mail
     * that carries the code (decision 0060), so no code is stored that is never sent, nor mailed that is not stored.
     */
    async saveCode(
      userId: string,
      codeHash: string,
      createdAt: Date,
      expiresAt: Date,
      alongside: (tx: Db) => Promise<unknown>,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .insert(passwordResetCodes)
          .values({ userId, codeHash, attempts: 0, createdAt, expiresAt })
          .onConflictDoUpdate({
            target: passwordResetCodes.userId,
            set: { codeHash, attempts: 0, createdAt, expiresAt },
          });
        await alongside(tx);
      });
    },

    /** Counts one try atomically; undefined when no code exists or its tries are used up. */
    async countTry(userId: string, maxAttempts: number) {
      const [row] = await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(and(eq(passwordResetCodes.userId, userId), lt(passwordResetCodes.attempts, maxAttempts)))
        .returning();
      return row;
    },

    /** Gives back one try (the code was right, the new password was refused by the policy). */
    async refundTry(userId: string) {
      await db
        .update(passwordResetCodes)
        .set({ attempts: sql`greatest(${passwordResetCodes.attempts} - 1, 0)` })
        .where(eq(passwordResetCodes.userId, userId));
    },

    /**
     * In one transaction: the new password with status 'A', the code gone, every open session revoked, and a
     * candidate's unconfirmed address confirmed (the mailed code proved it, decision 0041).
     */
    async reset(userId: string, passwordHash: string, at: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
        await tx
          .update(users)
          .set({ passwordHash, status: 'A', passwordChangedAt: at, updatedAt: at })
          .where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: sql`${at.toISOString()}::timestamptz` })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
        await tx
          .update(candidates)
          .set({ emailConfirmedAt: at })
          .where(and(eq(candidates.userId, userId), isNull(candidates.emailConfirmedAt)));
        await tx.update(candidates).set({ lastAccessAt: at }).where(eq(candidates.userId, userId));
      });
    },
  };
}

export type PasswordRecoveryRepository = ReturnType<typeof passwordRecoveryRepository>;
