import { COMPANY_SITE_URL, PRIVACY_POLICY_PATH, PRIVACY_TIPS_PATH } from '@portal/contracts/company';
import { handleError } from '@portal/shell/api/error-reporting';
import { cx } from '@portal/shell/components/css-vars';
import { ExternalLinkIcon } from '@portal/shell/components/icons';
import { lazyPart } from '@portal/shell/components/lazy-part';
import { preloadModal } from '@portal/shell/components/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/footer.css';

/** The cookie preferences dialog's own code (its form and texts), fetched with the dialog's on first use. */
const cookiePreferences = lazyPart(() => import('./cookie-preferences'));

/** Starts fetching what the cookie preferences dialog needs, on a sign that it is about to be opened. */
function preloadCookiePreferences() {
  void preloadModal();
  void cookiePreferences.preload();
}

export interface FooterProps {
  /** Shown in the copyright line and in the company site link. */
  companyName?: string;
  privacyPolicyHref?: string;
  privacyTipsHref?: string;
  /** The company's public website; opens in a new tab. */
  companySiteHref?: string;
  className?: string;
}

/** The page footer: copyright line, privacy policy, cookie preferences, privacy tips and company site. */
export function Footer({
  companyName = 'Portal',
  privacyPolicyHref = PRIVACY_POLICY_PATH,
  privacyTipsHref = PRIVACY_TIPS_PATH,
  companySiteHref = COMPANY_SITE_URL,
  className,
}: FooterProps) {
  const { t } = useTranslation('library');
  const [cookiesOpen, setCookiesOpen] = useState(false);
  // The dialog joins the page when first asked for, then stays (its close returns focus as before): a page's first
  // view does not build a closed dialog's texts and buttons.
  const [cookiesAsked, setCookiesAsked] = useState(false);
  const loaded = cookiePreferences.useLoaded();
  const openCookies = () => {
    setCookiesAsked(true);
    setCookiesOpen(true);
    cookiePreferences.load().catch(handleError);
  };
  return (
    <footer className={cx('app-footer', className)}>
      <p className="app-footer__copyright">
        {t('footer.copyright', { year: new Date().getFullYear(), company: companyName })}
      </p>
      <nav aria-label={t('footer.navLabel')}>
        <ul className="app-footer__links">
          <li>
            <a href={privacyPolicyHref}>{t('footer.privacyPolicy')}</a>
          </li>
          <li>
            <button
              type="button"
              className="link-button"
              aria-haspopup="dialog"
              onClick={openCookies}
              // The dialog's code is fetched on first use: start as soon as the user goes for the button.
              onPointerEnter={preloadCookiePreferences}
              onFocus={preloadCookiePreferences}
            >
              {t('footer.cookiePreferences')}
            </button>
          </li>
          <li>
            <a href={privacyTipsHref}>{t('footer.privacyTips')}</a>
          </li>
          <li>
            <a
              className="app-footer__external"
              href={companySiteHref}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('footer.companySite')} <ExternalLinkIcon />
              <span className="sr-only">{t('links.opensInNewTab')}</span>
            </a>
          </li>
        </ul>
      </nav>
      {cookiesAsked && loaded ? (
        <loaded.CookiePreferencesModal open={cookiesOpen} onOpenChange={setCookiesOpen} />
      ) : null}
    </footer>
  );
}
