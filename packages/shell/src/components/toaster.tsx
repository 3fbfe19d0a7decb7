import { dismissToast, type Toast, type ToastType, useToasts } from '@portal/shell/toast/toast-store';
import { useTranslation } from 'react-i18next';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/toaster.css';

const ICONS: Record<ToastType, typeof InfoIcon> = {
  info: InfoIcon,
  success: SuccessIcon,
  error: ErrorIcon,
  warning: WarningIcon,
};

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('library');
  const Icon = ICONS[toast.type];
  return (
    <div className={`toast toast--${toast.type}`}>
      <Icon className="toast__icon" />
      <div className="toast__text">
        <p className="toast__title">
          {/* The type is also said in words, not only shown by colour and icon. */}
          <span className="sr-only">{t(`toast.types.${toast.type}`)}: </span>
          {toast.title}
        </p>
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t('toast.close', { title: toast.title })}
        onClick={() => dismissToast(toast.id)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * Shows the toasts of the toast store (showToast). Errors go to an assertive live region (role="alert"),
 * the others to a polite one (role="status"); both regions always exist so additions are announced.
 * The store removes each toast after TOAST_DURATION_MS; the close button removes it at once.
 */
export function Toaster() {
  const { t } = useTranslation('library');
  const toasts = useToasts();
  const errors = toasts.filter((toast) => toast.type === 'error');
  const others = toasts.filter((toast) => toast.type !== 'error');
  return (
    <section className="toaster" aria-label={t('toast.region')}>
      {/* Explicit aria-live: a modal dialog hides the rest of the page from assistive technology, but not live
          regions, so toasts shown while a dialog is open (e.g. the forced password change) are still announced. */}
      <div role="alert" aria-live="assertive" className="toaster__list">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="toaster__list">
        {others.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
