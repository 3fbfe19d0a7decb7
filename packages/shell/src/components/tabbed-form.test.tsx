import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatTabBadge, TabbedForm, type TabbedFormTab } from './tabbed-form';

const tabs: TabbedFormTab[] = [
  { id: 'basic', label: 'Dados básicos', badge: 0, content: <p>Conteúdo básico</p> },
  { id: 'degrees', label: 'Formações', badge: 100, content: <p>Conteúdo formações</p> },
  { id: 'languages', label: 'Idiomas', badge: 99, content: <p>Conteúdo idiomas</p> },
];

describe('formatTabBadge', () => {
  it('hides zero and caps above 99', () => {
    expect(formatTabBadge(0)).toBeNull();
    expect(formatTabBadge(undefined)).toBeNull();
    expect(formatTabBadge(1)).toBe('1');
    expect(formatTabBadge(99)).toBe('99');
    expect(formatTabBadge(100)).toBe('99+');
  });
});

function Controlled({ onChange }: { onChange: (id: string) => void }) {
  const [active, setActive] = useState('degrees');
  return (
    <TabbedForm
      tabs={tabs}
      activeId={active}
      onChange={(id) => {
        onChange(id);
        setActive(id);
      }}
    />
  );
}

describe('TabbedForm', () => {
  it('hides a badge at 0, shows up to 99 and 99+ above', () => {
    render(<TabbedForm tabs={tabs} />);
    expect(screen.getByRole('tab', { name: 'Dados básicos' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Formações 99+' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Idiomas 99' })).toBeInTheDocument();
  });

  it("shows 'Etapa n/total' and moves with next/previous, stopping at both ends", async () => {
    const user = userEvent.setup();
    render(<TabbedForm tabs={tabs} />);
    const previous = screen.getByRole('button', { name: 'Anterior' });
    const next = screen.getByRole('button', { name: 'Próximo' });

    expect(screen.getByText('Etapa 1/3')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Conteúdo básico');
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(screen.getByText('Etapa 2/3')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Formações 99+' })).toHaveAttribute('aria-selected', 'true');
    expect(previous).toBeEnabled();

    await user.click(next);
    expect(screen.getByText('Etapa 3/3')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Conteúdo idiomas');
    expect(next).toBeDisabled();

    await user.click(previous);
    await user.click(previous);
    expect(screen.getByText('Etapa 1/3')).toBeInTheDocument();
    expect(previous).toBeDisabled();
  });

  it('selects a tab by click and reports it in controlled mode', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    expect(screen.getByText('Etapa 2/3')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Idiomas 99' }));
    expect(onChange).toHaveBeenLastCalledWith('languages');
    expect(screen.getByText('Etapa 3/3')).toBeInTheDocument();
  });
});

describe('TabbedForm previous/next', () => {
  it("puts the focus on the new step's heading, not on the button", async () => {
    const headed: TabbedFormTab[] = [
      { id: 'basic', label: 'Dados básicos', content: <h2>Dados básicos</h2> },
      { id: 'address', label: 'Endereço', content: <h2>Endereço</h2> },
    ];
    render(<TabbedForm tabs={headed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Endereço' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dados básicos' })).toHaveFocus());
  });

  it('leaves the focus on a tab chosen in the list', async () => {
    const headed: TabbedFormTab[] = [
      { id: 'basic', label: 'Dados básicos', content: <h2>Básico</h2> },
      { id: 'address', label: 'Endereço', content: <h2>Onde mora</h2> },
    ];
    render(<TabbedForm tabs={headed} />);
    await userEvent.click(screen.getByRole('tab', { name: /Endereço/ }));
    expect(screen.getByRole('tab', { name: /Endereço/ })).toHaveFocus();
  });
});
