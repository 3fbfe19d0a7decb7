import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { problemSchema } from './problem';
import { ERROR_CODE_STATUS, ERROR_CODES } from './problem-codes';
import { isPartialProblem, isProblem, type Problem } from './problem-guard';
import { validationProblem } from './test/validation-problem';

/** Complete problems: both guards accept them. */
const complete: [string, unknown][] = [
  ['a validation problem with field errors', validationProblem],
  [
    'a problem without type and errors',
    { title: 'Not found', detail: 'Nothing here', status: 404, code: 'not_found' },
  ],
  ['a problem with extra properties', { ...validationProblem, instance: '/api/x', stack: 'Error' }],
  [
    'a problem with empty texts and no field errors',
    { ...validationProblem, title: '', detail: '', errors: [] },
  ],
  [
    'a problem with explicitly undefined optional properties',
    { ...validationProblem, type: undefined, errors: undefined },
  ],
  ...ERROR_CODES.map((code): [string, unknown] => [
    `a '${code}' problem`,
    { title: 't', detail: 'd', status: ERROR_CODE_STATUS[code], code },
  ]),
];

/** Objects missing required properties whose present properties are right: only the partial guard accepts them. */
const incomplete: [string, unknown][] = [
  ['an empty object', {}],
  ['a title alone', { title: 'Erro' }],
  ['a problem without detail', { ...validationProblem, detail: undefined }],
  ['a problem without status', { title: 't', detail: 'd', code: 'conflict' }],
  ['a problem without code', { title: 't', detail: 'd', status: 409 }],
  ['an unrelated object', { message: 'Internal Server Error', statusCode: 500 }],
];

/** Not problems at all: a present property has the wrong form, or the value is not an object. */
const wrong: [string, unknown][] = [
  ['an unknown code', { ...validationProblem, code: 'teapot' }],
  ['a code in other letters', { ...validationProblem, code: 'Not_Found' }],
  ['a status that is not an error', { ...validationProblem, status: 200 }],
  ['a status above 599', { ...validationProblem, status: 600 }],
  ['a fractional status', { ...validationProblem, status: 400.5 }],
  ['a status as a string', { ...validationProblem, status: '400' }],
  ['a NaN status', { ...validationProblem, status: Number.NaN }],
  ['a title that is not a string', { ...validationProblem, title: 42 }],
  ['a null detail', { ...validationProblem, detail: null }],
  ['a type that is not a string', { ...validationProblem, type: 1 }],
  ['field errors that are not a list', { ...validationProblem, errors: { name: 'x' } }],
  ['a field error without message', { ...validationProblem, errors: [{ field: 'name' }] }],
  ['a field error that is a string', { ...validationProblem, errors: ['name is required'] }],
  ['a wrong property beside missing ones', { status: 'bad' }],
  ['null', null],
  ['undefined (no body)', undefined],
  ['an HTML error page', '<html><body>Bad gateway</body></html>'],
  ['a number', 500],
  ['an array', [validationProblem]],
];

describe('isProblem', () => {
  it.each(complete)('accepts %s', (_case, value) => {
    expect(isProblem(value)).toBe(true);
  });

  it.each([...incomplete, ...wrong])('rejects %s', (_case, value) => {
    expect(isProblem(value)).toBe(false);
  });
});

describe('isPartialProblem', () => {
  it.each([...complete, ...incomplete])('accepts %s', (_case, value) => {
    expect(isPartialProblem(value)).toBe(true);
  });

  it.each(wrong)('rejects %s', (_case, value) => {
    expect(isPartialProblem(value)).toBe(false);
  });
});

describe('the guards and the zod schema', () => {
  const partialSchema = problemSchema.partial();

  it.each([...complete, ...incomplete, ...wrong])('agree on %s', (_case, value) => {
    expect(isProblem(value)).toBe(problemSchema.safeParse(value).success);
    expect(isPartialProblem(value)).toBe(partialSchema.safeParse(value).success);
  });

  it('describe the same type', () => {
    expectTypeOf<z.infer<typeof problemSchema>>().toEqualTypeOf<Problem>();
  });
});
