import { exceedsJsonDepth, JSON_MAX_DEPTH, rejectUnsafeText } from '@portal/contracts/input-safety';
import { MESSAGES } from '@portal/contracts/messages';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '#server/core/errors';

/**
 * The zod validator of every route's body, querystring, params and headers, with contracts' unsafe-text guard in
 * front (decision 0045): a NUL byte or a lone surrogate anywhere in the input is a 400 with the field named, for
 * every route, including those added later.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: rejectUnsafeText(route.schema) });

/**
 * Replaces Fastify's JSON body parser with the same parser plus a depth limit (decision 0064): a body nested deeper
 * than JSON_MAX_DEPTH is a 400 validation problem before any recursive check (the unsafe-text guard, zod) sees it.
 * Every route with a JSON body gets it, anonymous ones included.
 */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      if (!exceedsJsonDepth(value)) return done(null, value);
      const field = { field: '(body)', message: MESSAGES.nestedTooDeep, params: { max: JSON_MAX_DEPTH } };
      done(new AppError('validation_failed', { errors: [field] }), undefined);
    });
  });
}
