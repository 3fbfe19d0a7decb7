import type { HTTP_METHODS } from '@portal/contracts/error-report-limits';
import { MESSAGES } from '@portal/contracts/messages';
import type { ErrorCode } from '@portal/contracts/problem-codes';
import { isPartialProblem, type Problem, type ProblemFieldError } from '@portal/contracts/problem-guard';
import i18next from 'i18next';

export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The request an error belongs to, kept for error reports. */
export interface ApiRequestInfo {
  method: HttpMethod;
  url: string;
}

export interface ApiErrorInit {
  title: string;
  description: string;
  status: number;
  code?: ErrorCode;
  errors?: ProblemFieldError[];
  /** The response's own `detail`, when it had one. */
  detail?: string;
  /** The problem's extension members (RFC 9457 §3.2), e.g. the `user_id` of an `email_not_confirmed`. */
  extensions?: Record<string, unknown>;
  request?: ApiRequestInfo;
}

/**
 * A request that got an unsuccessful response (spec §8): title, description and status code, plus the
 * problem's `code` and per-field `errors` when the server sent them. `message` is the description.
 */
export class ApiError extends Error {
  readonly title: string;
  readonly description: string;
  readonly status: number;
  readonly code?: ErrorCode;
  readonly errors?: ProblemFieldError[];
  readonly detail?: string;
  readonly extensions?: Record<string, unknown>;
  readonly request?: ApiRequestInfo;

  constructor(init: ApiErrorInit) {
    super(init.description);
    this.name = 'ApiError';
    this.title = init.title;
    this.description = init.description;
    this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    if (init.errors !== undefined) this.errors = init.errors;
    if (init.detail !== undefined) this.detail = init.detail;
    if (init.extensions !== undefined) this.extensions = init.extensions;
    if (init.request !== undefined) this.request = init.request;
  }
}

const PAYLOAD_TOO_LARGE = 413;

function nonEmpty(value: string | undefined): string | undefined {
  return value?.trim() ? value : undefined;
}

/**
 * Turns an unsuccessful response into an ApiError (spec §8). Title: the response's `title`, else 'Erro'.
 * Description: the response's `detail`, else the connection error text; 413 always says the image is too large.
 * `body` is the parsed response body (a problem+json object, or anything else the server sent).
 */
export function toApiError(status: number, body: unknown, request?: ApiRequestInfo): ApiError {
  // What it can of a problem+json body; anything else (an HTML error page, no body, a malformed problem) gives nothing.
  const problem: Partial<Problem> = isPartialProblem(body) ? body : {};
  const detail = nonEmpty(problem.detail);
  const description =
    status === PAYLOAD_TOO_LARGE
      ? i18next.t(MESSAGES.imageTooLarge, { ns: 'common' })
      : (detail ?? i18next.t(MESSAGES.connectionError, { ns: 'common' }));
  return new ApiError({
    title: nonEmpty(problem.title) ?? i18next.t(MESSAGES.errorTitle, { ns: 'common' }),
    description,
    status,
    code: problem.code,
    // Only the two fields of each error, whatever else the server sent.
    errors: problem.errors?.map(({ field, message }) => ({ field, message })),
    detail,
    extensions: extensionsOf(problem),
    request,
  });
}

const PROBLEM_MEMBERS = new Set(['type', 'title', 'detail', 'status', 'code', 'errors', 'instance']);

/** The members of a problem beyond the standard ones; undefined when there are none. */
function extensionsOf(problem: Partial<Problem>): Record<string, unknown> | undefined {
  const entries = Object.entries(problem).filter(([key]) => !PROBLEM_MEMBERS.has(key));
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * Whether `error` is the API's answer with one of `codes`, the problem's `code`: the client branches on what the server
 * says happened, never on the HTTP status, which several codes share (decision 0094).
 */
export function isProblem(error: unknown, ...codes: readonly ErrorCode[]): error is ApiError {
  return error instanceof ApiError && error.code !== undefined && codes.includes(error.code);
}

/** True for an aborted request (the caller cancelled it; nothing to show or report). */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException || error instanceof Error) &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}
