import { type CandidateSignIn, candidateSignInSchema } from '@portal/contracts/candidates';
import { MESSAGES } from '@portal/contracts/messages';
import { ApiError } from '@portal/shell/api/api-error';
import { Button } from '@portal/shell/components/button';
import { CurrentPasswordField, EmailField, FormActions } from '@portal/shell/forms/bound-fields';
import { FormAlert } from '@portal/shell/forms/field';
import { useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type PendingAccount, sendConfirmationCode } from '../api/confirm-email';
import { signInCandidate } from '../api/sign-in-candidate';
import { StepHeading } from './step-heading';

const FIELDS = ['email', 'password'] as const;

/**
 * Screen 4, existing account ("enter your password"): e-mail and password through the token endpoint. An account
 * whose e-mail was never confirmed is offered a code and goes on to the confirmation step (decision 0041).
 */
export function SignInStep({
  initialEmail,
  emailInUse = false,
  focus,
  onSignedIn,
  onCreateAccount,
  onForgotPassword,
  onConfirmEmail,
}: {
  initialEmail: string;
  /** The identity step found an account for this address: say why the password is asked for. */
  emailInUse?: boolean;
  focus: boolean;
  /** `mustSeePolicy`: the candidate has not acknowledged the (updated) privacy policy yet. */
  onSignedIn: (mustSeePolicy: boolean) => void;
  onCreateAccount: () => void;
  onForgotPassword: (email: string) => void;
  /** A code was mailed to an unconfirmed account; `cooldown` is the seconds before another. */
  onConfirmEmail: (account: PendingAccount, cooldown: number) => void;
}) {
  const { t } = useTranslation('careers');
  const form = useZodForm<CandidateSignIn>({
    schema: candidateSignInSchema,
    defaultValues: { email: initialEmail, password: '' },
  });
  const failure = useFormFailure(form.setError, FIELDS);
  const [unconfirmed, setUnconfirmed] = useState<PendingAccount>();
  const [sending, setSending] = useState(false);
  // The notice is about the address the identity step found; it goes once another one is typed.
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const showEmailInUse = emailInUse && typedEmail.trim().toLowerCase() === initialEmail.trim().toLowerCase();

  const submit = form.handleSubmit(async ({ email, password }) => {
    failure.clear();
    setUnconfirmed(undefined);
    try {
      const candidate = await signInCandidate(email, password);
      onSignedIn(candidate ? !candidate.seenPrivacyPolicy : false);
    } catch (error) {
      const userId = error instanceof ApiError ? error.extensions?.user_id : undefined;
      if (error instanceof ApiError && error.code === 'email_not_confirmed' && typeof userId === 'string') {
        setUnconfirmed({ userId, email, name: '' });
        failure.set(error.description);
        return;
      }
      failure.fail(error);
    }
  });

  async function sendCode() {
    if (!unconfirmed) return;
    setSending(true);
    try {
      onConfirmEmail(unconfirmed, await sendConfirmationCode(unconfirmed));
    } catch (error) {
      setUnconfirmed(undefined);
      failure.fail(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="identity-step">
      <StepHeading focus={focus}>{t('register.signIn.title')}</StepHeading>
      {showEmailInUse ? (
        <p className="identity-step__notice" role="note">
          <strong>{t(MESSAGES.emailInUse, { ns: 'common' })}.</strong> {t('register.signIn.existingAccount')}
        </p>
      ) : null}
      <EmailField form={form} name="email" label={t('register.identity.email')} autoComplete="username" />
      <CurrentPasswordField form={form} name="password" label={t('register.signIn.password')} />
      <p className="identity-step__forgot">
        <button
          type="button"
          className="link-button"
          onClick={() => onForgotPassword(form.getValues('email'))}
        >
          {t('library:passwordRecovery.link')}
        </button>
      </p>
      <FormAlert message={failure.message}>
        {unconfirmed ? (
          <Button onClick={sendCode} loading={sending}>
            {t('register.signIn.sendCode')}
          </Button>
        ) : null}
      </FormAlert>
      <FormActions form={form} submit={t('register.signIn.submit')} />
      <p className="identity-step__switch">
        {t('register.signIn.noAccount')}{' '}
        <button type="button" className="link-button" onClick={onCreateAccount}>
          {t('register.signIn.createAccount')}
        </button>
      </p>
    </form>
  );
}
