import { DRAWER_WIDTHS } from '@portal/contracts/constants';
import { cssVars } from './css-vars';
import { DialogFrame } from './dialog-frame';
import type { DrawerProps } from './drawer';

export interface DrawerPanelProps extends DrawerProps {
  /** Gives focus back to whatever opened the drawer (see useReturnFocus). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The Radix dialog behind {@link Drawer}, loaded when a drawer first opens (or on a sign that one will): focus
 * trapped inside, Escape or the overlay closes it, focus returns to the opener.
 */
export function DrawerPanel({ size = 'regular', side = 'right', className, ...props }: DrawerPanelProps) {
  return (
    <DialogFrame
      {...props}
      block="drawer"
      modifiers={[`drawer--${side}`, `drawer--${size}`, className]}
      style={cssVars({ '--drawer-width': `${DRAWER_WIDTHS[size]}px` })}
      closable
    />
  );
}
