import { within } from '@testing-library/react';

/** The facts listed in `element` (a card's description list), each term's text with its value's. */
export const terms = (element: HTMLElement) =>
  Object.fromEntries(
    within(element)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
