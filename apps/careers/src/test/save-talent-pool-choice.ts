import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Ticks (or unticks) the talent pool box, which saves the choice at once (decision 0086), then waits for the toast
 * that says what was saved.
 */
export async function saveTalentPoolChoice(box: HTMLElement, toast: string): Promise<void> {
  await userEvent.click(box);
  expect(await screen.findByText(toast, {}, { timeout: 4000 })).toBeInTheDocument();
}
