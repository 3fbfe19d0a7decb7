import { createHmac } from 'node:crypto';
import type { Db } from '#server/db/database';
import { type AuditEvent, type AuditOutcome, auditQueries, loadSecret } from './auth.repository';

export type { AuditEvent, AuditOutcome } from './auth.repository';

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
  const queries = auditQueries(db);
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
      await queries.insert({
        event,
        outcome,
        userId: details.userId ?? null,
        subjectHash: details.subjectHash ?? null,
        ip: context.ip,
        userAgent: context.userAgent?.slice(0, 300) ?? null,
      });
    },

    /** Entries of an event with this outcome since a time, for one subject or one address. */
    countSince: queries.countSince,

    entries: queries.entries,
  };
}

export type AuthAuditLog = Awaited<ReturnType<typeof authAuditLog>>;
