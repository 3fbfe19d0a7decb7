import { expect, it } from 'vitest';

/**
 * One test per row of a pure function's table: `convert(input)` is `expected`. `title` names the row the way
 * `it.each` does (`%j`, `%s`: the input, then the expected value).
 */
export function itMaps<Input, Output>(
  convert: (input: Input) => Output,
  rows: ReadonlyArray<readonly [Input, Output]>,
  title = '%j → %j',
): void {
  it.each(rows.map((row) => [...row] as [Input, Output]))(title, (input, expected) => {
    expect(convert(input)).toBe(expected);
  });
}
