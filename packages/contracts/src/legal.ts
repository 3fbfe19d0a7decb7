/**
 * Versions of the legal documents the candidate accepts at registration (decision 0010). The careers legal pages show
 * them and the server stores each consent with the version accepted, so both sides read them from here.
 */
export const PRIVACY_POLICY_VERSION = '2026-11';
export const TERMS_VERSION = '2026-11';
/** Version of the 61-month data storage consent text (careers.json `register.policies.dataStorage`). */
export const DATA_STORAGE_CONSENT_VERSION = '2026-11';
/**
 * Version of the talent pool consent text (careers.json `talentPool.meaning`): recruiters of the company may find the
 * resume for other openings and invite the candidate. A purpose of its own (LGPD art. 8 §4), stored with each choice.
 */
export const TALENT_POOL_CONSENT_VERSION = '2026-11';
