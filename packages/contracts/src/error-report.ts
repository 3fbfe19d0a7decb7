import { z } from 'zod';
import { ERROR_REPORT_LIMITS, ERROR_REPORT_STATUSES, HTTP_METHODS } from './error-report-limits';

/** Body of POST /intranet/system/v1/errors/request: a request that failed (spec §7). */
export const requestErrorReportSchema = z.object({
  message: z.string().max(ERROR_REPORT_LIMITS.message),
  statusCode: z.number().int().min(0).max(999),
  method: z.enum(HTTP_METHODS),
  url: z.string().min(1).max(ERROR_REPORT_LIMITS.url),
  /** The response's `detail`, when it had one. */
  responseMessage: z.string().max(ERROR_REPORT_LIMITS.responseMessage).nullish(),
  agent: z.string().max(ERROR_REPORT_LIMITS.agent).nullish(),
  status: z.enum(ERROR_REPORT_STATUSES),
  /** Where the error happened, e.g. 'browser' or 'server'. */
  renderer: z.string().max(ERROR_REPORT_LIMITS.renderer).nullish(),
});

/** A parsed request error report. */
export type RequestErrorReport = z.infer<typeof requestErrorReportSchema>;

/** Body of POST /intranet/system/v1/errors/javascript: an error thrown by page code (spec §7). */
export const javascriptErrorReportSchema = z.object({
  message: z.string().max(ERROR_REPORT_LIMITS.message),
  stack: z.string().max(ERROR_REPORT_LIMITS.stack).nullish(),
  agent: z.string().max(ERROR_REPORT_LIMITS.agent).nullish(),
  status: z.enum(ERROR_REPORT_STATUSES),
  renderer: z.string().max(ERROR_REPORT_LIMITS.renderer).nullish(),
});

/** A parsed JavaScript error report. */
export type JavascriptErrorReport = z.infer<typeof javascriptErrorReportSchema>;
