import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  exceedsJsonDepth,
  hasUnsafeText,
  INT32_MAX,
  idParam,
  idSchema,
  isUnsafeText,
  JSON_MAX_DEPTH,
  optionalFilter,
  rejectUnsafeText,
  unsafeTextPaths,
} from './input-safety';
import { MESSAGES } from './messages';

// Text no field may hold (NUL bytes, lone surrogates) and the optional filters of a query string (decision 0045),
// refused with a field error in the caller's language rather than stored or answered with a 500.

describe('unsafe text', () => {
  it.each(['\u0000', 'a\u0000', '\uD800', 'a\uDFFF', '\uDE00\uD83D'])(
    'is a NUL byte or a lone surrogate: %j',
    (text) => {
      expect(isUnsafeText(text)).toBe(true);
    },
  );

  it.each(['', 'Jaraguá do Sul', '😀', 'a\u0001b', '%00'])(
    'leaves ordinary text alone, emoji (paired surrogates) included: %j',
    (text) => {
      expect(isUnsafeText(text)).toBe(false);
    },
  );

  it('is found at any depth, in values and keys', () => {
    for (const value of [{ a: ['ok', { b: 'x\u0000' }] }, { ['k\uD800']: 1 }, ['\uDFFF'], 'a\u0000'])
      expect(hasUnsafeText(value)).toBe(true);
    for (const value of [{ a: ['ok', { b: 'Jaraguá 😀' }], n: 5, z: null }, [], {}, 7, null, undefined])
      expect(hasUnsafeText(value)).toBe(false);
    expect(unsafeTextPaths({ a: ['ok', { b: 'x\u0000' }], ['k\uD800']: 1, n: 5 })).toEqual([
      ['a', 1, 'b'],
      ['k\uD800'],
    ]);
  });

  it('is refused before the field schema runs, with the field named', () => {
    const schema = rejectUnsafeText(z.object({ name: z.string(), other: z.number() }));
    const result = schema.safeParse({ name: 'a\u0000', other: 'not a number' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: MESSAGES.invalidCharacters }),
    ]);
    expect(schema.parse({ name: 'ok', other: 1 })).toEqual({ name: 'ok', other: 1 });
  });
});

describe('JSON depth', () => {
  const nested = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth));

  it('counts arrays and objects, a bare one being 1, and stops past the limit', () => {
    expect(exceedsJsonDepth(nested(JSON_MAX_DEPTH))).toBe(false);
    expect(exceedsJsonDepth(nested(JSON_MAX_DEPTH + 1))).toBe(true);
    expect(exceedsJsonDepth({ a: { b: [1] } }, 3)).toBe(false);
    expect(exceedsJsonDepth({ a: { b: [1] } }, 2)).toBe(true);
    for (const scalar of [null, 1, 'x', true]) expect(exceedsJsonDepth(scalar, 0)).toBe(false);
  });

  it('answers for any depth without overflowing the stack, and for wide values', () => {
    expect(exceedsJsonDepth(nested(200_000))).toBe(true);
    expect(exceedsJsonDepth(Array.from({ length: 100_000 }, () => ({ a: [1] })))).toBe(false);
  });
});

describe('ids', () => {
  it('fit a PostgreSQL integer', () => {
    expect(idSchema.safeParse(INT32_MAX).success).toBe(true);
    expect(idSchema.safeParse(INT32_MAX + 1).error?.issues[0]?.message).toBe(MESSAGES.numberTooLarge);
    for (const bad of [0, -1, 1.5, '1']) expect(idSchema.safeParse(bad).success).toBe(false);
    expect(idParam().parse('42')).toBe(42);
    for (const bad of ['2147483648', '1e10', 'abc', '0', '-3'])
      expect(idParam().safeParse(bad).success).toBe(false);
  });
});

describe('optionalFilter', () => {
  it('is no filter when absent or empty (a select\'s "all"), otherwise the value as its schema reads it', () => {
    const unit = optionalFilter(idParam());
    expect(unit.parse(undefined)).toBeUndefined();
    expect(unit.parse('')).toBeUndefined();
    expect(unit.parse('7')).toBe(7);
    expect(unit.safeParse('0').success).toBe(false);
    const status = optionalFilter(z.enum(['draft', 'published']));
    expect(status.parse('draft')).toBe('draft');
    expect(status.safeParse('closed').success).toBe(false);
  });
});
