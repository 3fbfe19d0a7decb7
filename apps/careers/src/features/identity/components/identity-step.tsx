import { EmailField, FormActions, FullNameField } from '@portal/shell/forms/bound-fields';
import { FormAlert } from '@portal/shell/forms/field';
import { lazySchema, useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { useTranslation } from 'react-i18next';
import { isEmailInUse } from '../api/check-email-in-use';
import { StepHeading } from './step-heading';

interface IdentityValues {
  name: string;
  email: string;
}

const FIELDS = ['name', 'email'] as const;

/**
 * The step's schema (zod) comes when the person starts on the form (focus in it) or submits it, not with the page's
 * first view (decisions 0058 and 0068).
 */
const identitySchema = lazySchema<IdentityValues>(() =>
  import('@portal/contracts/candidates').then((module) => module.accountIdentitySchema as never),
);

/**
 * Screen 3: full name and e-mail. The server is asked whether the address is in use; an address that has an
 * account goes on to the password (sign-in) step, which says why (spec §4, §5; decision 0041).
 */
export function IdentityStep({
  initial,
  focus,
  busy = false,
  onContinue,
  onExistingAccount,
  onSignIn,
  onStart,
}: {
  initial: IdentityValues;
  /** The person starts on the form (focus in it): the page fetches what the next steps need. */
  onStart?: () => void;
  focus: boolean;
  /** The next step is loading: the fields are disabled until it shows, so nothing typed meanwhile is lost. */
  busy?: boolean;
  onContinue: (values: IdentityValues) => void;
  /** The address has an account already: sign in with it. */
  onExistingAccount: (values: IdentityValues) => void;
  onSignIn: (email: string) => void;
}) {
  const { t } = useTranslation('careers');
  const form = useZodForm<IdentityValues>({
    schema: identitySchema,
    defaultValues: initial,
  });
  const failure = useFormFailure(form.setError, FIELDS);

  const submit = form.handleSubmit(async (values) => {
    failure.clear();
    try {
      if (await isEmailInUse(values.email)) {
        onExistingAccount(values);
        return;
      }
      onContinue(values);
    } catch (error) {
      failure.fail(error);
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={() => {
        identitySchema.preload();
        onStart?.();
      }}
      className="identity-step"
      aria-busy={busy || undefined}
    >
      {/* The fields are disabled together while the next step loads; the step's heading is the group's legend. */}
      <fieldset className="identity-step__fields" disabled={busy}>
        <legend className="identity-step__legend">
          <StepHeading focus={focus}>{t('register.identity.title')}</StepHeading>
        </legend>
        <p className="identity-step__intro">{t('register.identity.intro')}</p>
        <FullNameField form={form} name="name" label={t('register.identity.name')} />
        <EmailField form={form} name="email" label={t('register.identity.email')} />
        <FormAlert message={failure.message} />
        <FormActions form={form} submit={t('register.identity.submit')} />
        <p className="identity-step__switch">
          {t('register.identity.haveAccount')}{' '}
          <button type="button" className="link-button" onClick={() => onSignIn(form.getValues('email'))}>
            {t('register.identity.signIn')}
          </button>
        </p>
      </fieldset>
    </form>
  );
}
