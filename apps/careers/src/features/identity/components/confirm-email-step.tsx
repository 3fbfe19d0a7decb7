import { confirmCodeFormSchema } from '@portal/contracts/candidates';
import { CodeField, useCooldown } from '@portal/shell/forms/code-field';
import { useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { useTranslation } from 'react-i18next';
import { confirmEmail, type PendingAccount, sendConfirmationCode } from '../api/confirm-email';
import { completeRegistrationSignIn } from '../api/sign-in-candidate';
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
  const failure = useFormFailure(form.setError, FIELDS);
  const cooldown = useCooldown(initialCooldown);

  const confirm = form.handleSubmit(async ({ confirmation_code: code }) => {
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

  return (
    <form noValidate onSubmit={confirm} className="identity-step">
      <StepHeading focus={focus}>{t('register.confirm.title')}</StepHeading>
      <p>{t('register.confirm.sent', { email: account.email })}</p>
      <CodeField
        form={form}
        name="confirmation_code"
        cooldown={cooldown}
        onResend={() => sendConfirmationCode(account)}
        failure={failure}
        labels={{
          code: t('register.confirm.code'),
          resend: t('register.confirm.resend'),
          resent: t('register.confirm.resent'),
          submit: t('register.confirm.submit'),
        }}
      />
    </form>
  );
}
