import { COMPANY_NAME, DATA_PROTECTION_OFFICER_EMAIL } from '@portal/contracts/company';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { useLocation } from '@portal/shell/navigation/navigation';
import { type MouseEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIVACY_TIPS_ID } from '../privacy-paths';
import './privacy-page.css';

interface Section {
  heading: string;
  text?: string;
  items?: Record<string, string>;
}

/** Scrolls to a heading and gives it the focus, so keyboard and screen-reader users land there too. */
function focusHeading(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView?.({ block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * /privacidade: how the intranet handles the personal data of its users (LGPD), with privacy tips at #dicas (the
 * footer's two privacy links). Open without a session; follows the interface language.
 */
export function PrivacyPage() {
  const { t } = useTranslation('intranet');
  const { hash } = useLocation();
  useDocumentTitle(t('documentTitle', { page: t('privacy.title') }));
  const sections = t('privacy.sections', { returnObjects: true }) as unknown as Record<string, Section>;
  const tips = t('privacy.tips', { returnObjects: true }) as unknown as Section;
  const values = { company: COMPANY_NAME, email: DATA_PROTECTION_OFFICER_EMAIL };
  const all: [string, Section][] = [...Object.entries(sections), [PRIVACY_TIPS_ID, tips]];
  const headingId = (key: string) => (key === PRIVACY_TIPS_ID ? key : `privacy-${key}`);
  const path = (key: string) => (key === PRIVACY_TIPS_ID ? 'privacy.tips' : `privacy.sections.${key}`);

  // A link to #dicas from another page: the content arrives after the browser looked for the fragment.
  useEffect(() => {
    if (hash) focusHeading(hash.slice(1));
  }, [hash]);

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (focusHeading(id)) event.preventDefault();
  };

  return (
    <article className="privacy-page">
      <PageHeader title={t('privacy.title')} />
      <p className="privacy-page__updated">{t('privacy.updated')}</p>
      <p>{t('privacy.intro', values)}</p>
      <nav className="privacy-page__contents" aria-labelledby="privacy-contents">
        <h2 id="privacy-contents" className="privacy-page__contents-title">
          {t('privacy.contents')}
        </h2>
        <ol>
          {all.map(([key, section]) => (
            <li key={key}>
              <a href={`#${headingId(key)}`} onClick={(event) => jump(event, headingId(key))}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {all.map(([key, section]) => (
        <section key={key} className="privacy-page__section">
          <h2 id={headingId(key)} tabIndex={-1}>
            {section.heading}
          </h2>
          {section.text ? (
            <p>
              <WithMailLink text={t(`${path(key)}.text`, values)} />
            </p>
          ) : null}
          {section.items ? (
            <ul>
              {Object.keys(section.items).map((item) => (
                <li key={item}>{t(`${path(key)}.items.${item}`, values)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}

/** A paragraph with the data protection officer's address, if it names it, as a mail link. */
function WithMailLink({ text }: { text: string }) {
  const [before, after] = text.split(DATA_PROTECTION_OFFICER_EMAIL);
  if (after === undefined) return <>{text}</>;
  return (
    <>
      {before}
      <a href={`mailto:${DATA_PROTECTION_OFFICER_EMAIL}`}>{DATA_PROTECTION_OFFICER_EMAIL}</a>
      {after}
    </>
  );
}
