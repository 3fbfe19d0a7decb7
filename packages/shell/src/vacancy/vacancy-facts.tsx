import { type Fact, FactList } from '@portal/shell/components/fact-list';
import '@portal/shell/styles/vacancy-details.css';

/**
 * Facts in the look of a vacancy's summary (name: value, one a line): the vacancy page, the careers list's cards and
 * the candidate's applications. `className` adds the place's own modifier.
 */
export function VacancyFacts({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <FactList
      facts={facts}
      className={className ? `vacancy-facts ${className}` : 'vacancy-facts'}
      itemClassName="vacancy-facts__item"
    />
  );
}
