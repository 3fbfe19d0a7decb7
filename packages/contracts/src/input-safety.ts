import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * What every request input must satisfy before a field's own rules run (decision 0045). PostgreSQL refuses a NUL
 * byte in text and integers beyond int4, and a lone UTF-16 surrogate cannot be encoded as UTF-8: left to the
 * database, each is a 500. These primitives turn them into 400 validation problems.
 */

/** The largest value of a PostgreSQL `integer` (int4): every id and integer input is bounded by it. */
export const INT32_MAX = 2_147_483_647;

/** A NUL byte, or a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}

/**
 * Whether any string (value or object key) in a parsed JSON, query or params value is unsafe. The check every
 * request pays, so it allocates nothing and stops at the first unsafe string; the paths are found only then.
 */
export function hasUnsafeText(value: unknown): boolean {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value);
  if (!value || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const item of value) if (hasUnsafeText(item)) return true;
    return false;
  }
  for (const key of Object.keys(value)) {
    if (UNSAFE_TEXT.test(key) || hasUnsafeText((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/** The paths of every string (value or object key) in a parsed JSON, query or params value that is unsafe. */
export function unsafeTextPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return isUnsafeText(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => unsafeTextPaths(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      isUnsafeText(key) ? [[...path, key]] : unsafeTextPaths(item, [...path, key]),
    );
  }
  return [];
}

/**
 * Wraps a request schema so that any unsafe string anywhere in the input is refused first, whatever the field's
 * schema says. The server applies it to every route's body, querystring, params and headers in its validator
 * compiler, so a new `z.string()` cannot forget it.
 */
export function rejectUnsafeText<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, context) => {
      if (!hasUnsafeText(value)) return;
      for (const path of unsafeTextPaths(value)) {
        context.addIssue({ code: 'custom', path, message: MESSAGES.invalidCharacters });
      }
    })
    .pipe(schema);
}

/**
 * The deepest nesting of arrays and objects a JSON body may have (decision 0064). No form comes near it; a body
 * nested thousands of levels deep would otherwise overflow the stack of every recursive check behind the parser.
 */
export const JSON_MAX_DEPTH = 32;

/** Whether a parsed JSON value nests arrays and objects deeper than `max` (a bare `{}` is 1). Iterative: any depth. */
export function exceedsJsonDepth(value: unknown, max = JSON_MAX_DEPTH): boolean {
  const pending: [node: unknown, depth: number][] = [[value, 1]];
  while (pending.length) {
    const [node, depth] = pending.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) {
      if (child && typeof child === 'object') pending.push([child, depth + 1]);
    }
  }
  return false;
}

/** A row id in a body (a serial: 1 to 2³¹−1). */
export const idSchema = z
  .number({ message: MESSAGES.required })
  .int({ message: MESSAGES.required })
  .positive({ message: MESSAGES.required })
  .max(INT32_MAX, { message: MESSAGES.numberTooLarge });

/** An integer from a path parameter or a query string ("42"), bounded like a body's. */
export const int32Param = (min = 0) =>
  z.coerce
    .number({ message: MESSAGES.required })
    .int({ message: MESSAGES.required })
    .min(min, { message: MESSAGES.required })
    .max(INT32_MAX, { message: MESSAGES.numberTooLarge });

/** A row id in a path parameter or query string. */
export const idParam = () => int32Param(1);

/** The `{id}` path parameter of a route that addresses one row (`/vacancies/{id}`, ...). */
export const idParams = z.object({ id: idParam() });

/**
 * A query-string filter that an empty value turns off, as a select's "all" option sends it (`?status=`): absent or
 * '' is no filter (undefined), anything else must pass `schema`. `message` names what a value that fails says (the
 * union's own issue replaces the schema's).
 */
export const optionalFilter = <T extends z.ZodType>(schema: T, message?: string) =>
  z
    .union([z.literal(''), schema], message ? { message } : undefined)
    .optional()
    .transform((value) => (value === '' ? undefined : (value as z.output<T> | undefined)));

/** Optional free text of at most `max` characters, trimmed; blank is absent (undefined). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: MESSAGES.tooLong })
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * The page of a keyset-paginated list in a query string: `limit` (1 to `page.max`, `page.default` when absent) and
 * the previous page's opaque `next_cursor`, passed back as given (blank is the first page).
 */
export const keysetPageQuery = (page: { default: number; max: number }, cursorMax: number) => ({
  limit: int32Param(1).max(page.max, { message: MESSAGES.numberTooLarge }).default(page.default),
  cursor: z
    .string()
    .max(cursorMax, { message: MESSAGES.tooLong })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
