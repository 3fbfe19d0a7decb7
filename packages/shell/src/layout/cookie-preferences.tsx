import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';
import { Modal } from '../components/modal';
import { showToast } from '../toast/toast-store';
import '../styles/base.css';
import '../styles/footer.css';

/** Readable cookie holding the visitor's choice for optional preference cookies: '1' allowed, '0' refused. */
export const COOKIE_PREFERENCES_COOKIE = 'portal_cookie_preferences';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether the visitor allowed preference cookies (false until they say so). */
export function preferenceCookiesAllowed(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
) {
  return cookie.match(new RegExp(`(?:^|; )${COOKIE_PREFERENCES_COOKIE}=([^;]*)`))?.[1] === '1';
}

function savePreferenceCookies(allowed: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers
  document.cookie = `${COOKIE_PREFERENCES_COOKIE}=${allowed ? '1' : '0'}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

export interface CookiePreferencesModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Cookie preferences: necessary cookies are always on; preference cookies can be switched on or off. */
export function CookiePreferencesModal({ open, onOpenChange }: CookiePreferencesModalProps) {
  const { t } = useTranslation('library');
  const id = useId();
  const [preferences, setPreferences] = useState(false);

  // Each time the dialog opens it shows the saved choice.
  useEffect(() => {
    if (open) setPreferences(preferenceCookiesAllowed());
  }, [open]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    savePreferenceCookies(preferences);
    onOpenChange(false);
    showToast({ type: 'success', title: t('cookiePreferences.saved') });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('cookiePreferences.title')}
      description={t('cookiePreferences.intro')}
      size="regular"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('cookiePreferences.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`}>
            {t('cookiePreferences.save')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className="cookie-preferences" onSubmit={save}>
        <div className="cookie-preferences__option">
          <input
            id={`${id}-necessary`}
            type="checkbox"
            checked
            disabled
            readOnly
            aria-describedby={`${id}-necessary-description`}
          />
          <div>
            <label htmlFor={`${id}-necessary`} className="cookie-preferences__label">
              {t('cookiePreferences.necessary')}
            </label>
            <p id={`${id}-necessary-description`} className="cookie-preferences__description">
              {t('cookiePreferences.necessaryDescription')}
            </p>
          </div>
        </div>
        <div className="cookie-preferences__option">
          <input
            id={`${id}-preferences`}
            type="checkbox"
            role="switch"
            aria-checked={preferences}
            checked={preferences}
            onChange={(event) => setPreferences(event.target.checked)}
            aria-describedby={`${id}-preferences-description`}
          />
          <div>
            <label htmlFor={`${id}-preferences`} className="cookie-preferences__label">
              {t('cookiePreferences.preferences')}
            </label>
            <p id={`${id}-preferences-description`} className="cookie-preferences__description">
              {t('cookiePreferences.preferencesDescription')}
            </p>
          </div>
        </div>
      </form>
    </Modal>
  );
}
