import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type StepItem, Steps } from './steps';

const steps: StepItem[] = [
  { id: 'account', title: 'Conta' },
  { id: 'password', title: 'Senha', description: 'Escolha uma senha' },
  { id: 'policies', title: 'Políticas' },
];

describe('Steps', () => {
  it('marks done, current and upcoming steps', () => {
    render(<Steps steps={steps} current={1} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Conta, concluída');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('Senha, etapa atual');
    expect(items[2]).toHaveTextContent('Políticas, pendente');
  });

  it('shows a skeleton of 4 steps by default while loading, or the given count', () => {
    const { container, rerender } = render(<Steps steps={steps} current={0} loading />);
    expect(screen.getByText('Carregando etapas')).toBeInTheDocument();
    expect(container.querySelectorAll('li')).toHaveLength(4);
    expect(screen.queryByText('Conta')).not.toBeInTheDocument();

    rerender(<Steps steps={steps} current={0} loading skeletonCount={6} />);
    expect(container.querySelectorAll('li')).toHaveLength(6);
  });

  it('toggles the selection of a clicked step', async () => {
    const user = userEvent.setup();
    const onStepClick = vi.fn();
    render(<Steps steps={steps} current={1} onStepClick={onStepClick} />);
    const senha = screen.getByRole('button', { name: /Senha/ });
    expect(senha).toHaveAttribute('aria-pressed', 'false');

    await user.click(senha);
    expect(senha).toHaveAttribute('aria-pressed', 'true');
    expect(onStepClick).toHaveBeenLastCalledWith(steps[1], true, 1);

    await user.click(screen.getByRole('button', { name: /Conta/ }));
    expect(senha).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /Conta/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: /Conta/ }));
    expect(screen.getByRole('button', { name: /Conta/ })).toHaveAttribute('aria-pressed', 'false');
    expect(onStepClick).toHaveBeenLastCalledWith(steps[0], false, 0);
  });
});
