import { rejectUnsafeText } from '@portal/contracts/input-safety';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The zod validator of every route's body, querystring, params and headers, with contracts' unsafe-text guard in
 * front (decision 0045): a NUL byte or a lone surrogate anywhere in the input is a 400 with the field named, for
 * every route, including those added later.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: rejectUnsafeText(route.schema) });
