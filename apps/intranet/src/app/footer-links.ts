import { PRIVACY_PATH, PRIVACY_TIPS_PATH } from '#intranet/features/privacy/privacy-paths';

/** The intranet footer's privacy links lead to the intranet's own privacy page (not the careers one). */
export const INTRANET_FOOTER = { privacyPolicyHref: PRIVACY_PATH, privacyTipsHref: PRIVACY_TIPS_PATH };
