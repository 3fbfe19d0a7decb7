import { SIDEBAR_COOKIE } from '@portal/contracts/constants';
import { preloadLanguageMenu } from '@portal/shell/components/language-switcher';
import { AppRouter } from '@portal/shell/navigation/app-router';
import {
  clearCookies,
  mockViewportWidth,
  restoreMatchMedia,
  stubResizeObserver,
} from '@portal/shell/test/browser-stubs';
import { generalGroup } from '@portal/shell/test/sidebar-groups';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from './app-shell';

const groups = [
  generalGroup({ label: 'Início', href: '/home' }, { label: 'Notificações', href: '/notifications' }),
];

function shellRouter(path = '/home', user: { name: string } | null = null) {
  const shell = (page: string) => (
    <AppShell sidebarGroups={groups} homeHref="/home" user={user} companyName="Metalúrgica">
      <h1>{page}</h1>
    </AppShell>
  );
  return createMemoryRouter(
    [
      { path: '/home', element: shell('Página inicial') },
      { path: '/notifications', element: shell('Página de notificações') },
    ],
    { initialEntries: [path] },
  );
}

function renderShell(path = '/home', user: { name: string } | null = null) {
  const router = shellRouter(path, user);
  render(<AppRouter router={router} />);
  return router;
}

beforeAll(() => stubResizeObserver());
// The language menu's code as after its first use (lazy-parts.test.tsx covers the first opening).
beforeAll(() => preloadLanguageMenu());
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
    expect(screen.queryByRole('button', { name: /sidebar/ })).not.toBeInTheDocument();
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

  it('from 768 px the sidebar is forced collapsed and the header has no menu button, even remembered shown', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a choice remembered on a phone
    document.cookie = `${SIDEBAR_COOKIE}=0; path=/`;
    for (const width of [768, 1280, 1920]) {
      mockViewportWidth(width);
      const { unmount } = render(<AppRouter router={shellRouter()} />);
      expect(screen.getByRole('navigation', { name: 'Menu principal' })).toHaveAttribute(
        'data-state',
        'collapsed',
      );
      expect(within(screen.getByRole('banner')).queryAllByRole('button', { name: /sidebar/ })).toEqual([]);
      unmount();
    }
  });

  it.each([
    ['pt-BR', 'Menu principal', 'Expandir sidebar', 'Colapsar sidebar', 'Início', 'Notificações'],
    ['es-ES', 'Menú principal', 'Expandir barra lateral', 'Contraer barra lateral', 'Início', 'Notificações'],
  ])(
    'at 390 px in %s the menu button shows and hides the sidebar, named after what it will do, and remembers it',
    async (language, navName, expand, collapse, home, notifications) => {
      await i18next.changeLanguage(language);
      const user = userEvent.setup();
      mockViewportWidth(390);
      const { unmount } = render(<AppRouter router={shellRouter()} />);
      const nav = screen.getByRole('navigation', { name: navName, hidden: true });
      const column = nav.parentElement!;
      // Hidden at first (nothing remembered): the button says it will show it, and which element it controls.
      const button = within(screen.getByRole('banner')).getByRole('button', { name: expand });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveAttribute('aria-controls', nav.id);
      expect(column).not.toHaveClass('sidebar-column--shown');
      expect(nav).toHaveAttribute('data-state', 'collapsed');

      await user.click(button);
      await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
      expect(button).toHaveAccessibleName(collapse);
      expect(column).toHaveClass('sidebar-column--shown');
      expect(nav).toHaveAttribute('data-state', 'expanded');
      expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=0`);
      // Not a dialog: the page stays reachable, nothing traps focus.
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      // A link of the panel navigates; the panel stays shown on the new page, focus goes to its heading.
      await user.click(within(nav).getByRole('link', { name: notifications }));
      const heading = await screen.findByRole('heading', { name: 'Página de notificações' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByRole('navigation', { name: navName })).toHaveAttribute('data-state', 'expanded');
      expect(within(screen.getByRole('banner')).getByRole('button', { name: collapse })).toHaveAttribute(
        'aria-expanded',
        'true',
      );

      // Remembered: a new page load (a new shell) draws it shown.
      unmount();
      const again = render(<AppRouter router={shellRouter('/notifications')} />);
      expect(screen.getByRole('navigation', { name: navName })).toHaveAttribute('data-state', 'expanded');
      expect(screen.getByRole('link', { name: home })).toBeInTheDocument();

      // And hidden again, remembered too.
      await user.click(within(screen.getByRole('banner')).getByRole('button', { name: collapse }));
      await waitFor(() =>
        expect(within(screen.getByRole('banner')).getByRole('button', { name: expand })).toHaveAttribute(
          'aria-expanded',
          'false',
        ),
      );
      expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=1`);
      again.unmount();
      render(<AppRouter router={shellRouter()} />);
      expect(screen.getByRole('navigation', { name: navName, hidden: true })).toHaveAttribute(
        'data-state',
        'collapsed',
      );
    },
  );

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
    render(<AppRouter router={router} />);

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
