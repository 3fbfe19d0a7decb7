import type { ReactElement, ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import '@portal/shell/styles/forms.css';

/** What a `Field` hands its control: the id its label points at and the ARIA ties to the hint and the error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** A translated error text (see `useFieldErrors`); the control is marked invalid and described by it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** A fixed id for the control; one is generated otherwise. */
  id?: string;
  className?: string;
  /** Renders the control with the props that tie it to the label, the hint and the error. */
  children: (control: FieldControlProps) => ReactElement;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * The one form field of the product: a label, the control, an optional hint and the error below it, the control
 * carrying `aria-invalid` and `aria-describedby` (hint and error). Every form builds its inputs with it.
 */
export function Field({ label, error, hint, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label className="form-field__label" htmlFor={controlId}>
        {label}
      </label>
      {hint ? (
        <span className="form-field__hint" id={`${controlId}-hint`}>
          {hint}
        </span>
      ) : null}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(controlId, hint, error),
      })}
      <FieldMessage id={controlId} error={error} />
    </div>
  );
}

/** The error line of a field (or group), announced to screen readers through the control's aria-describedby. */
export function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="form-field__error" id={`${id}-error`}>
      {error}
    </p>
  );
}

/**
 * A group of radios or checkboxes under one legend, with its hint and error; the group is marked invalid and
 * described by them.
 */
export function FieldGroup({
  legend,
  error,
  hint,
  className,
  children,
}: {
  legend: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className={className ? `form-fieldset ${className}` : 'form-fieldset'}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend className="form-fieldset__legend">{legend}</legend>
      {hint ? (
        <span className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {children}
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}

/**
 * A form's own failure (what no field can show: a refused sign-in, a rule about the whole form). It takes the
 * focus when it appears, so a keyboard or screen-reader user hears it at once.
 */
export function FormAlert({
  message,
  children,
}: {
  message: string | null | undefined;
  children?: ReactNode;
}) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) alertRef.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div className="form-alert" role="alert" tabIndex={-1} ref={alertRef}>
      <p className="form-alert__text">{message}</p>
      {children}
    </div>
  );
}
