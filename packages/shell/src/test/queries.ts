import { within } from '@testing-library/react';

/** The options of a select as a person reads them, in order. */
export function optionTexts(select: HTMLElement): (string | null)[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}
