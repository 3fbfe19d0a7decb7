import { COMPANY_SITE_URL } from '@portal/contracts/company';
import { VACANCIES_PAGE_SIZE } from '@portal/contracts/constants';
import { ExternalLinkIcon } from '@portal/shell/components/icons';
import { ServerPart } from '@portal/shell/components/server-part';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { useInAppLinks } from '@portal/shell/layout/in-app-links';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { Link, useSearchParams } from '@portal/shell/navigation/navigation';
import { type ComponentType, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVacancies, useVacancyFilters } from '../api/get-vacancies';
import { LoadError } from './load-error';
import { VacancyCard } from './vacancy-card';
import { VacancyFilterForm } from './vacancy-filter-form';
import './vacancies.css';

const SKELETON_CARDS = [0, 1, 2];

/** Placeholder cards while the first load runs (the status line says it in words). */
function ListSkeleton() {
  return (
    <ul className="vacancy-list" aria-hidden="true">
      {SKELETON_CARDS.map((index) => (
        <li key={index} className="vacancy-card vacancy-card--skeleton">
          <span className="skeleton skeleton--title" />
          <span className="skeleton" />
          <span className="skeleton skeleton--short" />
        </li>
      ))}
    </ul>
  );
}

/** How many 'pages' of the list the URL asks to show (`?page=3` shows the first 60); 1 when absent or invalid. */
function shownPages(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/**
 * Careers screen 1 (spec §2): headline, candidate access, the filter form (search a vacancy, select a city, select
 * a unit, clear filters), the 'Available Vacancies' list with its count or 'No vacancies found', the call to submit
 * a resume for future opportunities and the company website link. Filters live in the URL (`?q=&city=&unit=`).
 * The list shows 20 vacancies and 'show more' adds 20 (`?page=n`, a plain link, so it works without JavaScript);
 * cheap phones render and hydrate a page of 20 cards, not every vacancy.
 * Renders the same markup on the server and at hydration: the data comes from SWR's cache (see vacancyListRequest).
 */
export function VacanciesPage({
  alertSubscribe: AlertSubscribe,
}: {
  /** 'Receive these vacancies by e-mail' for the list's search, when the app offers job alerts. */
  alertSubscribe?: ComponentType<{ searchParams: URLSearchParams }>;
} = {}) {
  const { t, i18n } = useTranslation('careers');
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useVacancies(searchParams);
  const { data, stale, error } = list;
  // The answer to the URL's filters; `previous` is the last one shown, kept dimmed until the new one arrives.
  const vacancies = stale ? undefined : data;
  const lastShown = useRef<typeof data>(undefined);
  if (vacancies) lastShown.current = vacancies;
  const busy = !vacancies && !error;
  const previous = busy ? lastShown.current : undefined;
  const { data: filters } = useVacancyFilters();
  const headingId = useId();
  useDocumentTitle(t('vacancies.documentTitle'), t('library:appShell.title'));

  const search = searchParams.toString();
  const listSearch = search ? `?${search}` : '';
  const pages = shownPages(searchParams);
  const shown = useMemo(() => vacancies?.slice(0, pages * VACANCIES_PAGE_SIZE), [vacancies, pages]);
  const locale = currentLocale(i18n);
  // The cards' links as the cards' own would: in the app, handing the list's filters to the vacancy's way back.
  const followCardLink = useInAppLinks({ listSearch });
  const moreSearch = new URLSearchParams(searchParams);
  moreSearch.set('page', String(pages + 1));
  const resultsRef = useRef<HTMLElement>(null);
  // After 'show more', keyboard and screen-reader users continue at the first card it added.
  const [focusCard, setFocusCard] = useState<number | null>(null);
  useEffect(() => {
    if (focusCard === null) return;
    const link = resultsRef.current?.querySelectorAll<HTMLAnchorElement>('.vacancy-card__title a')[focusCard];
    if (link) {
      link.focus();
      setFocusCard(null);
    }
  });
  const onFilter = (next: URLSearchParams) => {
    if (next.toString() !== search) setSearchParams(next, { preventScrollReset: true });
  };

  let content: ReactNode;
  if (error && !vacancies) {
    content = <LoadError message={t('vacancies.list.error')} source={list} />;
  } else if (!vacancies && previous) {
    // Never mistaken for the new results: dimmed, out of reach (inert) and marked as outdated.
    content = (
      <ul className="vacancy-list vacancy-list--outdated" data-outdated="true" inert>
        {previous.slice(0, pages * VACANCIES_PAGE_SIZE).map((vacancy) => (
          <VacancyCard key={vacancy.id} vacancy={vacancy} listSearch={listSearch} locale={locale} t={t} />
        ))}
      </ul>
    );
  } else if (!vacancies) {
    content = <ListSkeleton />;
  } else if (vacancies.length === 0) {
    content = (
      <div className="vacancy-state">
        <p className="vacancy-state__title">{t('vacancies.list.empty')}</p>
        <p>{t('vacancies.list.emptyHint')}</p>
      </div>
    );
  } else {
    content = (
      <>
        {/* The cards need no script: at hydration they stay the server's markup (decision 0101). */}
        <ServerPart as="ul" className="vacancy-list" deps={[shown, locale]} onClick={followCardLink}>
          {(shown ?? vacancies).map((vacancy) => (
            <VacancyCard key={vacancy.id} vacancy={vacancy} listSearch={listSearch} t={t} locale={locale} />
          ))}
        </ServerPart>
        {shown && shown.length < vacancies.length ? (
          <div className="vacancies-page__more">
            <p>{t('vacancies.list.showing', { shown: shown.length, count: vacancies.length })}</p>
            <Link
              className="button button--secondary"
              to={`?${moreSearch}`}
              preventScrollReset
              onClick={() => setFocusCard(shown.length)}
            >
              {t('vacancies.list.showMore')}
            </Link>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="vacancies-page">
      <PageHeader
        title={t('vacancies.headline')}
        actions={
          <Link className="button button--primary" to="/register">
            {t('vacancies.candidateAccess')}
          </Link>
        }
      />
      <p className="vacancies-page__intro">{t('vacancies.intro')}</p>

      <VacancyFilterForm searchParams={searchParams} onFilter={onFilter} options={filters} />

      <section
        className="vacancies-page__results"
        aria-labelledby={headingId}
        aria-busy={busy}
        ref={resultsRef}
      >
        <div className="vacancies-page__results-header">
          <h2 id={headingId} className="vacancies-page__heading">
            {t('vacancies.list.heading')}
            {vacancies ? (
              <>
                {' '}
                <span className="vacancies-page__count">({vacancies.length})</span>
              </>
            ) : null}
          </h2>
          {AlertSubscribe ? <AlertSubscribe searchParams={searchParams} /> : null}
          {busy ? (
            // Seen by everyone; screen readers hear the same words from the status line below.
            <p className="vacancies-page__busy" aria-hidden="true">
              <span className="vacancies-page__spinner" />
              {t('vacancies.list.loading')}
            </p>
          ) : null}
        </div>
        <p className="sr-only" role="status">
          {vacancies
            ? t('vacancies.list.found', { count: vacancies.length })
            : error
              ? ''
              : t('vacancies.list.loading')}
        </p>
        {content}
      </section>

      <ResumeCallToAction />
    </div>
  );
}

/**
 * Where 'submit your resume for future opportunities' leads: sign-in or registration, then the talent pool choice
 * (asked with source `careers_page`).
 */
const TALENT_POOL_PATH = `/register?next=${encodeURIComponent('/banco-de-talentos?origem=carreiras')}`;

/**
 * The call to submit a resume for future opportunities (it explains the talent pool and leads to its choice), and
 * the company website link.
 */
function ResumeCallToAction() {
  const { t } = useTranslation('careers');
  const ctaHeadingId = useId();
  return (
    <aside className="vacancies-cta" aria-labelledby={ctaHeadingId}>
      <h2 id={ctaHeadingId} className="vacancies-cta__heading">
        {t('vacancies.cta.heading')}
      </h2>
      <p>{t('vacancies.cta.text')}</p>
      <div className="vacancies-cta__links">
        <Link className="button button--secondary" to={TALENT_POOL_PATH}>
          {t('vacancies.submitResume')}
        </Link>
        <a className="vacancies-cta__site" href={COMPANY_SITE_URL} target="_blank" rel="noopener noreferrer">
          {t('vacancies.companySite')}
          <ExternalLinkIcon />
          <span className="sr-only"> {t('vacancies.opensInNewTab')}</span>
        </a>
      </div>
    </aside>
  );
}
