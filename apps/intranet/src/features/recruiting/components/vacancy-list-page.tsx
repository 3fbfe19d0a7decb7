import { formatDate } from '@portal/contracts/dates';
import type { RecruitingVacancyListItem } from '@portal/contracts/recruiting';
import { VACANCY_STATUSES } from '@portal/contracts/vacancy-rules';
import { StateMessage } from '@portal/shell/components/state-message';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { VacancyBadges } from '@portal/shell/vacancy/vacancy-badges';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRecruitingUnits } from '../api/get-recruiting-units';
import { useVacancies } from '../api/get-vacancies';
import {
  applicantsPath,
  duplicateVacancyPath,
  newVacancyPath,
  RECRUITING_PATH,
  vacancyPath,
} from '../recruiting-access';
import { UrlSearchForm, UrlSelectFilter } from './url-filters';
import { localizedTitle } from './vacancy-texts';

/** /recrutamento: the recruiter's vacancies (their units only), filtered in the URL by status, text and unit. */
export function VacancyListPage() {
  const { t } = useTranslation('intranet');
  useDocumentTitle(t('documentTitle', { page: t('recruiting.list.title') }));
  const [params] = useSearchParams();
  const status = params.get('status') ?? '';
  const q = params.get('q') ?? '';
  const unit = params.get('unit') ?? '';
  const list = useVacancies({ status, q, unit });
  const units = useRecruitingUnits();

  let content: React.ReactNode;
  if (list.error && !list.data) {
    content = (
      <StateMessage block="recruiting__state" failed>
        {t('recruiting.list.error')}
      </StateMessage>
    );
  } else if (!list.data) {
    content = <StateMessage block="recruiting__state">{t('recruiting.list.loading')}</StateMessage>;
  } else if (list.data.length === 0) {
    content = (
      <StateMessage block="recruiting__state">
        {status || q || unit ? t('recruiting.list.noMatch') : t('recruiting.list.empty')}
      </StateMessage>
    );
  } else {
    content = (
      <div className="recruiting__table-wrap" aria-busy={list.stale || undefined}>
        <table className="recruiting__table">
          <caption className="sr-only">{t('recruiting.list.caption', { count: list.data.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('recruiting.fields.title')}</th>
              <th scope="col">{t('recruiting.list.status')}</th>
              <th scope="col">{t('recruiting.fields.unit')}</th>
              <th scope="col">{t('recruiting.fields.deadline')}</th>
              <th scope="col">{t('recruiting.list.applicants')}</th>
              <th scope="col">{t('recruiting.list.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((vacancy) => (
              <tr key={vacancy.id}>
                <th scope="row">
                  <Link to={vacancyPath(vacancy.id)}>{localizedTitle(vacancy.title)}</Link>
                  <span className="recruiting__sub">
                    {t('recruiting.list.place', { city: vacancy.city, state: vacancy.state })}
                  </span>
                  <VacancyBadges
                    className="recruiting__badges"
                    program={vacancy.program}
                    pcdExclusive={vacancy.pcd_exclusive}
                    t={t}
                  />
                </th>
                <td data-label={t('recruiting.list.status')}>
                  <span className={`recruiting__badge recruiting__badge--${vacancy.status}`}>
                    {t(`recruiting.status.${vacancy.status}`)}
                  </span>
                </td>
                <td data-label={t('recruiting.fields.unit')}>{vacancy.unit.name}</td>
                <td data-label={t('recruiting.fields.deadline')}>
                  {formatDate(vacancy.application_deadline, currentLocale())}
                </td>
                <td data-label={t('recruiting.list.applicants')}>
                  <ApplicantCounts
                    counts={vacancy.applicants}
                    href={applicantsPath(vacancy.id)}
                    title={localizedTitle(vacancy.title)}
                  />
                </td>
                <td data-label={t('recruiting.list.actions')}>
                  <Link
                    className="recruiting__row-action"
                    to={duplicateVacancyPath(vacancy.id)}
                    aria-label={t('recruiting.list.duplicateLabel', { title: localizedTitle(vacancy.title) })}
                  >
                    {t('recruiting.list.duplicate')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="recruiting">
      <PageHeader
        title={t('recruiting.list.title')}
        breadcrumbs={[
          { label: t('home.title'), href: '/home' },
          { label: t('recruiting.list.title'), href: RECRUITING_PATH, active: true },
        ]}
        actions={
          <Link className="button button--primary" to={newVacancyPath}>
            <span className="button__label">{t('recruiting.list.new')}</span>
          </Link>
        }
      />
      <div className="recruiting__filters">
        <UrlSelectFilter
          name="status"
          label={t('recruiting.list.status')}
          all={t('recruiting.list.allStatuses')}
          options={VACANCY_STATUSES.map((s) => ({ value: s, label: t(`recruiting.status.${s}`) }))}
        />
        <UrlSelectFilter
          name="unit"
          label={t('recruiting.fields.unit')}
          all={t('recruiting.list.allUnits')}
          options={(units.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
        />
        <UrlSearchForm label={t('recruiting.list.search')} />
      </div>
      {content}
    </div>
  );
}

/** Applicants per status, the statuses with none left out; the total first, a link to the applicants table. */
function ApplicantCounts({
  counts,
  href,
  title,
}: {
  counts: RecruitingVacancyListItem['applicants'];
  /** The vacancy's applicants table, which the total leads to. */
  href: string;
  title: string;
}) {
  const { t } = useTranslation('intranet');
  const entries = Object.entries(counts).filter(([name, count]) => name !== 'total' && count > 0);
  return (
    <div className="recruiting__counts">
      <Link
        className="recruiting__total"
        to={href}
        aria-label={t('recruiting.list.applicantsOf', { count: counts.total, title })}
      >
        {t('recruiting.list.total', { count: counts.total })}
      </Link>
      {entries.length > 0 ? (
        <ul className="recruiting__count-list">
          {entries.map(([name, count]) => (
            <li key={name}>
              {t(`recruiting.applicantStatus.${name}`, { defaultValue: name })}: {count}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
