import { TOAST_DURATION_MS } from '@portal/contracts/constants';
import { dismissToast, showToast } from '@portal/shell/toast/toast-store';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';

const shown: string[] = [];
function show(...args: Parameters<typeof showToast>) {
  let id = '';
  act(() => {
    id = showToast(...args);
  });
  shown.push(id);
  return id;
}

afterEach(() => {
  for (const id of shown.splice(0)) dismissToast(id);
  vi.useRealTimers();
});

describe('Toaster', () => {
  it(`removes a toast after ${TOAST_DURATION_MS} ms`, () => {
    vi.useFakeTimers();
    render(<Toaster />);
    show({ type: 'success', title: 'Salvo', description: 'Seus dados foram salvos' });

    const status = screen.getByRole('status');
    expect(within(status).getByText('Salvo')).toBeInTheDocument();
    expect(within(status).getByText('Seus dados foram salvos')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Salvo')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Salvo')).not.toBeInTheDocument();
  });

  it('closes a toast by hand', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    show({ type: 'info', title: 'Novidade' });
    show({ type: 'warning', title: 'Redefina sua senha' });

    await user.click(screen.getByRole('button', { name: 'Fechar aviso: Novidade' }));
    expect(screen.queryByText('Novidade')).not.toBeInTheDocument();
    expect(screen.getByText('Redefina sua senha')).toBeInTheDocument();
  });

  it('announces errors assertively and names the type in words', () => {
    render(<Toaster />);
    show({ type: 'error', title: 'Falha ao enviar' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Erro: Falha ao enviar');
    expect(within(screen.getByRole('status')).queryByText('Falha ao enviar')).not.toBeInTheDocument();
  });
});
