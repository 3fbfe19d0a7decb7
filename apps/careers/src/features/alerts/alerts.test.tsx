import type { Alert } from '@portal/contracts/alerts';
import { useSearchParams } from '@portal/shell/navigation/navigation';
import { sendJson, serveApiPerTest, type TestServer } from '@portal/shell/test/test-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRouter } from '#careers/test/render-router';
import { ConfirmAlertPage, LeaveAlertPage, ManageAlertsPage } from './components/alert-link-pages';
import { AlertSubscribe } from './components/alert-subscribe';

// The job alerts' screens (decision 0076): the list's subscription dialog and the three pages mail links open.

const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, { ns: 'careers', ...options });
const SETTLED = { timeout: 4000 };
const TOKEN = 'a'.repeat(43);
const MANAGE = 'm'.repeat(43);
const BASE = '/api/curriculum/alerts/v1';

const alert = (id: number, extra: Partial<Alert> = {}): Alert => ({
  id,
  frequency: 'daily',
  language: 'pt-BR',
  filters: {
    q: 'mecânico',
    city: 'Betim',
    unit: null,
    program: 'apprentice',
    interest_area: null,
    workshift: null,
  },
  confirmed: true,
  paused: false,
  created_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const serve = serveApiPerTest();
let server: TestServer;
let alerts: Alert[];
/** What POST /alerts answers: `confirmed` true as for a signed-in candidate's own address. */
let confirmedAtOnce = false;
/** Whether the confirmation link was opened before (decision 0084). */
let confirmedBefore = false;
/** The signed-in candidate's alerts (GET /alerts), and whether POST /alerts finds the search saved meanwhile. */
let mine: Alert[] = [];
let savedMeanwhile: Alert | undefined;

beforeEach(async () => {
  alerts = [alert(1), alert(2, { filters: { ...alert(2).filters, q: null, program: null } })];
  confirmedAtOnce = false;
  confirmedBefore = false;
  mine = [];
  savedMeanwhile = undefined;
  server = await serve((request, response) => {
    const path = request.url.split('?')[0]!;
    if (path === '/api/curriculum/candidates/v1/exist-candidate-register')
      return sendJson(response, 200, { exists: true });
    if (path === '/api/curriculum/candidates/v1/user')
      return sendJson(response, 200, {
        finished: true,
        seenPrivacyPolicy: true,
        name: 'Ana Souza',
        email: 'ana@example.com',
        language: 'pt-BR',
      });
    if (path === BASE && request.method === 'GET') return sendJson(response, 200, mine);
    if (path === BASE && request.method === 'POST' && savedMeanwhile)
      return sendJson(
        response,
        409,
        {
          title: 'Alerta já existente',
          detail: 'Você já recebe as vagas desta busca.',
          status: 409,
          code: 'alert_exists',
          alert: savedMeanwhile,
        },
        'application/problem+json',
      );
    if (path === BASE && request.method === 'POST') {
      const body = JSON.parse(request.body) as { email: string };
      if (!body.email.includes('@'))
        return sendJson(
          response,
          400,
          {
            title: 'Dados inválidos',
            status: 400,
            code: 'validation_failed',
            errors: [{ field: 'email', message: 'Informe um e-mail válido.' }],
          },
          'application/problem+json',
        );
      return sendJson(response, 202, { confirmed: confirmedAtOnce });
    }
    if (path === `${BASE}/confirm`) {
      const { token } = JSON.parse(request.body) as { token: string };
      if (token !== TOKEN)
        return sendJson(
          response,
          404,
          { title: 'x', status: 404, code: 'not_found' },
          'application/problem+json',
        );
      return sendJson(response, 200, {
        ...alerts[0],
        already_confirmed: confirmedBefore,
        manage_token: MANAGE,
      });
    }
    if (path === `${BASE}/unsubscribe/${TOKEN}`) {
      if (request.method === 'POST') {
        alerts = [];
        return sendJson(response, 200, { unsubscribed: true });
      }
      return sendJson(response, 200, { alerts: alerts.slice(0, 1) });
    }
    if (path === `${BASE}/manage/${TOKEN}` && request.method === 'GET')
      return sendJson(response, 200, { email: 'ana@example.com', alerts });
    if (path === `${BASE}/manage/${TOKEN}` && request.method === 'DELETE') {
      alerts = [];
      response.writeHead(204).end();
      return;
    }
    const one = /^\/api\/curriculum\/alerts\/v1\/manage\/a{43}\/alerts\/(\d+)$/.exec(path);
    if (one) {
      const id = Number(one[1]);
      if (request.method === 'DELETE') {
        alerts = alerts.filter((a) => a.id !== id);
        response.writeHead(204).end();
        return;
      }
      const change = JSON.parse(request.body) as {
        paused?: boolean;
        frequency?: 'daily' | 'weekly';
        interest_area?: number | null;
        workshift?: number | null;
      };
      alerts = alerts.map((a) =>
        a.id === id
          ? {
              ...a,
              ...(change.frequency ? { frequency: change.frequency } : {}),
              ...(change.paused === undefined ? {} : { paused: change.paused }),
              filters: {
                ...a.filters,
                ...(change.interest_area === undefined ? {} : { interest_area: change.interest_area }),
                ...(change.workshift === undefined ? {} : { workshift: change.workshift }),
              },
            }
          : a,
      );
      return sendJson(
        response,
        200,
        alerts.find((a) => a.id === id),
      );
    }
    sendJson(response, 404, {}, 'application/problem+json');
  });
});
afterEach(() => {
  window.location.hash = '';
  // biome-ignore lint/suspicious/noDocumentCookie: the signed-in tests' session cookie, set by signIn
  document.cookie = 'login_type=; path=/; max-age=0';
});

/** The readable login-type cookie tells the page a session exists; the fake API answers as her account. */
function signIn() {
  // biome-ignore lint/suspicious/noDocumentCookie: the readable session cookie the page checks, as the server sets it
  document.cookie = 'login_type=email; path=/';
}

/** The list's subscription button over a URL search, as the list page renders it. */
function ListHarness() {
  const [searchParams] = useSearchParams();
  return <AlertSubscribe searchParams={searchParams} />;
}

function renderAt(element: React.ReactNode, path: string) {
  renderRouter(createMemoryRouter([{ path: '*', element }], { initialEntries: [path] }), { toaster: true });
}

/** A page a mail link opens: the token is in the fragment. */
function openLink(element: React.ReactNode, token = TOKEN) {
  window.location.hash = token;
  renderAt(element, '/alertas');
}

describe('the list offers its search by e-mail', { timeout: 15_000 }, () => {
  it('shows the search in words, asks the address, an optional area and shift, and the frequency, and says a confirmation link was sent', async () => {
    renderAt(<ListHarness />, '/?q=mec%C3%A2nico&city=Betim&program=apprentice&pcd=sim');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('alerts.subscribe.open') }));
    const dialog = await screen.findByRole('dialog', { name: t('alerts.subscribe.title') }, SETTLED);
    expect(
      await within(dialog).findByText(
        t('alerts.subscribe.search', { search: 'mecânico · Betim · Jovem aprendiz' }),
        {},
        SETTLED,
      ),
    ).toBeInTheDocument();

    // Nothing typed: the contracts' message, and no request.
    await user.click(within(dialog).getByRole('button', { name: t('alerts.subscribe.submit') }));
    const email = within(dialog).getByLabelText(t('alerts.subscribe.email'));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(server.requestsTo(BASE)).toHaveLength(0);

    await user.type(email, 'ana@example.com');
    const area = within(dialog).getByLabelText(t('alerts.subscribe.interestArea'));
    expect(area).toHaveDisplayValue(t('alerts.subscribe.anyInterestArea'));
    await user.selectOptions(area, 'Manutenção');
    const shift = within(dialog).getByLabelText(t('alerts.subscribe.workshift'));
    expect(shift).toHaveDisplayValue(t('alerts.subscribe.anyWorkshift'));
    await user.selectOptions(shift, 'Noite');
    await user.selectOptions(within(dialog).getByLabelText(t('alerts.subscribe.frequency')), 'weekly');
    await user.click(within(dialog).getByRole('button', { name: t('alerts.subscribe.submit') }));
    const result = await within(dialog).findByText(t('alerts.subscribe.sent', { email: 'ana@example.com' }));
    await waitFor(() => expect(result).toHaveFocus());
    expect(JSON.parse(server.requestsTo(BASE)[0]!.body)).toEqual({
      email: 'ana@example.com',
      frequency: 'weekly',
      language: 'pt-BR',
      filters: { q: 'mecânico', city: 'Betim', program: 'apprentice', interest_area: 4, workshift: 3 },
    });
    await user.click(within(dialog).getByRole('button', { name: t('alerts.subscribe.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: t('alerts.subscribe.open') })).toHaveFocus();
  });

  it("a signed-in candidate's own address is subscribed at once: the dialog says it is done", async () => {
    confirmedAtOnce = true;
    renderAt(<ListHarness />, '/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('alerts.subscribe.open') }));
    const dialog = await screen.findByRole('dialog', {}, SETTLED);
    expect(
      await within(dialog).findByText(
        t('alerts.subscribe.search', { search: t('alerts.everything') }),
        {},
        SETTLED,
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(t('alerts.subscribe.email')), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: t('alerts.subscribe.submit') }));
    expect(
      await within(dialog).findByText(t('alerts.subscribe.done', { email: 'ana@example.com' })),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(t('alerts.subscribe.sentHint'))).not.toBeInTheDocument();
  });
});

describe("a signed-in candidate's dialog (decision 0084)", { timeout: 15_000 }, () => {
  it('comes with her address filled in, and saves a search she does not follow yet', async () => {
    signIn();
    mine = [alert(1)];
    renderAt(<ListHarness />, '/?q=soldador');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('alerts.subscribe.open') }));
    const dialog = await screen.findByRole('dialog', {}, SETTLED);
    const email = within(dialog).getByLabelText(t('alerts.subscribe.email'));
    await waitFor(() => expect(email).toHaveValue('ana@example.com'), SETTLED);
    await user.click(within(dialog).getByRole('button', { name: t('alerts.subscribe.submit') }));
    expect(
      await within(dialog).findByText(t('alerts.subscribe.sent', { email: 'ana@example.com' })),
    ).toBeInTheDocument();
    expect(JSON.parse(server.requestsTo(BASE).find((r) => r.method === 'POST')!.body)).toMatchObject({
      email: 'ana@example.com',
      filters: { q: 'soldador' },
    });
  });

  it('shows the alert she already has for the search instead of saving it again; another area or shift is another search', async () => {
    signIn();
    mine = [alert(1, { paused: true })];
    renderAt(<ListHarness />, '/?q=Mecanico&city=Betim&program=apprentice');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('alerts.subscribe.open') }));
    const dialog = await screen.findByRole('dialog', {}, SETTLED);
    const existing = await within(dialog).findByRole('status', {}, SETTLED);
    expect(existing).toHaveTextContent(t('alerts.subscribe.exists', { email: 'ana@example.com' }));
    expect(existing).toHaveTextContent('mecânico · Betim · Jovem aprendiz');
    expect(existing).toHaveTextContent(t('alerts.manage.paused'));
    expect(existing).toHaveTextContent(t('alerts.subscribe.daily'));
    expect(existing).toHaveTextContent(t('alerts.subscribe.existsWhere', { menu: t('alerts.mine.menu') }));
    expect(
      within(dialog).queryByRole('button', { name: t('alerts.subscribe.submit') }),
    ).not.toBeInTheDocument();

    // Narrowed by a work shift, it is another search: it may be saved.
    await user.selectOptions(within(dialog).getByLabelText(t('alerts.subscribe.workshift')), 'Noite');
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
    // Saved meanwhile in another tab: the server refuses it and the dialog shows that alert.
    savedMeanwhile = alert(7, { filters: { ...alert(7).filters, workshift: 3 }, frequency: 'weekly' });
    await user.click(within(dialog).getByRole('button', { name: t('alerts.subscribe.submit') }));
    const shown = await within(dialog).findByRole('status', {}, SETTLED);
    expect(shown).toHaveTextContent('mecânico · Betim · Jovem aprendiz · Noite');
    expect(shown).toHaveTextContent(t('alerts.subscribe.weekly'));
    await waitFor(() => expect(shown).toHaveFocus());
    expect(within(dialog).queryByText(t('alerts.subscribe.sent', { email: 'ana@example.com' }))).toBeNull();
  });
});

