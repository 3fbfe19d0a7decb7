import { MODAL_WIDTHS } from '@portal/contracts/constants';
import { cssVars } from './css-vars';
import { DialogFrame } from './dialog-frame';
import type { ModalProps } from './modal';

export interface ModalDialogProps extends ModalProps {
  /** Gives focus back to whatever opened the dialog (see useReturnFocus). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The Radix dialog behind {@link Modal}, loaded when a modal first opens (or on a sign that one will): focus
 * trapped inside, Escape and the overlay close it, focus returns to the opener.
 */
export function ModalDialog({
  onOpenChange,
  size = 'default',
  closable = true,
  onCloseAttempt,
  className,
  ...props
}: ModalDialogProps) {
  const width = MODAL_WIDTHS[size];

  const handleOpenChange = (next: boolean) => {
    if (!next && !closable) {
      onCloseAttempt?.();
      return;
    }
    onOpenChange(next);
  };

  return (
    <DialogFrame
      {...props}
      onOpenChange={handleOpenChange}
      block="modal"
      modifiers={[`modal--${size}`, className]}
      style={cssVars({ '--modal-min-width': `${width.min}px`, '--modal-max-width': `${width.max}px` })}
      closable={closable}
    />
  );
}
