/** The intranet's privacy page (footer 'Privacy policy'), open without a session. */
export const PRIVACY_PATH = '/privacidade';
/** The same page's privacy tips (footer 'Privacy tips'). */
export const PRIVACY_TIPS_ID = 'dicas';
export const PRIVACY_TIPS_PATH = `${PRIVACY_PATH}#${PRIVACY_TIPS_ID}`;
