import { z } from 'zod';
import { ERROR_CODES } from './problem-codes';
import type { Problem, ProblemFieldError } from './problem-guard';

/** One invalid field of a `validation_failed` problem; `message` is already translated. */
const problemFieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
}) satisfies z.ZodType<ProblemFieldError>;

/**
 * Body of an `application/problem+json` error response, for the server's response schemas (it strips what must
 * not leak) and OpenAPI. Browsers check bodies with the zod-free guards of ./problem-guard instead.
 */
export const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string(),
  detail: z.string(),
  status: z.number().int().min(400).max(599),
  code: z.enum(ERROR_CODES),
  errors: z.array(problemFieldErrorSchema).optional(),
}) satisfies z.ZodType<Problem>;

/** The problem of a refused mailed code (`code_invalid`): the tries the code has left (decision 0082). */
export const codeProblemSchema = problemSchema.extend({
  attempts_left: z.number().int().min(0).optional().describe('Tries the code has left'),
});
