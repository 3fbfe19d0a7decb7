/** A plain-text table: the first row is the header; numbers and figures are right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const numeric = (value: string) => /^[-+]?[\d.,]+\s?(%|ms|KiB|s)?$/.test(value);
  const line = (row: string[]) =>
    row
      .map((cell, column) => (numeric(cell) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
