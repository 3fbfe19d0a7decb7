import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Scheduler } from '#server/core/scheduler';
import type { Db } from '#server/db/database';
import { mailOutbox } from '#server/db/schema';
import { type Mail, type Mailer, type MailSendError, toMailSendError } from './mailer';

/** What /api/ready reports: mails due now (in flight included) and how long the oldest of them has waited. */
export interface OutboxBacklog {
  due: number;
  oldest_due_s: number;
}

export interface Outbox {
  /**
   * Writes a mail to the outbox in the caller's transaction (or as its own statement when given the database): it is
   * sent only if that transaction commits. Returns the mail's Message-ID. Call wake() after the commit.
   */
  enqueue(tx: Db, mail: Mail): Promise<{ messageId: string }>;
  /** Writes several mails in one statement, in the caller's transaction; returns their Message-IDs in order. */
  enqueueAll(tx: Db, mails: readonly Mail[]): Promise<string[]>;
  /** Runs this process's worker soon instead of at its next poll (a no-op when the worker is off here). */
  wake(): void;
  backlog(): Promise<OutboxBacklog>;
  /**
   * One run of the worker: claims and sends due mails until none is due (or the signal aborts). Returns how many were
   * delivered. The scheduler calls it; tests may call it directly.
   */
  drain(signal?: AbortSignal): Promise<number>;
}

export interface OutboxOptions {
  /** Where the worker claims and records: the background workers' connections (`Database.background`). */
  db: Db;
  /** The transport: SMTP, or the development outbox of .eml files (createMailer). */
  mailer: Mailer;
  log: FastifyBaseLogger;
  scheduler: Scheduler;
  /** MAIL_FROM: its domain ends every Message-ID. */
  mailFrom: string;
  /** Whether this process sends (MAIL_WORKER); enqueue works either way. Default true. */
  enabled?: boolean;
  /** The worker's poll, a backstop for wakes that never came (another instance enqueued, a lost wake). Default 5 s. */
  pollMs?: number;
  /** Delay of the first run after the scheduler starts. Default 1 s. */
  firstDelayMs?: number;
  /** Rows claimed (and sent in parallel) at once. Default 10. */
  batchSize?: number;
  /** How long a claim holds a row; a worker that dies mid-send leaves it due again after this. Default 2 min. */
  leaseMs?: number;
  /** Retry delays after a temporary failure: first, doubling up to max. Default 5 s … 1 h. */
  backoff?: { firstMs: number; maxMs: number };
  /** How long a mail that keeps failing temporarily is retried, from its enqueue. Default 24 h. */
  retryForMs?: number;
  /** Failed rows are deleted this long after their enqueue. Default 30 days. */
  pruneFailedAfterMs?: number;
}

interface ClaimedRow {
  id: number;
  messageId: string;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  headers: Record<string, string> | null;
  attempts: number;
  /** Until when (performance.now()) this claim may record its outcome: a little before its lease runs out. */
  recordBy: number;
}

const HOUR = 3_600_000;
const PRUNE_EVERY_MS = HOUR;

/** The domain of a From address (`Portal <rh@example.com>` → example.com). */
function mailDomain(from: string): string {
  const match = /@([^\s<>@]+)>?\s*$/.exec(from);
  return match ? match[1]!.toLowerCase() : 'localhost';
}

