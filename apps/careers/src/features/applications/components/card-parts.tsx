import { vacancyPagePath } from '@portal/contracts/careers-paths';
import { calendarDay, formatDate } from '@portal/contracts/dates';
import type { Fact } from '@portal/shell/components/fact-list';
import { Link } from '@portal/shell/navigation/navigation';
import type { TFunction } from 'i18next';

/**
 * The title of an application's or invitation's card: the vacancy's title, a link to its page while `linked` (the
 * vacancy is open, the invitation undecided).
 */
export function CardTitle({
  level,
  vacancy,
  linked,
}: {
  level: 2 | 3 | 4;
  vacancy: { id: number; title: string };
  linked: boolean;
}) {
  const Heading = `h${level}` as const;
  return (
    <Heading className="application-card__title">
      {linked ? <Link to={vacancyPagePath(vacancy.id)}>{vacancy.title}</Link> : vacancy.title}
    </Heading>
  );
}

/** Where a vacancy is (city and state, then its unit): the first facts of an application's or invitation's card. */
export function placeFacts(
  t: TFunction<'careers'>,
  vacancy: { city: string; state: string; unit: { name: string } },
): Fact[] {
  return [
    [
      t('vacancies.facts.location'),
      t('vacancies.facts.cityState', { city: vacancy.city, state: vacancy.state }),
    ],
    [t('vacancies.facts.unit'), vacancy.unit.name],
  ];
}

/** A card's fact that is a day (applied on, apply by), written in the reader's language. */
export function dayFact(label: string, at: string | Date, locale: string): Fact {
  return [
    label,
    <time key="day" dateTime={calendarDay(at)}>
      {formatDate(at, locale)}
    </time>,
  ];
}
