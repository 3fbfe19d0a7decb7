import { ApiError } from '@portal/shell/api/api-error';
import { Button } from '@portal/shell/components/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { signInCandidate } from '../api/candidate-session';
import { StepHeading } from './step-heading';
import { TextField, useFieldMessage } from './text-field';

interface SignInValues {
  email: string;
  password: string;
}

/** Screen 4, existing account ("enter your password"): e-mail and password through the token endpoint. */
export function SignInStep({
  initialEmail,
  focus,
  onSignedIn,
  onCreateAccount,
}: {
  initialEmail: string;
  focus: boolean;
  /** `mustSeePolicy`: the candidate has not acknowledged the (updated) privacy policy yet. */
  onSignedIn: (mustSeePolicy: boolean) => void;
  onCreateAccount: () => void;
}) {
  const { t } = useTranslation('careers');
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ defaultValues: { email: initialEmail, password: '' } });
  const required = { required: 'validation.required' };
  const message = useFieldMessage();

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(undefined);
    try {
      const candidate = await signInCandidate(email.trim(), password);
      onSignedIn(candidate ? !candidate.seenPrivacyPolicy : false);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.description : t('register.failure'));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="identity-step">
      <StepHeading focus={focus}>{t('register.signIn.title')}</StepHeading>
      <TextField
        label={t('register.identity.email')}
        type="email"
        autoComplete="username"
        maxLength={254}
        required
        error={message(errors.email?.message)}
        {...register('email', required)}
      />
      <TextField
        label={t('register.signIn.password')}
        type="password"
        autoComplete="current-password"
        maxLength={256}
        required
        error={message(errors.password?.message)}
        {...register('password', { required: 'validation.passwordRequired' })}
      />
      {failure ? (
        <p className="identity-step__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="form-actions">
        <Button type="submit" loading={isSubmitting}>
          {t('register.signIn.submit')}
        </Button>
      </div>
      <p className="identity-step__switch">
        {t('register.signIn.noAccount')}{' '}
        <button type="button" className="link-button" onClick={onCreateAccount}>
          {t('register.signIn.createAccount')}
        </button>
      </p>
    </form>
  );
}
