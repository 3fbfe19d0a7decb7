import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from './app-router';
import { FirstViewNavigation } from './first-view-navigation';
import {
  hrefOf,
  inAppPath,
  Link,
  type NavigationLocation,
  resolveTo,
  useLocation,
  useNavigate,
  useNavigationBusy,
  useSearchParams,
} from './navigation';

const at = (pathname: string, search = '', hash = ''): NavigationLocation => ({
  pathname,
  search,
  hash,
  state: null,
  key: 'default',
});

describe('paths', () => {
  it('resolves a link against the current page as react-router does', () => {
    expect(resolveTo('/vagas/7', at('/', '?q=a'))).toBe('/vagas/7');
    expect(resolveTo('?page=2', at('/', '?q=a'))).toBe('/?page=2');
    expect(resolveTo('#inscricao-3', at('/minhas-inscricoes', '?x=1'))).toBe(
      '/minhas-inscricoes?x=1#inscricao-3',
    );
    expect(resolveTo({ pathname: '/alertas/gerenciar', search: '?a=1', hash: 'tok' }, at('/'))).toBe(
      '/alertas/gerenciar?a=1#tok',
    );
    expect(resolveTo({ search: 'q=b' }, at('/lista', '?q=a'))).toBe('/lista?q=b');
    expect(resolveTo('', at('/lista', '?q=a'))).toBe('/lista');
  });

  it('writes and reads document paths under the app base', () => {
    expect(hrefOf('/carreiras', '/')).toBe('/carreiras');
    expect(hrefOf('/carreiras', '/?q=solda')).toBe('/carreiras?q=solda');
    expect(hrefOf('/carreiras', '/vagas/7#topo')).toBe('/carreiras/vagas/7#topo');
    expect(hrefOf('/', '/home')).toBe('/home');
    expect(inAppPath('/carreiras', '/carreiras')).toBe('/');
    expect(inAppPath('/carreiras', '/carreiras/vagas/7')).toBe('/vagas/7');
    expect(inAppPath('/carreiras', '/carreirasx')).toBeNull();
    expect(inAppPath('/', '/home')).toBe('/home');
  });
});

/** A page that shows where it is and offers a same-page and an other-page move. */
function Probe() {
  const { pathname, search, state } = useLocation();
  const [params, setParams] = useSearchParams();
  const busy = useNavigationBusy();
  return (
    <>
      <p>
        at {pathname}
        {search} q={params.get('q') ?? ''} state={JSON.stringify(state)} busy={String(busy)}
      </p>
      <button type="button" onClick={() => setParams(new URLSearchParams({ q: 'solda' }))}>
        search
      </button>
      <Link to="/vagas/7" state={{ listSearch: search }}>
        vaga
      </Link>
    </>
  );
}

describe('FirstViewNavigation', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('moves on the same page itself (URL, history, location) and hands a move to another page to onLeave', async () => {
    window.history.replaceState(null, '', '/carreiras?q=mecanico');
    let finish: () => void = () => {};
    const onLeave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <FirstViewNavigation basename="/carreiras" params={{}} onLeave={onLeave}>
        <Probe />
      </FirstViewNavigation>,
    );
    expect(screen.getByText(/^at/)).toHaveTextContent('at /?q=mecanico q=mecanico state=null busy=false');
    expect(screen.getByRole('link', { name: 'vaga' })).toHaveAttribute('href', '/carreiras/vagas/7');
    const entries = window.history.length;

    await userEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(window.location.pathname + window.location.search).toBe('/carreiras?q=solda');
    expect(window.history.length).toBe(entries + 1);
    expect(screen.getByText(/^at/)).toHaveTextContent('at /?q=solda q=solda');
    expect(onLeave).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'vaga' }));
    expect(onLeave).toHaveBeenCalledWith('/vagas/7', {
      replace: false,
      state: { listSearch: '?q=solda' },
      preventScrollReset: undefined,
    });
    // The page stays (its URL too) while the router's code loads, and says it is busy.
    expect(window.location.pathname).toBe('/carreiras');
    expect(screen.getByText(/^at/)).toHaveTextContent('busy=true');
    await act(async () => finish());
  });

  it('asks for the router once when a link to another page of the app is pointed at, not for this page or another site', async () => {
    window.history.replaceState(null, '', '/carreiras');
    const prefetch = vi.fn();
    render(
      <FirstViewNavigation
        basename="/carreiras"
        params={{}}
        onLeave={vi.fn(async () => {})}
        prefetch={prefetch}
      >
        <Probe />
        <a href="/carreiras">this page</a>
        <a href="https://example.com/vagas">another site</a>
        <a href="/login">another app</a>
      </FirstViewNavigation>,
    );
    for (const name of ['this page', 'another site', 'another app'])
      await userEvent.hover(screen.getByRole('link', { name }));
    expect(prefetch).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('link', { name: 'vaga' }));
    await userEvent.tab();
    await userEvent.click(screen.getByRole('link', { name: 'vaga' }));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('follows the browser back to an entry it wrote', async () => {
    window.history.replaceState(null, '', '/carreiras');
    render(
      <FirstViewNavigation basename="/carreiras" params={{}} onLeave={vi.fn(async () => {})}>
        <Probe />
      </FirstViewNavigation>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(screen.getByText(/^at/)).toHaveTextContent('at /?q=solda');
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(screen.getByText(/^at/)).toHaveTextContent('at / q=');
  });
});

describe('useNavigate', () => {
  it('gives one function for the component’s life, which moves from where the page is when called', async () => {
    const seen = new Set<unknown>();
    function Recorder() {
      const navigate = useNavigate();
      seen.add(navigate);
      return (
        <button type="button" onClick={() => navigate('?page=2')}>
          next
        </button>
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <Probe />
              <Recorder />
            </>
          ),
        },
      ],
      {
        initialEntries: ['/?q=a'],
      },
    );
    render(<AppRouter router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'search' }));
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(seen.size).toBe(1);
  });
});

describe('RouterNavigation (AppRouter)', () => {
  it('answers the same hooks from the data router and moves through it', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <Probe /> },
        { path: '/vagas/:id', element: <Probe /> },
      ],
      { initialEntries: ['/?q=mecanico'] },
    );
    render(<AppRouter router={router} />);
    expect(screen.getByText(/^at/)).toHaveTextContent('at /?q=mecanico q=mecanico state=null busy=false');
    await userEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(router.state.location.search).toBe('?q=solda');
    await userEvent.click(screen.getByRole('link', { name: 'vaga' }));
    expect(router.state.location.pathname).toBe('/vagas/7');
    expect(router.state.location.state).toEqual({ listSearch: '?q=solda' });
    expect(screen.getByText(/^at/)).toHaveTextContent('at /vagas/7 q= state={"listSearch":"?q=solda"}');
  });

  it("gives the app's paths under a base path, as react-router's useLocation does, and links to the document's", async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <Probe /> },
        { path: '/vagas/:id', element: <Probe /> },
      ],
      {
        basename: '/carreiras',
        initialEntries: ['/carreiras?q=mecanico'],
      },
    );
    render(<AppRouter router={router} />);
    expect(screen.getByText(/^at/)).toHaveTextContent('at /?q=mecanico');
    expect(screen.getByRole('link', { name: 'vaga' })).toHaveAttribute('href', '/carreiras/vagas/7');
    await userEvent.click(screen.getByRole('link', { name: 'vaga' }));
    expect(router.state.location.pathname).toBe('/carreiras/vagas/7');
    expect(screen.getByText(/^at/)).toHaveTextContent('at /vagas/7');
  });
});
