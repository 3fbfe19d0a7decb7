/** Where the legal documents live in the careers router (below its /carreiras basename). */
export const LEGAL_PATHS = {
  privacyPolicy: '/politica-de-privacidade',
  termsOfUse: '/termos-de-uso',
  privacyTips: '/dicas-de-privacidade',
} as const;
