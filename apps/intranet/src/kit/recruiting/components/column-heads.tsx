/**
 * The head of a recruiting table: a header cell a column, in order, after a first column of check boxes when the
 * rows can be ticked (its header says so to a screen reader only; `className` styles that cell).
 */
export function ColumnHeads({
  labels,
  select,
}: {
  labels: readonly string[];
  select?: { label: string; className?: string };
}) {
  return (
    <thead>
      <tr>
        {select ? (
          <th scope="col" className={select.className}>
            <span className="sr-only">{select.label}</span>
          </th>
        ) : null}
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
