import type { InputHTMLAttributes, ReactNode } from 'react';
import { forwardRef, useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The translated error text, if any (announced and linked to the input). */
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input with its error and hint tied to it by aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, 'aria-describedby': extra, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [extra ?? '', hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint ? (
        <div className="form-field__hint" id={`${inputId}-hint`}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p className="form-field__error" id={`${inputId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
});

/** Translates a form error given as a contracts message key (namespace `common`); nothing when there is none. */
export function useFieldMessage(): (key?: string) => string | undefined {
  const { t } = useTranslation('common');
  return useCallback((key?: string) => (key ? t(key) : undefined), [t]);
}
