import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

const SETTLED = { timeout: 4000 };

/**
 * Ticks (or unticks) the talent pool box, which saves the choice at once (decision 0086), then waits for the toast
 * that says what was saved.
 */
export async function saveTalentPoolChoice(box: HTMLElement, toast: string): Promise<void> {
  await userEvent.click(box);
  expect(await screen.findByText(toast, {}, SETTLED)).toBeInTheDocument();
}

/**
 * In the talent pool dialog opened from the account menu (pt-BR, not in the pool yet): ticking the box saves the
 * choice with a toast and the body `puts` records; the dialog stays, saying since when it is on (the demo's 25
 * November 2026), until 'Pronto' closes it and the focus goes back to `opener`.
 */
export async function joinTalentPoolInDialog({
  dialog,
  box,
  opener,
  puts,
}: {
  dialog: HTMLElement;
  box: HTMLElement;
  opener: HTMLElement;
  puts: unknown[];
}): Promise<void> {
  await saveTalentPoolChoice(box, 'Você está no banco de talentos');
  expect(puts).toEqual([{ opt_in: true, source: 'account' }]);
  expect(await within(dialog).findByText(/^Ativado desde 25 de novembro de 2026/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pronto' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SETTLED);
  await waitFor(() => expect(opener).toHaveFocus());
}
