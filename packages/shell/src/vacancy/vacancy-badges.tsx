import type { VacancyProgram } from '@portal/contracts/vacancy-rules';
import type { TFunction } from 'i18next';
import '@portal/shell/styles/vacancy-details.css';

export interface VacancyBadgesProps {
  program: VacancyProgram | undefined;
  pcdExclusive: boolean | undefined;
  /**
   * A translator of the page (any namespace: the labels are named with the `library:` prefix), handed over so a
   * list of cards subscribes once, not once per card.
   */
  t: TFunction;
  className?: string;
}

/**
 * The badges of a vacancy's program (young apprentice, internship; a regular vacancy has none) and of a vacancy
 * exclusive to people with disabilities: the careers list's cards, the vacancy page (and the intranet's preview of
 * it) and the recruiters' list. Nothing when the vacancy has neither.
 */
export function VacancyBadges({ program, pcdExclusive, t, className }: VacancyBadgesProps) {
  const badges: [kind: string, label: string][] = [];
  if (program !== undefined && program !== 'regular')
    badges.push([program, t(`library:vacancyDetails.programs.${program}`)]);
  if (pcdExclusive) badges.push(['pcd', t('library:vacancyDetails.pcdExclusive')]);
  if (badges.length === 0) return null;
  // A paragraph, not a list: the careers list's cards are list items, and a list in each would be read as such.
  return (
    <p className={className ? `vacancy-badges ${className}` : 'vacancy-badges'}>
      {badges.map(([kind, label], index) => (
        <span key={kind} className={`vacancy-badge vacancy-badge--${kind}`}>
          {index > 0 ? <span className="sr-only">, </span> : null}
          {label}
        </span>
      ))}
    </p>
  );
}
