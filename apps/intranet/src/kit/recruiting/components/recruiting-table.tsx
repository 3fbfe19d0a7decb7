import type { ReactNode } from 'react';
import { ColumnHeads } from './column-heads';

/**
 * A recruiting list as a table: it scrolls sideways in its box when narrow, is named by a caption for screen readers
 * only, and says it is busy (`aria-busy`) while its rows are being replaced; `children` are its rows.
 */
export function RecruitingTable({
  className,
  caption,
  labels,
  select,
  busy,
  children,
}: {
  /** A class beside `recruiting__table`, for this list's columns. */
  className?: string;
  caption: string;
  labels: readonly string[];
  select?: { label: string; className?: string };
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="recruiting__table-wrap scroll-x" aria-busy={busy || undefined}>
      <table className={className ? `recruiting__table ${className}` : 'recruiting__table'}>
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads labels={labels} select={select} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

interface SelectableRowProps {
  selected: boolean;
  disabled: boolean;
  /** The check box's accessible name. */
  label: string;
  onToggle: (on: boolean) => void;
  children: ReactNode;
}

/**
 * A row a recruiter may tick (for a bulk action): its check box first, named for the row's person, then the
 * `children` cells; a ticked row is marked.
 */
export function SelectableRow({ selected, disabled, label, onToggle, children }: SelectableRowProps) {
  return (
    <tr className={selected ? 'recruiting__row--selected' : undefined}>
      <td className="recruiting__select-cell">
        <input
          type="checkbox"
          checked={selected}
          disabled={disabled}
          aria-label={label}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
      </td>
      {children}
    </tr>
  );
}
