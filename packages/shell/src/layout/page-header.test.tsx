import { AppRouter } from '@portal/shell/navigation/app-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

function renderAt(path: string, page: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Raiz</h1> },
      { path: '/home', element: <h1>Início</h1> },
      { path: '*', element: page },
    ],
    { initialEntries: [path] },
  );
  render(<AppRouter router={router} />);
  return router;
}

describe('PageHeader', () => {
  it('shows the title and breadcrumbs with the active one as the current page', () => {
    renderAt(
      '/pedidos/novo',
      <PageHeader
        title="Novo pedido"
        breadcrumbs={[
          { label: 'Início', href: '/home' },
          { label: 'Pedidos', href: '/pedidos' },
          { label: 'Novo pedido', href: '/pedidos/novo', active: true },
        ]}
        actions={<button type="button">Salvar</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Novo pedido' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(nav).toHaveTextContent('InícioPedidosNovo pedido');
    expect(screen.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/home');
    expect(screen.getByText('Novo pedido', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Novo pedido' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });

  it("takes the back arrow to '/' by default", async () => {
    const user = userEvent.setup();
    const router = renderAt('/pedidos/novo', <PageHeader title="Novo pedido" backTo />);
    await user.click(screen.getByRole('link', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { name: 'Raiz' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('takes the back arrow to a given path, and shows none without backTo', async () => {
    const user = userEvent.setup();
    renderAt('/pedidos/novo', <PageHeader title="Novo pedido" backTo="/home" />);
    await user.click(screen.getByRole('link', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
  });

  it('shows no back arrow without backTo', () => {
    renderAt('/x', <PageHeader title="Sem volta" />);
    expect(screen.queryByRole('link', { name: 'Voltar' })).not.toBeInTheDocument();
  });
});