describe('the pages of the mail links', { timeout: 15_000 }, () => {
  it('the confirmation link confirms as the page opens and names the search', async () => {
    openLink(<ConfirmAlertPage />);
    expect(
      await screen.findByText(
        t('alerts.confirm.done', { search: 'mecânico · Betim · Jovem aprendiz' }),
        {},
        SETTLED,
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(server.requestsTo(`${BASE}/confirm`)[0]!.body)).toEqual({ token: TOKEN });
    // Before the first digest, the address's alerts may be paused or left (decision 0084).
    expect(screen.getByRole('link', { name: t('alerts.confirm.manage') })).toHaveAttribute(
      'href',
      `/alertas/gerenciar#${MANAGE}`,
    );
  });

  it('opened again, the confirmation link says the alert was already confirmed, and its way on keeps the link language', async () => {
    confirmedBefore = true;
    window.location.hash = TOKEN;
    renderAt(<ConfirmAlertPage />, '/alertas/confirmar?lang=es-ES');
    expect(
      await screen.findByText(
        t('alerts.confirm.already', { search: 'mecânico · Betim · Jovem aprendiz' }),
        {},
        SETTLED,
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByText(t('alerts.invalid'))).not.toBeInTheDocument();
    // The manage page keeps the link's language.
    expect(screen.getByRole('link', { name: t('alerts.confirm.manage') })).toHaveAttribute(
      'href',
      `/alertas/gerenciar?lang=es-ES#${MANAGE}`,
    );
  });

  it('a confirmation link that is no longer valid says so, with the way back to the list', async () => {
    openLink(<ConfirmAlertPage />, 'b'.repeat(43));
    expect(
      (await screen.findByText(t('alerts.invalid'), {}, SETTLED)).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: t('alerts.backToList') })).toHaveAttribute('href', '/');
  });

  it('the leave link changes nothing until the button is pressed, then ends the alert', async () => {
    openLink(<LeaveAlertPage />);
    expect(await screen.findByText('mecânico · Betim · Jovem aprendiz', {}, SETTLED)).toBeInTheDocument();
    expect(server.requestsTo(`${BASE}/unsubscribe/${TOKEN}`).map((r) => r.method)).toEqual(['GET']);
    await userEvent.click(screen.getByRole('button', { name: t('alerts.leave.submit') }));
    expect(await screen.findByText(t('alerts.leave.done'))).toBeInTheDocument();
    expect(server.requestsTo(`${BASE}/unsubscribe/${TOKEN}`).map((r) => r.method)).toEqual(['GET', 'POST']);
  });

  it('the manage link changes the shift and the frequency, pauses, deletes one alert, and then everything', async () => {
    openLink(<ManageAlertsPage />);
    expect(await screen.findByText(t('alerts.manage.intro', { email: 'ana@example.com' }), {}, SETTLED));
    const user = userEvent.setup();
    const items = () =>
      within(screen.getByRole('list', { name: t('alerts.manage.title') })).getAllByRole('listitem');
    expect(items()).toHaveLength(2);
    expect(within(items()[1]!).getByText('Betim')).toBeInTheDocument();

    const shift = within(items()[0]!).getByLabelText(t('alerts.subscribe.workshift'));
    expect(shift).toHaveDisplayValue(t('alerts.subscribe.anyWorkshift'));
    await user.selectOptions(shift, 'Noite');
    await waitFor(() => expect(alerts[0]!.filters.workshift).toBe(3));
    // The search in words says it at once.
    expect(
      await within(items()[0]!).findByText(/mecânico · Betim · Jovem aprendiz · Noite/),
    ).toBeInTheDocument();
    await user.selectOptions(within(items()[0]!).getByLabelText(t('alerts.subscribe.frequency')), 'weekly');
    await waitFor(() => expect(alerts[0]!.frequency).toBe('weekly'));
    await user.click(within(items()[0]!).getByRole('button', { name: t('alerts.manage.pause') }));
    expect(await within(items()[0]!).findByText(t('alerts.manage.paused'))).toBeInTheDocument();
    expect(within(items()[0]!).getByRole('button', { name: t('alerts.manage.resume') })).toBeInTheDocument();

    await user.click(within(items()[1]!).getByRole('button', { name: t('alerts.manage.delete') }));
    await waitFor(() => expect(items()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: t('alerts.manage.deleteAll') }));
    const ask = await screen.findByRole('dialog', { name: t('alerts.manage.deleteAll') }, SETTLED);
    await user.click(within(ask).getByRole('button', { name: t('alerts.manage.delete') }));
    expect(await screen.findByText(t('alerts.manage.empty'), {}, SETTLED)).toBeInTheDocument();
    expect(alerts).toEqual([]);
  });
});
