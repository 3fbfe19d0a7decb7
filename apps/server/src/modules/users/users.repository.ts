import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { users } from '#server/db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * The writes of the `users` table (decision 0090: the users module owns it). Other areas reach them through the users
 * service (`accounts`), on their connection or inside their own transaction (`db`).
 */
export function accountWrites(db: Db) {
  return {
    /** A candidate's account, before its candidate row; returns its id. */
    async createCandidate(input: {
      name: string;
      email: string;
      passwordHash: string;
      locale: string;
      at: Date;
    }): Promise<string> {
      const [user] = await db
        .insert(users)
        .values({
          kind: 'candidate',
          email: input.email,
          emailNormalized: input.email.toLowerCase(),
          name: input.name,
          passwordHash: input.passwordHash,
          locale: input.locale,
          passwordChangedAt: input.at,
          createdAt: input.at,
          updatedAt: input.at,
        })
        .returning({ id: users.id });
      return user!.id;
    },

    /** Deletes a candidate's account (every row keyed to it goes through ON DELETE CASCADE); whether it was one. */
    async deleteCandidate(userId: string): Promise<boolean> {
      const deleted = await db
        .delete(users)
        .where(and(eq(users.id, userId), eq(users.kind, 'candidate')))
        .returning({ id: users.id });
      return deleted.length === 1;
    },

    /** Deletes the accounts whose ids a query selects; returns how many. */
    async deleteWhereIdIn(ids: SQLWrapper): Promise<number> {
      const deleted = await db.delete(users).where(sql`${users.id} in ${ids}`).returning({ id: users.id });
      return deleted.length;
    },

    async rename(userId: string, name: string): Promise<void> {
      await db.update(users).set({ name }).where(eq(users.id, userId));
    },

    async setLocale(userId: string, locale: string, at: Date): Promise<void> {
      await db.update(users).set({ locale, updatedAt: at }).where(eq(users.id, userId));
    },

    async setPassword(userId: string, passwordHash: string, status: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, status, passwordChangedAt: at, updatedAt: at })
        .where(eq(users.id, userId));
    },
  };
}

export function usersRepository(db: Db) {
  return {
    ...accountWrites(db),

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
