import { confirmCodeFormSchema, IDENTITY_LIMITS } from '@portal/contracts/candidates';
import { Button } from '@portal/shell/components/button';
import { Field, FormAlert } from '@portal/shell/forms/field';
import { useFieldErrors, useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeRegistrationSignIn } from '../api/candidate-session';
import { confirmEmail, type PendingAccount, sendConfirmationCode } from '../api/registration';
import { StepHeading } from './step-heading';

const FIELDS = ['confirmation_code'] as const;

/** Screen 6: a code was sent to the address; fill it in, or ask for a new one after the cooldown. */
export function ConfirmEmailStep({
  account,
  initialCooldown,
  focus,
  onConfirmed,
}: {
  account: PendingAccount;
  initialCooldown: number;
  focus: boolean;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation('careers');
  const form = useZodForm<{ confirmation_code: string }>({
    schema: confirmCodeFormSchema,
    defaultValues: { confirmation_code: '' },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const failure = useFormFailure(form.setError, FIELDS);
  const [status, setStatus] = useState<string>();
  const [resending, setResending] = useState(false);
  const [cooldown, setCooldown] = useState(initialCooldown);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const confirm = form.handleSubmit(async ({ confirmation_code: code }) => {
    setStatus(undefined);
    failure.clear();
    try {
      await confirmEmail(account, code);
    } catch (error) {
      // A refused code (`code_invalid`) is said on the field, where the next one is typed.
      failure.fail(error);
      return;
    }
    await completeRegistrationSignIn();
    onConfirmed();
  });

  async function resend() {
    setResending(true);
    failure.clear();
    setStatus(undefined);
    try {
      setCooldown(await sendConfirmationCode(account));
      setStatus(t('register.confirm.resent'));
    } catch (error) {
      failure.fail(error);
    } finally {
      setResending(false);
    }
  }

  const codeField = form.register('confirmation_code');
  return (
    <form noValidate onSubmit={confirm} className="identity-step">
      <StepHeading focus={focus}>{t('register.confirm.title')}</StepHeading>
      <p>{t('register.confirm.sent', { email: account.email })}</p>
      <Field label={t('register.confirm.code')} error={errorOf('confirmation_code')}>
        {(control) => (
          <input
            {...control}
            {...codeField}
            onChange={(event) => {
              event.target.value = event.target.value.replace(/\D/g, '').slice(0, IDENTITY_LIMITS.codeLength);
              return codeField.onChange(event);
            }}
            className="form-field__input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={IDENTITY_LIMITS.codeLength}
            required
          />
        )}
      </Field>
      <p className="identity-step__status" role="status">
        {status}
      </p>
      <FormAlert message={failure.message} />
      <div className="form-actions">
        <Button variant="secondary" onClick={resend} loading={resending} disabled={cooldown > 0}>
          {cooldown > 0
            ? t('register.confirm.resendIn', { seconds: cooldown })
            : t('register.confirm.resend')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('register.confirm.submit')}
        </Button>
      </div>
    </form>
  );
}
