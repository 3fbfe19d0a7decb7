import { formatDate } from '@portal/contracts/dates';
import type { Quotas } from '@portal/contracts/quotas';
import { useAuth } from '@portal/shell/auth/auth-provider';
import { ReadState } from '@portal/shell/components/state-message';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { Link } from '@portal/shell/navigation/navigation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecruitingUnits } from '#intranet/kit/recruiting/api/get-recruiting-units';
import { TopPageHeader } from '#intranet/kit/recruiting/components/top-page-header';
import {
  canReadQuotas,
  canRecordQuotas,
  canRecruit,
  canSeeSensitive,
  pcdSearchPath,
} from '#intranet/kit/recruiting/recruiting-access';
import { useQuotas } from '../api/get-quotas';
import { ApprenticeQuotas, useCount } from './quotas-chart';
import { QuotasForm } from './quotas-form';
import '#intranet/kit/recruiting/components/recruiting.css';
import './quotas.css';

/** The company's PcD quota (Lei 8.213/91 art. 93): the figures as a list of terms, the gap linking to the pool. */
function PcdQuota({ company, sensitive }: { company: Quotas['company']; sensitive: boolean }) {
  const { t, i18n } = useTranslation('intranet');
  const count = useCount();
  const headingId = useId();
  const terms: [string, string][] = [
    ['headcount', count(company.headcount)],
    ['rate', t('recruiting.quotas.pcd.rateValue', { rate: count(company.pcd_rate) })],
    ['required', count(company.pcd_required)],
    ['employed', count(company.pcd_employed)],
    ['hired', count(company.pcd_hired)],
    ['gap', count(company.pcd_gap)],
  ];
  return (
    <section className="quotas__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('recruiting.quotas.pcd.title')}</h2>
      <p className="quotas__intro">{t('recruiting.quotas.pcd.intro')}</p>
      <dl className="quotas__figures">
        {terms.map(([key, value]) => (
          <div key={key} className="quotas__figure">
            <dt>{t(`recruiting.quotas.pcd.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="quotas__figures-date">
        {company.figures_date
          ? t('recruiting.quotas.pcd.figuresOf', { date: formatDate(company.figures_date, i18n.language) })
          : t('recruiting.quotas.pcd.noFigures')}
      </p>
      {company.pcd_gap > 0 && sensitive ? (
        <p>
          <Link to={pcdSearchPath}>{t('recruiting.quotas.pcd.gapLink', { count: company.pcd_gap })}</Link>
        </p>
      ) : null}
    </section>
  );
}

/**
 * /recrutamento/cotas: the legal quotas (decision 0072). The company's PcD quota, each plant's apprentice quota as
 * a chart with its table, each gap a link to a talent pool search; the administrator records the figures below.
 */
export function QuotasPage() {
  const { t, i18n } = useTranslation('intranet');
  const { permissions } = useAuth();
  const allowed = canReadQuotas(permissions);
  const quotas = useQuotas();
  // The units' states come from the vacancies' API, read only by whom may recruit; otherwise links name the city.
  const units = useRecruitingUnits(allowed && canRecruit(permissions));
  useDocumentTitle(t('documentTitle', { page: t('recruiting.quotas.title') }));
  const states = new Map((units.data ?? []).map((unit) => [unit.id, unit.state] as const));
  const data = quotas.data;
  return (
    <div className="recruiting quotas">
      <TopPageHeader title={t('recruiting.quotas.title')} />
      {!allowed ? (
        <p className="recruiting__state">{t('recruiting.quotas.noAccess')}</p>
      ) : !data ? (
        <ReadState
          error={quotas.error}
          block="recruiting__state"
          failed={t('recruiting.quotas.loadError')}
          loading={t('recruiting.quotas.loading')}
        />
      ) : (
        <>
          <p className="quotas__updated">
            {data.updated_at
              ? t('recruiting.quotas.updatedAt', { date: formatDate(data.updated_at, i18n.language) })
              : t('recruiting.quotas.neverRecorded')}
          </p>
          <p className="quotas__intro">{t('recruiting.quotas.howHired')}</p>
          <PcdQuota company={data.company} sensitive={canSeeSensitive(permissions)} />
          <ApprenticeQuotas quotas={data} states={states} />
          {canRecordQuotas(permissions) ? (
            <QuotasForm quotas={data} onSaved={(saved) => quotas.mutate(saved, { revalidate: false })} />
          ) : null}
        </>
      )}
    </div>
  );
}
