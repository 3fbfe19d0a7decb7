import { handleError } from '@portal/shell/api/error-reporting';
import { type ReactNode, useEffect } from 'react';
import type { LazyPart } from './lazy-part';
import { useBodyClass } from './use-body-class';
import { useReturnFocus } from './use-return-focus';

/** What every dialog of the shell ({@link Modal}, {@link Drawer}) is given. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * What {@link Modal} and {@link Drawer} share before their dialog's code is there: <body> carries `bodyClass` while
 * open, the opener is remembered, and the code is fetched on the first opening. Returns the loaded module (null
 * until it arrives) and the handler that gives focus back to the opener.
 */
export function useLazyDialog<T>(part: LazyPart<T>, bodyClass: string, open: boolean) {
  useBodyClass(bodyClass, open);
  // Here rather than in the dialog, so the opener is known even when the dialog's code arrives later.
  const returnFocus = useReturnFocus(open);
  const loaded = part.useLoaded();
  useEffect(() => {
    if (open && !loaded) part.load().catch(handleError);
  }, [part, open, loaded]);
  return { loaded, returnFocus };
}
