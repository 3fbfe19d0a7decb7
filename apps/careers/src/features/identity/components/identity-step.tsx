import { accountIdentitySchema, IDENTITY_LIMITS } from '@portal/contracts/candidates';
import { Button } from '@portal/shell/components/button';
import { Field, FormAlert } from '@portal/shell/forms/field';
import { useFieldErrors, useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { useTranslation } from 'react-i18next';
import { isEmailInUse } from '../api/registration';
import { StepHeading } from './step-heading';

interface IdentityValues {
  name: string;
  email: string;
}

const FIELDS = ['name', 'email'] as const;

/**
 * Screen 3: full name and e-mail. The server is asked whether the address is in use; an address that has an
 * account goes on to the password (sign-in) step, which says why (spec §4, §5; issue 9 point 7).
 */
export function IdentityStep({
  initial,
  focus,
  onContinue,
  onExistingAccount,
  onSignIn,
}: {
  initial: IdentityValues;
  focus: boolean;
  onContinue: (values: IdentityValues) => void;
  /** The address has an account already: sign in with it. */
  onExistingAccount: (values: IdentityValues) => void;
  onSignIn: (email: string) => void;
}) {
  const { t } = useTranslation('careers');
  const form = useZodForm<IdentityValues>({
    schema: accountIdentitySchema as never,
    defaultValues: initial,
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const failure = useFormFailure(form.setError, FIELDS);

  const submit = form.handleSubmit(async (values) => {
    failure.clear();
    try {
      if (await isEmailInUse(values.email)) {
        onExistingAccount(values);
        return;
      }
      onContinue(values);
    } catch (error) {
      failure.fail(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="identity-step">
      <StepHeading focus={focus}>{t('register.identity.title')}</StepHeading>
      <p className="identity-step__intro">{t('register.identity.intro')}</p>
      <Field label={t('register.identity.name')} error={errorOf('name')}>
        {(control) => (
          <input
            {...control}
            {...form.register('name')}
            className="form-field__input"
            autoComplete="name"
            maxLength={IDENTITY_LIMITS.name}
            required
          />
        )}
      </Field>
      <Field label={t('register.identity.email')} error={errorOf('email')}>
        {(control) => (
          <input
            {...control}
            {...form.register('email')}
            className="form-field__input"
            type="email"
            autoComplete="email"
            maxLength={IDENTITY_LIMITS.email}
            required
          />
        )}
      </Field>
      <FormAlert message={failure.message} />
      <div className="form-actions">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('register.identity.submit')}
        </Button>
      </div>
      <p className="identity-step__switch">
        {t('register.identity.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => onSignIn(form.getValues('email'))}>
          {t('register.identity.signIn')}
        </button>
      </p>
    </form>
  );
}
