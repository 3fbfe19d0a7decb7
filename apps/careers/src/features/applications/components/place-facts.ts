import type { Fact } from '@portal/shell/components/fact-list';
import type { TFunction } from 'i18next';

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
