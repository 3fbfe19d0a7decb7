import { SIDEBAR_COOKIE } from '@portal/contracts/constants';
import { BellIcon, NewDocumentIcon } from '@portal/shell/components/icons';
import { AppRouter } from '@portal/shell/navigation/app-router';
import { clearCookies, mockViewportWidth, restoreMatchMedia } from '@portal/shell/test/browser-stubs';
import { generalGroup } from '@portal/shell/test/sidebar-groups';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
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
    <AppRouter
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

/** Sets the remembered choice as the menu button writes it ('1' hidden, '0' shown). */
function remember(value: '0' | '1') {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets up a remembered choice
  document.cookie = `${SIDEBAR_COOKIE}=${value}; path=/`;
}

const nav = () => screen.getByRole('navigation', { name: 'Menu principal' });
/** Whether the small screens' stylesheet shows the panel (the column's class; from 768 px it is ignored). */
const shownOnSmallScreens = (container: ParentNode = document) =>
  container.querySelector('.sidebar-column')?.classList.contains('sidebar-column--shown');

describe('Sidebar at 1280 px', () => {
  it('lists the groups, marks the active page and opens external links in a new tab', () => {
    mockViewportWidth(1280);
    renderSidebar('/pedidos/novo');
    expect(screen.getByRole('list', { name: 'Geral' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo pedido' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
    const external = screen.getByRole('link', { name: 'Documentação (abre em uma nova aba)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(nav()).toHaveAttribute('data-state', 'collapsed');
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
});

// Spec §4 with §9's breakpoints (decision 0085): forced collapsed from 768 px (md and up), shown or hidden below.
describe('the rule at each width and remembered choice', () => {
  it.each([768, 1000, 1280, 1920])(
    'at %i px it is forced collapsed, without a toggle, whatever the cookie says',
    (width) => {
      for (const cookie of [undefined, '0', '1'] as const) {
        if (cookie) remember(cookie);
        mockViewportWidth(width);
        const { unmount } = renderSidebar();
        expect(nav(), `cookie ${cookie}`).toHaveAttribute('data-state', 'collapsed');
        expect(within(nav()).queryByRole('button')).not.toBeInTheDocument();
        // Collapsed links keep their names for assistive technology.
        expect(screen.getByRole('link', { name: 'Início' })).toBeInTheDocument();
        unmount();
        clearCookies();
      }
    },
  );

  it.each([
    [390, undefined, 'collapsed'],
    [390, '1', 'collapsed'],
    [390, '0', 'expanded'],
    [767, undefined, 'collapsed'],
    [767, '0', 'expanded'],
  ] as const)(
    'at %i px with the cookie %s it is %s (hidden unless the person chose to show it)',
    (width, cookie, state) => {
      if (cookie) remember(cookie);
      mockViewportWidth(width);
      renderSidebar();
      expect(nav()).toHaveAttribute('data-state', state);
      expect(shownOnSmallScreens()).toBe(state === 'expanded');
      expect(within(nav()).queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('follows the viewport when it is resized: the small screen keeps its own choice', () => {
    remember('0');
    mockViewportWidth(390);
    renderSidebar();
    expect(nav()).toHaveAttribute('data-state', 'expanded');
    act(() => mockViewportWidth(1280));
    expect(nav()).toHaveAttribute('data-state', 'collapsed');
    act(() => mockViewportWidth(1000));
    expect(nav()).toHaveAttribute('data-state', 'collapsed');
    act(() => mockViewportWidth(500));
    expect(nav()).toHaveAttribute('data-state', 'expanded');
    expect(shownOnSmallScreens()).toBe(true);
  });
});

describe('a server-rendered page (width unknown until the script runs)', () => {
  /** The server's markup for a request whose cookie the server read as `collapsed`. */
  const serverMarkup = (collapsed: boolean) =>
    renderToString(
      <SidebarPreferenceProvider collapsed={collapsed}>{sidebarApp()}</SidebarPreferenceProvider>,
    );

  async function hydrateAt(width: number, html: string) {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const column = container.querySelector('.sidebar-column');
    const before = container.querySelector('nav');
    mockViewportWidth(width);
    const mismatches: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, sidebarApp(), { onRecoverableError: (error) => mismatches.push(error) });
    });
    return {
      container,
      mismatches,
      sameElements:
        container.querySelector('.sidebar-column') === column && container.querySelector('nav') === before,
      cleanUp: () => {
        act(() => root?.unmount());
        container.remove();
      },
    };
  }

  it('draws one markup for every width: only the remembered choice of small screens differs', () => {
    const hidden = serverMarkup(true);
    const shown = serverMarkup(false);
    expect(hidden).not.toContain('sidebar-column--shown');
    expect(hidden).toContain('data-state="collapsed"');
    expect(shown).toContain('sidebar-column--shown');
    expect(shown).toContain('data-state="expanded"');
    const neutral = (html: string) =>
      html.replace(' sidebar-column--shown', '').replace(/data-state="\w+"/, 'data-state=""');
    expect(neutral(shown)).toBe(neutral(hidden));
    // No toggle in the sidebar (the header's menu button is the small screens' toggle); every name is in the markup.
    expect(hidden).not.toContain('<button');
    expect(hidden).toContain('Novo pedido');
  });

  it('without a remembered choice the server draws it hidden on small screens', () => {
    // The server has no document.cookie: without the request's choice it takes the default.
    const html = renderToString(sidebarApp());
    expect(html).not.toContain('sidebar-column--shown');
    expect(html).toContain('data-state="collapsed"');
  });

  it.each([
    [390, '0', 'expanded', true],
    [390, '1', 'collapsed', false],
    [1280, '0', 'collapsed', true],
    [1280, '1', 'collapsed', false],
  ] as const)(
    'hydrated at %i px with the cookie %s: no mismatch, the same elements, %s',
    async (width, cookie, state, shownClass) => {
      const html = serverMarkup(cookie === '1');
      // The browser has the cookie the server read.
      remember(cookie);
      const page = await hydrateAt(width, html);
      expect(page.mismatches).toEqual([]);
      expect(page.sameElements).toBe(true);
      expect(nav()).toHaveAttribute('data-state', state);
      // The class the stylesheet draws the first frame from is still there, unchanged.
      expect(shownOnSmallScreens(page.container)).toBe(shownClass);
      page.cleanUp();
    },
  );
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

  it('show no tooltip in the panel of small screens (the label is there)', async () => {
    const user = userEvent.setup();
    remember('0');
    mockViewportWidth(390);
    const { container } = renderWithIcons();
    await user.hover(screen.getByRole('link', { name: 'Novo pedido' }));
    expect(container.querySelector('.sidebar__tooltip')).toBeNull();
  });
});
