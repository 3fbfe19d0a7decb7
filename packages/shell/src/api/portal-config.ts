import { authCookieNames } from '@portal/contracts/auth';

/** Settings the server writes into each page (`<meta name="portal-config">`): nothing secret. */
export interface PortalConfig {
  /** ENV_NAME: the auth cookie names' suffix. */
  envName: string;
  /** Where sign-out and an expired session send the user. */
  loginUrl: string;
  /** Whether 'Sign in with Microsoft' (OpenID Connect) is configured on the server. */
  oidc: boolean;
  /** The contact dialog's 'work at the company' view: the company {phone} and the careers {email}. */
  contactPhone: string;
  careersEmail: string;
  /** The external notifications page, for 'see more' when the host app is not the intranet. */
  notificationsUrl: string;
}

export const PORTAL_CONFIG_META = 'portal-config';

/** Reads the page's settings; defaults when the page has none (a test, or a page not served by our server). */
export function readPortalConfig(doc: Document = document): PortalConfig {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${PORTAL_CONFIG_META}"]`)?.content;
  const parsed = content ? (JSON.parse(content) as Partial<PortalConfig>) : {};
  return {
    envName: parsed.envName ?? '',
    loginUrl: parsed.loginUrl ?? '/login',
    oidc: parsed.oidc === true,
    contactPhone: parsed.contactPhone ?? '',
    careersEmail: parsed.careersEmail ?? '',
    notificationsUrl: parsed.notificationsUrl ?? '/notifications',
  };
}

/** The readable login-type cookie's name for this page's environment. */
export function loginTypeCookieName(config: PortalConfig = readPortalConfig()): string {
  return authCookieNames(config.envName).loginType;
}
