import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { useTranslation } from 'react-i18next';
import {
  PRIVACY_POLICY_UPDATED_ON,
  PRIVACY_POLICY_VERSION,
  PRIVACY_TIPS_UPDATED_ON,
  TERMS_UPDATED_ON,
  TERMS_VERSION,
} from '../legal-versions';
import { LegalDocument, type LegalDocumentProps } from './legal-document';

/**
 * A legal page: the document with its own `<title>` (the server renders the same one in the head), which follows a
 * language change and client-side navigation. Not in LegalDocument, which the policies step also shows inside
 * another page.
 */
function LegalPage(props: LegalDocumentProps) {
  const { t } = useTranslation('careers');
  useDocumentTitle(t('seo.legalTitle', { title: t(`legal.${props.documentKey}.title`) }));
  return <LegalDocument {...props} />;
}

/** /carreiras/politica-de-privacidade: the privacy policy (LGPD), with its version and update notice. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage
      documentKey="privacyPolicy"
      version={PRIVACY_POLICY_VERSION}
      updatedOn={PRIVACY_POLICY_UPDATED_ON}
      withContents
    />
  );
}

/** /carreiras/termos-de-uso: the terms of use, with their version and update notice. */
export function TermsOfUsePage() {
  return (
    <LegalPage documentKey="termsOfUse" version={TERMS_VERSION} updatedOn={TERMS_UPDATED_ON} withContents />
  );
}

/** /carreiras/dicas-de-privacidade: practical privacy advice for job seekers. */
export function PrivacyTipsPage() {
  return <LegalPage documentKey="privacyTips" updatedOn={PRIVACY_TIPS_UPDATED_ON} />;
}
