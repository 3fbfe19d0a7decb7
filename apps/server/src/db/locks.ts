import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * What a lock serializes. A rule that reads before it writes ("at most 5", "never the last one") holds only when
 * every request that can change its answer takes the same key first: per candidate for the resume's rules.
 */
export const lockKeys = {
  /** Every check-then-write rule on one candidate's own rows (resume lists, first job, finish). */
  candidate: (userId: string) => `candidate:${userId}`,
};

/**
 * How long a request may wait for its key, in this process and then on the database (decision 0089): a wait is not
 * an outage, so past it the request is refused with LockBusyError (429 `account_busy`), never a 503.
 */
export const LOCK_WAIT_MS = 3_000;
/** Requests of one key that may wait in this process behind the one that holds it; more are refused at once. */
export const LOCK_QUEUE_LENGTH = 64;

/** The key's lock was not had within {@link LOCK_WAIT_MS}, or too many requests of the key wait already. */
export class LockBusyError extends Error {
  constructor(readonly key: string) {
    super(`lock ${key} is busy`);
    this.name = 'LockBusyError';
  }
}

/** 55P03 lock_not_available: `lock_timeout` ran out while the advisory lock was held elsewhere. */
export function isLockNotAvailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as Error).cause, depth++)
    if ((cause as { code?: unknown }).code === '55P03') return true;
  return false;
}

interface Queue {
  /** Resolvers of the requests waiting for their turn, first in first. */
  waiting: Array<() => void>;
}

/**
 * This process's turns per key: a request waits here without holding a database connection, so one account's burst
 * of requests queues behind its own lock instead of taking every connection of the pool (and everybody's turn).
 * The database's advisory lock still orders them against other instances.
 */
const queues = new Map<string, Queue>();

async function takeTurn(key: string, deadline: number): Promise<() => void> {
  let queue = queues.get(key);
  if (!queue) {
    queue = { waiting: [] };
    queues.set(key, queue);
  } else {
    if (queue.waiting.length >= LOCK_QUEUE_LENGTH) throw new LockBusyError(key);
    const line = queue;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        line.waiting.splice(line.waiting.indexOf(turn), 1);
        reject(new LockBusyError(key));
      }, deadline - performance.now());
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      line.waiting.push(turn);
    });
  }
  const held = queue;
  return () => {
    const next = held.waiting.shift();
    if (next) next();
    else queues.delete(key);
  };
}

/**
 * Runs `work` in one transaction that first takes a transaction-scoped advisory lock on `key` (decision 0044):
 * requests for the same key run one after another on every connection and every server instance of one
 * PostgreSQL, and the lock ends with the transaction, commit, rollback or a dropped connection alike. On PGlite
 * (one connection, one transaction at a time) the transaction alone already serializes; the lock is then free.
 * Within one process the requests of a key also wait their turn before they take a connection; the whole wait is
 * bounded by {@link LOCK_WAIT_MS} (decision 0089).
 *
 * `work` must query only through `tx`: a query on the outer pool would wait for a connection that the waiting
 * requests hold. Keep slow work that needs no lock (image decoding, password hashing) outside.
 */
export async function withLock<T>(db: Db, key: string, work: (tx: Db) => Promise<T>): Promise<T> {
  const deadline = performance.now() + LOCK_WAIT_MS;
  const release = await takeTurn(key, deadline);
  try {
    return await db.transaction(async (tx) => {
      // The rest of the wait, for this transaction's locks (set first: the select list runs left to right).
      const waitMs = `${Math.max(1, Math.round(deadline - performance.now()))}ms`;
      await tx.execute(
        sql`select set_config('lock_timeout', ${waitMs}, true), pg_advisory_xact_lock(hashtextextended(${key}, 0))`,
      );
      return work(tx);
    });
  } catch (error) {
    if (isLockNotAvailable(error)) throw new LockBusyError(key);
    throw error;
  } finally {
    release();
  }
}
