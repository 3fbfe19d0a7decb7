import { vacancyPagePath } from '@portal/contracts/careers-paths';
import { calendarDay, formatDate } from '@portal/contracts/dates';
import type { Locale } from '@portal/contracts/locales';
import { Link } from '@portal/shell/navigation/navigation';
import { salaryText } from '@portal/shell/vacancy/salary-text';
// The facts' look is the vacancy page's (shared with the intranet's preview).
import { VacancyBadges } from '@portal/shell/vacancy/vacancy-badges';
import { VacancyFacts } from '@portal/shell/vacancy/vacancy-facts';
import type { TFunction } from 'i18next';
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
 * Texts without values, translated once per translator (a language) and shared by the list's cards: twenty cards
 * asked i18next for the same seven labels each while the page hydrated.
 */
const fixedTexts = new WeakMap<TFunction<'careers'>, Map<string, string>>();

function fixedText(t: TFunction<'careers'>, key: Parameters<TFunction<'careers'>>[0] & string): string {
  let texts = fixedTexts.get(t);
  if (!texts) {
    texts = new Map();
    fixedTexts.set(t, texts);
  }
  let text = texts.get(key);
  if (text === undefined) {
    text = t(key);
    texts.set(key, text);
  }
  return text;
}

/**
 * One vacancy of the list: its title links to the details (the whole card is the link's click target), the program
 * and PcD badges, the facts (the salary when the vacancy states one).
 */
export function VacancyCard({ vacancy, listSearch, t, locale }: VacancyCardProps) {
  return (
    <li className="vacancy-card">
      <h3 className="vacancy-card__title">
        <Link to={vacancyPagePath(vacancy.id)} state={{ listSearch }}>
          {vacancy.title}
        </Link>
      </h3>
      <VacancyBadges program={vacancy.program} pcdExclusive={vacancy.pcd_exclusive} t={t} />
      <VacancyFacts
        facts={[
          [
            fixedText(t, 'vacancies.facts.location'),
            t('vacancies.facts.cityState', { city: vacancy.city, state: vacancy.state }),
          ],
          [fixedText(t, 'vacancies.facts.unit'), vacancy.unit.name],
          [fixedText(t, 'vacancies.facts.modality'), fixedText(t, `vacancies.modality.${vacancy.modality}`)],
          [
            fixedText(t, 'vacancies.facts.contractType'),
            fixedText(t, `vacancies.contractType.${vacancy.contract_type}`),
          ],
          ...(vacancy.salary
            ? [
                [
                  fixedText(t, 'library:vacancyDetails.salary'),
                  salaryText(vacancy.salary, t, locale),
                ] as const,
              ]
            : []),
          [
            fixedText(t, 'vacancies.facts.deadline'),
            <time key="deadline" dateTime={calendarDay(vacancy.application_deadline)}>
              {formatDate(vacancy.application_deadline, locale)}
            </time>,
          ],
        ]}
      />
    </li>
  );
}
