import type { ComponentPropsWithRef } from 'react';
import { cx } from './css-vars';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** Shows a spinner; the button is disabled and aria-busy meanwhile, and keeps its label. */
  loading?: boolean;
}

/** The shell's button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx('button', `button--${variant}`, loading && 'button--loading', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <span className="button__spinner" aria-hidden="true" /> : null}
      <span className="button__label">{children}</span>
    </button>
  );
}
