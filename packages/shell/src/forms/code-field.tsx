import { IDENTITY_LIMITS } from '@portal/contracts/identity-limits';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@portal/shell/styles/code-field.css';
import { Button } from '@portal/shell/components/button';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { FormActions } from './bound-fields';
import { Field, FormAlert } from './field';
import { useFieldErrors, type useFormFailure } from './use-zod-form';

/** Seconds left before another code may be asked for, counting down once a second. */
export interface Cooldown {
  seconds: number;
  /** Starts the countdown again (the server's `resend_after`). */
  restart: (seconds: number) => void;
}

/** A resend cooldown that counts down to 0; keep it where it must outlive the code step (e.g. a back button). */
export function useCooldown(initial = 0): Cooldown {
  const [seconds, setSeconds] = useState(initial);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return { seconds, restart: setSeconds };
}

export interface CodeFieldLabels {
  /** The input's label. */
  code: string;
  resend: string;
  /** The resend button while the cooldown runs; defaults to the short 'Resend in 42 s' that fits a phone's row. */
  resendIn?: (seconds: number) => string;
  /** Said (role status) once a new code was sent. */
  resent: string;
  submit: string;
}

/**
 * The one code entry of every code step (sign-up confirmation, account recovery): the 6-digit input (digits only,
 * the phone's numeric keypad, the one-time-code autofill), the line that says a new code was sent, the form's alert
 * and the actions: 'resend', disabled with its countdown while the cooldown runs, and the submit button. A new code
 * empties the input and its error (the old code no longer counts). The step keeps its heading, its intro and the
 * form element; `failure` is the step's `useFormFailure`.
 */
export function CodeField<T extends FieldValues>({
  form,
  name,
  labels,
  cooldown,
  onResend,
  failure,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  labels: CodeFieldLabels;
  cooldown: Cooldown;
  /** Asks the server for a new code; resolves to the seconds before the next one may be asked for. */
  onResend: () => Promise<number>;
  failure: Pick<ReturnType<typeof useFormFailure>, 'message' | 'clear' | 'fail'>;
}) {
  const { t } = useTranslation('library');
  const resendIn = labels.resendIn ?? ((seconds: number) => t('codeField.resendIn', { seconds }));
  const errorOf = useFieldErrors(form.formState.errors);
  const [status, setStatus] = useState<string>();
  const [resending, setResending] = useState(false);
  const submitting = form.formState.isSubmitting;
  // A new try at the code makes the 'new code sent' line old news.
  useEffect(() => {
    if (submitting) setStatus(undefined);
  }, [submitting]);

  async function resend() {
    setResending(true);
    setStatus(undefined);
    failure.clear();
    try {
      cooldown.restart(await onResend());
      form.clearErrors(name);
      form.setValue(name, '' as PathValue<T, Path<T>>);
      setStatus(labels.resent);
    } catch (error) {
      failure.fail(error);
    } finally {
      setResending(false);
    }
  }

  const registered = form.register(name);
  return (
    <>
      <Field label={labels.code} error={errorOf(name)}>
        {(control) => (
          <input
            {...control}
            {...registered}
            onChange={(event) => {
              event.target.value = event.target.value.replace(/\D/g, '').slice(0, IDENTITY_LIMITS.codeLength);
              return registered.onChange(event);
            }}
            className="form-field__input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={IDENTITY_LIMITS.codeLength}
            required
          />
        )}
      </Field>
      <p className="form-status" role="status">
        {status}
      </p>
      <FormAlert message={failure.message} />
      <FormActions form={form} submit={labels.submit}>
        <Button
          variant="secondary"
          className="code-field__resend"
          onClick={resend}
          loading={resending}
          disabled={cooldown.seconds > 0}
        >
          {cooldown.seconds > 0 ? resendIn(cooldown.seconds) : labels.resend}
        </Button>
      </FormActions>
    </>
  );
}
