import { IDENTITY_LIMITS } from '@portal/contracts/identity-limits';
import {
  type ForgotPasswordBody,
  type RecoveryPasswordForm,
  recoveryCodeFormSchema,
  recoveryEmailFormSchema,
  recoveryPasswordFormSchema,
} from '@portal/contracts/password-recovery';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { Button } from '../components/button';
import { StepHeading } from '../components/step-heading';
import { EmailField, FormActions } from '../forms/bound-fields';
import { CodeField, type Cooldown, useCooldown } from '../forms/code-field';
import { FormAlert } from '../forms/field';
import { SERVER_ERROR, useFormFailure, useZodForm } from '../forms/use-zod-form';
import { NewPasswordFields } from './new-password-fields';
import { requestRecoveryCode, resetPassword } from './recovery-api';
import '../styles/base.css';
import '../styles/forms.css';
import '../styles/password.css';
import '../styles/password-recovery.css';

type Step = 'email' | 'code' | 'password' | 'done';

export interface ForgotPasswordProps {
  /** The address the person already typed (e.g. on the sign-in form). */
  initialEmail?: string;
  /**
   * Runs as soon as the new password is saved: the server has signed the person in (cookies), so the app tells
   * its session readers (header, other tabs).
   */
  onSignedIn?: () => void | Promise<void>;
  /** 'Continue' on the last step: where the app goes now that the person is signed in. */
  onDone: () => void;
  /** 'Back to sign-in' on the first step; without it the link is not shown. */
  onCancel?: () => void;
  /** Moves the focus to each step's heading when it appears (default true). */
  focus?: boolean;
}

/**
 * Account recovery (decision 0041), for candidates and intranet users alike: the e-mail → a 6-digit code
 * mailed to it (resend after the cooldown) → a new password with its confirmation under the one policy → done,
 * signed in. The app decides what follows (`onSignedIn`, `onDone`).
 */
export function ForgotPassword({
  initialEmail = '',
  onSignedIn,
  onDone,
  onCancel,
  focus = true,
}: ForgotPasswordProps) {
  const [step, setStepState] = useState<Step>('email');
  const moved = useRef(false);
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const cooldown = useCooldown();
  const [codeError, setCodeError] = useState<string>();
  const setStep = (next: Step) => {
    moved.current = true;
    setStepState(next);
  };
  const stepFocus = focus || moved.current;

  return (
    <div className="password-recovery" data-step={step}>
      {step === 'email' ? (
        <EmailStep
          initialEmail={email}
          focus={stepFocus}
          onCancel={onCancel}
          onSent={(address, seconds) => {
            setEmail(address);
            cooldown.restart(seconds);
            setCodeError(undefined);
            setStep('code');
          }}
        />
      ) : null}
      {step === 'code' ? (
        <CodeStep
          email={email}
          initialCode={code}
          serverError={codeError}
          cooldown={cooldown}
          focus={stepFocus}
          onResent={() => setCodeError(undefined)}
          onOtherEmail={() => setStep('email')}
          onContinue={(value) => {
            setCode(value);
            setCodeError(undefined);
            setStep('password');
          }}
        />
      ) : null}
      {step === 'password' ? (
        <PasswordStep
          email={email}
          code={code}
          focus={stepFocus}
          onBack={() => setStep('code')}
          onCodeInvalid={(message) => {
            setCodeError(message);
            setStep('code');
          }}
          onSaved={async () => {
            await onSignedIn?.();
            setStep('done');
          }}
        />
      ) : null}
      {step === 'done' ? <DoneStep focus={stepFocus} onDone={onDone} /> : null}
    </div>
  );
}

const EMAIL_FIELDS = ['email'] as const;

