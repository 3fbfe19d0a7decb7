import type { Application } from '@portal/contracts/vacancies';
import { sendJson, sendProblem, serveApiPerTest, type TestServer } from '@portal/shell/test/test-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { terms } from '#careers/test/fact-terms';
import { renderRouter } from '#careers/test/render-router';
import { MyApplications } from './components/my-applications';

const unit = { id: 1, name: 'Fábrica Betim', city: 'Betim', state: 'MG' };
const received: Application = {
  id: 101,
  vacancy: { id: 7, title: 'Técnico de Manutenção Mecânica', city: 'Betim', state: 'MG', unit, open: true },
  applied_at: '2026-02-03T12:00:00.000Z',
  status: 'received',
  screening: { meets: true, misses: [] },
  review_requested_at: null,
  events: [
    {
      at: '2026-02-03T12:00:00.000Z',
      kind: 'status',
      reason: null,
      from: null,
      to: 'received',
      message: null,
    },
  ],
};
const inReview: Application = {
  id: 102,
  vacancy: { id: 9, title: 'Operador de Empilhadeira', city: 'Betim', state: 'MG', unit, open: false },
  applied_at: '2026-01-20T12:00:00.000Z',
  status: 'in_review',
  screening: { meets: true, misses: [] },
  review_requested_at: null,
  events: [
    {
      at: '2026-01-20T12:00:00.000Z',
      kind: 'status',
      reason: null,
      from: null,
      to: 'received',
      message: null,
    },
    {
      at: '2026-01-22T12:00:00.000Z',
      kind: 'status',
      reason: null,
      from: 'received',
      to: 'in_review',
      message: null,
    },
  ],
};

const serve = serveApiPerTest();
let server: TestServer;
let applications: Application[] | 'unauthorized';

const SESSION_COOKIE = 'login_type=email; path=/';

beforeEach(async () => {
  // A signed-in candidate: the readable login-type cookie tells the page a session exists.
  document.cookie = SESSION_COOKIE;
  applications = [received, inReview];
  server = await serve((request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/api/curriculum/vacancies/v1/user') {
      if (applications === 'unauthorized') {
        return sendProblem(response, 401, {
          code: 'unauthorized',
          title: 'Erro',
          detail: 'Entre na sua conta',
        });
      }
      return sendJson(response, 200, applications);
    }
    const review = /^\/api\/curriculum\/vacancies\/v1\/user\/(\d+)\/review-request$/.exec(path ?? '');
    if (review && request.method === 'POST' && Array.isArray(applications)) {
      applications = applications.map((a) =>
        a.id === Number(review[1]) ? { ...a, review_requested_at: '2026-02-06T12:00:00.000Z' } : a,
      );
      return sendJson(
        response,
        201,
        applications.find((a) => a.id === Number(review[1])),
      );
    }
    const cancel = /^\/api\/curriculum\/vacancies\/v1\/(\d+)$/.exec(path ?? '');
    if (cancel && request.method === 'DELETE' && Array.isArray(applications)) {
      applications = applications.filter((a) => a.vacancy.id !== Number(cancel[1]));
      response.writeHead(204).end();
      return;
    }
    sendJson(response, 404, {});
  });
});

afterEach(async () => {
  await i18next.changeLanguage('pt-BR');
  document.cookie = 'login_type=; path=/; max-age=0';
});

