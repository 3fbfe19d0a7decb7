import { useState } from 'react';

/** The open state a page keeps for its dialog, to spread on it: `<Dialog {...useOpenDialog()} />` starts open and
 * closes itself through onOpenChange, as its page would let it. */
export function useOpenDialog(initiallyOpen = true) {
  const [open, onOpenChange] = useState(initiallyOpen);
  return { open, onOpenChange };
}
