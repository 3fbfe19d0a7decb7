import { useCallback, useSyncExternalStore } from 'react';

function mediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(query);
}

/** `(min-width: Npx)` for a breakpoint of BREAKPOINTS. */
export function minWidth(px: number): string {
  return `(min-width: ${px}px)`;
}

/**
 * Whether a CSS media query matches now; re-renders when it starts or stops matching.
 * On the server (and during hydration) it answers `serverValue`, then the real value.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? serverValue,
    () => serverValue,
  );
}

/** Whether the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return mediaQueryList('(prefers-reduced-motion: reduce)')?.matches ?? false;
}
