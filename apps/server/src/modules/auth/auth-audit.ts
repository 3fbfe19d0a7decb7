import { createHmac } from 'node:crypto';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authAudit } from '../../db/schema';
import { loadSecret } from './secrets';

export type AuditEvent = (typeof authAudit.$inferInsert)['event'];
export type AuditOutcome = (typeof authAudit.$inferInsert)['outcome'];

export interface AuditContext {
  ip: string;
  userAgent?: string | undefined;
}

/**
 * The audit log of sign-ins and password changes (DESIGN §4.3). Subjects (a CPF) are stored as an HMAC with a
 * server secret, never in clear; the same rows count attempts for rate limits shared by every instance.
 */
export async function authAuditLog(db: Db) {
  const key = await loadSecret(db, 'audit_hmac');
  return {
    subjectHash(subject: string): string {
      return createHmac('sha256', key).update(subject).digest('base64url');
    },

    async record(
      event: AuditEvent,
      outcome: AuditOutcome,
      context: AuditContext,
      details: { userId?: string | null; subjectHash?: string | null } = {},
    ): Promise<void> {
      await db.insert(authAudit).values({
        event,
        outcome,
        userId: details.userId ?? null,
        subjectHash: details.subjectHash ?? null,
        ip: context.ip,
        userAgent: context.userAgent?.slice(0, 300) ?? null,
      });
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

export type AuthAuditLog = Awaited<ReturnType<typeof authAuditLog>>;
