/**
 * Error codes of the API's problem+json answers, without zod: the browser bundle imports this file, the zod
 * schema of the body (./problem) is for the server and tests.
 */

/** Media type of every error response of the API (RFC 9457). */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Machine-readable error codes the API puts in a problem's `code`. */
export const ERROR_CODES = [
  'validation_failed',
  'not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'internal_error',
  'bad_request',
  'method_not_allowed',
  'uri_too_long',
  'headers_too_large',
  'service_unavailable',
  // Domain codes: an expected refusal the client branches on (never guessed from the status).
  'email_in_use',
  'cpf_in_use',
  'resume_incomplete',
  'resume_not_finished',
  'deadline_passed',
  'duplicate_degree',
  'last_degree',
  'limit_reached',
  'email_not_confirmed',
  'invalid_credentials',
  'code_invalid',
  'already_applied',
  'invalid_transition',
  'status_changed',
  'already_invited',
  'account_busy',
  'alert_exists',
  'pcd_exclusive',
  'apprentice_age',
  'review_already_requested',
  'questions_locked',
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status each error code is answered with. */
export const ERROR_CODE_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  service_unavailable: 503,
  email_in_use: 409,
  cpf_in_use: 409,
  resume_incomplete: 409,
  resume_not_finished: 409,
  deadline_passed: 409,
  duplicate_degree: 409,
  last_degree: 409,
  limit_reached: 409,
  email_not_confirmed: 403,
  invalid_credentials: 401,
  code_invalid: 400,
  already_applied: 409,
  invalid_transition: 409,
  status_changed: 409,
  already_invited: 409,
  account_busy: 429,
  alert_exists: 409,
  pcd_exclusive: 409,
  apprentice_age: 409,
  review_already_requested: 409,
  questions_locked: 409,
};

/** Tells whether a value is one of {@link ERROR_CODES}. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The `common` namespace keys of an error code's translated title and detail (`errors.<code>.title|detail`). */
export function errorCodeKeys(code: ErrorCode): { title: string; detail: string } {
  return { title: `errors.${code}.title`, detail: `errors.${code}.detail` };
}
