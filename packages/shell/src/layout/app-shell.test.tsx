import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadDrawer } from '../components/drawer';
import { preloadLanguageMenu } from '../components/language-switcher';
import {
  clearCookies,
  mockViewportWidth,
  restoreMatchMedia,
  stubResizeObserver,
} from '../test/browser-stubs';
import { generalGroup } from '../test/sidebar-groups';
import { AppShell } from './app-shell';

const groups = [
  generalGroup({ label: 'Início', href: '/home' }, { label: 'Notificações', href: '/notifications' }),
];

function renderShell(path = '/home', user: { name: string } | null = null) {
  const shell = (page: string) => (
    <AppShell sidebarGroups={groups} homeHref="/home" user={user} companyName="Metalúrgica">
      <h1>{page}</h1>
    </AppShell>
  );
  const router = createMemoryRouter(
    [
      { path: '/home', element: shell('Página inicial') },
      { path: '/notifications', element: shell('Página de notificações') },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(() => stubResizeObserver());
// The drawer's and the menu's code as after their first use (lazy-parts.test.tsx covers the first opening).
beforeAll(() => Promise.all([preloadDrawer(), preloadLanguageMenu()]));
afterEach(async () => {
  await i18next.changeLanguage('pt-BR');
  restoreMatchMedia();
  clearCookies();
});

describe('AppShell', () => {
  it('has the landmarks, the title, the language switcher and the user avatar', () => {
    mockViewportWidth(1280);
    renderShell('/home', { name: 'Maria da Silva' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Trabalhe conosco')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Metalúrgica – página inicial' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(within(banner).getByRole('button', { name: 'Idioma: Português (PT)' })).toBeInTheDocument();
    expect(within(banner).getByRole('img', { name: 'Maria da Silva' })).toHaveTextContent('MS');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Página inicial');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Metalúrgica');
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
  });

  it('moves focus to the main content from the skip link', async () => {
    const user = userEvent.setup();
    mockViewportWidth(1280);
    renderShell();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo principal' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows no avatar without a user', () => {
    mockViewportWidth(1280);
    renderShell('/home', null);
    expect(
      within(screen.getByRole('banner')).queryByRole('img', { name: 'Maria da Silva' }),
    ).not.toBeInTheDocument();
  });

  it('at 500 px hides the sidebar behind a menu button that opens it as a drawer', async () => {
    const user = userEvent.setup();
    mockViewportWidth(500);
    const router = renderShell();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();

    const menuButton = screen.getByRole('button', { name: 'Abrir menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();

    // Escape closes it and focus returns to the menu button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveFocus());

    // A navigation from the drawer closes it.
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Notificações' }),
    );
    expect(await screen.findByRole('heading', { name: 'Página de notificações' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notifications');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes to the new page's heading, not back to the menu button.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Página de notificações' })).toHaveFocus(),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Página de notificações' })).toHaveFocus();
  });

  it('keeps the path when the language changes', async () => {
    const user = userEvent.setup();
    mockViewportWidth(1280);
    const router = renderShell('/notifications');
    await user.click(screen.getByRole('button', { name: 'Idioma: Português (PT)' }));
    await user.click(screen.getByRole('menuitem', { name: 'Español ES' }));
    expect(await screen.findByText('Trabaja con nosotros')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notifications');
  });
});

describe('focus after a route change', () => {
  it("stays where the browser put it on the first page, then goes to the new page's heading", async () => {
    const user = userEvent.setup();
    mockViewportWidth(1280);
    renderShell('/home');
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Notificações' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Página de notificações' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable by script only: not a new stop for the Tab key.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('focuses main until a heading that arrives later shows, then the heading; a page that focuses a field keeps it', async () => {
    const user = userEvent.setup();
    mockViewportWidth(1280);
    function LatePage() {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 100);
        return () => clearTimeout(timer);
      }, []);
      return ready ? <h1>Chegou depois</h1> : <p>Carregando…</p>;
    }
    function FieldPage() {
      const input = useRef<HTMLInputElement>(null);
      useEffect(() => input.current?.focus(), []);
      return (
        <>
          <h1>Formulário</h1>
          <label>
            Nome <input ref={input} />
          </label>
        </>
      );
    }
    const page = (content: ReactNode) => (
      <AppShell sidebarGroups={groups} homeHref="/home">
        {content}
      </AppShell>
    );
    const router = createMemoryRouter(
      [
        { path: '/home', element: page(<h1>Início</h1>) },
        { path: '/notifications', element: page(<LatePage />) },
        { path: '/form', element: page(<FieldPage />) },
      ],
      { initialEntries: ['/home'] },
    );
    render(<RouterProvider router={router} />);

    await user.click(screen.getByRole('link', { name: 'Notificações' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Chegou depois' })).toHaveFocus());

    await act(() => router.navigate('/form'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus());
  });

  it('leaves focus alone when only the query string changes', async () => {
    mockViewportWidth(1280);
    const router = renderShell('/home');
    const link = screen.getByRole('link', { name: 'Notificações' });
    link.focus();
    await act(() => router.navigate('/home?q=1'));
    expect(link).toHaveFocus();
  });
});
