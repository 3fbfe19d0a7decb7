import type { JavascriptErrorReport, RequestErrorReport } from '@portal/contracts/error-report';
import type { systemErrorsRepository } from './system-errors.repository';

interface Reporter {
  userId?: string | null;
  ip: string;
}

/** Stores the error reports the front ends send (spec §8: unknown errors are reported to the two endpoints). */
export function systemErrorsService(repository: ReturnType<typeof systemErrorsRepository>) {
  return {
    reportRequestError(report: RequestErrorReport, reporter: Reporter) {
      return repository.insert({
        kind: 'request',
        message: report.message,
        statusCode: report.statusCode,
        method: report.method,
        url: report.url,
        responseMessage: report.responseMessage ?? null,
        agent: report.agent ?? null,
        status: report.status,
        renderer: report.renderer ?? null,
        userId: reporter.userId ?? null,
        ip: reporter.ip,
      });
    },
    reportJavascriptError(report: JavascriptErrorReport, reporter: Reporter) {
      return repository.insert({
        kind: 'javascript',
        message: report.message,
        stack: report.stack ?? null,
        agent: report.agent ?? null,
        status: report.status,
        renderer: report.renderer ?? null,
        userId: reporter.userId ?? null,
        ip: reporter.ip,
      });
    },
  };
}

export type SystemErrorsService = ReturnType<typeof systemErrorsService>;
