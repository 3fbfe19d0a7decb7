import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('TtlCache', () => {
  it('answers a value while it is fresh and forgets it once expired', () => {
    const time = clock();
    const cache = new TtlCache<string, number>({ ttlMs: 100, max: 10, now: time.now });
    cache.set('a', 1);
    cache.set('b', 2, time.now() + 500);
    time.advance(99);
    expect(cache.get('a')).toBe(1);
    time.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
    // An expiry of its own, and a lookup at a time the caller names.
    expect(cache.get('b')).toBe(2);
    expect(cache.get('b', time.now() + 400)).toBeUndefined();
  });

  it('peeks at an expired value without dropping it (served while it renews)', () => {
    const time = clock();
    const cache = new TtlCache<string, string>({ ttlMs: 10, max: 10, now: time.now });
    cache.set('list', 'old bytes');
    expect(cache.peek('list')).toEqual({ value: 'old bytes', fresh: true });
    time.advance(10);
    expect(cache.peek('list')).toEqual({ value: 'old bytes', fresh: false });
    expect(cache.peek('other')).toBeUndefined();
  });

  it('keeps at most `max` entries, the oldest out first, and tells onDelete of each that leaves', () => {
    const left: string[] = [];
    const cache = new TtlCache<string, number>({
      ttlMs: 1_000,
      max: 2,
      onDelete: (key, value) => left.push(`${key}=${value}`),
    });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3); // replaced: now the newest
    cache.set('c', 4);
    expect(left).toEqual(['a=1', 'b=2']);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
    expect(cache.delete('a')).toBe(true);
    expect(cache.delete('a')).toBe(false);
    cache.clear();
    expect(left).toEqual(['a=1', 'b=2', 'a=3']);
    expect(cache.size).toBe(0);
    expect(cache.evictOldest()).toBe(false);
  });

  it('with touchOnGet, a hit is the last to go', () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1_000, max: 2, touchOnGet: true });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });
});
