import { useSyncExternalStore } from 'react';

/**
 * A part of the interface whose code is fetched only when it is about to be used (a dialog, a menu), so a page's
 * first view does not download it. Create one per dynamic import, at module level.
 */
export interface LazyPart<T> {
  /** Fetches the code (once; again after a failure). Rejects when it cannot be fetched. */
  load: () => Promise<T>;
  /** Starts fetching the code on a sign of intent (hover, focus); a failure is left to the next `load`. */
  preload: () => Promise<void>;
  /**
   * The loaded module, or null before it arrives. Always null while server HTML is rendered or hydrated, so the
   * first client render matches the server's; a component re-renders when the module arrives.
   */
  useLoaded: () => T | null;
}

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();

  const load = () => {
    pending ??= importer().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const getSnapshot = () => loaded;
  const getServerSnapshot = () => null;

  return {
    load,
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
    useLoaded: () => useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot),
  };
}
