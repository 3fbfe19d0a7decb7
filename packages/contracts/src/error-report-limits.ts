/**
 * The fields' limits and allowed values of the error reports of spec §7, without zod: the browser cuts its reports
 * to these limits, the report schemas (./error-report) enforce them on the server.
 */

/** Longest accepted value of each error report field; the client cuts longer values before sending. */
export const ERROR_REPORT_LIMITS = {
  message: 2000,
  stack: 16_000,
  url: 2000,
  responseMessage: 2000,
  agent: 500,
  renderer: 100,
} as const;

/** Whether the app handled the error (showed it to the user) or it escaped. */
export const ERROR_REPORT_STATUSES = ['Treated', 'Untreated'] as const;

/** HTTP methods a failed request can have. */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
