import type { VacancyProgram } from '@portal/contracts/vacancy-rules';
import type { TFunction } from 'i18next';
import '../styles/vacancy-details.css';

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
  const showProgram = program !== undefined && program !== 'regular';
  if (!showProgram && !pcdExclusive) return null;
  return (
    <ul className={className ? `vacancy-badges ${className}` : 'vacancy-badges'}>
      {showProgram ? (
        <li className={`vacancy-badge vacancy-badge--${program}`}>
          {t(`library:vacancyDetails.programs.${program}`)}
        </li>
      ) : null}
      {pcdExclusive ? (
        <li className="vacancy-badge vacancy-badge--pcd">{t('library:vacancyDetails.pcdExclusive')}</li>
      ) : null}
    </ul>
  );
}
