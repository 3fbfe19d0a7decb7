import type { Application } from '@portal/contracts/vacancies';
import { configureApiClient, resetApiClient } from '@portal/shell/api/http-client';
import { ApiProvider } from '@portal/shell/api/swr';
import { sendJson, startTestServer, type TestServer } from '@portal/shell/api/test-server';
import { Toaster } from '@portal/shell/components/toaster';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MyApplications } from './components/my-applications';

const unit = { id: 1, name: 'Fábrica Betim', city: 'Betim', state: 'MG' };
const received: Application = {
  id: 101,
  vacancy: { id: 7, title: 'Técnico de Manutenção Mecânica', city: 'Betim', state: 'MG', unit, open: true },
  applied_at: '2026-02-03T12:00:00.000Z',
  status: 'received',
  events: [{ at: '2026-02-03T12:00:00.000Z', from: null, to: 'received', message: null }],
};
const inReview: Application = {
  id: 102,
  vacancy: { id: 9, title: 'Operador de Empilhadeira', city: 'Betim', state: 'MG', unit, open: false },
  applied_at: '2026-01-20T12:00:00.000Z',
  status: 'in_review',
  events: [
    { at: '2026-01-20T12:00:00.000Z', from: null, to: 'received', message: null },
    { at: '2026-01-22T12:00:00.000Z', from: 'received', to: 'in_review', message: null },
  ],
};

let server: TestServer;
let applications: Application[] | 'unauthorized';

const SESSION_COOKIE = 'login_type=email; path=/';

beforeEach(async () => {
  // A signed-in candidate: the readable login-type cookie tells the page a session exists.
  document.cookie = SESSION_COOKIE;
  applications = [received, inReview];
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/api/curriculum/vacancies/v1/user') {
      if (applications === 'unauthorized') {
        return sendJson(
          response,
          401,
          { title: 'Erro', detail: 'Entre na sua conta', status: 401, code: 'unauthorized' },
          'application/problem+json',
        );
      }
      return sendJson(response, 200, applications);
    }
    const cancel = /^\/api\/curriculum\/vacancies\/v1\/(\d+)$/.exec(path ?? '');
    if (cancel && request.method === 'DELETE' && Array.isArray(applications)) {
      applications = applications.filter((a) => a.vacancy.id !== Number(cancel[1]));
      response.writeHead(204).end();
      return;
    }
    sendJson(response, 404, {});
  });
  configureApiClient({ baseUrl: server.origin });
});

afterEach(async () => {
  document.cookie = 'login_type=; path=/; max-age=0';
  resetApiClient();
  await server.close();
});

function renderApplications() {
  const router = createMemoryRouter(
    [
      {
        path: '/curriculo',
        element: (
          <section aria-labelledby="vacancies-heading">
            <h2 id="vacancies-heading">Vagas</h2>
            <MyApplications labelledBy="vacancies-heading" />
          </section>
        ),
      },
    ],
    { initialEntries: ['/curriculo'] },
  );
  render(
    <ApiProvider>
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
        <Toaster />
      </SWRConfig>
    </ApiProvider>,
  );
}

const terms = (element: HTMLElement) =>
  Object.fromEntries(
    within(element)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('MyApplications', () => {
  it("lists the candidate's applications with place, unit, date, status and whether the vacancy is open", async () => {
    renderApplications();
    const list = await screen.findByRole('list', { name: 'Vagas' });
    const [first, second] = within(list).getAllByRole('listitem');

    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Técnico de Manutenção Mecânica',
    );
    expect(within(first!).getByRole('link', { name: 'Técnico de Manutenção Mecânica' })).toHaveAttribute(
      'href',
      '/vagas/7',
    );
    expect(terms(first!)).toEqual({
      Local: 'Betim – MG',
      Unidade: 'Fábrica Betim',
      'Data da inscrição': '03/02/2026',
      Situação: 'Recebida',
      Vaga: 'Aberta para inscrições',
    });
    // A closed vacancy has no page to link to.
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
    expect(terms(second!)).toMatchObject({ Situação: 'Em análise', Vaga: 'Encerrada para inscrições' });
  });

  it('cancels an application after the prompt and takes it off the list', async () => {
    renderApplications();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Vagas' });

    await user.click(screen.getByRole('button', { name: 'Cancelar inscrição: Operador de Empilhadeira' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deseja realmente cancelar sua inscrição?' });
    expect(dialog).toHaveTextContent('“Operador de Empilhadeira”');
    await user.click(within(dialog).getByRole('button', { name: 'Sim, cancelar' }));

    expect(await screen.findByText('Sua inscrição foi cancelada')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/curriculum/vacancies/v1/9',
    ]);
    await waitFor(() => expect(screen.queryByText('Operador de Empilhadeira')).not.toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Vagas' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows an ended application with its status and nothing to cancel', async () => {
    applications = [
      {
        ...inReview,
        status: 'not_selected',
        events: [
          ...inReview.events,
          { at: '2026-02-01T12:00:00.000Z', from: 'in_review', to: 'not_selected', message: 'Obrigado!' },
        ],
      },
    ];
    renderApplications();
    const list = await screen.findByRole('list', { name: 'Vagas' });
    const [item] = within(list).getAllByRole('listitem');
    expect(terms(item!)).toMatchObject({ Situação: 'Não selecionada' });
    expect(within(item!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there are no applications yet', async () => {
    applications = [];
    renderApplications();
    expect(await screen.findByText('Você ainda não se inscreveu em nenhuma vaga.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver vagas disponíveis' })).toHaveAttribute('href', '/');
  });

  it('asks a visitor without a session to sign in, without asking the server (spec §6)', async () => {
    document.cookie = 'login_type=; path=/; max-age=0';
    renderApplications();
    expect(
      await screen.findByText('Entre na sua conta para ver as vagas em que você se inscreveu.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/register?next=/curriculo');
    expect(server.requestsTo('/api/curriculum/vacancies/v1/user')).toHaveLength(0);
  });

  it('asks to sign in again when the server says the session is over', async () => {
    applications = 'unauthorized';
    renderApplications();
    expect(
      await screen.findByText('Entre na sua conta para ver as vagas em que você se inscreveu.'),
    ).toBeInTheDocument();
  });
});
