import { safeTarget } from '@portal/contracts/auth';
import type { CandidateUser } from '@portal/contracts/candidates';
import { ApiError } from '@portal/shell/api/api-error';
import { handleError } from '@portal/shell/api/error-reporting';
import { hasLoginTypeCookie } from '@portal/shell/api/session';
import { lazyPart } from '@portal/shell/components/lazy-part';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { useNavigate, useSearchParams } from '@portal/shell/navigation/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PendingAccount, sendConfirmationCode } from '../api/confirm-email';
import { createAccount } from '../api/create-account';
import { IdentityStep } from './identity-step';
import type { PolicyDocuments } from './policies-step';
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

/** The steps after the first (./later-steps), fetched on the person's first sign of intent (decision 0068). */
const laterSteps = lazyPart(() => import('./later-steps'));

/** Where the resume starts (DESIGN §2: the resume lives under /carreiras/curriculo). */
const RESUME_PATH = '/curriculo';

/**
 * The state of the careers auth home: which step shows, what was typed so far, and the account creation with its
 * first code (decision 0010).
 */
function useRegisterFlow(loadDocuments: () => Promise<PolicyDocuments>) {
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
  const [documents, setDocuments] = useState<PolicyDocuments>();
  const recovered = useRef<CandidateUser | undefined>(undefined);
  /** The next step's code is on its way: the first step takes no input it would then drop. */
  const [switching, setSwitching] = useState(false);

  /** Shows a step once its code (and the policy documents) are there: at once after the first step's focus. */
  const setStep = (value: Step) => {
    moved.current = true;
    setFailure(undefined);
    if (value === 'identity') {
      setStepState(value);
      return;
    }
    setSwitching(true);
    Promise.all([laterSteps.load(), loadDocuments()]).then(
      ([, loaded]) => {
        setDocuments(loaded);
        setStepState(value);
        setSwitching(false);
      },
      (error: unknown) => {
        setSwitching(false);
        handleError(error);
      },
    );
  };
  /** The sign-in step; `inUse` when it shows because the address typed to create an account has one already. */
  const toSignIn = (inUse: boolean) => {
    setEmailInUse(inUse);
    setStep('signIn');
  };
  /** The e-mail confirmation step of `account`, whose code was just sent (`seconds` before another may be). */
  const toConfirm = (account: PendingAccount, seconds: number) => {
    setPending(account);
    setCooldown(seconds);
    setStep('confirm');
  };
  /** Keeps the address typed in a later step (sign-in, recovery) for the steps that show it again. */
  const keepEmail = (email: string) => setIdentity((current) => ({ ...current, email }));
  /** The first sign that the person starts: fetch what the next steps need. */
  const preload = () => {
    void laterSteps.preload();
    loadDocuments().catch(() => undefined);
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
      toConfirm(account, await sendConfirmationCode(account));
    } catch (error) {
      // Registered meanwhile (or confirmed in another tab): the password signs in (decision 0041).
      if (error instanceof ApiError && error.code === 'email_in_use') {
        toSignIn(true);
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
    switching,
    moved,
    identity,
    setIdentity,
    keepEmail,
    password,
    setPassword,
    pending,
    cooldown,
    failure,
    emailInUse,
    setEmailInUse,
    toSignIn,
    toConfirm,
    documents,
    preload,
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
export function RegisterPage({ documents: loadDocuments }: { documents: () => Promise<PolicyDocuments> }) {
  const flow = useRegisterFlow(loadDocuments);
  const steps = laterSteps.useLoaded();
  const { t, step, identity, title, documents } = flow;
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
            onStart={flow.preload}
            focus={focus}
            busy={flow.switching}
            onContinue={(values) => {
              flow.setIdentity(values);
              flow.setStep('password');
            }}
            onExistingAccount={(values) => {
              flow.setIdentity(values);
              flow.toSignIn(true);
            }}
            onSignIn={(email) => {
              flow.keepEmail(email);
              flow.toSignIn(false);
            }}
          />
        ) : null}
        {step === 'signIn' && steps ? (
          <steps.SignInStep
            initialEmail={identity.email}
            emailInUse={flow.emailInUse}
            focus={focus}
            onSignedIn={(mustSeePolicy) => (mustSeePolicy ? flow.setStep('acknowledge') : goOn())}
            onCreateAccount={() => {
              flow.setEmailInUse(false);
              flow.setStep('identity');
            }}
            onForgotPassword={(email) => {
              flow.keepEmail(email);
              flow.setStep('forgot');
            }}
            onConfirmEmail={flow.toConfirm}
          />
        ) : null}
        {step === 'forgot' && steps ? (
          <steps.ForgotPassword
            initialEmail={identity.email}
            focus={focus}
            onSignedIn={async () => {
              flow.recovered.current = await steps.completeRecoverySignIn();
            }}
            onDone={() =>
              flow.recovered.current && !flow.recovered.current.seenPrivacyPolicy
                ? flow.setStep('acknowledge')
                : goOn()
            }
            onCancel={() => flow.setStep('signIn')}
          />
        ) : null}
        {step === 'acknowledge' && steps && documents ? (
          <steps.PolicyAcknowledgementStep documents={documents} focus={focus} onDone={goOn} />
        ) : null}
        {step === 'password' && steps ? (
          <steps.PasswordStep
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
        {step === 'policies' && steps && documents ? (
          <steps.PoliciesStep
            documents={documents}
            focus={focus}
            failure={flow.failure}
            onBack={() => flow.setStep('password')}
            onContinue={flow.createAndSendCode}
          />
        ) : null}
        {step === 'confirm' && steps && flow.pending ? (
          <steps.ConfirmEmailStep
            account={flow.pending}
            initialCooldown={flow.cooldown}
            focus={focus}
            onConfirmed={() => flow.setStep('welcome')}
          />
        ) : null}
        {step === 'welcome' && steps ? (
          <steps.WelcomeStep
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
