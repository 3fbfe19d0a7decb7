import { zodResolver } from '@hookform/resolvers/zod';
import { accountConsentsSchema } from '@portal/contracts/candidates';
import { DATA_STORAGE_MONTHS } from '@portal/contracts/constants';
import { ApiError } from '@portal/shell/api/api-error';
import { Button } from '@portal/shell/components/button';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { acknowledgePrivacyPolicy } from '../api/candidate-session';
import { StepHeading } from './step-heading';
import { useFieldMessage } from './text-field';

interface ConsentValues {
  privacy_policy_consent: boolean;
  data_storage_consent: boolean;
}

/** The legal documents the app hands to screen 5 (the legal feature renders them; features never import each other). */
export interface PolicyDocuments {
  privacyPolicy: ReactNode;
  termsOfUse: ReactNode;
}

/** Screen 5: privacy policy (with its update notice) and terms of use, two consents, continue. */
export function PoliciesStep({
  documents,
  focus,
  failure,
  onBack,
  onContinue,
}: {
  documents: PolicyDocuments;
  focus: boolean;
  failure?: string | undefined;
  onBack: () => void;
  onContinue: () => Promise<void>;
}) {
  const { t } = useTranslation('careers');
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ConsentValues>({
    defaultValues: { privacy_policy_consent: false, data_storage_consent: false },
    resolver: zodResolver(accountConsentsSchema) as never,
  });
  const message = useFieldMessage();
  const checkbox = (name: keyof ConsentValues, label: string) => {
    const error = message(errors[name]?.message);
    return (
      <div className="form-field form-field--checkbox">
        <label className="identity-consent">
          <input
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-${name}-error` : undefined}
            {...register(name)}
          />
          <span>{label}</span>
        </label>
        {error ? (
          <p className="form-field__error" id={`${id}-${name}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onContinue)} className="identity-step identity-step--wide">
      <StepHeading focus={focus}>{t('register.policies.title')}</StepHeading>
      <p className="identity-step__notice" role="note">
        {t('register.policies.updated')}
      </p>
      <section
        className="identity-document"
        aria-label={t('register.policies.privacyPolicy')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        {documents.privacyPolicy}
      </section>
      <section
        className="identity-document"
        aria-label={t('register.policies.termsOfUse')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        {documents.termsOfUse}
      </section>
      <fieldset className="identity-consents">
        <legend>{t('register.policies.consents')}</legend>
        {checkbox('privacy_policy_consent', t('register.policies.privacyConsent'))}
        {checkbox(
          'data_storage_consent',
          t('register.policies.dataStorage', { months: DATA_STORAGE_MONTHS }),
        )}
      </fieldset>
      {failure ? (
        <p className="identity-step__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="form-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('register.back')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('register.policies.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Screen 5 for a signed-in candidate who has not seen the updated privacy policy: read it and acknowledge it. */
export function PolicyAcknowledgementStep({
  documents,
  focus,
  onDone,
}: {
  documents: PolicyDocuments;
  focus: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('careers');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  async function acknowledge() {
    setBusy(true);
    setFailure(undefined);
    try {
      await acknowledgePrivacyPolicy();
      onDone();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.description : t('register.failure'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="identity-step identity-step--wide">
      <StepHeading focus={focus}>{t('register.policies.title')}</StepHeading>
      <p className="identity-step__notice" role="note">
        {t('register.policies.updated')}
      </p>
      <section
        className="identity-document"
        aria-label={t('register.policies.privacyPolicy')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        {documents.privacyPolicy}
      </section>
      {failure ? (
        <p className="identity-step__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="form-actions">
        <Button loading={busy} onClick={acknowledge}>
          {t('register.policies.acknowledge')}
        </Button>
      </div>
    </div>
  );
}
