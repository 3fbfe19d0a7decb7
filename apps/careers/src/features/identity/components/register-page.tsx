import { safeTarget } from '@portal/contracts/auth';
import type { CandidateUser } from '@portal/contracts/candidates';
import { ApiError } from '@portal/shell/api/api-error';
import { hasLoginTypeCookie } from '@portal/shell/api/session';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { ForgotPassword } from '@portal/shell/password/forgot-password';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { completeRecoverySignIn } from '../api/candidate-session';
import { createAccount, type PendingAccount, sendConfirmationCode } from '../api/registration';
import { ConfirmEmailStep } from './confirm-email-step';
import { IdentityStep } from './identity-step';
import { PasswordStep } from './password-step';
import { PoliciesStep, PolicyAcknowledgementStep, type PolicyDocuments } from './policies-step';
import { SignInStep } from './sign-in-step';
import { WelcomeStep } from './welcome-step';
import '@portal/shell/styles/forms.css';
import '@portal/shell/styles/password.css';
import './identity.css';

type Step =
  | 'identity'
  | 'password'
  | 'policies'
  | 'confirm'
  | 'welcome'
  | 'signIn'
  | 'acknowledge'
  | 'forgot';
const NEW_ACCOUNT_STEPS: Step[] = ['identity', 'password', 'policies', 'confirm', 'welcome'];

/** Where the resume starts (DESIGN §2: the resume lives under /carreiras/curriculo). */
const RESUME_PATH = '/curriculo';

/**
 * The state of the careers auth home: which step shows, what was typed so far, and the account creation with its
 * first code (decision 0010).
 */
function useRegisterFlow() {
  const { t, i18n } = useTranslation('careers');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeTarget(params.get('next'), '');
  const [step, setStepState] = useState<Step>('identity');
  const moved = useRef(false);
  const [identity, setIdentity] = useState({ name: '', email: '' });
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<PendingAccount>();
  const [cooldown, setCooldown] = useState(0);
  const [failure, setFailure] = useState<string>();
  const [emailInUse, setEmailInUse] = useState(false);
  const recovered = useRef<CandidateUser | undefined>(undefined);

  const setStep = (value: Step) => {
    moved.current = true;
    setFailure(undefined);
    setStepState(value);
  };

  const title =
    step === 'forgot'
      ? t('library:passwordRecovery.title')
      : step === 'signIn' || step === 'acknowledge'
        ? t('register.signIn.pageTitle')
        : t('register.pageTitle');
  useDocumentTitle(title, t('library:appShell.title'));

  // A visitor who is signed in already goes straight on.
  useEffect(() => {
    if (hasLoginTypeCookie()) navigate(next || RESUME_PATH, { replace: true });
  }, []);

  async function createAndSendCode() {
    setFailure(undefined);
    try {
      const userId = await createAccount({
        name: identity.name,
        email: identity.email,
        password,
        privacy_policy_consent: true,
        data_storage_consent: true,
        language: currentLocale(i18n),
      });
      const account = { userId, email: identity.email, name: identity.name };
      setPending(account);
      setCooldown(await sendConfirmationCode(account));
      setStep('confirm');
    } catch (error) {
      // Registered meanwhile (or confirmed in another tab): the password signs in (decision 0041).
      if (error instanceof ApiError && error.code === 'email_in_use') {
        setEmailInUse(true);
        setStep('signIn');
        return;
      }
      setFailure(error instanceof ApiError ? error.description : t('register.failure'));
    }
  }

  return {
    t,
    navigate,
    next,
    step,
    setStep,
    moved,
    identity,
    setIdentity,
    password,
    setPassword,
    pending,
    setPending,
    cooldown,
    setCooldown,
    failure,
    emailInUse,
    setEmailInUse,
    recovered,
    title,
    createAndSendCode,
  };
}

