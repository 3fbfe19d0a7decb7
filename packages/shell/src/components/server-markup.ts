/**
 * Whether the app is hydrating the server's markup (decision 0101): what the careers entry imports to mark its
 * hydration, kept apart from `ServerPart` so that the first view carries the flag only, not the component (the pages
 * that have kept parts load it with their own code).
 */
let hydrating = false;

/** Runs `hydrate` (the app's `hydrateRoot`) with the server parts of its first render kept. */
export function hydrateServerMarkup(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/** True while `hydrateServerMarkup` runs (Preact hydrates synchronously). */
export function hydratingServerMarkup(): boolean {
  return hydrating;
}
