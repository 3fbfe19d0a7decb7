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
 * Runs `work` in one transaction that first takes a transaction-scoped advisory lock on `key` (decision 0044):
 * requests for the same key run one after another on every connection and every server instance of one
 * PostgreSQL, and the lock ends with the transaction, commit, rollback or a dropped connection alike. On PGlite
 * (one connection, one transaction at a time) the transaction alone already serializes; the lock is then free.
 *
 * `work` must query only through `tx`: a query on the outer pool would wait for a connection that the waiting
 * requests hold. Keep slow work that needs no lock (image decoding, password hashing) outside.
 */
export function withLock<T>(db: Db, key: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    return work(tx);
  });
}
