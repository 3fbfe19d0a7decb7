import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { useTranslation } from 'react-i18next';
import {
  PRIVACY_POLICY_UPDATED_ON,
  PRIVACY_POLICY_VERSION,
  PRIVACY_TIPS_UPDATED_ON,
  TERMS_UPDATED_ON,
  TERMS_VERSION,
} from '../legal-versions';
import { LegalDocument, type LegalDocumentKey } from './legal-document';

/**
 * A legal page's own `<title>` (the server renders the same one in the head); it follows a language change and
 * client-side navigation. Not in LegalDocument, which the policies step also shows inside another page.
 */
function useLegalTitle(documentKey: LegalDocumentKey) {
  const { t } = useTranslation('careers');
  useDocumentTitle(t('seo.legalTitle', { title: t(`legal.${documentKey}.title`) }));
}

/** /carreiras/politica-de-privacidade: the privacy policy (LGPD), with its version and update notice. */
export function PrivacyPolicyPage() {
  useLegalTitle('privacyPolicy');
  return (
    <LegalDocument
      documentKey="privacyPolicy"
      version={PRIVACY_POLICY_VERSION}
      updatedOn={PRIVACY_POLICY_UPDATED_ON}
      withContents
    />
  );
}

/** /carreiras/termos-de-uso: the terms of use, with their version and update notice. */
export function TermsOfUsePage() {
  useLegalTitle('termsOfUse');
  return (
    <LegalDocument
      documentKey="termsOfUse"
      version={TERMS_VERSION}
      updatedOn={TERMS_UPDATED_ON}
      withContents
    />
  );
}

/** /carreiras/dicas-de-privacidade: practical privacy advice for job seekers. */
export function PrivacyTipsPage() {
  useLegalTitle('privacyTips');
  return <LegalDocument documentKey="privacyTips" updatedOn={PRIVACY_TIPS_UPDATED_ON} />;
}
