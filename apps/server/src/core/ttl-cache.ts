/** How a TtlCache is bounded, and its clock. */
export interface TtlCacheOptions<K, V> {
  /** How long an entry stays fresh when `set` names no expiry. */
  ttlMs: number;
  /** Entries kept at most: when full, the oldest goes first (the least recently used with `touchOnGet`). */
  max: number;
  /** The clock, in ms (default `performance.now`; tests and callers whose expiries are dates pass `Date.now`). */
  now?: () => number;
  /** A `get` hit makes its entry the most recently used (the last to go when full). */
  touchOnGet?: boolean;
  /** Told of every entry that leaves, except through `clear` (an index or a byte count kept beside the cache). */
  onDelete?: (key: K, value: V) => void;
}

interface Slot<V> {
  value: V;
  expiresAt: number;
}

/**
 * The server's in-process caches of answers that may be a few seconds old (the session check, verified access
 * tokens, the public vacancy lists, the talent pool's counts, the last good public answers): a Map in insertion
 * order whose entries expire and whose size is bounded, the oldest out first. A cache that holds a pending promise
 * drops a rejected one itself (`delete`), so a failure is never served from it.
 */
export class TtlCache<K, V> {
  private readonly slots = new Map<K, Slot<V>>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions<K, V>) {
    this.now = options.now ?? (() => performance.now());
  }

  get size(): number {
    return this.slots.size;
  }

  /** The fresh value under `key` at `at` (default now); an expired one leaves the cache. */
  get(key: K, at: number = this.now()): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    if (slot.expiresAt <= at) {
      this.delete(key);
      return undefined;
    }
    if (this.options.touchOnGet) {
      this.slots.delete(key);
      this.slots.set(key, slot);
    }
    return slot.value;
  }

  /** The value under `key` even when expired, and whether it still is fresh (a cache that serves while it renews). */
  peek(key: K): { value: V; fresh: boolean } | undefined {
    const slot = this.slots.get(key);
    return slot && { value: slot.value, fresh: slot.expiresAt > this.now() };
  }

  /** Keeps `value` under `key` until `expiresAt` (default ttlMs from now), the oldest entry out when full. */
  set(key: K, value: V, expiresAt: number = this.now() + this.options.ttlMs): void {
    this.delete(key);
    while (this.slots.size >= this.options.max) this.evictOldest();
    this.slots.set(key, { value, expiresAt });
  }

  /** Drops the oldest entry (the least recently used with `touchOnGet`); false when the cache is empty. */
  evictOldest(): boolean {
    const oldest = this.slots.keys().next();
    return !oldest.done && this.delete(oldest.value);
  }

  delete(key: K): boolean {
    const slot = this.slots.get(key);
    if (!slot) return false;
    this.slots.delete(key);
    this.options.onDelete?.(key, slot.value);
    return true;
  }

  /** Forgets everything at once (an invalidation event, a lost bus); `onDelete` is not told. */
  clear(): void {
    this.slots.clear();
  }
}
