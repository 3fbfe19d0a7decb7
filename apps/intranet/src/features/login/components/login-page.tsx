import { OIDC_START_PATH, safeTarget } from '@portal/contracts/auth';
import { formatCpf, isValidCpf } from '@portal/contracts/cpf';
import { MESSAGES } from '@portal/contracts/messages';
import { ApiError } from '@portal/shell/api/api-error';
import { readPortalConfig } from '@portal/shell/api/portal-config';
import { useAuth } from '@portal/shell/auth/auth-provider';
import { Button } from '@portal/shell/components/button';
import { PageHeader } from '@portal/shell/layout/page-header';
import * as Tabs from '@radix-ui/react-tabs';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import '@portal/shell/styles/forms.css';
import './login-page.css';

type FieldErrors = Record<string, string | undefined>;

function Field({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string | undefined } & React.ComponentProps<'input'>) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** E-mail and password (spec §4): a refusal signs out and says why. */
function EmailForm({ target }: { target: string }) {
  const { t } = useTranslation('intranet');
  const { t: tc } = useTranslation('common');
  const { signInWithEmail } = useAuth();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alert = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      email: email.trim() ? undefined : tc(MESSAGES.required),
      password: password ? undefined : tc(MESSAGES.passwordRequired),
    };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    setFailure(null);
    try {
      await signInWithEmail(email.trim(), password, target);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.description : tc(MESSAGES.connectionError));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('login.email.formLabel')}>
      {failure ? (
        <p className="form-alert" role="alert" tabIndex={-1} ref={alert}>
          {failure}
        </p>
      ) : null}
      <Field
        id={`${id}-email`}
        label={t('login.email.email')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        required
      />
      <Field
        id={`${id}-password`}
        label={t('login.email.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        required
      />
      <Button type="submit" loading={busy} className="login-page__submit">
        {t('login.submit')}
      </Button>
    </form>
  );
}

/** CPF and company (spec §4): on any refusal the user is signed out silently. */
function CpfForm({ target }: { target: string }) {
  const { t } = useTranslation('intranet');
  const { t: tc } = useTranslation('common');
  const { signInWithCpf } = useAuth();
  const id = useId();
  const [cpf, setCpf] = useState('');
  const [company, setCompany] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      cpf: isValidCpf(cpf) ? undefined : tc(MESSAGES.cpfInvalid),
      company: /^\d{1,9}$/.test(company.trim()) ? undefined : tc(MESSAGES.required),
    };
    setErrors(found);
    if (found.cpf || found.company) return;
    setBusy(true);
    const signedIn = await signInWithCpf(cpf, company.trim(), target);
    if (!signedIn) setBusy(false);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('login.cpf.formLabel')}>
      <Field
        id={`${id}-cpf`}
        label={t('login.cpf.cpf')}
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        value={cpf}
        onChange={(e) => setCpf(formatCpf(e.target.value))}
        error={errors.cpf}
        required
      />
      <Field
        id={`${id}-company`}
        label={t('login.cpf.company')}
        inputMode="numeric"
        autoComplete="off"
        value={company}
        onChange={(e) => setCompany(e.target.value.replace(/\D/g, '').slice(0, 9))}
        error={errors.company}
        required
      />
      <Button type="submit" loading={busy} className="login-page__submit">
        {t('login.submit')}
      </Button>
    </form>
  );
}

/**
 * /login (spec §4): e-mail and password, CPF and company, and 'Sign in with Microsoft' when OpenID Connect is
 * configured. Success goes to the requested target or /home. Also completes a Microsoft sign-in that the server
 * sent back here (`?sso=done`), or says why it failed (`?sso_error=`).
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
      <p className="login-page__intro">{t('login.intro')}</p>
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
