import { type ErrorCode, isErrorCode } from './problem-codes';

/**
 * The problem+json body and type guards for it, without zod, so the browser can read error responses without
 * loading zod. `problemSchema` (./problem) declares the same shape for the server's routes and OpenAPI.
 */

/** One invalid field of a `validation_failed` problem; `message` is already translated. */
export interface ProblemFieldError {
  field: string;
  message: string;
}

/** Body of an `application/problem+json` error response. */
export interface Problem {
  type?: string;
  title: string;
  detail: string;
  /** An HTTP error status, 400-599. */
  status: number;
  code: ErrorCode;
  errors?: ProblemFieldError[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';

const isFieldError = (value: unknown): value is ProblemFieldError =>
  isRecord(value) && isString(value.field) && isString(value.message);

const isErrorStatus = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599;

/** What each property of a problem must be when it is there. */
const FIELDS: Record<keyof Problem, (value: unknown) => boolean> = {
  type: isString,
  title: isString,
  detail: isString,
  status: isErrorStatus,
  code: isErrorCode,
  errors: (value) => Array.isArray(value) && value.every(isFieldError),
};

const REQUIRED: ReadonlySet<keyof Problem> = new Set(['title', 'detail', 'status', 'code']);

function check(value: unknown, partial: boolean): boolean {
  if (!isRecord(value)) return false;
  return (Object.keys(FIELDS) as (keyof Problem)[]).every((key) => {
    const field = value[key];
    if (field === undefined) return partial || !REQUIRED.has(key);
    return FIELDS[key](field);
  });
}

/**
 * Whether a value is a complete problem body: `title`, `detail`, an error `status` (an integer 400-599) and a
 * known `code`, optionally `type` and field `errors`. Other properties are allowed and ignored.
 */
export function isProblem(value: unknown): value is Problem {
  return check(value, false);
}

/**
 * Whether a value is a problem body with any of its properties missing: an object whose properties, where
 * present, are what a problem's are. A client reads what an error response offers with it (an HTML error page,
 * an empty body or a malformed problem give nothing).
 */
export function isPartialProblem(value: unknown): value is Partial<Problem> {
  return check(value, true);
}
