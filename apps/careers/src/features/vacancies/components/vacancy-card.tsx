import { calendarDay, formatDate } from '@portal/contracts/dates';
import type { Locale } from '@portal/contracts/locales';
// The facts' look is the vacancy page's (shared with the intranet's preview).
import { VacancyBadges } from '@portal/shell/vacancy/vacancy-badges';
import { VacancyFacts } from '@portal/shell/vacancy/vacancy-facts';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
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

/**
 * One vacancy of the list: its title links to the details (the whole card is the link's click target), the program
 * and PcD badges, the facts.
 */
export function VacancyCard({ vacancy, listSearch, t, locale }: VacancyCardProps) {
  return (
    <li className="vacancy-card">
      <h3 className="vacancy-card__title">
        <Link to={`/vagas/${vacancy.id}`} state={{ listSearch }}>
          {vacancy.title}
        </Link>
      </h3>
      <VacancyBadges program={vacancy.program} pcdExclusive={vacancy.pcd_exclusive} t={t} />
      <VacancyFacts
        facts={[
          [
            t('vacancies.facts.location'),
            t('vacancies.facts.cityState', { city: vacancy.city, state: vacancy.state }),
          ],
          [t('vacancies.facts.unit'), vacancy.unit.name],
          [t('vacancies.facts.modality'), t(`vacancies.modality.${vacancy.modality}`)],
          [t('vacancies.facts.contractType'), t(`vacancies.contractType.${vacancy.contract_type}`)],
          [
            t('vacancies.facts.deadline'),
            <time key="deadline" dateTime={calendarDay(vacancy.application_deadline)}>
              {formatDate(vacancy.application_deadline, locale)}
            </time>,
          ],
        ]}
      />
    </li>
  );
}