/**
 * The durable mail outbox (decision 0060): mails are rows written with their cause, sent by a worker of the
 * scheduler, deleted once delivered, retried with backoff on a temporary failure, kept as `failed` (content cleared)
 * on a permanent one. Any number of processes may run the worker on one database: a claim leases each row.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { db, mailer, log } = options;
  const domain = mailDomain(options.mailFrom);
  const batchSize = options.batchSize ?? 10;
  const leaseS = (options.leaseMs ?? 2 * 60_000) / 1000;
  const backoff = options.backoff ?? { firstMs: 5_000, maxMs: HOUR };
  const retryForS = (options.retryForMs ?? 24 * HOUR) / 1000;
  const pruneAfterS = (options.pruneFailedAfterMs ?? 30 * 24 * HOUR) / 1000;
  let prunedAt = Number.NEGATIVE_INFINITY;

  /**
   * Leases up to batchSize due rows and counts the attempt, in one statement: two workers never get one row. A row
   * of a sequence is claimed only when no earlier row of that sequence is pending (in flight, or waiting for a
   * retry), so one sequence has at most one mail in flight and its mails leave in enqueue order (decision 0066).
   */
  async function claim(): Promise<ClaimedRow[]> {
    const recordBy = performance.now() + leaseS * 1000 * 0.9;
    const { rows } = (await db.execute(sql`
      UPDATE mail_outbox
         SET locked_until = now() + make_interval(secs => ${leaseS}::double precision),
             attempts = attempts + 1
       WHERE id IN (
             SELECT id FROM mail_outbox m
              WHERE status = 'pending' AND due_at <= now()
                AND (locked_until IS NULL OR locked_until <= now())
                AND (sequence IS NULL OR NOT EXISTS (
                      SELECT 1 FROM mail_outbox earlier
                       WHERE earlier.sequence = m.sequence AND earlier.status = 'pending' AND earlier.id < m.id))
              ORDER BY due_at, id
              LIMIT ${batchSize}::integer
                FOR UPDATE SKIP LOCKED)
   RETURNING id, message_id, recipient, subject, text, html, reply_to, headers, attempts`)) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    return rows.map((r) => ({
      id: Number(r.id),
      messageId: r.message_id as string,
      recipient: r.recipient as string,
      subject: r.subject as string,
      text: r.text as string,
      html: r.html as string | null,
      replyTo: r.reply_to as string | null,
      headers: (typeof r.headers === 'string' ? JSON.parse(r.headers) : r.headers) as Record<
        string,
        string
      > | null,
      attempts: Number(r.attempts),
      recordBy,
    }));
  }

  /**
   * Records a claim's outcome, again and again while the database refuses (a pool held by a burst of requests, a
   * short outage), until the claim's lease nearly runs out (decision 0089). Given up at once, a mail the relay took
   * would stay due and go out again; past the lease another worker owns the row.
   */
  async function record<T>(row: ClaimedRow, statement: () => Promise<T>): Promise<T> {
    for (let delayMs = 100; ; delayMs = Math.min(delayMs * 2, 2_000)) {
      try {
        return await statement();
      } catch (error) {
        if (performance.now() + delayMs >= row.recordBy) throw error;
        await sleep(delayMs);
      }
    }
  }

  /** This claim's row (a newer claim, after our lease ran out, owns it otherwise). */
  const ours = (row: ClaimedRow) =>
    and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts), eq(mailOutbox.status, 'pending'));

  /** Keeps the row for the record without its content (a code must not stay stored in clear). */
  async function markFailed(row: ClaimedRow, lastError: string): Promise<boolean> {
    const updated = await record(row, () =>
      db
        .update(mailOutbox)
        .set({
          status: 'failed',
          subject: '',
          text: '',
          html: null,
          replyTo: null,
          headers: {},
          lockedUntil: null,
          lastError,
        })
        .where(ours(row))
        .returning({ id: mailOutbox.id }),
    );
    return updated.length > 0;
  }

  async function onFailure(row: ClaimedRow, failure: MailSendError): Promise<void> {
    const error = failure.message.slice(0, 1000);
    const context = {
      outboxId: row.id,
      messageId: row.messageId,
      attempts: row.attempts,
      responseCode: failure.responseCode,
    };
    if (!failure.temporary) {
      if (await markFailed(row, error))
        log.error({ ...context, err: error }, 'mail refused permanently: not retried, content cleared');
      return;
    }
    const delayMs = Math.min(backoff.firstMs * 2 ** (row.attempts - 1), backoff.maxMs);
    const [updated] = await record(row, () =>
      db
        .update(mailOutbox)
        .set({
          dueAt: sql`now() + make_interval(secs => ${delayMs / 1000}::double precision)`,
          lockedUntil: null,
          lastError: error,
        })
        .where(ours(row))
        .returning({
          expired: sql<boolean>`${mailOutbox.createdAt} <= now() - make_interval(secs => ${retryForS}::double precision)`,
        }),
    );
    if (!updated) return;
    if (updated.expired) {
      if (await markFailed(row, `given up after ${row.attempts} attempts: ${error}`))
        log.error({ ...context, err: error }, 'mail given up after retrying for its whole retry period');
      return;
    }
    log.warn({ ...context, err: error, retryInMs: delayMs }, 'mail not sent: will retry');
  }

  /** Sends one claimed row; rejects only when the database fails (the lease then makes the row due again). */
  async function deliver(row: ClaimedRow): Promise<boolean> {
    try {
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        ...(row.html === null ? {} : { html: row.html }),
        ...(row.replyTo === null ? {} : { replyTo: row.replyTo }),
        ...(row.headers && Object.keys(row.headers).length > 0 ? { headers: row.headers } : {}),
        messageId: row.messageId,
      });
    } catch (error) {
      await onFailure(row, toMailSendError(error));
      return false;
    }
    await record(row, () => db.delete(mailOutbox).where(eq(mailOutbox.id, row.id)));
    return true;
  }

  async function prune(): Promise<void> {
    if (performance.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = performance.now();
    await db.execute(sql`
      DELETE FROM mail_outbox
       WHERE status = 'failed' AND created_at < now() - make_interval(secs => ${pruneAfterS}::double precision)`);
  }

  async function drain(signal?: AbortSignal): Promise<number> {
    await prune();
    let delivered = 0;
    while (!signal?.aborted) {
      const rows = await claim();
      if (rows.length === 0) break;
      const results = await Promise.allSettled(rows.map(deliver));
      for (const result of results) if (result.status === 'fulfilled' && result.value) delivered++;
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }
    return delivered;
  }

  const job = options.scheduler.add({
    name: 'mail-outbox',
    enabled: options.enabled ?? true,
    intervalMs: options.pollMs ?? 5_000,
    firstDelayMs: options.firstDelayMs ?? 1_000,
    run: drain,
  });

  async function enqueueAll(tx: Db, mails: readonly Mail[]): Promise<string[]> {
    if (!mails.length) return [];
    const rows = mails.map((mail) => ({
      messageId: mail.messageId ?? `<${randomUUID()}@${domain}>`,
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
      headers: mail.headers ?? {},
      sequence: mail.sequence ?? null,
    }));
    await tx.insert(mailOutbox).values(rows);
    return rows.map((row) => row.messageId);
  }

  return {
    async enqueue(tx, mail) {
      const [messageId] = await enqueueAll(tx, [mail]);
      return { messageId: messageId! };
    },
    enqueueAll,
    wake: () => job.wake(),
    async backlog() {
      const { rows } = (await db.execute(sql`
        SELECT count(*)::integer AS due,
               coalesce(extract(epoch FROM now() - min(due_at)), 0)::double precision AS oldest
          FROM mail_outbox
         WHERE status = 'pending' AND due_at <= now()`)) as unknown as {
        rows: Array<{ due: number | string; oldest: number | string }>;
      };
      const row = rows[0]!;
      return { due: Number(row.due), oldest_due_s: Math.max(0, Math.floor(Number(row.oldest))) };
    },
    drain,
  };
}
