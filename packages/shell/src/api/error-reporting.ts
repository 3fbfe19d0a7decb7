import type { JavascriptErrorReport, RequestErrorReport } from '@portal/contracts/error-report';
import { ERROR_REPORT_LIMITS } from '@portal/contracts/error-report-limits';
import { MESSAGES } from '@portal/contracts/messages';
import { showToast } from '@portal/shell/toast/toast-store';
import i18next from 'i18next';
import { ApiError, type ApiRequestInfo, isAbortError } from './api-error';
import { apiFetch } from './http-client';

/** Identical reports within this window are sent once. */
export const REPORT_DEDUPE_MS = 10_000;
const REQUEST_ERRORS_PATH = '/intranet/system/v1/errors/request';
const JAVASCRIPT_ERRORS_PATH = '/intranet/system/v1/errors/javascript';

const recentReports = new Map<string, number>();

const RENDERER = 'client';

/** Cuts a value to the longest length the report endpoint accepts. */
function cut(value: string, limit: number): string {
  return value.slice(0, limit);
}

function userAgent(): string {
  return typeof navigator === 'undefined' ? '' : cut(navigator.userAgent, ERROR_REPORT_LIMITS.agent);
}

function isDuplicate(path: string, body: object): boolean {
  const now = Date.now();
  for (const [key, sentAt] of recentReports) {
    if (now - sentAt >= REPORT_DEDUPE_MS) recentReports.delete(key);
  }
  const key = `${path} ${JSON.stringify(body)}`;
  if (recentReports.has(key)) return true;
  recentReports.set(key, now);
  return false;
}

/** Sends a report; a report that fails is dropped, never reported itself (no loops) and never thrown. */
async function send(path: string, body: object): Promise<void> {
  if (isDuplicate(path, body)) return;
  try {
    await apiFetch<void>(path, { method: 'POST', body, refreshSession: false });
  } catch {
    // Nothing more can be done: reporting the failure would loop.
  }
}

/** Reports a failed request to the system error log (spec §7). */
export function reportRequestError(
  error: ApiError,
  request: ApiRequestInfo,
  treated: boolean,
): Promise<void> {
  const report: RequestErrorReport = {
    message: cut(error.title, ERROR_REPORT_LIMITS.message),
    statusCode: error.status,
    method: request.method,
    url: cut(request.url, ERROR_REPORT_LIMITS.url),
    responseMessage:
      error.detail === undefined ? null : cut(error.detail, ERROR_REPORT_LIMITS.responseMessage),
    agent: userAgent(),
    status: treated ? 'Treated' : 'Untreated',
    renderer: RENDERER,
  };
  return send(REQUEST_ERRORS_PATH, report);
}

/** Reports a script error (anything thrown that is not a failed request) to the system error log (spec §7). */
export function reportJavascriptError(error: unknown, treated: boolean): Promise<void> {
  const message = error instanceof Error ? error.message || error.name : String(error);
  const report: JavascriptErrorReport = {
    message: cut(message, ERROR_REPORT_LIMITS.message),
    stack: error instanceof Error && error.stack ? cut(error.stack, ERROR_REPORT_LIMITS.stack) : null,
    agent: userAgent(),
    status: treated ? 'Treated' : 'Untreated',
    renderer: RENDERER,
  };
  return send(JAVASCRIPT_ERRORS_PATH, report);
}

function report(error: unknown, treated: boolean): Promise<void> {
  if (error instanceof ApiError && error.request) return reportRequestError(error, error.request, treated);
  return reportJavascriptError(error, treated);
}

/**
 * Shows an error to the user (spec §8). A failed request (ApiError) shows an error toast with its title and
 * description, and a server failure (5xx) is reported as treated. Anything else shows the 'unknown error' toast
 * and is reported as untreated. A cancelled request shows nothing.
 */
export function handleError(error: unknown): void {
  if (isAbortError(error)) return;
  if (error instanceof ApiError) {
    showToast({ type: 'error', title: error.title, description: error.description });
    if (error.status >= 500) void report(error, true);
    return;
  }
  showToast({
    type: 'error',
    title: i18next.t(MESSAGES.unknownErrorTitle, { ns: 'common' }),
    description: i18next.t(MESSAGES.unknownErrorDescription, { ns: 'common' }),
  });
  void report(error, false);
}

/** Reports uncaught errors and unhandled promise rejections of the page. Returns a function that unhooks them. */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    void report(event.error ?? event.message, false);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isAbortError(event.reason)) void report(event.reason, false);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
