import { useLayoutEffect } from 'react';

/**
 * Tells the resume page whether a section holds unsaved changes. A layout effect, not a passive one: Preact runs
 * passive effects after the next frame, and a tap on another tab right after 'Saved' (a busy phone is slow to paint)
 * would still see the section as dirty and ask about changes that were just saved.
 */
export function useReportDirty(isDirty: boolean, onDirtyChange: (dirty: boolean) => void): void {
  useLayoutEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
}
