/**
 * Remembers a pure function of a string for the few distinct inputs real clients send (Accept-Language,
 * Accept-Encoding, a route's Vary header): each is computed once. At most `max` answers are kept; when full, the
 * memory is emptied and filled again, so a client sending ever new values costs a recomputation, never memory.
 */
export function boundedMemo<T>(compute: (input: string) => T, max: number): (input: string) => T {
  const kept = new Map<string, T>();
  return (input) => {
    if (kept.has(input)) return kept.get(input) as T;
    if (kept.size >= max) kept.clear();
    const value = compute(input);
    kept.set(input, value);
    return value;
  };
}
