import { Button } from '@portal/shell/components/button';
import { Modal } from '@portal/shell/components/modal';
import { showToast } from '@portal/shell/toast/toast-store';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/footer.css';

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
        <CookieOption
          id={`${id}-necessary`}
          label={t('cookiePreferences.necessary')}
          description={t('cookiePreferences.necessaryDescription')}
        >
          {(control) => <input {...control} type="checkbox" checked disabled readOnly />}
        </CookieOption>
        <CookieOption
          id={`${id}-preferences`}
          label={t('cookiePreferences.preferences')}
          description={t('cookiePreferences.preferencesDescription')}
        >
          {(control) => (
            <input
              {...control}
              type="checkbox"
              role="switch"
              aria-checked={preferences}
              checked={preferences}
              onChange={(event) => setPreferences(event.target.checked)}
            />
          )}
        </CookieOption>
      </form>
    </Modal>
  );
}

/** One kind of cookie: its box (given the id and the description's id), its name and what it is for. */
function CookieOption({
  id,
  label,
  description,
  children,
}: {
  id: string;
  label: string;
  description: string;
  children: (control: { id: string; 'aria-describedby': string }) => ReactNode;
}) {
  return (
    <div className="cookie-preferences__option">
      {children({ id, 'aria-describedby': `${id}-description` })}
      <div>
        <label htmlFor={id} className="cookie-preferences__label">
          {label}
        </label>
        <p id={`${id}-description`} className="cookie-preferences__description">
          {description}
        </p>
      </div>
    </div>
  );
}
