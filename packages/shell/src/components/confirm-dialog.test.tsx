import { useOpenDialog } from '@portal/shell/test/open-dialog';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { preloadModal } from './modal';

beforeAll(() => preloadModal());

function Harness({ onConfirm, busy = false }: { onConfirm: () => void; busy?: boolean }) {
  return (
    <ConfirmDialog
      {...useOpenDialog()}
      title="Do you really want to unsubscribe?"
      description="Your registration will be cancelled."
      cancelLabel="Keep registration"
      confirmLabel="Yes, unsubscribe"
      onConfirm={onConfirm}
      busy={busy}
      danger
    />
  );
}

describe('ConfirmDialog', () => {
  it('asks with its title and description; confirm runs the action', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: 'Do you really want to unsubscribe?' });
    expect(dialog).toHaveTextContent('Your registration will be cancelled.');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, unsubscribe' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancel closes without running the action', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep registration' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while the action runs, the confirm button is disabled', async () => {
    render(<Harness onConfirm={vi.fn()} busy />);
    expect(await screen.findByRole('button', { name: /Yes, unsubscribe/ })).toBeDisabled();
  });
});
