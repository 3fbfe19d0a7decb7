import { desc } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { systemErrors } from '#server/db/schema';

export type NewSystemError = typeof systemErrors.$inferInsert;

export function systemErrorsRepository(db: Db) {
  return {
    async insert(report: NewSystemError): Promise<number> {
      const [row] = await db.insert(systemErrors).values(report).returning({ id: systemErrors.id });
      return row!.id;
    },
    latest(limit: number) {
      return db.select().from(systemErrors).orderBy(desc(systemErrors.id)).limit(limit);
    },
  };
}
