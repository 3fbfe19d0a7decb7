import { calendarDay, formatDate } from '@portal/contracts/dates';
import type { Locale } from '@portal/contracts/locales';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
// The facts' look is the vacancy page's (shared with the intranet's preview).
import '@portal/shell/styles/vacancy-details.css';
import type { VacancyCard as VacancyCardData } from '../api/get-vacancies';

export interface VacancyCardProps {
  vacancy: VacancyCardData;
  /** The list's URL search (filters), handed to the details page so its way back restores them. */
  listSearch: string;
  /** The list's `careers` translator: one subscription for the whole list instead of one per card (hydration cost). */
  t: TFunction<'careers'>;
  /** The reader's language, for the deadline's date. */
  locale: Locale;
}

/** One vacancy of the list: its title links to the details; the whole card is the link's click target. */
export function VacancyCard({ vacancy, listSearch, t, locale }: VacancyCardProps) {
  return (
    <li className="vacancy-card">
      <h3 className="vacancy-card__title">
        <Link to={`/vagas/${vacancy.id}`} state={{ listSearch }}>
          {vacancy.title}
        </Link>
      </h3>
      <dl className="vacancy-facts">
        <div className="vacancy-facts__item">
          <dt>{t('vacancies.facts.location')}</dt>
          <dd>{t('vacancies.facts.cityState', { city: vacancy.city, state: vacancy.state })}</dd>
        </div>
        <div className="vacancy-facts__item">
          <dt>{t('vacancies.facts.unit')}</dt>
          <dd>{vacancy.unit.name}</dd>
        </div>
        <div className="vacancy-facts__item">
          <dt>{t('vacancies.facts.modality')}</dt>
          <dd>{t(`vacancies.modality.${vacancy.modality}`)}</dd>
        </div>
        <div className="vacancy-facts__item">
          <dt>{t('vacancies.facts.contractType')}</dt>
          <dd>{t(`vacancies.contractType.${vacancy.contract_type}`)}</dd>
        </div>
        <div className="vacancy-facts__item">
          <dt>{t('vacancies.facts.deadline')}</dt>
          <dd>
            <time dateTime={calendarDay(vacancy.application_deadline)}>
              {formatDate(vacancy.application_deadline, locale)}
            </time>
          </dd>
        </div>
      </dl>
    </li>
  );
}
