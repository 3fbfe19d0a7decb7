import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function usersRepository(db: Db) {
  return {
    async byId(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async byEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.emailNormalized, email.trim().toLowerCase()));
      return row;
    },

    async sessionActive(sessionId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      return Boolean(row);
    },

    async setPassword(userId: string, passwordHash: string, status: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, status, passwordChangedAt: at, updatedAt: at })
        .where(eq(users.id, userId));
    },

    /** Revokes every open session of a user (signed out everywhere); returns how many. */
    async revokeAllSessions(userId: string, at: Date): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`${at.toISOString()}::timestamptz` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },

    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      return row!;
    },

    async update(userId: string, changes: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
      return row;
    },

    list(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(users.emailNormalized);
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
