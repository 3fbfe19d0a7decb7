import { ERROR_CODE_STATUS, type ErrorCode } from '@portal/contracts/problem-codes';

export interface FieldError {
  field: string;
  /** A message key of contracts' MESSAGES (translated when answered) with its parameters. */
  message: string;
  params?: Record<string, unknown>;
}

/**
 * The one typed application error services throw. The error handler answers it as problem+json with the title,
 * detail and field messages translated into the caller's language.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      /** A `common` namespace key for the detail; defaults to `errors.<code>.detail`. */
      detailKey?: string;
      params?: Record<string, unknown>;
      /** Parameters whose values are `common` keys, translated into the caller's language first (a status name). */
      paramKeys?: Record<string, string>;
      errors?: FieldError[];
      status?: number;
      headers?: Record<string, string>;
      /** Extension members of the problem (RFC 9457 §3.2), e.g. the `user_id` of an unconfirmed account. */
      extensions?: Record<string, unknown>;
    } = {},
  ) {
    super(code);
    this.status = options.status ?? ERROR_CODE_STATUS[code];
  }
}

/** Seconds a client is asked to wait (Retry-After) when the database is unreachable: about one connect timeout. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The 503 of an unreachable or silent database, for the error handler and the readiness probe alike. */
export function databaseUnavailable(extensions?: Record<string, unknown>): AppError {
  return new AppError('service_unavailable', {
    detailKey: 'errors.databaseUnavailable',
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    ...(extensions ? { extensions } : {}),
  });
}

/**
 * The 503 of a deadlock or serialization failure that persisted after its transaction was retried once (decision
 * 0066): nothing was changed, and the same request a moment later passes.
 */
export function concurrentChange(): AppError {
  return new AppError('service_unavailable', {
    detailKey: 'errors.concurrentChange',
    headers: { 'retry-after': '1' },
  });
}
