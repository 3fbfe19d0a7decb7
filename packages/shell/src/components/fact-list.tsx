import type { ReactNode } from 'react';

/** One fact: its name and its value. */
export type Fact = readonly [term: string, value: ReactNode];

/** Facts as a description list, each name and value in an item of its own (the place's classes give the look). */
export function FactList({
  facts,
  className,
  itemClassName,
}: {
  facts: readonly Fact[];
  className: string;
  itemClassName: string;
}) {
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <div key={term} className={itemClassName}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
