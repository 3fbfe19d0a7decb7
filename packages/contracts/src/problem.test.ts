import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { problemSchema } from './problem';
import { ERROR_CODE_STATUS, ERROR_CODES, errorCodeKeys, isErrorCode } from './problem-codes';
import { createCommonI18n } from './test/common-i18n';
import { validationProblem } from './test/validation-problem';

describe('problemSchema', () => {
  it('accepts a validation problem with field errors', () => {
    expect(problemSchema.parse(validationProblem)).toEqual(validationProblem);
  });

  it('accepts a problem without type and errors', () => {
    const problem = { title: 'Not found', detail: 'Nothing here', status: 404, code: 'not_found' };
    expect(problemSchema.safeParse(problem).success).toBe(true);
  });

  it.each([
    ['an unknown code', { code: 'teapot' }],
    ['a missing detail', { detail: undefined }],
    ['a status that is not an error', { status: 200 }],
    ['a fractional status', { status: 400.5 }],
    ['a status as a string', { status: '400' }],
    ['a field error without message', { errors: [{ field: 'name' }] }],
  ])('rejects %s', (_case, change) => {
    expect(problemSchema.safeParse({ ...validationProblem, ...change }).success).toBe(false);
  });

  it('drops properties it does not know, so nothing unexpected leaks to clients', () => {
    const parsed = problemSchema.parse({ ...validationProblem, stack: 'Error: at db.ts:12' });
    expect(parsed).not.toHaveProperty('stack');
  });
});

describe('error codes', () => {
  it('answers each code with an HTTP error status', () => {
    for (const code of ERROR_CODES) {
      const status = ERROR_CODE_STATUS[code];
      expect(problemSchema.safeParse({ title: 't', detail: 'd', status, code }).success, code).toBe(true);
    }
    expect(ERROR_CODE_STATUS.payload_too_large).toBe(413);
    expect(ERROR_CODE_STATUS.internal_error).toBe(500);
  });

  it('recognises only listed codes', () => {
    expect(isErrorCode('conflict')).toBe(true);
    expect(isErrorCode('Conflict')).toBe(false);
    expect(isErrorCode(null)).toBe(false);
  });

  it.each(LOCALES)('has a translated title and detail for every code (%s)', async (locale) => {
    const i18n = await createCommonI18n(locale);
    for (const code of ERROR_CODES) {
      const { title, detail } = errorCodeKeys(code);
      expect(i18n.exists(title), `${locale} ${title}`).toBe(true);
      expect(i18n.exists(detail), `${locale} ${detail}`).toBe(true);
    }
  });

  it('tells users nothing internal about an internal error', async () => {
    for (const locale of LOCALES) {
      const i18n = await createCommonI18n(locale);
      const detail = i18n.t(errorCodeKeys('internal_error').detail);
      expect(detail).not.toMatch(/stack|exception|sql|database|server|\{\{/i);
    }
  });
});
