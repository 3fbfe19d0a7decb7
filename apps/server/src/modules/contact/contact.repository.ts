import { desc } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { contactMessages } from '#server/db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function contactRepository(db: Db) {
  return {
    /** Stores the message and, in the same transaction, what `alongside` writes (its mail). */
    async insert(message: NewContactMessage, alongside: (tx: Db) => Promise<unknown>): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
        await alongside(tx);
        return row!.id;
      });
    },
    latest(limit: number) {
      return db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(limit);
    },
  };
}

export type ContactRepository = ReturnType<typeof contactRepository>;
