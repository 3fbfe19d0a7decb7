import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { mailedCodeQueries } from '#server/db/mailed-codes';
import { candidates, confirmationCodes, users } from '#server/db/schema';
import type { CandidateRecords, ConsentKind } from '#server/modules/candidates/candidates.service';
import type { Accounts } from '#server/modules/users/users.service';

export interface NewCandidate {
  name: string;
  email: string;
  passwordHash: string;
  locale: string;
  consents: { kind: ConsentKind; documentVersion: string }[];
  at: Date;
}

/** Queries of the candidate registration (decision 0010): pending accounts, consents and confirmation codes. */
export function registrationRepository(db: Db, accounts: Accounts, candidateRows: CandidateRecords) {
  return {
    /** The account of an address, with whether its e-mail is still unconfirmed (a pending registration). */
    async accountByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, kind: users.kind, emailConfirmedAt: candidates.emailConfirmedAt })
        .from(users)
        .leftJoin(candidates, eq(candidates.userId, users.id))
        .where(eq(users.emailNormalized, email.trim().toLowerCase()));
      if (!row) return undefined;
      return { id: row.id, pending: row.kind === 'candidate' && row.emailConfirmedAt === null };
    },

    /** Creates the user, its candidate row (unconfirmed) and its consents in one transaction; replaces a pending one. */
    async createPending(input: NewCandidate, replaceUserId?: string): Promise<string> {
      return db.transaction(async (tx) => {
        if (replaceUserId) await accounts(tx).deleteCandidate(replaceUserId);
        const userId = await accounts(tx).createCandidate(input);
        await candidateRows(tx).create(userId, input.at);
        await candidateRows(tx).addConsents(userId, input.consents, input.locale, input.at);
        return userId;
      });
    },

    /** A pending registration by id and address (both must match). */
    async pending(userId: string, email: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
        .from(users)
        .innerJoin(candidates, eq(candidates.userId, users.id))
        .where(
          and(
            eq(users.id, userId),
            eq(users.emailNormalized, email.trim().toLowerCase()),
            isNull(candidates.emailConfirmedAt),
          ),
        );
      return row;
    },

    ...mailedCodeQueries(db, confirmationCodes),

    /** Marks the e-mail confirmed and removes the code, in one transaction. */
    async confirm(userId: string, at: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(confirmationCodes).where(eq(confirmationCodes.userId, userId));
        await candidateRows(tx).confirmEmail(userId, at);
      });
    },
  };
}

export type RegistrationRepository = ReturnType<typeof registrationRepository>;
