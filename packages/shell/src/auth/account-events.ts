/*
 * "The signed-in account changed on the server" (e.g. the resume renamed the person), as a small in-page event:
 * the feature that changed it announces, the features that show the account (header initials, account menu)
 * listen and fetch it again. Neither imports the other; both import the shell.
 */
const listeners = new Set<() => void>();

/** Tells every reader of the signed-in account on this page to fetch it again (call after a successful save). */
export function announceAccountChanged(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` on each `announceAccountChanged()`; returns the unsubscribe function. */
export function subscribeAccountChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
