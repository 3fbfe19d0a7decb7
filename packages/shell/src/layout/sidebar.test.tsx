import { SIDEBAR_COOKIE } from '@portal/contracts/constants';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BellIcon, NewDocumentIcon } from '../components/icons';
import { clearCookies, mockViewportWidth, restoreMatchMedia } from '../test/browser-stubs';
import { generalGroup } from '../test/sidebar-groups';
import { Sidebar, type SidebarGroup, SidebarPreferenceProvider } from './sidebar';

const groups: SidebarGroup[] = [
  generalGroup({ label: 'Início', href: '/home' }, { label: 'Novo pedido', href: '/pedidos/novo' }),
  {
    id: 'help',
    label: 'Ajuda',
    links: [{ label: 'Documentação', href: 'https://docs.example.com', external: true }],
  },
];

function sidebarApp(path = '/home', sidebarGroups = groups) {
  return (
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <Sidebar groups={sidebarGroups} /> }], {
        initialEntries: [path],
      })}
    />
  );
}

function renderSidebar(path = '/home', sidebarGroups = groups) {
  return render(sidebarApp(path, sidebarGroups));
}

afterEach(() => {
  restoreMatchMedia();
  clearCookies();
});

describe('Sidebar at 1280 px', () => {
  it('lists the groups, marks the active page and opens external links in a new tab', () => {
    mockViewportWidth(1280);
    renderSidebar('/pedidos/novo');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(screen.getByRole('list', { name: 'Geral' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo pedido' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
    const external = screen.getByRole('link', { name: 'Documentação (abre em uma nova aba)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(nav).toHaveAttribute('data-state', 'expanded');
  });

  it('marks only the most specific of nested entries as the page', () => {
    mockViewportWidth(1280);
    const nested = [
      generalGroup(
        { label: 'Recrutamento', href: '/recrutamento' },
        { label: 'Banco de talentos', href: '/recrutamento/talentos' },
      ),
    ];
    const at = (path: string) => renderSidebar(path, nested);
    const first = at('/recrutamento/talentos/abc');
    expect(screen.getByRole('link', { name: 'Banco de talentos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Recrutamento' })).not.toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Recrutamento' })).not.toHaveClass('sidebar__link--active');
    first.unmount();
    at('/recrutamento/vagas/7');
    expect(screen.getByRole('link', { name: 'Recrutamento' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Banco de talentos' })).not.toHaveAttribute('aria-current');
  });

  it('collapses with the button, remembers it in the cookie and restores it on reload', async () => {
    const user = userEvent.setup();
    mockViewportWidth(1280);
    const { unmount } = renderSidebar();
    const toggle = screen.getByRole('button', { name: 'Colapsar sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Expandir sidebar');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toHaveAttribute(
      'data-state',
      'collapsed',
    );
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=1`);
    // Collapsed links keep their names for assistive technology.
    expect(screen.getByRole('link', { name: 'Início' })).toBeInTheDocument();

    unmount();
    renderSidebar();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toHaveAttribute(
      'data-state',
      'collapsed',
    );
    await user.click(screen.getByRole('button', { name: 'Expandir sidebar' }));
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toHaveAttribute(
      'data-state',
      'expanded',
    );
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=0`);
  });
});

describe('the toggle is named after what it will do', () => {
  afterEach(() => i18next.changeLanguage('pt-BR'));

  it.each([
    ['pt-BR', 'Menu principal', 'Colapsar sidebar', 'Expandir sidebar'],
    ['es-ES', 'Menú principal', 'Contraer barra lateral', 'Expandir barra lateral'],
  ])('in %s, with its title', async (language, navName, collapse, expand) => {
    await i18next.changeLanguage(language);
    const user = userEvent.setup();
    mockViewportWidth(1280);
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: navName });
    const toggle = within(nav).getByRole('button', { name: collapse, expanded: true });
    expect(toggle).toHaveAttribute('title', collapse);
    await user.click(toggle);
    expect(nav).toHaveAttribute('data-state', 'collapsed');
    expect(toggle).toHaveAccessibleName(expand);
    expect(toggle).toHaveAttribute('title', expand);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(nav).toHaveAttribute('data-state', 'expanded');
    expect(toggle).toHaveAccessibleName(collapse);
  });
});

describe('Sidebar at 1000 px', () => {
  it('is forced collapsed, without a toggle, whatever the cookie says', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets up a remembered choice
    document.cookie = `${SIDEBAR_COOKIE}=0; path=/`;
    mockViewportWidth(1000);
    renderSidebar();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toHaveAttribute(
      'data-state',
      'collapsed',
    );
    expect(screen.queryByRole('button', { name: /sidebar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Início' })).toBeInTheDocument();
  });

  it('follows the viewport when it is resized', () => {
    mockViewportWidth(1280);
    renderSidebar();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toHaveAttribute(
      'data-state',
      'expanded',
    );
    act(() => mockViewportWidth(1000));
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toHaveAttribute(
      'data-state',
      'collapsed',
    );
    act(() => mockViewportWidth(500));
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
  });
});

describe('a server-rendered page (width unknown until the script runs)', () => {
  it('carries the sidebar for every width, which the stylesheet draws; hydrated, it takes the measured mode', async () => {
    // The server renders without a window: its markup is the same whatever the width.
    const html = renderToString(sidebarApp());
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const column = container.querySelector('.sidebar-column');
    expect(column).toHaveClass('sidebar-column--responsive');
    expect(screen.getByRole('link', { name: 'Novo pedido' })).toHaveAttribute('href', '/pedidos/novo');

    mockViewportWidth(1000);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, sidebarApp());
    });
    // The same element, now in the compact mode: collapsed, no toggle, no more responsive rules.
    expect(container.querySelector('.sidebar-column')).toBe(column);
    expect(column).not.toHaveClass('sidebar-column--responsive');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toHaveAttribute(
      'data-state',
      'collapsed',
    );
    expect(screen.queryByRole('button', { name: /sidebar/ })).not.toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });

  it("draws the visitor's remembered collapse from the request's cookie, and hydrating it at 1280 px changes nothing", async () => {
    // The server knows the request's cookie (no document.cookie there): the first frame is already collapsed.
    const html = renderToString(
      <SidebarPreferenceProvider collapsed>{sidebarApp()}</SidebarPreferenceProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(nav).toHaveAttribute('data-state', 'collapsed');
    expect(screen.getByRole('button', { name: 'Expandir sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // The browser has the same cookie: hydration agrees with the server's markup and the sidebar stays collapsed.
    // biome-ignore lint/suspicious/noDocumentCookie: the remembered choice, as the sidebar writes it
    document.cookie = `${SIDEBAR_COOKIE}=1; path=/`;
    mockViewportWidth(1280);
    const mismatches: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, sidebarApp(), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('nav')).toBe(nav);
    expect(nav).toHaveAttribute('data-state', 'collapsed');
    expect(screen.getByRole('button', { name: 'Expandir sidebar' })).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });

  it('draws it expanded for a visitor who chose so or never chose', () => {
    for (const collapsed of [false, undefined]) {
      const html = renderToString(
        collapsed === undefined ? (
          sidebarApp()
        ) : (
          <SidebarPreferenceProvider collapsed={collapsed}>{sidebarApp()}</SidebarPreferenceProvider>
        ),
      );
      expect(html).toContain('data-state="expanded"');
      expect(html).toContain('aria-label="Colapsar sidebar"');
    }
  });
});

describe('collapsed entries', () => {
  const withIcons = [
    generalGroup(
      { label: 'Notificações', href: '/notifications', icon: <BellIcon data-testid="bell" /> },
      { label: 'Novo pedido', href: '/pedidos/novo', icon: <NewDocumentIcon data-testid="order" /> },
    ),
  ];

  function renderWithIcons() {
    return renderSidebar('/home', withIcons);
  }

  it('show each entry’s own icon, not two identical letters', () => {
    mockViewportWidth(1000);
    const { container } = renderWithIcons();
    expect(screen.getByRole('link', { name: 'Notificações' })).toContainElement(screen.getByTestId('bell'));
    expect(screen.getByRole('link', { name: 'Novo pedido' })).toContainElement(screen.getByTestId('order'));
    const icons = [...container.querySelectorAll('.sidebar__icon')];
    expect(icons.map((icon) => icon.textContent)).toEqual(['', '']);
  });

  it('name themselves in a tooltip on hover and on keyboard focus; Escape hides it', async () => {
    const user = userEvent.setup();
    mockViewportWidth(1000);
    const { container } = renderWithIcons();
    const tooltip = () => container.querySelector('.sidebar__tooltip');
    await user.hover(screen.getByRole('link', { name: 'Novo pedido' }));
    expect(tooltip()).toHaveTextContent('Novo pedido');
    await user.unhover(screen.getByRole('link', { name: 'Novo pedido' }));
    expect(tooltip()).toBeNull();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Notificações' })).toHaveFocus();
    expect(tooltip()).toHaveTextContent('Notificações');
    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
  });

  it('show no tooltip when the sidebar is expanded (the label is there)', async () => {
    const user = userEvent.setup();
    mockViewportWidth(1280);
    const { container } = renderWithIcons();
    await user.hover(screen.getByRole('link', { name: 'Novo pedido' }));
    expect(container.querySelector('.sidebar__tooltip')).toBeNull();
  });
});
