/**
 * Versions of the legal documents. A consent is stored with the version the candidate accepted, so a new
 * version here (with its texts under `legal.*` in careers.json) is what asks candidates to accept again.
 */
export { PRIVACY_POLICY_VERSION, TERMS_VERSION } from '@portal/contracts/legal';

/** The day each document's current text took effect (ISO date), shown in its update notice. */
export const PRIVACY_POLICY_UPDATED_ON = '2026-11-01';
export const TERMS_UPDATED_ON = '2026-11-01';
export const PRIVACY_TIPS_UPDATED_ON = '2026-11-01';

export { DATA_PROTECTION_OFFICER_EMAIL } from '@portal/contracts/company';
