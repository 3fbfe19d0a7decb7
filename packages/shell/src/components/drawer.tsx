import { DRAWER_OPEN_BODY_CLASS, type DRAWER_WIDTHS } from '@portal/contracts/constants';
import { lazyPart } from './lazy-part';
import { type DialogProps, useLazyDialog } from './use-lazy-dialog';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/dialog-panel.css';
import '@portal/shell/styles/drawer.css';

export type DrawerSize = keyof typeof DRAWER_WIDTHS;

export interface DrawerProps extends DialogProps {
  /** small 300 px, regular 400 px, large 600 px; never wider than the viewport. */
  size?: DrawerSize;
  side?: 'right' | 'left';
}

const panel = lazyPart(() => import('./drawer-panel'));

/**
 * Fetches the drawer's code ahead of its first opening; call it on a sign that a drawer is about to open (pointer
 * over or focus on the control that opens it). Resolves when the code is there (or could not be fetched).
 */
export const preloadDrawer = panel.preload;

/**
 * A panel sliding in from a side (a Radix Dialog: focus trapped, Escape or the overlay closes it).
 * While open, <body> carries DRAWER_OPEN_BODY_CLASS. The panel's code is not part of the page's first download:
 * it is fetched when a drawer first opens (or on {@link preloadDrawer}), and the panel shows once it is there.
 */
export function Drawer(props: DrawerProps) {
  const { loaded, returnFocus } = useLazyDialog(panel, DRAWER_OPEN_BODY_CLASS, props.open);
  return loaded ? <loaded.DrawerPanel {...props} onCloseAutoFocus={returnFocus} /> : null;
}
