import * as Dialog from '@radix-ui/react-dialog';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './css-vars';
import { CloseIcon } from './icons';

export interface DialogFrameProps {
  /** The CSS block of the frame's classes: `modal` gives modal-overlay, modal__header, modal__title, … */
  block: 'modal' | 'drawer';
  /** Extra classes of the content (size, side, the caller's own). */
  modifiers: (string | undefined)[];
  style: CSSProperties;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Whether the header shows the close button. */
  closable: boolean;
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * The Radix dialog that {@link ModalDialog} and {@link DrawerPanel} both are: overlay, content with its title, close
 * button, optional description, body and optional footer. Focus is trapped inside and returns to the opener.
 */
export function DialogFrame({
  block,
  modifiers,
  style,
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  closable,
  footer,
  children,
}: DialogFrameProps) {
  const { t } = useTranslation('library');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`${block}-overlay`} />
        <Dialog.Content
          className={cx(block, ...modifiers)}
          onCloseAutoFocus={onCloseAutoFocus}
          style={style}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={`${block}__header`}>
            <Dialog.Title className={`${block}__title`}>{title}</Dialog.Title>
            {/* A dialog that cannot be closed shows no close button (it would do nothing). */}
            {closable ? (
              <Dialog.Close className={`${block}__close`} aria-label={t('dialog.close')}>
                <CloseIcon />
              </Dialog.Close>
            ) : null}
          </div>
          {description ? (
            <Dialog.Description className={`${block}__description`}>{description}</Dialog.Description>
          ) : null}
          <div className={`${block}__body`}>{children}</div>
          {footer ? <div className={`${block}__footer`}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
