import { resolveLocale } from '@portal/contracts/locales';
import { isMessageKey, MESSAGES } from '@portal/contracts/messages';
import {
  ERROR_CODE_STATUS,
  type ErrorCode,
  errorCodeKeys,
  PROBLEM_CONTENT_TYPE,
} from '@portal/contracts/problem-codes';
import type { Problem } from '@portal/contracts/problem-guard';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Translations } from '../modules/translations/translations.service';
import { uniqueViolation } from './unique-violations';

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

/** Maps a zod issue to a message key: forms put MESSAGES keys in their schemas, anything else gets a generic one. */
function issueMessage(issue: { keyword: string; message?: string; params?: Record<string, unknown> }): {
  key: string;
  params: Record<string, unknown>;
} {
  const params = issue.params ?? {};
  // A schema's own key keeps zod's limit as {{max}} (e.g. 'Must be at most {{max}} characters').
  if (isMessageKey(issue.message))
    return {
      key: issue.message,
      params: params.maximum === undefined ? params : { ...params, max: params.maximum },
    };
  if (issue.keyword === 'too_big' && typeof params.maximum !== 'undefined') {
    return {
      key: params.origin === 'array' ? MESSAGES.maxItems : MESSAGES.tooLong,
      params: { max: params.maximum },
    };
  }
  if (issue.keyword === 'invalid_format' && params.format === 'email')
    return { key: MESSAGES.emailInvalid, params };
  return { key: MESSAGES.required, params };
}

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)';
}

export const problemPlugin = fp<{ translations: Translations }>(
  async (app: FastifyInstance, { translations }) => {
    function send(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, error?: AppError) {
      const locale = resolveLocale(request.headers['accept-language']);
      const keys = errorCodeKeys(code);
      const status = error?.status ?? ERROR_CODE_STATUS[code];
      const body: Problem & Record<string, unknown> = {
        ...error?.options.extensions,
        title: translations.t(locale, keys.title),
        detail: translations.t(locale, error?.options.detailKey ?? keys.detail, error?.options.params),
        status,
        code,
      };
      if (error?.options.errors?.length) {
        body.errors = error.options.errors.map((e) => ({
          field: e.field,
          message: translations.t(locale, e.message, e.params),
        }));
      }
      if (error?.options.headers) reply.headers(error.options.headers);
      return reply.code(status).type(PROBLEM_CONTENT_TYPE).header('Content-Language', locale).send(body);
    }

    app.decorate('sendProblem', send);

    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) return send(request, reply, error.code, error);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => {
          const { key, params } = issueMessage(issue as never);
          return { field: fieldOf(issue.instancePath), message: key, params };
        });
        return send(request, reply, 'validation_failed', new AppError('validation_failed', { errors }));
      }
      // A "one per" rule decided by the database (decision 0044): the domain 409, not a 500.
      const conflict = uniqueViolation(error);
      if (conflict) {
        request.log.info({ code: conflict.code }, 'request refused: unique violation');
        return send(request, reply, conflict.code, conflict);
      }
      // Every endpoint gets this: a database that refuses, drops or does not answer is a 503 to retry, not a bug.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
        return send(request, reply, 'service_unavailable', databaseUnavailable());
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'unhandled error');
        return send(request, reply, 'internal_error');
      }
      request.log.info({ err: { message: error.message, code: error.code } }, 'request refused');
      const byStatus: Partial<Record<number, ErrorCode>> = {
        401: 'unauthorized',
        403: 'forbidden',
        404: 'not_found',
        405: 'method_not_allowed',
        413: 'payload_too_large',
        415: 'unsupported_media_type',
        429: 'rate_limited',
      };
      const code = byStatus[status] ?? 'bad_request';
      return send(request, reply, code, new AppError(code, { status: byStatus[status] ? status : 400 }));
    });
  },
  { name: 'problem' },
);

declare module 'fastify' {
  interface FastifyInstance {
    sendProblem(
      request: FastifyRequest,
      reply: FastifyReply,
      code: ErrorCode,
      error?: AppError,
    ): FastifyReply;
  }
}
