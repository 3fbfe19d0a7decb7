import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props that tie an input to its label and error message. */
export function fieldProps(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

/** The error text of a field: a contracts message key (translated from `common`) or an already translated text. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation('common');
  if (!message) return null;
  return (
    <p className="form-field__error" id={`${id}-error`}>
      {message.includes('.') && !message.includes(' ') ? t(message) : message}
    </p>
  );
}

/** A labelled form field with its error below. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? <span className="resume__hint">{hint}</span> : null}
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A save failure of a section: the form stays as typed and says why. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}
