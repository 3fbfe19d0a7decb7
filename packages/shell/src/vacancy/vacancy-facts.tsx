import type { ReactNode } from 'react';
import '../styles/vacancy-details.css';

/** One fact of a vacancy or an application: its name and its value. */
export type Fact = readonly [term: string, value: ReactNode];

/**
 * A list of facts in the look of a vacancy's summary (name: value, one a line): the vacancy page, the careers list's
 * cards and the candidate's applications. `className` adds the place's own modifier.
 */
export function VacancyFacts({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={className ? `vacancy-facts ${className}` : 'vacancy-facts'}>
      {facts.map(([term, value]) => (
        <div key={term} className="vacancy-facts__item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
