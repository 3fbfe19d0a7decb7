import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Radix dialogs give focus back only to their own Trigger. Our modals and drawers are opened from anywhere
 * (a menu entry, a footer link, code), so remember what had focus when `open` became true and return focus
 * there on close. Use the result as the dialog content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's focus scope moves focus inside (a passive effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    // The page already moved the focus on purpose while the dialog closed (a confirmation that takes it, a heading):
    // it stays there. Only a focus left in the closing dialog, or lost to <body>, goes back to the opener.
    const active = document.activeElement;
    const dialog = event.target instanceof Node ? event.target : null;
    if (active instanceof HTMLElement && active !== document.body && !dialog?.contains(active)) {
      event.preventDefault();
      return;
    }
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
}
