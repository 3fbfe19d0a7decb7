import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes each input once, undefined answers included', () => {
    const calls: string[] = [];
    const memo = boundedMemo((input) => {
      calls.push(input);
      return input === 'none' ? undefined : input.toUpperCase();
    }, 4);
    expect([memo('a'), memo('a'), memo('none'), memo('none')]).toEqual(['A', 'A', undefined, undefined]);
    expect(calls).toEqual(['a', 'none']);
  });

  it('keeps at most `max` answers: new inputs beyond it start over instead of growing', () => {
    const calls: string[] = [];
    const memo = boundedMemo((input) => {
      calls.push(input);
      return input.length;
    }, 2);
    memo('a');
    memo('bb');
    memo('ccc'); // full: forgets 'a' and 'bb'
    memo('ccc');
    memo('a');
    expect(calls).toEqual(['a', 'bb', 'ccc', 'a']);
  });
});
