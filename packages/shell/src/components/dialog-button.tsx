import { Button, type ButtonProps } from './button';
import { preloadModal } from './modal';

/**
 * A secondary button that opens a dialog (a confirmation, say). The dialog's code is fetched on first use: this
 * button starts fetching it as soon as the user goes for it (the pointer over it, or the focus on it).
 */
export function DialogButton(props: Omit<ButtonProps, 'variant' | 'onPointerEnter' | 'onFocus'>) {
  return <Button variant="secondary" {...props} onPointerEnter={preloadModal} onFocus={preloadModal} />;
}
