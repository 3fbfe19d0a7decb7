import type { CandidateInvitation } from '@portal/contracts/talent-pool';
import type { Application } from '@portal/contracts/vacancies';
import { sendJson, sendProblem, serveApiPerTest, type TestServer } from '@portal/shell/test/test-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { terms } from '#careers/test/fact-terms';
import { renderRouter } from '#careers/test/render-router';
import { MyApplicationsPage } from './components/my-applications-page';

// The candidate's invitations from the talent pool on 'Minhas inscrições' (decision 0074).

const unit = { id: 1, name: 'Fábrica Betim', city: 'Betim', state: 'MG' };
const invitation: CandidateInvitation = {
  id: 31,
  vacancy: {
    id: 7,
    title: 'Técnico de Manutenção Mecânica',
    city: 'Betim',
    state: 'MG',
    unit: { id: 1, name: 'Fábrica Betim' },
    deadline: '2026-12-20',
  },
  message: 'Gostamos do seu currículo.\nVenha conversar!',
  state: 'invited',
  invited_at: '2026-11-20T12:00:00.000Z',
  decided_at: null,
};
const declined: CandidateInvitation = {
  ...invitation,
  id: 32,
  vacancy: { ...invitation.vacancy, id: 9, title: 'Operador de Empilhadeira' },
  message: null,
  state: 'declined',
  decided_at: '2026-11-21T12:00:00.000Z',
};
const application: Application = {
  id: 501,
  vacancy: { id: 7, title: invitation.vacancy.title, city: 'Betim', state: 'MG', unit, open: true },
  applied_at: '2026-11-25T12:00:00.000Z',
  status: 'received',
  screening: { meets: true, misses: [] },
  review_requested_at: null,
  events: [
    {
      at: '2026-11-25T12:00:00.000Z',
      kind: 'status',
      reason: null,
      from: null,
      to: 'received',
      message: null,
    },
  ],
};

const serve = serveApiPerTest();
let server: TestServer;
let invitations: CandidateInvitation[];
let applications: Application[];
let acceptAnswer: 'ok' | 'resume_not_finished' | 'questions';

beforeEach(async () => {
  document.cookie = 'login_type=email; path=/';
  invitations = [invitation, declined];
  applications = [];
  acceptAnswer = 'ok';
  server = await serve((request, response) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api/curriculum/invitations/v1') return sendJson(response, 200, invitations);
    if (path === '/api/curriculum/vacancies/v1/user') return sendJson(response, 200, applications);
    const action = /^\/api\/curriculum\/invitations\/v1\/(\d+)\/(accept|decline)$/.exec(path);
    if (action && request.method === 'POST') {
      const id = Number(action[1]);
      if (action[2] === 'decline') {
        invitations = invitations.map((i) => (i.id === id ? { ...i, state: 'declined' } : i));
        response.writeHead(204).end();
        return;
      }
      if (acceptAnswer === 'questions')
        return sendProblem(response, 400, {
          code: 'validation_failed',
          title: 'Dados inválidos',
          detail: 'Responda à pergunta “Você tem CNH categoria D?”',
          errors: [{ field: 'answers.cnh', message: 'Responda à pergunta “Você tem CNH categoria D?”' }],
        });
      if (acceptAnswer === 'resume_not_finished')
        return sendProblem(response, 409, {
          code: 'resume_not_finished',
          title: 'Currículo não concluído',
          detail: 'Conclua o seu currículo para se inscrever.',
        });
      invitations = invitations.map((i) => (i.id === id ? { ...i, state: 'applied' } : i));
      applications = [application];
      return sendJson(response, 201, application);
    }
    sendJson(response, 404, {});
  });
});

afterEach(async () => {
  await i18next.changeLanguage('pt-BR');
  document.cookie = 'login_type=; path=/; max-age=0';
});

function renderPage(at = '/minhas-inscricoes') {
  const router = createMemoryRouter(
    [
      { path: '/minhas-inscricoes', element: <MyApplicationsPage /> },
      { path: '/vagas/:id', element: <p>Página da vaga</p> },
    ],
    { initialEntries: [at] },
  );
  renderRouter(router, { toaster: true });
  return router;
}

const invitationList = () => screen.findByRole('list', { name: 'Convites para vagas' });

