import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from './database';
import type { confirmationCodes, passwordResetCodes } from './schema';

/** A table of e-mailed codes: one live code per user, stored hashed, with its tries (decisions 0010, 0041). */
type MailedCodeTable = typeof confirmationCodes | typeof passwordResetCodes;

interface MailedCode {
  userId: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  createdAt: Date;
}

/** The queries every e-mailed code needs, on its own table (the confirmation codes, the password reset codes). */
export function mailedCodeQueries(db: Db, table: MailedCodeTable) {
  return {
    async code(userId: string): Promise<MailedCode | undefined> {
      const [row] = await db.select().from(table).where(eq(table.userId, userId));
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
          .insert(table)
          .values({ userId, codeHash, attempts: 0, createdAt, expiresAt })
          .onConflictDoUpdate({ target: table.userId, set: { codeHash, attempts: 0, createdAt, expiresAt } });
        await alongside(tx);
      });
    },

    /** Counts one try atomically; undefined when no code exists or its tries are used up. */
    async countTry(userId: string, maxAttempts: number): Promise<MailedCode | undefined> {
      const [row] = await db
        .update(table)
        .set({ attempts: sql`${table.attempts} + 1` })
        .where(and(eq(table.userId, userId), lt(table.attempts, maxAttempts)))
        .returning();
      return row;
    },

    /** Gives back one try (the code was right, but what it was for was refused). */
    async refundTry(userId: string) {
      await db
        .update(table)
        .set({ attempts: sql`greatest(${table.attempts} - 1, 0)` })
        .where(eq(table.userId, userId));
    },
  };
}
