import { useEffect, useState } from 'react';

/**
 * Returns `value` delayed by `delayMs` (spec §7: fetched data and the loading flag are delayed 500 ms). The first
 * value shows at once; every later change shows once the value has stayed the same for `delayMs`.
 */
export function useDelayedValue<T>(value: T, delayMs: number): T {
  const [delayed, setDelayed] = useState(() => value);
  useEffect(() => {
    if (Object.is(value, delayed)) return;
    const timer = setTimeout(() => setDelayed(() => value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayed, delayMs]);
  return delayed;
}
