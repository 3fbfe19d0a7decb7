/**
 * What PostgreSQL's concurrency can throw at a correct request, and what it means for the client (decision 0066).
 * Drizzle wraps the driver's error (`cause`), so the SQLSTATE is looked up along the cause chain.
 */
function sqlStateOf(error: unknown): { code: string; detail?: string } | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as Error).cause, depth++) {
    const { code, detail } = cause as { code?: unknown; detail?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return typeof detail === 'string' ? { code, detail } : { code };
    }
  }
  return undefined;
}

/** 40P01 deadlock_detected, 40001 serialization_failure: the work itself was fine, its timing was not. */
const RETRYABLE = new Set(['40P01', '40001']);

/** A deadlock or a serialization failure: the transaction was rolled back and may succeed if run again. */
export function isRetryableConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && RETRYABLE.has(state.code);
}

/**
 * A foreign key violation because the referenced row is gone (23503 on an insert or update: "Key (...) is not
 * present in table ..."): the account, the application, the vacancy was deleted while the request ran, so the
 * resource the request acts on no longer exists — 404, never 500. A delete refused because rows still reference the
 * row ("is still referenced") is not this.
 */
export function isReferencedRowGone(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state?.code === '23503' && !/still referenced/i.test(state.detail ?? '');
}
