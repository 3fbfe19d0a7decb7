import { OIDC_START_PATH, safeTarget } from '@portal/contracts/auth';
import { MESSAGES } from '@portal/contracts/messages';
import type { CpfSignIn, EmailSignIn } from '@portal/contracts/sign-in';
import { ApiError } from '@portal/shell/api/api-error';
import { readPortalConfig } from '@portal/shell/api/portal-config';
import { useAuth } from '@portal/shell/auth/auth-provider';
import { Button } from '@portal/shell/components/button';
import { CurrentPasswordField, EmailField, TextField } from '@portal/shell/forms/bound-fields';
import { FormAlert } from '@portal/shell/forms/field';
import { lazySchema, useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { Link, Navigate, useSearchParams } from '@portal/shell/navigation/navigation';
import * as Tabs from '@radix-ui/react-tabs';
import { type FormEventHandler, type ReactNode, useEffect, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '@portal/shell/styles/forms.css';
import './login-page.css';

/**
 * The forms' schemas (zod) come when the person starts to use a form (focus in it) or submits it, not with the
 * page's first view (decision 0058).
 */
const signIn = () => import('@portal/contracts/sign-in');
const emailSchema = lazySchema<EmailSignIn>(() => signIn().then((module) => module.emailSignInSchema));
const cpfSchema = lazySchema<CpfSignIn>(() => signIn().then((module) => module.cpfSignInSchema));

const EMAIL_FIELDS = ['email', 'password'] as const;
const CPF_FIELDS = ['cpf', 'company'] as const;

/**
 * A refused sign-in as the form shows it: the server's answer (translated, with its field errors on the fields);
 * anything else (no answer at all) as the connection error, never a toast.
 */
function useSignInFailure<T extends EmailSignIn | CpfSignIn>(
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  const { t } = useTranslation('common');
  const failure = useFormFailure<T>(setError, fields);
  const fail = (error: unknown) => {
    if (error instanceof ApiError) failure.fail(error);
    else failure.set(t(MESSAGES.connectionError));
  };
  return { message: failure.message, clear: failure.clear, fail };
}

/** E-mail and password (spec §4): a refusal signs out and says why. */
function EmailForm({ target }: { target: string }) {
  const { t } = useTranslation('intranet');
  const { signInWithEmail } = useAuth();
  const form = useZodForm<EmailSignIn>({
    schema: emailSchema,
    defaultValues: { email: '', password: '' },
  });
  const failure = useSignInFailure<EmailSignIn>(form.setError, EMAIL_FIELDS);
  const submit = form.handleSubmit(async (values) => {
    failure.clear();
    try {
      await signInWithEmail(values.email, values.password, target);
    } catch (caught) {
      failure.fail(caught);
    }
  });

  return (
    <SignInForm
      label={t('login.email.formLabel')}
      onSubmit={submit}
      onFocus={emailSchema.preload}
      failure={failure.message}
      submitting={form.formState.isSubmitting}
    >
      <EmailField form={form} name="email" label={t('login.email.email')} autoComplete="username" />
      <CurrentPasswordField form={form} name="password" label={t('login.email.password')} />
    </SignInForm>
  );
}

/** A sign-in form of the page: its fields, the failure under them and the submit button. */
function SignInForm({
  label,
  onSubmit,
  onFocus,
  failure,
  submitting,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Fetches the form's schema as soon as the person reaches the form. */
  onFocus: () => void;
  failure: string | null;
  submitting: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('intranet');
  return (
    <form noValidate onSubmit={onSubmit} onFocusCapture={onFocus} aria-label={label}>
      {children}
      <FormAlert message={failure} />
      <Button type="submit" loading={submitting} className="login-page__submit">
        {t('login.submit')}
      </Button>
    </form>
  );
}

/**
 * CPF and company (spec §4): on any refusal the user is signed out silently (no toast, nothing reported), and the
 * form says under it why the sign-in did not happen.
 */
function CpfForm({ target }: { target: string }) {
  const { t } = useTranslation('intranet');
  const { signInWithCpf } = useAuth();
  const form = useZodForm<CpfSignIn>({ schema: cpfSchema, defaultValues: { cpf: '', company: '' } });
  const failure = useSignInFailure<CpfSignIn>(form.setError, CPF_FIELDS);
  const submit = form.handleSubmit(async (values) => {
    failure.clear();
    const result = await signInWithCpf(values.cpf, values.company, target);
    if (!result.ok) failure.fail(result.error);
  });

  return (
    <SignInForm
      label={t('login.cpf.formLabel')}
      onSubmit={submit}
      onFocus={cpfSchema.preload}
      failure={failure.message}
      submitting={form.formState.isSubmitting}
    >
      <TextField
        form={form}
        name="cpf"
        label={t('login.cpf.cpf')}
        mask="cpf"
        autoComplete="off"
        placeholder="000.000.000-00"
        required
      />
      <TextField
        form={form}
        name="company"
        label={t('login.cpf.company')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        required
      />
    </SignInForm>
  );
}

/**
 * /login (spec §4): e-mail and password, CPF and company, and 'Sign in with Microsoft' when OpenID Connect is
 * configured (the page names Microsoft only then). Success goes to the requested target or /home. Also completes
 * a Microsoft sign-in that the server sent back here (`?sso=done`), or says why it failed (`?sso_error=`).
 */
export function LoginPage() {
  const { t } = useTranslation('intranet');
  const { status, completeExternalSignIn } = useAuth();
  const [params] = useSearchParams();
  const target = safeTarget(params.get('target'));
  const ssoDone = params.get('sso') === 'done';
  const ssoError = params.get('sso_error');
  const [ssoFailed, setSsoFailed] = useState(false);
  const completing = useRef(false);
  const { oidc } = readPortalConfig();
  useDocumentTitle(t('documentTitle', { page: t('login.title') }));

  useEffect(() => {
    if (!ssoDone || completing.current) return;
    completing.current = true;
    void completeExternalSignIn(target).then((ok) => setSsoFailed(!ok));
  }, [ssoDone, target, completeExternalSignIn]);

  if (status === 'signedIn' && !ssoDone) return <Navigate to={target} replace />;

  const ssoMessage =
    ssoFailed || ssoError === 'failed'
      ? t('login.microsoft.failed')
      : ssoError === 'no_account'
        ? t('login.microsoft.noAccount')
        : null;

  return (
    <div className="login-page">
      <PageHeader title={t('login.title')} />
      <p className="login-page__intro">{oidc ? t('login.introWithMicrosoft') : t('login.intro')}</p>
      {ssoMessage ? (
        <p className="form-alert" role="alert">
          {ssoMessage}
        </p>
      ) : null}
      {ssoDone && !ssoFailed ? (
        <p role="status">{t('login.microsoft.completing')}</p>
      ) : (
        <div className="login-page__card">
          <Tabs.Root defaultValue="email">
            <Tabs.List className="login-page__tabs" aria-label={t('login.methods')}>
              <Tabs.Trigger className="login-page__tab" value="email">
                {t('login.email.tab')}
              </Tabs.Trigger>
              <Tabs.Trigger className="login-page__tab" value="cpf">
                {t('login.cpf.tab')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content className="login-page__panel" value="email">
              <EmailForm target={target} />
              <p className="login-page__forgot">
                <Link to="/password-recovery">{t('library:passwordRecovery.link')}</Link>
              </p>
            </Tabs.Content>
            <Tabs.Content className="login-page__panel" value="cpf">
              <CpfForm target={target} />
            </Tabs.Content>
          </Tabs.Root>
          {oidc ? (
            <div className="login-page__sso">
              <p className="login-page__or">{t('login.or')}</p>
              <a
                className="button button--secondary login-page__microsoft"
                href={`${OIDC_START_PATH}?target=${encodeURIComponent(target)}`}
              >
                <span className="button__label">{t('login.microsoft.button')}</span>
              </a>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
