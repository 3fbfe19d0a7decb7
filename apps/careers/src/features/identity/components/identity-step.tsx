import { zodResolver } from '@hookform/resolvers/zod';
import { accountIdentitySchema } from '@portal/contracts/candidates';
import { MESSAGES } from '@portal/contracts/messages';
import { ApiError } from '@portal/shell/api/api-error';
import { Button } from '@portal/shell/components/button';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isEmailInUse } from '../api/registration';
import { StepHeading } from './step-heading';
import { TextField, useFieldMessage } from './text-field';

interface IdentityValues {
  name: string;
  email: string;
}

/** Screen 3: full name and e-mail; the server is asked whether the address is in use before going on. */
export function IdentityStep({
  initial,
  focus,
  onContinue,
  onSignIn,
  emailInUse = false,
}: {
  initial: IdentityValues;
  /** The server refused the address when the account was created (someone registered it meanwhile). */
  emailInUse?: boolean;
  focus: boolean;
  onContinue: (values: IdentityValues) => void;
  onSignIn: (email: string) => void;
}) {
  const { t } = useTranslation('careers');
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<IdentityValues>({
    defaultValues: initial,
    resolver: zodResolver(accountIdentitySchema) as never,
  });
  const message = useFieldMessage();
  useEffect(() => {
    if (emailInUse) setError('email', { message: MESSAGES.emailInUse }, { shouldFocus: true });
  }, [emailInUse, setError]);

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      if (await isEmailInUse(values.email)) {
        setError('email', { message: MESSAGES.emailInUse }, { shouldFocus: true });
        return;
      }
      onContinue(values);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.description : t('register.failure'));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="identity-step">
      <StepHeading focus={focus}>{t('register.identity.title')}</StepHeading>
      <p className="identity-step__intro">{t('register.identity.intro')}</p>
      <TextField
        label={t('register.identity.name')}
        autoComplete="name"
        maxLength={120}
        required
        error={message(errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={t('register.identity.email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        required
        error={message(errors.email?.message)}
        {...register('email')}
      />
      {failure ? (
        <p className="identity-step__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="form-actions">
        <Button type="submit" loading={isSubmitting}>
          {t('register.identity.submit')}
        </Button>
      </div>
      <p className="identity-step__switch">
        {t('register.identity.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => onSignIn(getValues('email'))}>
          {t('register.identity.signIn')}
        </button>
      </p>
    </form>
  );
}
