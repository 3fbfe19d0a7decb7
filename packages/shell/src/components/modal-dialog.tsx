import { MODAL_WIDTHS } from '@portal/contracts/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { cssVars, cx } from './css-vars';
import { CloseIcon } from './icons';
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
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  size = 'default',
  closable = true,
  onCloseAttempt,
  footer,
  children,
  className,
}: ModalDialogProps) {
  const { t } = useTranslation('library');
  const width = MODAL_WIDTHS[size];

  const handleOpenChange = (next: boolean) => {
    if (!next && !closable) {
      onCloseAttempt?.();
      return;
    }
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={cx('modal', `modal--${size}`, className)}
          onCloseAutoFocus={onCloseAutoFocus}
          style={cssVars({ '--modal-min-width': `${width.min}px`, '--modal-max-width': `${width.max}px` })}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            {/* A dialog that cannot be closed shows no close button (it would do nothing). */}
            {closable ? (
              <Dialog.Close className="modal__close" aria-label={t('dialog.close')}>
                <CloseIcon />
              </Dialog.Close>
            ) : null}
          </div>
          {description ? (
            <Dialog.Description className="modal__description">{description}</Dialog.Description>
          ) : null}
          <div className="modal__body">{children}</div>
          {footer ? <div className="modal__footer">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
