import type { JavascriptErrorReport, RequestErrorReport } from '@portal/contracts/error-report';
import type { systemErrorsRepository } from './system-errors.repository';

interface Reporter {
  userId?: string | null;
  ip: string;
}

/** What every report stores besides its own fields: where it comes from and how it was seen. */
function origin(report: RequestErrorReport | JavascriptErrorReport, reporter: Reporter) {
  return {
    message: report.message,
    agent: report.agent ?? null,
    status: report.status,
    renderer: report.renderer ?? null,
    userId: reporter.userId ?? null,
    ip: reporter.ip,
  };
}

/** Stores the error reports the front ends send (spec §8: unknown errors are reported to the two endpoints). */
export function systemErrorsService(repository: ReturnType<typeof systemErrorsRepository>) {
  return {
    reportRequestError(report: RequestErrorReport, reporter: Reporter) {
      return repository.insert({
        kind: 'request',
        ...origin(report, reporter),
        statusCode: report.statusCode,
        method: report.method,
        url: report.url,
        responseMessage: report.responseMessage ?? null,
      });
    },
    reportJavascriptError(report: JavascriptErrorReport, reporter: Reporter) {
      return repository.insert({
        kind: 'javascript',
        ...origin(report, reporter),
        stack: report.stack ?? null,
      });
    },
  };
}

export type SystemErrorsService = ReturnType<typeof systemErrorsService>;
