import { useState } from 'react';

/**
 * The confirmation one card of a list asks for (cancel an application, decline an invitation): the card it is
 * about, kept while the dialog closes, and the dialog's `open` and `onOpenChange`.
 */
export function useCardConfirm<T>() {
  const [pending, setPending] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    pending,
    /** Opens the dialog about this card. */
    ask: (item: T) => {
      setPending(item);
      setOpen(true);
    },
    close: () => setOpen(false),
    dialog: { open, onOpenChange: setOpen },
  };
}
