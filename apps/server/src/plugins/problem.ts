import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type Locale, resolveLocale } from '@portal/contracts/locales';
import { isMessageKey, MESSAGES } from '@portal/contracts/messages';
import {
  ERROR_CODE_STATUS,
  type ErrorCode,
  errorCodeKeys,
  PROBLEM_CONTENT_TYPE,
} from '@portal/contracts/problem-codes';
import type { Problem } from '@portal/contracts/problem-guard';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, concurrentChange, databaseUnavailable } from '#server/core/errors';
import type { Translations } from '#server/core/translations';
import { LockBusyError } from '#server/db/locks';
import { isReferencedRowGone, isRetryableConflict } from '#server/db/transactions';
import { isDatabaseUnavailable } from '#server/db/unavailable';
import { uniqueViolation } from './unique-violations';

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

/**
 * Node's error for a request body cut short by its client: the request stream fails with 'aborted' (ECONNRESET),
 * which a database driver never says, so the body parser's error is not taken for a database outage.
 */
function isClientAbort(error: FastifyError | Error): boolean {
  return (error as { code?: unknown }).code === 'ECONNRESET' && error.message === 'aborted';
}

/** A byte limit as people read it: whole megabytes or kilobytes (8 MB, 64 KB). */
export function byteLimitText(bytes: number): string {
  const MB = 1024 * 1024;
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The 413 of a body over its route's limit, quoting the limit that applied (decision 0089); a route may name its own
 * words instead (the picture's 8 MB, not the size of its data URL).
 */
function tooLarge(request: FastifyRequest): AppError {
  const own = request.routeOptions.config?.payloadTooLargeDetail;
  if (own) return new AppError('payload_too_large', { detailKey: own });
  return new AppError('payload_too_large', {
    params: {
      limit: byteLimitText(request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0),
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The detail (a `common` key) of a 413 on this route, instead of the generic one quoting its body limit. */
    payloadTooLargeDetail?: string;
  }
}

export const problemPlugin = fp<{ translations: Translations }>(
  async (app: FastifyInstance, { translations }) => {
    /** The detail's parameters, those named by a key translated into the caller's language. */
    function paramsOf(locale: Locale, error: AppError | undefined) {
      const keys = error?.options.paramKeys;
      if (!keys) return error?.options.params;
      const translated = Object.entries(keys).map(([name, key]) => [name, translations.t(locale, key)]);
      return { ...error.options.params, ...Object.fromEntries(translated) };
    }

    function render(acceptLanguage: string | undefined, code: ErrorCode, error?: AppError) {
      const locale = resolveLocale(acceptLanguage);
      const keys = errorCodeKeys(code);
      const status = error?.status ?? ERROR_CODE_STATUS[code];
      const body: Problem & Record<string, unknown> = {
        ...error?.options.extensions,
        title: translations.t(locale, keys.title),
        detail: translations.t(locale, error?.options.detailKey ?? keys.detail, paramsOf(locale, error)),
        status,
        code,
      };
      return { locale, status, body };
    }

    function send(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, error?: AppError) {
      const { locale, status, body } = render(request.headers['accept-language'], code, error);
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
    app.decorate('renderProblem', render);

    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) return send(request, reply, error.code, error);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => {
          const { key, params } = issueMessage(issue as never);
          return { field: fieldOf(issue.instancePath), message: key, params };
        });
        return send(request, reply, 'validation_failed', new AppError('validation_failed', { errors }));
      }
      // The client went away while its body was arriving (decision 0064): its socket's reset is not the database's.
      if (isClientAbort(error)) {
        request.log.info({ err: { message: error.message, code: error.code } }, 'client aborted the request');
        return send(request, reply, 'bad_request');
      }
      // A "one per" rule decided by the database (decision 0044): the domain 409, not a 500.
      const conflict = uniqueViolation(error);
      if (conflict) {
        request.log.info({ code: conflict.code }, 'request refused: unique violation');
        return send(request, reply, conflict.code, conflict);
      }
      // A row the request writes against was deleted meanwhile (an account deleted while its owner or a recruiter
      // acts on it): the resource is gone, 404 (decision 0066).
      if (isReferencedRowGone(error)) {
        request.log.info(
          { err: { message: error.message } },
          'request refused: referenced row deleted meanwhile',
        );
        return send(request, reply, 'not_found');
      }
      // The account's other requests held its lock for the whole wait (decision 0089): busy, not an outage.
      if (error instanceof LockBusyError) {
        request.log.info('request refused: the account is busy with other requests');
        return send(
          request,
          reply,
          'account_busy',
          new AppError('account_busy', { headers: { 'retry-after': '1' } }),
        );
      }
      // A deadlock or serialization failure that its transaction's one retry did not get past: 503, try again.
      if (isRetryableConflict(error)) {
        request.log.warn({ err: { message: error.message } }, 'concurrent change: deadlock or serialization');
        return send(request, reply, 'service_unavailable', concurrentChange());
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
        414: 'uri_too_long',
        415: 'unsupported_media_type',
        429: 'rate_limited',
        431: 'headers_too_large',
      };
      const code = byStatus[status] ?? 'bad_request';
      if (code === 'payload_too_large') return send(request, reply, code, tooLarge(request));
      return send(request, reply, code, new AppError(code, { status: byStatus[status] ? status : 400 }));
    });
  },
  { name: 'problem' },
);

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded (bad percent-encoding) or a path parameter over
 * `maxParamLength` is answered before routing, as problem+json like any other refusal.
 */
export function problemFrameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code: ErrorCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uri_too_long' : 'bad_request';
  request.log.info({ err: { message: error.message, code: error.code } }, 'request refused');
  return reply.server.sendProblem(request, reply, code);
}

const LONG_REQUEST_LINE = 8 * 1024;

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refuses some requests before Fastify sees them (headers over
 * `maxHeaderSize`, a request line too long, malformed HTTP). They are answered as problem+json too, in the language
 * of the raw request's Accept-Language when it can be read, and the connection is closed.
 */
export function problemClientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Node passes a Buffer (Fastify's type says otherwise).
  const packet: unknown = error.rawPacket;
  const raw = Buffer.isBuffer(packet) ? packet.toString('latin1') : '';
  const firstLine = raw.split('\r\n', 1)[0] ?? '';
  let code: ErrorCode = 'bad_request';
  let status: number | undefined;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    code = firstLine.length > LONG_REQUEST_LINE ? 'uri_too_long' : 'headers_too_large';
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
  }
  const acceptLanguage = /\r\naccept-language:[ \t]*([^\r\n]{1,200})/i.exec(raw)?.[1];
  const rendered = this.renderProblem(
    acceptLanguage,
    code,
    status ? new AppError(code, { status }) : undefined,
  );
  this.log.info({ err: { message: error.message, code: error.code } }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(rendered.body);
    socket.write(
      `HTTP/1.1 ${rendered.status} ${STATUS_CODES[rendered.status]}\r\n` +
        `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Language: ${rendered.locale}\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

declare module 'fastify' {
  interface FastifyInstance {
    renderProblem(
      acceptLanguage: string | undefined,
      code: ErrorCode,
      error?: AppError,
    ): { locale: string; status: number; body: Problem & Record<string, unknown> };
    sendProblem(
      request: FastifyRequest,
      reply: FastifyReply,
      code: ErrorCode,
      error?: AppError,
    ): FastifyReply;
  }
}
