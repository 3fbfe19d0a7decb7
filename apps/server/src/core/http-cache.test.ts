import { describe, expect, it } from 'vitest';
import { preferredEncoding, strongEtag } from './http-cache';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
    ['GZIP', 'gzip'],
    ['bro, xgzip', undefined],
  ])('Accept-Encoding %j sends %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('strongEtag', () => {
  it('is a quoted hash that changes with the bytes and not with their type', () => {
    expect(strongEtag('abc')).toMatch(/^"[\w-]{32}"$/);
    expect(strongEtag('abc')).toBe(strongEtag(Buffer.from('abc')));
    expect(strongEtag('abc')).not.toBe(strongEtag('abd'));
  });
});