/**
 * /carreiras/register, the careers auth home (spec §2 screens 3-7): create an account (name and e-mail, password,
 * policies, e-mailed code, introduction) or, for an existing account, enter the password. `?next=` is where a
 * signed-in candidate goes afterwards (e.g. back to the vacancy they wanted to apply to).
 */
export function RegisterPage({ documents }: { documents: PolicyDocuments }) {
  const flow = useRegisterFlow();
  const { t, step, identity, title } = flow;
  const focus = flow.moved.current;
  /** Where a signed-in candidate goes: `?next=`, or else the resume. */
  const goOn = () => flow.navigate(flow.next || RESUME_PATH);
  const index = NEW_ACCOUNT_STEPS.indexOf(step);
  return (
    <div className="identity-page">
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('nav.vacancies'), href: '/' }, { label: title }]}
        backTo="/"
      />
      {index >= 0 && step !== 'welcome' ? (
        <p className="identity-page__progress">
          {t('register.progress', { step: index + 1, total: NEW_ACCOUNT_STEPS.length - 1 })}
        </p>
      ) : null}
      <div className="identity-page__card">
        {step === 'identity' ? (
          <IdentityStep
            initial={identity}
            focus={focus}
            onContinue={(values) => {
              flow.setIdentity(values);
              flow.setStep('password');
            }}
            onExistingAccount={(values) => {
              flow.setIdentity(values);
              flow.setEmailInUse(true);
              flow.setStep('signIn');
            }}
            onSignIn={(email) => {
              flow.setIdentity((current) => ({ ...current, email }));
              flow.setEmailInUse(false);
              flow.setStep('signIn');
            }}
          />
        ) : null}
        {step === 'signIn' ? (
          <SignInStep
            initialEmail={identity.email}
            emailInUse={flow.emailInUse}
            focus={focus}
            onSignedIn={(mustSeePolicy) => (mustSeePolicy ? flow.setStep('acknowledge') : goOn())}
            onCreateAccount={() => {
              flow.setEmailInUse(false);
              flow.setStep('identity');
            }}
            onForgotPassword={(email) => {
              flow.setIdentity((current) => ({ ...current, email }));
              flow.setStep('forgot');
            }}
            onConfirmEmail={(account, seconds) => {
              flow.setPending(account);
              flow.setCooldown(seconds);
              flow.setStep('confirm');
            }}
          />
        ) : null}
        {step === 'forgot' ? (
          <ForgotPassword
            initialEmail={identity.email}
            focus={focus}
            onSignedIn={async () => {
              flow.recovered.current = await completeRecoverySignIn();
            }}
            onDone={() =>
              flow.recovered.current && !flow.recovered.current.seenPrivacyPolicy
                ? flow.setStep('acknowledge')
                : goOn()
            }
            onCancel={() => flow.setStep('signIn')}
          />
        ) : null}
        {step === 'acknowledge' ? (
          <PolicyAcknowledgementStep documents={documents} focus={focus} onDone={goOn} />
        ) : null}
        {step === 'password' ? (
          <PasswordStep
            name={identity.name}
            initial={flow.password}
            focus={focus}
            onBack={() => flow.setStep('identity')}
            onContinue={(value) => {
              flow.setPassword(value);
              flow.setStep('policies');
            }}
          />
        ) : null}
        {step === 'policies' ? (
          <PoliciesStep
            documents={documents}
            focus={focus}
            failure={flow.failure}
            onBack={() => flow.setStep('password')}
            onContinue={flow.createAndSendCode}
          />
        ) : null}
        {step === 'confirm' && flow.pending ? (
          <ConfirmEmailStep
            account={flow.pending}
            initialCooldown={flow.cooldown}
            focus={focus}
            onConfirmed={() => flow.setStep('welcome')}
          />
        ) : null}
        {step === 'welcome' ? (
          <WelcomeStep
            focus={focus}
            onGoToResume={() =>
              flow.navigate(flow.next ? `${RESUME_PATH}?next=${encodeURIComponent(flow.next)}` : RESUME_PATH)
            }
          />
        ) : null}
      </div>
    </div>
  );
}
