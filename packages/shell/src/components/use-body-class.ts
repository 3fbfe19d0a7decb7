import { useEffect } from 'react';

/** How many open overlays currently hold each body class. */
const holders = new Map<string, number>();

/**
 * Adds `className` to <body> until the returned release function runs. Reference-counted, so two open
 * modals keep the class until both are closed. Releasing twice is harmless.
 */
function acquireBodyClass(className: string): () => void {
  const count = (holders.get(className) ?? 0) + 1;
  holders.set(className, count);
  document.body.classList.add(className);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holders.get(className) ?? 1) - 1;
    if (left > 0) {
      holders.set(className, left);
    } else {
      holders.delete(className);
      document.body.classList.remove(className);
    }
  };
}

/** Keeps `className` on <body> while `active` is true and the component is mounted. */
export function useBodyClass(className: string, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    return acquireBodyClass(className);
  }, [className, active]);
}
