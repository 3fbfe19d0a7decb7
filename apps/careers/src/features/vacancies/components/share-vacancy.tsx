import { vacancyPagePath } from '@portal/contracts/careers-paths';
import { DEFAULT_LOCALE } from '@portal/contracts/locales';
import { handleError } from '@portal/shell/api/error-reporting';
import { Button } from '@portal/shell/components/button';
import { ExternalLinkIcon } from '@portal/shell/components/icons';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { useHref } from '@portal/shell/navigation/navigation';
import { showToast } from '@portal/shell/toast/toast-store';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VacancyView } from '../api/get-vacancy';

/**
 * 'Share this vacancy' (decision 0077): where Brazilian job seekers pass openings on. A phone's own share sheet (the
 * Web Share API) when the browser has one; otherwise WhatsApp, LinkedIn and copy link. The link is the page in the
 * reader's language, whose preview (Open Graph, the share card) is in that language too. Drawn after hydration: the
 * server does not know the page's origin nor the browser's abilities.
 */
export function ShareVacancy({ vacancy }: { vacancy: VacancyView }) {
  const { t, i18n } = useTranslation('careers');
  const headingId = useId();
  const path = useHref(vacancyPagePath(vacancy.id));
  const locale = currentLocale(i18n);
  const [place, setPlace] = useState<{ url: string; native: boolean } | null>(null);
  useEffect(() => {
    const url = new URL(path, window.location.origin);
    // An application that follows a shared link counts as coming from the share (issue 29 point 6).
    url.searchParams.set('source', 'share');
    if (locale !== DEFAULT_LOCALE) url.searchParams.set('lang', locale);
    setPlace({ url: url.toString(), native: typeof navigator.share === 'function' });
  }, [path, locale]);
  if (!place) return null;

  const text = t('vacancy.share.text', { title: vacancy.title, city: vacancy.city, state: vacancy.state });
  const share = async () => {
    try {
      await navigator.share({ title: vacancy.title, text, url: place.url });
    } catch (error) {
      // The person closed the share sheet.
      if (!(error instanceof DOMException && error.name === 'AbortError')) handleError(error);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(place.url);
      showToast({ type: 'success', title: t('vacancy.share.copied') });
    } catch (error) {
      handleError(error);
    }
  };
  const external = (href: string, label: string) => (
    <a className="button button--secondary" href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <ExternalLinkIcon />
      <span className="sr-only"> {t('vacancies.opensInNewTab')}</span>
    </a>
  );
  return (
    <section className="vacancy-share" aria-labelledby={headingId}>
      <h2 id={headingId} className="vacancy-share__title">
        {t('vacancy.share.title')}
      </h2>
      <div className="vacancy-share__actions">
        {place.native ? (
          <Button variant="secondary" onClick={() => void share()}>
            {t('vacancy.share.button')}
          </Button>
        ) : (
          <>
            {external(
              `https://wa.me/?text=${encodeURIComponent(`${text} ${place.url}`)}`,
              t('vacancy.share.whatsapp'),
            )}
            {external(
              `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(place.url)}`,
              t('vacancy.share.linkedin'),
            )}
            <Button variant="secondary" onClick={() => void copy()}>
              {t('vacancy.share.copy')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