describe('MyInvitations', () => {
  it('lists each invitation with its vacancy, deadline, message and state; only an open one has answers', async () => {
    renderPage();
    const [first, second] = within(await invitationList()).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Técnico de Manutenção Mecânica',
    );
    expect(terms(first!)).toEqual({
      Local: 'Betim – MG',
      Unidade: 'Fábrica Betim',
      'Inscrições até': '20/12/2026',
      Situação: 'Convite aguardando sua resposta',
    });
    // The deadline's machine-readable date is a valid date string (HTML), not the text of a Date object.
    expect(within(first!).getByText('20/12/2026')).toHaveAttribute('datetime', '2026-12-20');
    for (const time of document.querySelectorAll('time'))
      expect(time.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/);
    expect(within(first!).getByText(/^Gostamos do seu currículo\.\s+Venha conversar!$/)).toBeVisible();
    expect(
      within(first!).getByRole('button', { name: 'Inscrever-me: Técnico de Manutenção Mecânica' }),
    ).toBeVisible();
    expect(terms(second!)).toMatchObject({ Situação: 'Você recusou o convite' });
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('applies with one tap: the application shows, and the focus stays on the answered invitation', async () => {
    renderPage();
    const user = userEvent.setup();
    const list = await invitationList();
    await user.click(screen.getByRole('button', { name: 'Inscrever-me: Técnico de Manutenção Mecânica' }));
    expect(await screen.findByText('Inscrição realizada com sucesso')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/curriculum/invitations/v1/31/accept',
    ]);
    const card = within(list).getAllByRole('listitem')[0]!;
    await waitFor(() => expect(card).toHaveFocus());
    expect(terms(card)).toMatchObject({ Situação: 'Você se inscreveu' });
    expect(within(card).getByRole('link', { name: 'Ver minha inscrição' })).toHaveAttribute(
      'href',
      '/minhas-inscricoes#inscricao-501',
    );
    // The application is listed below.
    expect(await screen.findByText('Data da inscrição')).toBeInTheDocument();
  });

  it('an apply refused by the rules tells why and leaves the invitation open', async () => {
    acceptAnswer = 'resume_not_finished';
    renderPage();
    const user = userEvent.setup();
    await invitationList();
    await user.click(screen.getByRole('button', { name: 'Inscrever-me: Técnico de Manutenção Mecânica' }));
    expect(await screen.findByText('Conclua o seu currículo para se inscrever.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Inscrever-me: Técnico de Manutenção Mecânica' }),
    ).toBeEnabled();
  });

  it('a vacancy with questions: goes to its page to answer them, the application still counted as the invitation’s', async () => {
    acceptAnswer = 'questions';
    const router = renderPage();
    const user = userEvent.setup();
    await invitationList();
    await user.click(screen.getByRole('button', { name: 'Inscrever-me: Técnico de Manutenção Mecânica' }));
    expect(
      await screen.findByText(
        'Esta vaga faz algumas perguntas: responda-as e confirme a inscrição na página da vaga.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/vagas/${invitation.vacancy.id}`));
    expect(JSON.parse(sessionStorage.getItem('portal.arrival-source') ?? '{}')).toEqual({
      source: 'invitation',
    });
    sessionStorage.clear();
  });

  it('declines after the prompt', async () => {
    renderPage();
    const user = userEvent.setup();
    const list = await invitationList();
    await user.click(screen.getByRole('button', { name: 'Recusar: Técnico de Manutenção Mecânica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar este convite?' });
    expect(dialog).toHaveTextContent('“Técnico de Manutenção Mecânica”');
    await user.click(within(dialog).getByRole('button', { name: 'Sim, recusar' }));
    expect(await screen.findByText('Convite recusado')).toBeInTheDocument();
    const card = within(list).getAllByRole('listitem')[0]!;
    await waitFor(() => expect(terms(card)).toMatchObject({ Situação: 'Você recusou o convite' }));
    await waitFor(() => expect(card).toHaveFocus());
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a link from the mail or the bell lands on the invitation, focused', async () => {
    renderPage('/minhas-inscricoes#convite-32');
    const list = await invitationList();
    const second = within(list).getAllByRole('listitem')[1]!;
    expect(second).toHaveAttribute('id', 'convite-32');
    await waitFor(() => expect(second).toHaveFocus());
  });

  it('a link followed on this very page (the bell) fetches the invitations again and lands on the new one', async () => {
    invitations = [];
    const router = renderPage();
    await screen.findByText('Você ainda não se inscreveu em nenhuma vaga.');
    // A recruiter invites her meanwhile; the notification links to the invitation.
    invitations = [invitation];
    await router.navigate('/minhas-inscricoes#convite-31');
    const list = await invitationList();
    const card = within(list).getByRole('listitem');
    expect(card).toHaveAttribute('id', 'convite-31');
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('speaks the interface language', async () => {
    await i18next.changeLanguage('es-ES');
    renderPage();
    expect(await screen.findByRole('list', { name: 'Invitaciones a vacantes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inscribirme: Técnico de Manutenção Mecânica' })).toBeVisible();
  });

  it('shows nothing without invitations', async () => {
    invitations = [];
    renderPage();
    await screen.findByText('Você ainda não se inscreveu em nenhuma vaga.');
    expect(screen.queryByRole('heading', { name: 'Convites para vagas' })).not.toBeInTheDocument();
  });
});
