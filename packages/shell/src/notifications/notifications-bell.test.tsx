import { ApiProvider } from '@portal/shell/api/swr';
import { AppRouter } from '@portal/shell/navigation/app-router';
import { sendJson, serveApiPerTest } from '@portal/shell/test/test-server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { NotificationsBell } from './notifications-bell';

const serve = serveApiPerTest();
/** The dropdown's code is fetched on the first press (decision 0103): the first open may take a moment. */
const OPENED = { timeout: 5000 };

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const NOTIFICATIONS = [
  {
    id: 3,
    system: 'Recursos Humanos',
    title: 'Holerite disponível',
    text: 'Confira.',
    link: '/home',
    date: minutesAgo(0),
    visualization_date: null,
  },
  {
    id: 2,
    system: 'TI',
    title: 'Manutenção',
    text: 'Sábado.',
    link: null,
    date: minutesAgo(5),
    visualization_date: null,
  },
  {
    id: 1,
    system: 'Qualidade',
    title: 'Auditoria',
    text: 'ISO.',
    link: 'https://example.com/a',
    date: minutesAgo(60 * 24 * 10),
    visualization_date: minutesAgo(1),
  },
];

/** The notifications API: `list` answers the list until visualize marks everything seen. */
async function startNotificationsServer(options: { list?: object[]; fail?: boolean; delayMs?: number } = {}) {
  let list = options.list ?? NOTIFICATIONS;
  const server = await serve(async (request, response) => {
    const path = request.url.split('?')[0];
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (options.fail)
      return sendJson(response, 500, { title: 'x', detail: 'x', status: 500 }, 'application/problem+json');
    if (path === '/api/intranet/user/v1/notifications') return sendJson(response, 200, list);
    if (path === '/api/intranet/user/v1/notifications/summary')
      return sendJson(response, 200, {
        total: list.length,
        unread: list.filter((n) => !(n as { visualization_date: string | null }).visualization_date).length,
      });
    if (path === '/api/intranet/user/v1/notifications/visualize') {
      list = list.map((n) => ({ ...n, visualization_date: new Date().toISOString() }));
      return sendJson(response, 200, { updated: 2 });
    }
    if (path === '/api/intranet/system/v1/errors/request') {
      response.writeHead(202).end();
      return;
    }
    sendJson(response, 404, {});
  });
  return server;
}

function renderBell(hostIsIntranet = true) {
  const page = (
    <>
      {/* A cache of its own per test. */}
      <SWRConfig value={{ provider: () => new Map() }}>
        <ApiProvider>
          {/* Where the app shell puts it: in the page's header (the banner landmark). */}
          <header>
            <NotificationsBell enabled hostIsIntranet={hostIsIntranet} />
          </header>
          <main>…</main>
        </ApiProvider>
      </SWRConfig>
    </>
  );
  return render(<AppRouter router={createMemoryRouter([{ path: '*', element: page }])} />);
}

describe('NotificationsBell', () => {
  it('says how many are unread; opening it shows the 3 newest with system, relative time and unread marker', async () => {
    const s = await startNotificationsServer();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notificações: 2 não lidas' }, { timeout: 5000 });
    expect(s.requestsTo('/api/intranet/user/v1/notifications')[0]?.url).toBe(
      '/api/intranet/user/v1/notifications?limit=3',
    );
    await userEvent.click(bell);
    const menu = await screen.findByRole('menu', { name: 'Notificações' }, OPENED);
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Holerite disponível');
    expect(items[0]).toHaveTextContent('Recursos Humanos');
    expect(items[0]).toHaveTextContent('agora');
    expect(items[1]).toHaveTextContent('há 5 min');
    expect(items[2]).toHaveTextContent(/\d{2}\/\d{2}\/\d{4}/);
    // A link of this site stays in the app; an outside link opens a new tab.
    expect(items[0]).toHaveAttribute('href', '/home');
    expect(items[2]).toHaveAttribute('target', '_blank');
    expect(items[3]).toHaveTextContent('Ver mais');
    expect(items[3]).toHaveAttribute('href', '/notifications');
    // The popup is part of the header's landmark (checkers: all content inside landmarks), not loose in <body>.
    expect(screen.getByRole('banner')).toContainElement(menu);
  });

  it('opening it with unread items calls visualize and refreshes: the marker goes away', async () => {
    const s = await startNotificationsServer();
    renderBell();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Notificações: 2 não lidas' }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(s.requestsTo('/api/intranet/user/v1/notifications/visualize')).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByText('(não lida)')).not.toBeInTheDocument(), { timeout: 3000 });
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeInTheDocument();
  });

  it('opened before the list arrives, it visualizes once the list is there, and only once', async () => {
    const s = await startNotificationsServer({ delayMs: 300 });
    renderBell();
    await userEvent.click(screen.getByRole('button', { name: 'Notificações' }));
    await screen.findByRole('menu', {}, OPENED);
    await waitFor(
      () => expect(s.requestsTo('/api/intranet/user/v1/notifications/visualize')).toHaveLength(1),
      {
        timeout: 3000,
      },
    );
    await waitFor(() => expect(screen.queryByText('(não lida)')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(s.requestsTo('/api/intranet/user/v1/notifications/visualize')).toHaveLength(1);
  });

  it('does not call visualize when nothing is unread', async () => {
    const s = await startNotificationsServer({ list: [NOTIFICATIONS[2]!] });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações' }));
    await screen.findByRole('menu', {}, OPENED);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(s.requestsTo('/api/intranet/user/v1/notifications/visualize')).toHaveLength(0);
  });

  it("says 'no notification' when there are none", async () => {
    await startNotificationsServer({ list: [] });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações' }));
    expect(await screen.findByText('Nenhuma notificação')).toBeInTheDocument();
  });

  it('shows the translated error when the list cannot be loaded', async () => {
    await startNotificationsServer({ fail: true });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações' }));
    expect(await screen.findByText('Não foi possível carregar as notificações.')).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    const _server = await serve(() => {
      // never answers
    });
    renderBell();
    await userEvent.click(screen.getByRole('button', { name: 'Notificações' }));
    const menu = await screen.findByRole('menu', {}, OPENED);
    expect(within(menu).getByText('Carregando notificações…')).toBeInTheDocument();
    expect(menu.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it("'see more' opens the portal's external notifications page when the host app is not the intranet", async () => {
    const meta = document.createElement('meta');
    meta.name = 'portal-config';
    meta.content = JSON.stringify({ notificationsUrl: 'https://portal.example.com/notifications' });
    document.head.append(meta);
    try {
      await startNotificationsServer();
      renderBell(false);
      await userEvent.click(await screen.findByRole('button', { name: /^Notificações/ }));
      const more = await screen.findByRole('menuitem', { name: /Ver mais/ }, OPENED);
      expect(more).toHaveAttribute('href', 'https://portal.example.com/notifications');
      expect(more).toHaveAttribute('target', '_blank');
    } finally {
      meta.remove();
    }
  });
});
