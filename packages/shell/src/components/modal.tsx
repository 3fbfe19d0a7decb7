import { MODAL_OPEN_BODY_CLASS, type MODAL_WIDTHS } from '@portal/contracts/constants';
import { lazyPart } from './lazy-part';
import { type DialogProps, useLazyDialog } from './use-lazy-dialog';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/dialog-panel.css';
import '@portal/shell/styles/modal.css';

export type ModalSize = keyof typeof MODAL_WIDTHS;

export interface ModalProps extends DialogProps {
  /** small and default 300-400 px, regular 500-700 px, large 650-900 px; never wider than the viewport. */
  size?: ModalSize;
  /**
   * When false, there is no close button, and Escape and a click on the overlay do not close the dialog; they call
   * `onCloseAttempt` instead (e.g. a forced password reset shows a warning toast). The content offers the way out.
   */
  closable?: boolean;
  onCloseAttempt?: () => void;
}

const dialog = lazyPart(() => import('./modal-dialog'));

/**
 * Fetches the dialog's code ahead of its first opening; call it on a sign that a modal is about to open (pointer
 * over or focus on the control that opens it). Resolves when the code is there (or could not be fetched).
 */
export const preloadModal = dialog.preload;

/**
 * A modal dialog (Radix Dialog: focus trapped inside, focus returns to the opener, Escape closes).
 * While open, <body> carries MODAL_OPEN_BODY_CLASS. The dialog's code is not part of the page's first
 * download: it is fetched when a modal first opens (or on {@link preloadModal}), and the dialog shows once it is
 * there; from then on every modal opens at once.
 */
export function Modal(props: ModalProps) {
  const { loaded, returnFocus } = useLazyDialog(dialog, MODAL_OPEN_BODY_CLASS, props.open);
  return loaded ? <loaded.ModalDialog {...props} onCloseAutoFocus={returnFocus} /> : null;
}
