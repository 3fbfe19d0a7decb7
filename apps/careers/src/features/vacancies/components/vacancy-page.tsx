import { formatDate } from '@portal/contracts/dates';
import { isProblem } from '@portal/shell/api/api-error';
import { ArrowLeftIcon, WarningIcon } from '@portal/shell/components/icons';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { Link, useLocation, useParams } from '@portal/shell/navigation/navigation';
import { VacancyDetails as VacancyDetailsBody } from '@portal/shell/vacancy/vacancy-details';
import { VacancyQuestions } from '@portal/shell/vacancy/vacancy-questions';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVacancy, type VacancyView } from '../api/get-vacancy';
import { ConfirmRegistration } from './confirm-registration';
import { LoadError } from './load-error';
import { ShareVacancy } from './share-vacancy';
import './vacancies.css';

/** The way back to the list: with the filters the visitor came from, once known in the browser. */
function useListHref(): string {
  const { state } = useLocation();
  const listSearch: unknown = (state as { listSearch?: unknown } | null)?.listSearch;
  // Navigation state exists only in the browser; reading it in an effect keeps hydration identical.
  const [href, setHref] = useState('/');
  useEffect(() => {
    setHref(typeof listSearch === 'string' && listSearch.startsWith('?') ? `/${listSearch}` : '/');
  }, [listSearch]);
  return href;
}

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation('careers');
  return (
    <Link className="vacancy-back" to={to}>
      <ArrowLeftIcon />
      {t('vacancy.back')}
    </Link>
  );
}

/**
 * 'This vacancy is no longer available' (unknown or closed vacancy, 404). Exported so the server can render it
 * with a 404 status.
 */
function VacancyUnavailable() {
  const { t } = useTranslation('careers');
  useDocumentTitle(t('vacancy.unavailable.title'), t('library:appShell.title'));
  return (
    <div className="vacancy-page">
      <PageHeader
        title={t('vacancy.unavailable.title')}
        breadcrumbs={[{ label: t('nav.vacancies'), href: '/' }, { label: t('vacancy.unavailable.title') }]}
      />
      <p>{t('vacancy.unavailable.text')}</p>
      <p className="vacancy-page__after">
        <Link className="button button--primary" to="/">
          {t('vacancy.unavailable.link')}
        </Link>
      </p>
    </div>
  );
}

function VacancyDetails({ vacancy, listHref }: { vacancy: VacancyView; listHref: string }) {
  const { t, i18n } = useTranslation('careers');
  const deadline = formatDate(vacancy.application_deadline, currentLocale(i18n));
  return (
    <div className="vacancy-page">
      <PageHeader
        title={vacancy.title}
        breadcrumbs={[{ label: t('nav.vacancies'), href: listHref }, { label: vacancy.title }]}
      />
      {vacancy.deadline_passed ? (
        <p className="vacancy-notice">
          <WarningIcon />
          <span>{t('vacancy.closedNotice', { date: deadline })}</span>
        </p>
      ) : null}

      <VacancyDetailsBody vacancy={vacancy} summaryAction={<ConfirmRegistration vacancy={vacancy} />} />
      <VacancyQuestions questions={vacancy.questions} />
      {vacancy.deadline_passed ? null : <ShareVacancy vacancy={vacancy} />}

      <p className="vacancy-page__after">
        <BackLink to={listHref} />
      </p>
    </div>
  );
}

/**
 * Careers screen 2 (spec §2), route /vagas/:id: the vacancy's facts, duties, working day, requirements,
 * observations and benefits, and 'Confirm Registration'. Same markup on the server and at hydration: the data
 * comes from SWR's cache (see vacancyRequest); the session is looked at only after hydration.
 */
export function VacancyPage() {
  const { t } = useTranslation('careers');
  const { id = '' } = useParams();
  const answer = useVacancy(id);
  const { data: vacancy, error } = answer;
  const listHref = useListHref();
  const gone = isProblem(error, 'not_found', 'validation_failed', 'bad_request');
  useDocumentTitle(error ? undefined : vacancy?.title, t('library:appShell.title'));

  if (gone) return <VacancyUnavailable />;
  if (error) {
    return (
      <div className="vacancy-page">
        <PageHeader
          title={t('vacancy.errorTitle')}
          breadcrumbs={[{ label: t('nav.vacancies'), href: listHref }]}
        />
        <LoadError message={t('vacancy.error')} source={answer} />
        <p className="vacancy-page__after">
          <BackLink to={listHref} />
        </p>
      </div>
    );
  }
  if (!vacancy) {
    return (
      <div className="vacancy-page" role="status">
        <span className="sr-only">{t('vacancy.loading')}</span>
        <div className="vacancy-skeleton" aria-hidden="true">
          <span className="skeleton skeleton--heading" />
          <span className="skeleton" />
          <span className="skeleton skeleton--short" />
          <span className="skeleton" />
        </div>
      </div>
    );
  }
  return <VacancyDetails vacancy={vacancy} listHref={listHref} />;
}
