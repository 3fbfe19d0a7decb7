import { IDENTITY_LIMITS } from '@portal/contracts/identity-limits';
import {
  type ForgotPasswordBody,
  type RecoveryPasswordForm,
  recoveryCodeFormSchema,
  recoveryEmailFormSchema,
  recoveryPasswordFormSchema,
} from '@portal/contracts/password-recovery';
import { ApiError } from '@portal/shell/api/api-error';
import { Button } from '@portal/shell/components/button';
import { StepHeading } from '@portal/shell/components/step-heading';
import { EmailField, FormActions } from '@portal/shell/forms/bound-fields';
import { CodeField, type Cooldown, useCooldown } from '@portal/shell/forms/code-field';
import { FormAlert } from '@portal/shell/forms/field';
import { SERVER_ERROR, useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from './new-password-fields';
import { requestRecoveryCode, resetPassword, verifyRecoveryCode } from './recovery-api';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/forms.css';
import '@portal/shell/styles/password.css';
import '@portal/shell/styles/password-recovery.css';

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
 * mailed to it (resend after the cooldown), checked as soon as it is entered (decision 0082) → a new password with
 * its confirmation under the one policy → done, signed in. The app decides what follows (`onSignedIn`, `onDone`).
 * What was typed is kept across the steps; asking again for an address within its cooldown asks the server
 * nothing (it would mail nothing) and says when another code can be sent.
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
  const [passwords, setPasswords] = useState<RecoveryPasswordForm>(NO_PASSWORDS);
  const cooldown = useCooldown();
  // When each address may be sent another code (ms), so a second request within the cooldown is not a false 'sent'.
  const nextSend = useRef(new Map<string, number>());
  const [notice, setNotice] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const sentTo = (address: string, seconds: number) => {
    nextSend.current.set(address.trim().toLowerCase(), Date.now() + seconds * 1000);
    cooldown.restart(seconds);
  };
  const setStep = (next: Step) => {
    moved.current = true;
    setStepState(next);
  };
  /** The code step for `address` (another address starts with an empty code), saying `codeNotice` if any. */
  const toCodeStep = (address: string, codeNotice?: string) => {
    if (address !== email) setCode('');
    setEmail(address);
    setNotice(codeNotice);
    setCodeError(undefined);
    setStep('code');
  };
  const stepFocus = focus || moved.current;
  const { t } = useTranslation('library');

  return (
    <div className="password-recovery" data-step={step}>
      {step === 'email' ? (
        <EmailStep
          initialEmail={email}
          focus={stepFocus}
          onCancel={onCancel}
          waitFor={(address) =>
            Math.ceil(((nextSend.current.get(address.trim().toLowerCase()) ?? 0) - Date.now()) / 1000)
          }
          onSent={(address, seconds) => {
            sentTo(address, seconds);
            toCodeStep(address);
          }}
          onAlreadySent={(address, seconds) => {
            cooldown.restart(seconds);
            // No number here: the resend button below counts the seconds down, and a status line that changed every
            // second would be read out every second.
            toCodeStep(address, t('passwordRecovery.code.alreadySent'));
          }}
        />
      ) : null}
      {step === 'code' ? (
        <CodeStep
          email={email}
          initialCode={code}
          serverError={codeError}
          notice={notice}
          cooldown={cooldown}
          focus={stepFocus}
          onResend={async () => {
            const seconds = await requestRecoveryCode(email);
            nextSend.current.set(email.trim().toLowerCase(), Date.now() + seconds * 1000);
            setNotice(undefined);
            setCodeError(undefined);
            setCode('');
            return seconds;
          }}
          onOtherEmail={() => {
            setNotice(undefined);
            setStep('email');
          }}
          onContinue={(value) => {
            setNotice(undefined);
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
          initialValues={passwords}
          focus={stepFocus}
          onBack={(typed) => {
            setPasswords(typed);
            setStep('code');
          }}
          onCodeInvalid={(message, typed) => {
            // The code ran out between its check and the reset (expired, used up): what was typed stays.
            setPasswords(typed);
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

const NO_PASSWORDS: RecoveryPasswordForm = { new_password: '', confirmation: '' };
const EMAIL_FIELDS = ['email'] as const;

function EmailStep({
  initialEmail,
  focus,
  onCancel,
  waitFor,
  onSent,
  onAlreadySent,
}: {
  initialEmail: string;
  focus: boolean;
  onCancel: (() => void) | undefined;
  /** Seconds before another code may be sent to the address (0 or less: now). */
  waitFor: (email: string) => number;
  onSent: (email: string, cooldown: number) => void;
  /** A code went to the address within the cooldown: none is asked for now, the step says when. */
  onAlreadySent: (email: string, wait: number) => void;
}) {
  const { t } = useTranslation('library');
  const form = useZodForm<ForgotPasswordBody>({
    schema: recoveryEmailFormSchema,
    defaultValues: { email: initialEmail },
  });
  const failure = useFormFailure(form.setError, EMAIL_FIELDS);
  const submit = form.handleSubmit(async ({ email }) => {
    failure.clear();
    const wait = waitFor(email);
    if (wait > 0) {
      onAlreadySent(email, wait);
      return;
    }
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
  notice,
  cooldown,
  focus,
  onResend,
  onOtherEmail,
  onContinue,
}: {
  email: string;
  initialCode: string;
  serverError: string | undefined;
  /** Said under the intro: a code was already sent within the cooldown. */
  notice: string | undefined;
  cooldown: Cooldown;
  focus: boolean;
  onResend: () => Promise<number>;
  onOtherEmail: () => void;
  onContinue: (code: string) => void;
}) {
  const { t } = useTranslation('library');
  const form = useZodForm<{ code: string }>({
    schema: recoveryCodeFormSchema,
    defaultValues: { code: initialCode },
  });
  const failure = useFormFailure(form.setError, CODE_FIELDS);
  const { setError } = form;
  // The server refused the code (wrong, expired, used up): say so on the field and let the person type another.
  useEffect(() => {
    if (serverError) setError('code', { type: SERVER_ERROR, message: serverError }, { shouldFocus: true });
  }, [serverError, setError]);

  // The code is checked as soon as it is entered (decision 0082); a wrong one says its tries left on the field.
  const submit = form.handleSubmit(async ({ code }) => {
    failure.clear();
    try {
      await verifyRecoveryCode({ email, code });
    } catch (error) {
      failure.fail(error);
      return;
    }
    onContinue(code);
  });

  return (
    <form noValidate onSubmit={submit}>
      <StepHeading className="password-recovery__title" focus={focus && !serverError}>
        {t('passwordRecovery.code.title')}
      </StepHeading>
      <p className="password-recovery__intro">
        {t('passwordRecovery.code.sent', { email, minutes: IDENTITY_LIMITS.codeTtlMinutes })}
      </p>
      {notice ? (
        <p className="password-recovery__notice" role="status">
          {notice}
        </p>
      ) : null}
      <CodeField
        form={form}
        name="code"
        cooldown={cooldown}
        onResend={onResend}
        failure={failure}
        labels={{
          code: t('passwordRecovery.code.label'),
          resend: t('passwordRecovery.code.resend'),
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
  initialValues,
  focus,
  onBack,
  onCodeInvalid,
  onSaved,
}: {
  email: string;
  code: string;
  initialValues: RecoveryPasswordForm;
  focus: boolean;
  onBack: (typed: RecoveryPasswordForm) => void;
  onCodeInvalid: (message: string, typed: RecoveryPasswordForm) => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('library');
  const form = useZodForm<RecoveryPasswordForm>({
    schema: recoveryPasswordFormSchema,
    defaultValues: initialValues,
  });
  const failure = useFormFailure(form.setError, PASSWORD_FIELDS);
  const submit = form.handleSubmit(async ({ new_password }) => {
    failure.clear();
    try {
      await resetPassword({ email, code, new_password });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'code_invalid') {
        onCodeInvalid(
          error.errors?.find((e) => e.field === 'code')?.message ?? error.description,
          form.getValues(),
        );
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
        back={{ label: t('passwordRecovery.password.back'), onClick: () => onBack(form.getValues()) }}
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
