/** The manufacturer behind the portal (header, footer, structured data, links), one place for every app. */
export const COMPANY_NAME = 'Aurora Indústria Elétrica S.A.';
/**
 * The company's mark, drawn on a 32 × 32 grid: a rounded square (`rx` 8) in the brand colour, this gear in white and
 * a hub of radius 3.2 at the centre. The header's logo, the share cards and the logo image of the structured data
 * draw it from here.
 */
export const COMPANY_MARK = {
  color: '#0b5cad',
  gear: 'M16 7.5l2 2.6 3.2-.6.6 3.2 2.7 1.9-1.6 2.9 1.6 2.9-2.7 1.9-.6 3.2-3.2-.6-2 2.6-2-2.6-3.2.6-.6-3.2-2.7-1.9 1.6-2.9-1.6-2.9 2.7-1.9.6-3.2 3.2.6z',
} as const;
/** The company's mark alone as an SVG image of `size` pixels (the logo of the structured data, decision 0077). */
export function companyMarkSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${COMPANY_MARK.color}"/><path d="${COMPANY_MARK.gear}" fill="#ffffff"/><circle cx="16" cy="16" r="3.2" fill="${COMPANY_MARK.color}"/></svg>`;
}

/** Where the careers app serves the company's logo as a PNG (structured data's `hiringOrganization.logo`). */
export const COMPANY_LOGO_PATH = '/carreiras/logo.png';
/** The logo's side in pixels (Google asks for at least 112). */
export const COMPANY_LOGO_SIZE = 512;

/** The manufacturer's public website. */
export const COMPANY_SITE_URL = 'https://www.example.com.br';
/** Placeholder address of the data protection officer (LGPD "encarregado"); replace before going live. */
export const DATA_PROTECTION_OFFICER_EMAIL = 'privacidade@example.com.br';

/** The careers app's legal documents (its footer links to them; the intranet has its own privacy page). */
export const PRIVACY_POLICY_PATH = '/carreiras/politica-de-privacidade';
export const PRIVACY_TIPS_PATH = '/carreiras/dicas-de-privacidade';

/** Where the contact dialog's reasons lead (spec §2: most open external pages in a new tab). */
export const CONTACT_LINKS = {
  technicalAssistance: `${COMPANY_SITE_URL}/assistencia-tecnica`,
  salesRepresentatives: `${COMPANY_SITE_URL}/representantes`,
  intranetHelp: `${COMPANY_SITE_URL}/intranet/ajuda`,
  otherMatters: `${COMPANY_SITE_URL}/fale-conosco`,
} as const;
