import { IDENTITY_LIMITS } from '@portal/contracts/candidates';
import {
  type ForgotPasswordBody,
  type RecoveryPasswordForm,
  recoveryCodeFormSchema,
  recoveryEmailFormSchema,
  recoveryPasswordFormSchema,
} from '@portal/contracts/password-recovery';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { Button } from '../components/button';
import { Field, FormAlert } from '../forms/field';
import { SERVER_ERROR, useFieldErrors, useFormFailure, useZodForm } from '../forms/use-zod-form';
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

/** A step's heading; it takes the focus when the step appears, so screen readers hear where they are. */
function StepTitle({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="password-recovery__title">
      {children}
    </h2>
  );
}

/**
 * Account recovery (issue 9, decision 0041), for candidates and intranet users alike: the e-mail → a 6-digit code
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
  const [cooldown, setCooldown] = useState(0);
  const [codeError, setCodeError] = useState<string>();
  const setStep = (next: Step) => {
    moved.current = true;
    setStepState(next);
  };
  const stepFocus = focus || moved.current;

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  return (
    <div className="password-recovery" data-step={step}>
      {step === 'email' ? (
        <EmailStep
          initialEmail={email}
          focus={stepFocus}
          onCancel={onCancel}
          onSent={(address, seconds) => {
            setEmail(address);
            setCooldown(seconds);
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
          onResent={(seconds) => {
            setCooldown(seconds);
            setCodeError(undefined);
          }}
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
  const errorOf = useFieldErrors(form.formState.errors);
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
      <StepTitle focus={focus}>{t('passwordRecovery.email.title')}</StepTitle>
      <p className="password-recovery__intro">{t('passwordRecovery.email.intro')}</p>
      <Field label={t('passwordRecovery.email.label')} error={errorOf('email')}>
        {(control) => (
          <input
            {...control}
            {...form.register('email')}
            className="form-field__input"
            type="email"
            autoComplete="username"
            maxLength={IDENTITY_LIMITS.email}
            required
          />
        )}
      </Field>
      <FormAlert message={failure.message} />
      <div className="form-actions">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('passwordRecovery.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('passwordRecovery.email.submit')}
        </Button>
      </div>
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
  cooldown: number;
  focus: boolean;
  onResent: (cooldown: number) => void;
  onOtherEmail: () => void;
  onContinue: (code: string) => void;
}) {
  const { t } = useTranslation('library');
  const form = useZodForm<{ code: string }>({
    schema: recoveryCodeFormSchema,
    defaultValues: { code: serverError ? '' : initialCode },
  });
  const errorOf = useFieldErrors(form.formState.errors);
  const failure = useFormFailure(form.setError, CODE_FIELDS);
  const [status, setStatus] = useState<string>();
  const [resending, setResending] = useState(false);
  const { setError } = form;
  // The server refused the code (wrong, expired, used up): say so on the field and let the person type another.
  useEffect(() => {
    if (serverError) setError('code', { type: SERVER_ERROR, message: serverError }, { shouldFocus: true });
  }, [serverError, setError]);

  async function resend() {
    setResending(true);
    setStatus(undefined);
    failure.clear();
    try {
      onResent(await requestRecoveryCode(email));
      form.clearErrors('code');
      form.setValue('code', '');
      setStatus(t('passwordRecovery.code.resent'));
    } catch (error) {
      failure.fail(error);
    } finally {
      setResending(false);
    }
  }

  const codeField = form.register('code');
  return (
    <form noValidate onSubmit={form.handleSubmit(({ code }) => onContinue(code))}>
      <StepTitle focus={focus && !serverError}>{t('passwordRecovery.code.title')}</StepTitle>
      <p className="password-recovery__intro">
        {t('passwordRecovery.code.sent', { email, minutes: IDENTITY_LIMITS.codeTtlMinutes })}
      </p>
      <Field label={t('passwordRecovery.code.label')} error={errorOf('code')}>
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
      <p className="password-recovery__status" role="status">
        {status}
      </p>
      <FormAlert message={failure.message} />
      <div className="form-actions">
        <Button variant="secondary" onClick={resend} loading={resending} disabled={cooldown > 0}>
          {cooldown > 0
            ? t('passwordRecovery.code.resendIn', { seconds: cooldown })
            : t('passwordRecovery.code.resend')}
        </Button>
        <Button type="submit">{t('passwordRecovery.code.submit')}</Button>
      </div>
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
      <StepTitle focus={focus}>{t('passwordRecovery.password.title')}</StepTitle>
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
      <div className="form-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('passwordRecovery.password.back')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('passwordRecovery.password.submit')}
        </Button>
      </div>
    </form>
  );
}

function DoneStep({ focus, onDone }: { focus: boolean; onDone: () => void }) {
  const { t } = useTranslation('library');
  return (
    <div>
      <StepTitle focus={focus}>{t('passwordRecovery.done.title')}</StepTitle>
      <p className="password-recovery__intro" role="status">
        {t('passwordRecovery.done.text')}
      </p>
      <div className="form-actions">
        <Button onClick={onDone}>{t('passwordRecovery.done.continue')}</Button>
      </div>
    </div>
  );
}
