import { formatDate } from '@portal/contracts/dates';
import type { RecruitingVacancyListItem } from '@portal/contracts/recruiting';
import { VACANCY_STATUSES } from '@portal/contracts/vacancy-rules';
import { ReadState, StateMessage } from '@portal/shell/components/state-message';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { Link, useSearchParams } from '@portal/shell/navigation/navigation';
import { VacancyBadges } from '@portal/shell/vacancy/vacancy-badges';
import type { TFunction } from 'i18next';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecruitingUnits } from '#intranet/kit/recruiting/api/get-recruiting-units';
import { RecruitingTable } from '#intranet/kit/recruiting/components/recruiting-table';
import { TopPageHeader } from '#intranet/kit/recruiting/components/top-page-header';
import { UrlSearchForm, UrlSelectFilter } from '#intranet/kit/recruiting/components/url-filters';
import { localizedTitle } from '#intranet/kit/recruiting/components/vacancy-texts';
import {
  applicantsPath,
  duplicateVacancyPath,
  newVacancyPath,
  RECRUITING_PATH,
  vacancyPath,
} from '#intranet/kit/recruiting/recruiting-access';
import { useVacancies } from '../api/get-vacancies';
// The kit's stylesheet before the area's own: the area's rules come after the ones they refine.
import '#intranet/kit/recruiting/components/recruiting.css';
import './vacancies.css';

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
  if (!list.data) {
    content = (
      <ReadState
        error={list.error}
        block="recruiting__state"
        failed={t('recruiting.list.error')}
        loading={t('recruiting.list.loading')}
      />
    );
  } else if (list.data.length === 0) {
    content = (
      <StateMessage block="recruiting__state">
        {status || q || unit ? t('recruiting.list.noMatch') : t('recruiting.list.empty')}
      </StateMessage>
    );
  } else {
    content = <VacancyTable vacancies={list.data} stale={list.stale} t={t} />;
  }

  return (
    <div className="recruiting">
      <TopPageHeader
        title={t('recruiting.list.title')}
        href={RECRUITING_PATH}
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

/** Rows rendered with the table itself, enough for a phone's first screen and more; the rest follow in steps. */
const FIRST_ROWS = 8;
/** Rows added per task after the first ones: each step stays a short task, so a tap is answered in between. */
const ROWS_PER_STEP = 6;

/**
 * How many of `total` rows to render: the first ones at once, then the others a step per task until all are there.
 * A recruiter's list can have a hundred rows, and rendering them in one task kept a phone's main thread busy for
 * most of a second before the first screen answered a tap.
 */
function useRowsInSteps(total: number): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((count) => count + ROWS_PER_STEP), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

/** The column names, translated once for the header and for every row's cells (their label on a phone). */
function columnLabels(t: TFunction<'intranet'>) {
  return {
    title: t('recruiting.fields.title'),
    status: t('recruiting.list.status'),
    unit: t('recruiting.fields.unit'),
    deadline: t('recruiting.fields.deadline'),
    applicants: t('recruiting.list.applicants'),
    actions: t('recruiting.list.actions'),
    duplicate: t('recruiting.list.duplicate'),
  };
}

/**
 * The vacancies table. Its own memoized component: a render of the page for another reason (the units arriving for
 * the filter, a revalidation with the same answer) does not render the rows again, and the rows share the page's
 * `t` (one translation hook for the page, not one a row). Long lists render in steps (`useRowsInSteps`).
 */
const VacancyTable = memo(function VacancyTable({
  vacancies,
  stale,
  t,
}: {
  vacancies: RecruitingVacancyListItem[];
  stale: boolean | undefined;
  t: TFunction<'intranet'>;
}) {
  const locale = currentLocale();
  const labels = useMemo(() => columnLabels(t), [t]);
  const shown = useRowsInSteps(vacancies.length);
  return (
    <RecruitingTable
      caption={t('recruiting.list.caption', { count: vacancies.length })}
      labels={[labels.title, labels.status, labels.unit, labels.deadline, labels.applicants, labels.actions]}
      busy={stale || shown < vacancies.length}
    >
      {vacancies.slice(0, shown).map((vacancy) => (
        <VacancyRow key={vacancy.id} vacancy={vacancy} labels={labels} locale={locale} t={t} />
      ))}
    </RecruitingTable>
  );
});

/** One vacancy of the table; memoized, so a step that adds rows does not render the earlier ones again. */
const VacancyRow = memo(function VacancyRow({
  vacancy,
  labels,
  locale,
  t,
}: {
  vacancy: RecruitingVacancyListItem;
  labels: ReturnType<typeof columnLabels>;
  locale: string;
  t: TFunction<'intranet'>;
}) {
  const title = localizedTitle(vacancy.title);
  return (
    <tr>
      <th scope="row">
        <Link to={vacancyPath(vacancy.id)}>{title}</Link>
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
      <td data-label={labels.status}>
        <span className={`recruiting__badge recruiting__badge--${vacancy.status}`}>
          {t(`recruiting.status.${vacancy.status}`)}
        </span>
      </td>
      <td data-label={labels.unit}>{vacancy.unit.name}</td>
      <td data-label={labels.deadline}>{formatDate(vacancy.application_deadline, locale)}</td>
      <td data-label={labels.applicants}>
        <ApplicantCounts counts={vacancy.applicants} href={applicantsPath(vacancy.id)} title={title} t={t} />
      </td>
      <td data-label={labels.actions}>
        <Link
          className="recruiting__row-action"
          to={duplicateVacancyPath(vacancy.id)}
          aria-label={t('recruiting.list.duplicateLabel', { title })}
        >
          {labels.duplicate}
        </Link>
      </td>
    </tr>
  );
});

/** Applicants per status, the statuses with none left out; the total first, a link to the applicants table. */
function ApplicantCounts({
  counts,
  href,
  title,
  t,
}: {
  counts: RecruitingVacancyListItem['applicants'];
  /** The vacancy's applicants table, which the total leads to. */
  href: string;
  title: string;
  t: TFunction<'intranet'>;
}) {
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