function EmailStep({
  initialEmail,
  focus,
  onCancel,
  onSent,
}: {
  initialEmail: string;
  focus: boolean;
  onCancel: (() => void) | undefined;
  onSent: (email: string, cooldown: number) => void;
}) {
  const { t } = useTranslation('library');
  const form = useZodForm<ForgotPasswordBody>({
    schema: recoveryEmailFormSchema,
    defaultValues: { email: initialEmail },
  });
  const failure = useFormFailure(form.setError, EMAIL_FIELDS);
  const submit = form.handleSubmit(async ({ email }) => {
    failure.clear();
    try {
      onSent(email, await requestRecoveryCode(email));
    } catch (error) {
      failure.fail(error);
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <StepHeading className="password-recovery__title" focus={focus}>
        {t('passwordRecovery.email.title')}
      </StepHeading>
      <p className="password-recovery__intro">{t('passwordRecovery.email.intro')}</p>
      <EmailField
        form={form}
        name="email"
        label={t('passwordRecovery.email.label')}
        autoComplete="username"
      />
      <FormAlert message={failure.message} />
      <FormActions
        form={form}
        submit={t('passwordRecovery.email.submit')}
        back={onCancel ? { label: t('passwordRecovery.cancel'), onClick: onCancel } : undefined}
      />
    </form>
  );
}

const CODE_FIELDS = ['code'] as const;

function CodeStep({
  email,
  initialCode,
  serverError,
  cooldown,
  focus,
  onResent,
  onOtherEmail,
  onContinue,
}: {
  email: string;
  initialCode: string;
  serverError: string | undefined;
  cooldown: Cooldown;
  focus: boolean;
  onResent: () => void;
  onOtherEmail: () => void;
  onContinue: (code: string) => void;
}) {
  const { t } = useTranslation('library');
  const form = useZodForm<{ code: string }>({
    schema: recoveryCodeFormSchema,
    defaultValues: { code: serverError ? '' : initialCode },
  });
  const failure = useFormFailure(form.setError, CODE_FIELDS);
  const { setError } = form;
  // The server refused the code (wrong, expired, used up): say so on the field and let the person type another.
  useEffect(() => {
    if (serverError) setError('code', { type: SERVER_ERROR, message: serverError }, { shouldFocus: true });
  }, [serverError, setError]);

  return (
    <form noValidate onSubmit={form.handleSubmit(({ code }) => onContinue(code))}>
      <StepHeading className="password-recovery__title" focus={focus && !serverError}>
        {t('passwordRecovery.code.title')}
      </StepHeading>
      <p className="password-recovery__intro">
        {t('passwordRecovery.code.sent', { email, minutes: IDENTITY_LIMITS.codeTtlMinutes })}
      </p>
      <CodeField
        form={form}
        name="code"
        cooldown={cooldown}
        onResend={async () => {
          const seconds = await requestRecoveryCode(email);
          onResent();
          return seconds;
        }}
        failure={failure}
        labels={{
          code: t('passwordRecovery.code.label'),
          resend: t('passwordRecovery.code.resend'),
          resendIn: (seconds) => t('passwordRecovery.code.resendIn', { seconds }),
          resent: t('passwordRecovery.code.resent'),
          submit: t('passwordRecovery.code.submit'),
        }}
      />
      <p className="password-recovery__switch">
        <button type="button" className="link-button" onClick={onOtherEmail}>
          {t('passwordRecovery.code.otherEmail')}
        </button>
      </p>
    </form>
  );
}

const PASSWORD_FIELDS = ['new_password'] as const;

function PasswordStep({
  email,
  code,
  focus,
  onBack,
  onCodeInvalid,
  onSaved,
}: {
  email: string;
  code: string;
  focus: boolean;
  onBack: () => void;
  onCodeInvalid: (message: string) => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('library');
  const form = useZodForm<RecoveryPasswordForm>({
    schema: recoveryPasswordFormSchema,
    defaultValues: { new_password: '', confirmation: '' },
  });
  const failure = useFormFailure(form.setError, PASSWORD_FIELDS);
  const submit = form.handleSubmit(async ({ new_password }) => {
    failure.clear();
    try {
      await resetPassword({ email, code, new_password });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'code_invalid') {
        onCodeInvalid(error.errors?.find((e) => e.field === 'code')?.message ?? error.description);
        return;
      }
      failure.fail(error);
      return;
    }
    await onSaved();
  });
  return (
    <form noValidate onSubmit={submit}>
      <StepHeading className="password-recovery__title" focus={focus}>
        {t('passwordRecovery.password.title')}
      </StepHeading>
      <NewPasswordFields
        form={form}
        password="new_password"
        confirmation="confirmation"
        labels={{
          password: t('passwordRecovery.password.new'),
          confirmation: t('passwordRecovery.password.confirmation'),
        }}
      />
      <FormAlert message={failure.message} />
      <FormActions
        form={form}
        submit={t('passwordRecovery.password.submit')}
        back={{ label: t('passwordRecovery.password.back'), onClick: onBack }}
      />
    </form>
  );
}

function DoneStep({ focus, onDone }: { focus: boolean; onDone: () => void }) {
  const { t } = useTranslation('library');
  return (
    <div>
      <StepHeading className="password-recovery__title" focus={focus}>
        {t('passwordRecovery.done.title')}
      </StepHeading>
      <p className="password-recovery__intro" role="status">
        {t('passwordRecovery.done.text')}
      </p>
      <div className="form-actions">
        <Button onClick={onDone}>{t('passwordRecovery.done.continue')}</Button>
      </div>
    </div>
  );
}