function renderApplications(at = '/curriculo') {
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
    { initialEntries: [at] },
  );
  renderRouter(router, { toaster: true });
}

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

  it('a link to one application (a notification, a mail) lands on its card, focused', async () => {
    renderApplications('/curriculo#inscricao-102');
    const list = await screen.findByRole('list', { name: 'Vagas' });
    const second = within(list).getAllByRole('listitem')[1]!;
    expect(second).toHaveAttribute('id', 'inscricao-102');
    await waitFor(() => expect(second).toHaveFocus());
    expect(second).toHaveTextContent('Operador de Empilhadeira');
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
          {
            at: '2026-02-01T12:00:00.000Z',
            kind: 'status',
            reason: null,
            from: 'in_review',
            to: 'not_selected',
            message: 'Obrigado!',
          },
        ],
      },
    ];
    renderApplications();
    const list = await screen.findByRole('list', { name: 'Vagas' });
    const [item] = within(list).getAllByRole('listitem');
    // The end says so in words, not by colour alone.
    expect(terms(item!)).toMatchObject({ Situação: 'Não selecionadaSituação final' });
    expect(within(item!).getByText('Situação final')).toBeVisible();
    // The recruiter's last word shows without opening anything; nothing is left to cancel.
    const [shown, inHistory] = within(item!).getAllByText('Obrigado!');
    expect(shown).toBeVisible();
    expect(inHistory).not.toBeVisible();
    expect(within(item!).queryByRole('button', { name: /^Cancelar inscrição/ })).not.toBeInTheDocument();
  });

  it("shows the recruiter's message of the current step and the whole history behind a disclosure button", async () => {
    applications = [
      {
        ...inReview,
        vacancy: { ...inReview.vacancy, open: true },
        status: 'interview',
        events: [
          ...inReview.events,
          {
            at: '2026-01-27T14:30:00.000Z',
            kind: 'status',
            reason: null,
            from: 'in_review',
            to: 'interview',
            message: 'Entrevista na terça, 10h,\nna portaria 2.',
          },
        ],
      },
    ];
    renderApplications();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Vagas' });
    const [item] = within(list).getAllByRole('listitem');
    expect(terms(item!)).toMatchObject({ Situação: 'Entrevista' });
    expect(within(item!).queryByText('Situação final')).not.toBeInTheDocument();
    // The current step's message shows at once; the history holds it too, closed at first.
    const [label] = within(item!).getAllByText('Mensagem da equipe de recrutamento');
    const [message, inHistory] = within(item!).getAllByText(/^Entrevista na terça, 10h,\s+na portaria 2\.$/);
    expect(label).toBeVisible();
    expect(message).toBeVisible();
    expect(inHistory).not.toBeVisible();

    // The history is one level below the vacancy's title, closed at first: its steps are not in the list yet.
    const toggle = within(item!).getByRole('button', {
      name: 'Histórico da inscrição: Operador de Empilhadeira',
    });
    expect(within(item!).getByRole('heading', { level: 4 })).toContainElement(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(item!).queryByRole('list')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const history = within(item!).getByRole('list');
    expect(toggle).toHaveAttribute('aria-controls', history.id);
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '20/01/2026Inscrição recebida',
      '22/01/2026Currículo em análise',
      '27/01/2026Chamada para entrevistaMensagem da equipe de recrutamentoEntrevista na terça, 10h,\nna portaria 2.',
    ]);
    expect(within(steps[2]!).getByText('27/01/2026')).toHaveAttribute('datetime', '2026-01-27');

    // The keyboard closes it again.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(item!).queryByRole('list')).not.toBeInTheDocument();
  });

  it.each([
    [
      'en-US',
      'Final status',
      'Application history: Operador de Empilhadeira',
      ['01/20/2026Application received', '01/22/2026Resume under review', '02/01/2026Application approved'],
    ],
    [
      'es-ES',
      'Estado final',
      'Historial de la inscripción: Operador de Empilhadeira',
      [
        '20/01/2026Inscripción recibida',
        '22/01/2026Currículum en revisión',
        '01/02/2026Inscripción aprobada',
      ],
    ],
  ] as const)(
    "in %s: the end, the history and its dates in the reader's language",
    async (lng, final, toggleName, expected) => {
      await i18next.changeLanguage(lng);
      applications = [
        {
          ...inReview,
          status: 'approved',
          events: [
            ...inReview.events,
            {
              at: '2026-02-01T12:00:00.000Z',
              kind: 'status',
              reason: null,
              from: 'in_review',
              to: 'approved',
              message: null,
            },
          ],
        },
      ];
      renderApplications();
      const user = userEvent.setup();
      const list = await screen.findByRole('list', { name: 'Vagas' });
      const [item] = within(list).getAllByRole('listitem');
      expect(within(item!).getByText(final)).toBeVisible();
      // No message for this step: no empty message box.
      expect(item!.querySelector('.application-message')).toBeNull();
      await user.click(within(item!).getByRole('button', { name: toggleName }));
      const steps = within(within(item!).getByRole('list')).getAllByRole('listitem');
      expect(steps.map((step) => step.textContent)).toEqual(expected);
    },
  );

  it('tells a withdrawn and re-sent application apart from the first one', async () => {
    applications = [
      {
        ...received,
        events: [
          ...received.events,
          {
            at: '2026-02-04T12:00:00.000Z',
            kind: 'status',
            reason: null,
            from: 'received',
            to: 'withdrawn',
            message: null,
          },
          {
            at: '2026-02-05T12:00:00.000Z',
            kind: 'status',
            reason: null,
            from: 'withdrawn',
            to: 'received',
            message: null,
          },
        ],
      },
    ];
    renderApplications();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Vagas' });
    await user.click(within(list).getByRole('button', { name: /^Histórico da inscrição/ }));
    const history = within(within(list).getAllByRole('listitem')[0]!).getByRole('list');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      '03/02/2026Inscrição recebida',
      '04/02/2026Você cancelou a inscrição',
      '05/02/2026Você se inscreveu novamente',
    ]);
  });

  it('a flagged application says which answer misses which requirement, that a person decides, and asks for a review', async () => {
    applications = [
      {
        ...received,
        screening: {
          meets: false,
          misses: [
            { key: 'cnh', question: 'Você tem CNH categoria D?', reason: 'Esta vaga exige CNH categoria D' },
          ],
        },
      },
    ];
    renderApplications();
    const user = userEvent.setup();
    const flag = await screen.findByRole('region', {
      name: 'Uma resposta não atende a um requisito da vaga',
    });
    expect(flag).toHaveTextContent('Você tem CNH categoria D?Esta vaga exige CNH categoria D');
    expect(flag).toHaveTextContent('nada é recusado automaticamente');
    await user.click(within(flag).getByRole('button', { name: 'Pedir revisão' }));
    const message = within(flag).getByRole('textbox', { name: 'Sua mensagem para a equipe' });
    expect(message).toHaveFocus();
    // An empty message is named before anything is sent.
    await user.click(within(flag).getByRole('button', { name: 'Enviar pedido' }));
    expect(message).toHaveAccessibleDescription(expect.stringContaining('obrigatório'));
    expect(server.requestsTo('/api/curriculum/vacancies/v1/user/101/review-request')).toHaveLength(0);
    await user.type(message, 'Tirei a CNH D na semana passada.');
    await user.click(within(flag).getByRole('button', { name: 'Enviar pedido' }));
    const requested = await within(flag).findByText(/Você pediu uma revisão em 06\/02\/2026/);
    // The form is gone: the confirmation takes the focus, so a screen reader hears it and the keyboard stays here.
    await waitFor(() => expect(requested).toHaveFocus());
    expect(server.bodiesSent('/api/curriculum/vacancies/v1/user/101/review-request', 'POST')).toEqual([
      { message: 'Tirei a CNH D na semana passada.' },
    ]);
    expect(within(flag).queryByRole('button', { name: 'Pedir revisão' })).not.toBeInTheDocument();
  });

  it("a not-selected step shows the reason's sentence; the candidate's review request is their own words", async () => {
    applications = [
      {
        ...inReview,
        status: 'not_selected',
        events: [
          ...inReview.events,
          {
            at: '2026-01-23T12:00:00.000Z',
            kind: 'review_request',
            reason: null,
            from: 'in_review',
            to: 'in_review',
            message: 'Moro perto da fábrica.',
          },
          {
            at: '2026-01-24T12:00:00.000Z',
            kind: 'status',
            reason: 'Desta vez seguimos com outro perfil.',
            from: 'in_review',
            to: 'not_selected',
            message: 'Obrigado!',
          },
        ],
      },
    ];
    renderApplications();
    const user = userEvent.setup();
    const card = (await screen.findAllByRole('listitem'))[0]!;
    expect(card).toHaveTextContent('Desta vez seguimos com outro perfil.');
    await user.click(within(card).getByRole('button', { name: /Histórico da inscrição/ }));
    const steps = within(within(card).getAllByRole('list').at(-1)!).getAllByRole('listitem');
    expect(steps[2]).toHaveTextContent('Você pediu uma revisãoSua mensagemMoro perto da fábrica.');
    expect(steps[3]).toHaveTextContent('Desta vez seguimos com outro perfil.');
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
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/register?next=%2Fcurriculo',
    );
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
