import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { notifications, users } from '#server/db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export function notificationsRepository(db: Db) {
  return {
    /** A user's notifications, newest first. */
    list(userId: string, limit: number, offset: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset);
    },

    async summary(userId: string): Promise<{ total: number; unread: number }> {
      const [row] = await db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${notifications.visualizedAt} is null)`.mapWith(Number),
        })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
    },

    /** Marks every unread notification of a user seen; returns how many changed. */
    async visualizeAll(userId: string, at: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ visualizedAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.visualizedAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async insertMany(rows: NewNotification[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await db.insert(notifications).values(rows).returning({ id: notifications.id });
      return inserted.map((row) => row.id);
    },

    /** The ids of the users that exist among these ids / e-mails (e-mails compared lower-cased). */
    async existingUsers(ids: string[], emails: string[]) {
      const byId = ids.length
        ? await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))
        : [];
      const byEmail = emails.length
        ? await db
            .select({ id: users.id, email: users.emailNormalized })
            .from(users)
            .where(
              inArray(
                users.emailNormalized,
                emails.map((e) => e.trim().toLowerCase()),
              ),
            )
        : [];
      return { ids: new Set(byId.map((r) => r.id)), emails: new Map(byEmail.map((r) => [r.email, r.id])) };
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
