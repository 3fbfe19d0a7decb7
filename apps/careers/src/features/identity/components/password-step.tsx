import { accountPasswordSchema } from '@portal/contracts/candidates';
import { FormActions } from '@portal/shell/forms/bound-fields';
import { useZodForm } from '@portal/shell/forms/use-zod-form';
import { NewPasswordFields } from '@portal/shell/password/new-password-fields';
import { useTranslation } from 'react-i18next';
import { StepHeading } from './step-heading';

interface PasswordValues {
  name: string;
  password: string;
  confirmation: string;
}

/** Screen 4, new account: password and confirmation with the live checklist of the one policy. */
export function PasswordStep({
  name,
  initial,
  focus,
  onBack,
  onContinue,
}: {
  name: string;
  initial: string;
  focus: boolean;
  onBack: () => void;
  onContinue: (password: string) => void;
}) {
  const { t } = useTranslation('careers');
  const form = useZodForm<PasswordValues>({
    schema: accountPasswordSchema,
    defaultValues: { name, password: initial, confirmation: initial },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((v) => onContinue(v.password))} className="identity-step">
      <StepHeading focus={focus}>{t('register.password.title')}</StepHeading>
      <NewPasswordFields
        form={form}
        password="password"
        confirmation="confirmation"
        labels={{
          password: t('register.password.password'),
          confirmation: t('register.password.confirmation'),
        }}
        name={name}
      />
      <FormActions
        form={form}
        submit={t('register.continue')}
        back={{ label: t('register.back'), onClick: onBack }}
      />
    </form>
  );
}
