import { DRAWER_WIDTHS } from '@portal/contracts/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { cssVars, cx } from './css-vars';
import type { DrawerProps } from './drawer';
import { CloseIcon } from './icons';

export interface DrawerPanelProps extends DrawerProps {
  /** Gives focus back to whatever opened the drawer (see useReturnFocus). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The Radix dialog behind {@link Drawer}, loaded when a drawer first opens (or on a sign that one will): focus
 * trapped inside, Escape or the overlay closes it, focus returns to the opener.
 */
export function DrawerPanel({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  size = 'regular',
  side = 'right',
  footer,
  children,
  className,
}: DrawerPanelProps) {
  const { t } = useTranslation('library');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content
          className={cx('drawer', `drawer--${side}`, `drawer--${size}`, className)}
          onCloseAutoFocus={onCloseAutoFocus}
          style={cssVars({ '--drawer-width': `${DRAWER_WIDTHS[size]}px` })}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="drawer__header">
            <Dialog.Title className="drawer__title">{title}</Dialog.Title>
            <Dialog.Close className="drawer__close" aria-label={t('dialog.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="drawer__description">{description}</Dialog.Description>
          ) : null}
          <div className="drawer__body">{children}</div>
          {footer ? <div className="drawer__footer">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
