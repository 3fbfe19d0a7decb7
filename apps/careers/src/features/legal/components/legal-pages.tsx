import {
  PRIVACY_POLICY_UPDATED_ON,
  PRIVACY_POLICY_VERSION,
  PRIVACY_TIPS_UPDATED_ON,
  TERMS_UPDATED_ON,
  TERMS_VERSION,
} from '../legal-versions';
import { LegalDocument } from './legal-document';

/** /carreiras/politica-de-privacidade: the privacy policy (LGPD), with its version and update notice. */
export function PrivacyPolicyPage() {
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
  return <LegalDocument documentKey="privacyTips" updatedOn={PRIVACY_TIPS_UPDATED_ON} />;
}
