import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function contactRepository(db: Db) {
  return {
    async insert(message: NewContactMessage): Promise<number> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      return row!.id;
    },
    async remove(id: number): Promise<void> {
      await db.delete(contactMessages).where(eq(contactMessages.id, id));
    },
    latest(limit: number) {
      return db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(limit);
    },
  };
}

export type ContactRepository = ReturnType<typeof contactRepository>;
