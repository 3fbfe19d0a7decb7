import { accountConsentsSchema } from '@portal/contracts/candidates';
import { DATA_STORAGE_MONTHS } from '@portal/contracts/constants';
import { ApiError } from '@portal/shell/api/api-error';
import { Button } from '@portal/shell/components/button';
import { CheckboxField, FormActions } from '@portal/shell/forms/bound-fields';
import { FieldGroup, FormAlert } from '@portal/shell/forms/field';
import { useZodForm } from '@portal/shell/forms/use-zod-form';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acknowledgePrivacyPolicy } from '../api/acknowledge-privacy-policy';
import { StepHeading } from './step-heading';

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
  const form = useZodForm<ConsentValues>({
    schema: accountConsentsSchema,
    defaultValues: { privacy_policy_consent: false, data_storage_consent: false },
  });
  const checkbox = (name: keyof ConsentValues, label: string) => (
    <CheckboxField
      form={form}
      name={name}
      id={`${id}-${name}`}
      label={<span>{label}</span>}
      fieldClassName="form-field--checkbox"
      labelClassName="identity-consent"
    />
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(onContinue)} className="identity-step identity-step--wide">
      <PrivacyPolicyIntro documents={documents} focus={focus} />
      <section className="identity-document" aria-label={t('register.policies.termsOfUse')}>
        {documents.termsOfUse}
      </section>
      <FieldGroup legend={t('register.policies.consents')} className="identity-consents">
        {checkbox('privacy_policy_consent', t('register.policies.privacyConsent'))}
        {checkbox(
          'data_storage_consent',
          t('register.policies.dataStorage', { months: DATA_STORAGE_MONTHS }),
        )}
      </FieldGroup>
      <FormAlert message={failure} />
      <FormActions
        form={form}
        submit={t('register.policies.submit')}
        back={{ label: t('register.back'), onClick: onBack }}
      />
    </form>
  );
}

/** The policies' heading, the 'updated' notice and the privacy policy itself. */
function PrivacyPolicyIntro({ documents, focus }: { documents: PolicyDocuments; focus: boolean }) {
  const { t } = useTranslation('careers');
  return (
    <>
      <StepHeading focus={focus}>{t('register.policies.title')}</StepHeading>
      <p className="identity-step__notice" role="note">
        {t('register.policies.updated')}
      </p>
      <section className="identity-document" aria-label={t('register.policies.privacyPolicy')}>
        {documents.privacyPolicy}
      </section>
    </>
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
      <PrivacyPolicyIntro documents={documents} focus={focus} />
      <FormAlert message={failure} />
      <div className="form-actions">
        <Button loading={busy} onClick={acknowledge}>
          {t('register.policies.acknowledge')}
        </Button>
      </div>
    </div>
  );
}
