import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Clicks the talent pool dialog's box and 'Salvar escolha', then waits for the toast that says what was saved. */
export async function saveTalentPoolChoice(
  dialog: HTMLElement,
  box: HTMLElement,
  toast: string,
): Promise<void> {
  await userEvent.click(box);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar escolha' }));
  expect(await screen.findByText(toast, {}, { timeout: 4000 })).toBeInTheDocument();
}
