import { randomBytes } from 'node:crypto';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { appSecrets, authAudit, candidates, refreshTokens, sessions, users } from '#server/db/schema';

export type UserRow = typeof users.$inferSelect & {
  /** A candidate whose e-mail is not confirmed yet (decision 0010: a pending registration) cannot sign in. */
  pendingConfirmation?: boolean;
};

/**
 * The writes of the `sessions` table other areas make (decision 0090: the auth module owns it), through the auth
 * service (`sessions`), on their connection or inside their own transaction (`db`).
 */
export function sessionWrites(db: Db) {
  return {
    /** Revokes every open session of a user (signed out everywhere); returns how many. */
    async revokeAll(userId: string, at: Date): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`${at.toISOString()}::timestamptz` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}

export function authRepository(db: Db) {
  return {
    ...sessionWrites(db),

    async userByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users, emailConfirmedAt: candidates.emailConfirmedAt, candidate: candidates.userId })
        .from(users)
        .leftJoin(candidates, eq(candidates.userId, users.id))
        .where(eq(users.emailNormalized, email.trim().toLowerCase()));
      if (!row) return undefined;
      return { ...row.user, pendingConfirmation: row.candidate !== null && row.emailConfirmedAt === null };
    },

    async createSession(userId: string, loginType: 'email' | 'cpf' | 'azure') {
      const [row] = await db.insert(sessions).values({ userId, loginType }).returning();
      return row!;
    },

    async addRefreshToken(sessionId: string, tokenHash: string, expiresAt: Date) {
      await db.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
    },

    async refreshTokenByHash(tokenHash: string) {
      const [row] = await db
        .select({ token: refreshTokens, session: sessions, user: users })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /** Marks the token used; false when it was used already (a concurrent or replayed use). */
    async useRefreshToken(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    /** Revokes one session; returns its user's id (undefined for an unknown session). */
    async revokeSession(sessionId: string, at: Date): Promise<string | undefined> {
      const [row] = await db
        .update(sessions)
        .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(sessions.id, sessionId))
        .returning({ userId: sessions.userId });
      return row?.userId;
    },

    async sessionById(sessionId: string) {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
      return row;
    },

    /** Whether this session of this user is open (neither revoked nor another user's). */
    async sessionActive(sessionId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      return Boolean(row);
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;

/**
 * A random server secret kept in the database (created on first use), so every instance on the same database
 * shares it: the access-token key, the audit's HMAC key, the OpenID Connect flow key (docs/decisions/0007).
 */
export async function loadSecret(db: Db, name: string, bytes = 32): Promise<Uint8Array> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(bytes).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return new Uint8Array(Buffer.from(row!.value, 'base64'));
}

export type AuditEvent = (typeof authAudit.$inferInsert)['event'];
export type AuditOutcome = (typeof authAudit.$inferInsert)['outcome'];
export type NewAuditEntry = typeof authAudit.$inferInsert;

/** The queries of the sign-in audit log (`auth-audit.ts` builds the log on them). */
export function auditQueries(db: Db) {
  return {
    async insert(entry: NewAuditEntry): Promise<void> {
      await db.insert(authAudit).values(entry);
    },

    /** Entries of an event with this outcome since a time, for one subject or one address. */
    async countSince(
      event: AuditEvent,
      outcome: AuditOutcome,
      since: Date,
      by: { subjectHash: string } | { ip: string },
    ): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(authAudit)
        .where(
          and(
            eq(authAudit.event, event),
            eq(authAudit.outcome, outcome),
            gte(authAudit.createdAt, since),
            'subjectHash' in by ? eq(authAudit.subjectHash, by.subjectHash) : eq(authAudit.ip, by.ip),
          ),
        );
      return row?.n ?? 0;
    },

    entries(event: AuditEvent) {
      return db.select().from(authAudit).where(eq(authAudit.event, event));
    },
  };
}
