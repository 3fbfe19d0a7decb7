import { COMPANY_SITE_URL } from '@portal/contracts/company';
import { APPRENTICE_MIN_AGE, DATA_STORAGE_MONTHS, PASSWORD_MIN_LENGTH } from '@portal/contracts/constants';
import { formatDate } from '@portal/contracts/dates';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { PageHeader } from '@portal/shell/layout/page-header';
import { Link } from '@portal/shell/navigation/navigation';
import type { MouseEvent, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LEGAL_PATHS } from '../legal-paths';
import { DATA_PROTECTION_OFFICER_EMAIL } from '../legal-versions';
import './legal-document.css';

export type LegalDocumentKey = keyof typeof LEGAL_PATHS;

export interface LegalDocumentProps {
  /** The document's texts under `legal.<documentKey>` in careers.json. */
  documentKey: LegalDocumentKey;
  /** Version id shown in the update notice as {{version}}. */
  version?: string;
  /** ISO date (yyyy-MM-dd) the current text took effect, shown in the update notice as {{date}}. */
  updatedOn: string;
  /** Lists the sections at the top ("On this page"), for long documents. */
  withContents?: boolean;
}

/** A branch of the translation tree. */
interface TextTree {
  [key: string]: string | TextTree;
}

const isTree = (value: unknown): value is TextTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const siteHost = new URL(COMPANY_SITE_URL).host;
const siteDomain = siteHost.replace(/^www\./, '');

function MailLink({ children }: { children?: ReactNode }) {
  return <a href={`mailto:${DATA_PROTECTION_OFFICER_EMAIL}`}>{children}</a>;
}

function SiteLink({ children }: { children?: ReactNode }) {
  return <a href={COMPANY_SITE_URL}>{children}</a>;
}

/** Scrolls to a section heading and moves focus there without changing the URL (the router owns the URL). */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView?.({ block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * A legal document page, rendered from its translation tree `legal.<documentKey>`:
 * `title` (the page's h1), `updatedNotice` (shown first), optional `intro` paragraphs, and `sections`, each
 * with a `heading` (h2) followed by its blocks in file order: a text is a paragraph, a group of texts is a
 * list (`<ol>` when the group's key starts with `steps`, `<ul>` otherwise).
 * Texts may use {{version}}, {{date}}, {{email}}, {{months}}, {{minAge}}, {{minLength}}, {{site}},
 * {{domain}} and the tags <strong>, <time>, <email>, <site>, <policy>, <terms>, <tips> (links).
 * It follows the interface language: switching language re-renders it.
 */
export function LegalDocument({ documentKey, version, updatedOn, withContents = false }: LegalDocumentProps) {
  const { t, i18n } = useTranslation('careers');
  const base = `legal.${documentKey}`;
  const values = {
    version,
    date: formatDate(updatedOn, currentLocale(i18n), 'long'),
    email: DATA_PROTECTION_OFFICER_EMAIL,
    months: DATA_STORAGE_MONTHS,
    minAge: APPRENTICE_MIN_AGE,
    minLength: PASSWORD_MIN_LENGTH,
    site: siteHost,
    domain: siteDomain,
  };
  const components = {
    strong: <strong />,
    time: <time dateTime={updatedOn} />,
    email: <MailLink />,
    site: <SiteLink />,
    policy: <Link to={LEGAL_PATHS.privacyPolicy} />,
    terms: <Link to={LEGAL_PATHS.termsOfUse} />,
    tips: <Link to={LEGAL_PATHS.privacyTips} />,
  };
  const text = (key: string) => <Trans t={t} i18nKey={key} values={values} components={components} />;
  const tree = (key: string): TextTree => {
    const value: unknown = t(key, { returnObjects: true });
    return isTree(value) ? value : {};
  };

  const intro = Object.keys(tree(`${base}.intro`));
  const sections = Object.entries(tree(`${base}.sections`));
  const headingId = (sectionKey: string) => `${documentKey}-${sectionKey}`;
  const contentsId = `${documentKey}-contents`;

  const blocks = (path: string, node: TextTree) =>
    Object.entries(node).map(([key, value]) => {
      if (key === 'heading') return null;
      if (typeof value === 'string') return <p key={key}>{text(`${path}.${key}`)}</p>;
      const items = Object.keys(value).filter((item) => typeof value[item] === 'string');
      const List = key.startsWith('steps') ? 'ol' : 'ul';
      return (
        <List key={key}>
          {items.map((item) => (
            <li key={item}>{text(`${path}.${key}.${item}`)}</li>
          ))}
        </List>
      );
    });

  return (
    <article className="legal-document">
      <PageHeader title={t(`${base}.title`)} />
      <p className="legal-document__notice">{text(`${base}.updatedNotice`)}</p>
      {intro.map((key) => (
        <p key={key} className="legal-document__intro">
          {text(`${base}.intro.${key}`)}
        </p>
      ))}
      {withContents && sections.length > 0 ? (
        <nav className="legal-document__contents" aria-labelledby={contentsId}>
          <h2 id={contentsId} className="legal-document__contents-title">
            {t('legal.contents')}
          </h2>
          <ol>
            {sections.map(([key]) => (
              <li key={key}>
                <a href={`#${headingId(key)}`} onClick={(event) => jumpTo(event, headingId(key))}>
                  {t(`${base}.sections.${key}.heading`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map(([key, section]) =>
        isTree(section) ? (
          <section key={key} className="legal-document__section">
            <h2 id={headingId(key)} tabIndex={-1}>
              {t(`${base}.sections.${key}.heading`)}
            </h2>
            {blocks(`${base}.sections.${key}`, section)}
          </section>
        ) : null,
      )}
    </article>
  );
}
