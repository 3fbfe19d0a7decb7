import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { mailedCodeQueries } from '#server/db/mailed-codes';
import { passwordResetCodes, users } from '#server/db/schema';
import type { UserSessions } from '#server/modules/auth/auth.service';
import type { CandidateRecords } from '#server/modules/candidates/candidates.service';
import type { Accounts } from '#server/modules/users/users.service';

/** Queries of the password recovery (decision 0041): the account of an address, its code, the reset itself. */
export function passwordRecoveryRepository(
  db: Db,
  accounts: Accounts,
  sessions: UserSessions,
  candidates: CandidateRecords,
) {
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

    ...mailedCodeQueries(db, passwordResetCodes),

    /**
     * In one transaction: the new password with status 'A', the code gone, every open session revoked, and a
     * candidate's unconfirmed address confirmed (the mailed code proved it, decision 0041).
     */
    async reset(userId: string, passwordHash: string, at: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
        await accounts(tx).setPassword(userId, passwordHash, 'A', at);
        await sessions(tx).revokeAll(userId, at);
        await candidates(tx).confirmPendingEmail(userId, at);
        await candidates(tx).touchLastAccess(userId, at);
      });
    },
  };
}

export type PasswordRecoveryRepository = ReturnType<typeof passwordRecoveryRepository>;
