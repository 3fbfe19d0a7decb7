import type { ServerResponse } from 'node:http';
import type { VacancyDetail } from '@portal/contracts/vacancies';
import { toApiError } from '@portal/shell/api/api-error';
import { configureApiClient, resetApiClient } from '@portal/shell/api/http-client';
import { apiKey } from '@portal/shell/api/swr';
import {
  type ReceivedRequest,
  sendJson,
  startTestServer,
  type TestServer,
} from '@portal/shell/test/test-server';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRouter } from '#careers/test/render-router';
import { sampleVacancyDetail } from '#careers/test/sample-vacancy';
import { vacancyRequest } from './api/get-vacancy';
import { VacancyPage } from './components/vacancy-page';

const vacancy = sampleVacancyDetail();
const expired: VacancyDetail = { ...vacancy, application_deadline: '2020-01-10', deadline_passed: true };

const problem = (status: number, detail: string, code: string) => ({ title: 'Erro', detail, status, code });

let server: TestServer;
/** How the API answers the session-dependent calls; a test changes these. */
let api: {
  applied: boolean | 'unauthorized';
  apply: (response: ServerResponse) => void;
};

beforeEach(async () => {
  api = {
    applied: false,
    apply: (response) => {
      api.applied = true;
      sendJson(response, 201, { id: 70, screening: { meets: true, misses: [] } });
    },
  };
  server = await startTestServer((request: ReceivedRequest, response) => {
    const path = request.url.split('?')[0];
    if (path === '/api/auth/auth/v1/token/refresh') return sendJson(response, 401, {});
    if (path === '/api/curriculum/vacancies/v1/7/exist-user') {
      if (api.applied === 'unauthorized') {
        return sendJson(
          response,
          401,
          problem(401, 'Entre na sua conta', 'unauthorized'),
          'application/problem+json',
        );
      }
      return sendJson(response, 200, { exists: api.applied });
    }
    if (path === '/api/curriculum/vacancies/v1' && request.method === 'POST') return api.apply(response);
    if (path === '/api/curriculum/vacancies/v1/7' && request.method === 'DELETE') {
      api.applied = false;
      response.writeHead(204).end();
      return;
    }
    if (path === '/api/curriculum/vacancies/v1/7') return sendJson(response, 200, vacancy);
    if (path === '/api/curriculum/vacancies/v1/8') return sendJson(response, 200, { ...expired, id: 8 });
    sendJson(
      response,
      404,
      problem(404, 'Esta vaga não existe ou não está mais disponível.', 'not_found'),
      'application/problem+json',
    );
  });
  configureApiClient({ baseUrl: server.origin });
});

afterEach(async () => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
  document.cookie = 'login_type=; max-age=0; path=/';
  resetApiClient();
  await server.close();
});

function signIn() {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is only reachable through document.cookie
  document.cookie = 'login_type=email; path=/';
}

/** The details page at /vagas/{id}, its data handed over like a server-rendered page. */
function renderVacancy(data: VacancyDetail | null, id = String(data?.id ?? 7)) {
  const read = vacancyRequest(id);
  const router = createMemoryRouter(
    [
      { path: '/', Component: () => <h1>Lista</h1> },
      { path: '/vagas/:id', Component: VacancyPage },
      { path: '/register', Component: () => <h1>Cadastro</h1> },
      { path: '/curriculo', Component: () => <h1>Currículo</h1> },
    ],
    { initialEntries: [`/vagas/${id}`] },
  );
  renderRouter(router, {
    fallback: data ? { [apiKey(read.path, read.params, 'pt-BR')]: data } : {},
    toaster: true,
  });
  return router;
}

/** Signed in, the candidate confirms on the vacancy page and the API refuses: a 409 problem with `code` and `detail`. */
async function applyRefused(code: string, detail: string) {
  signIn();
  api.apply = (response) => sendJson(response, 409, problem(409, detail, code), 'application/problem+json');
  renderVacancy(vacancy);
  const button = await screen.findByRole('button', { name: 'Confirmar inscrição' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.setup().click(button);
}

/** A section of the page by its heading. */
const section = (name: string) => screen.getByRole('region', { name });
const items = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('vacancy details (careers screen 2)', () => {
  it("shows the vacancy's facts, its texts line by line, and only the benefits it has", () => {
    renderVacancy(vacancy);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Técnico de Manutenção Mecânica');
    const summary = section('Sobre a vaga');
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Unidade', 'Local', 'Modalidade', 'Contrato', 'Prazo de inscrição']);
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual(['Fábrica Betim', 'Betim – MG', 'Presencial', 'Efetivo (CLT)', '30/06/2099']);

    expect(items(section('Atribuições'))).toEqual([
      'Executar manutenção preventiva e corretiva',
      'Diagnosticar falhas em máquinas operatrizes',
    ]);
    expect(section('Jornada de trabalho')).toHaveTextContent('Segunda a sexta, das 7h às 16h48');
    expect(items(section('Requisitos'))).toEqual(['Curso técnico em Mecânica', 'Experiência com tornos CNC']);
    // No observations: no empty section.
    expect(screen.queryByRole('region', { name: 'Observações' })).not.toBeInTheDocument();

    const benefits = section('Benefícios');
    expect(items(benefits)).toEqual(['Plano de saúde', 'Restaurante na empresa ou vale-refeição']);
    for (const item of within(benefits).getAllByRole('listitem')) {
      expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(within(benefits).queryByText('Previdência privada')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Voltar para as vagas' })).toHaveAttribute('href', '/');
  });

  it('shows the program and PcD badges in the summary, none for a regular vacancy open to everyone', () => {
    renderVacancy({ ...vacancy, program: 'apprentice', contract_type: 'apprentice', pcd_exclusive: true });
    const badges = section('Sobre a vaga').querySelector('.vacancy-badges');
    expect(badges).toHaveTextContent('Jovem aprendiz, Exclusiva para PcD');
    cleanup();
    renderVacancy(vacancy);
    expect(section('Sobre a vaga').querySelector('.vacancy-badges')).toBeNull();
  });

  it('shows a stated salary among the facts, per month or per hour, and no salary row for a vacancy without one', () => {
    const facts = () =>
      Object.fromEntries(
        within(section('Sobre a vaga'))
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')]),
      );
    renderVacancy({ ...vacancy, salary: { min: 2300, max: 2700, period: 'month' } });
    expect(facts()).toMatchObject({ Salário: 'R$ 2.300,00–2.700,00 por mês' });
    cleanup();
    renderVacancy({ ...vacancy, salary: { min: 8.2, period: 'hour' } });
    expect(facts()).toMatchObject({ Salário: 'R$ 8,20 por hora' });
    cleanup();
    renderVacancy({ ...vacancy, salary: null });
    expect(facts()).not.toHaveProperty('Salário');
  });

  it('names the area of interest and the work shifts when the vacancy gives them', () => {
    renderVacancy({
      ...vacancy,
      interest_area: { id: 4, name: 'Manutenção' },
      workshifts: [
        { id: 3, name: 'Noite' },
        { id: 5, name: 'Turnos alternados' },
      ],
    });
    const summary = section('Sobre a vaga');
    const fact = (term: string) => within(summary).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Área')).toHaveTextContent('Manutenção');
    expect(fact('Turnos')).toHaveTextContent('Noite e Turnos alternados');
    cleanup();
    renderVacancy(vacancy);
    expect(within(section('Sobre a vaga')).queryByText('Turnos', { selector: 'dt' })).toBeNull();
  });

  it('says the vacancy is no longer available when the API answers 404, with a way back to the list', async () => {
    renderVacancy(null, '99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta vaga não está mais disponível' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver vagas disponíveis' })).toHaveAttribute('href', '/');
  });

  it('shows a 404 met by the server render at once, without a loading state', () => {
    const read = vacancyRequest('99');
    const router = createMemoryRouter([{ path: '/vagas/:id', Component: VacancyPage }], {
      initialEntries: ['/vagas/99'],
    });
    renderRouter(router, {
      fallbackErrors: {
        [apiKey(read.path, read.params, 'pt-BR')]: toApiError(
          404,
          problem(404, 'Esta vaga não existe ou não está mais disponível.', 'not_found'),
        ),
      },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Esta vaga não está mais disponível');
  });

  it('after the deadline: says applications are closed and disables the button, giving the reason', async () => {
    signIn();
    renderVacancy({ ...expired, id: 8 });

    expect(screen.getByText('As inscrições para esta vaga foram encerradas em 10/01/2020.')).toBeVisible();
    const button = screen.getByRole('button', { name: 'Confirmar inscrição' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Inscrições encerradas: o prazo para se inscrever terminou.');
    // Still disabled once the session is known.
    await waitFor(() =>
      expect(server.requestsTo('/api/curriculum/vacancies/v1/8/exist-user')).toHaveLength(1),
    );
    expect(screen.getByRole('button', { name: 'Confirmar inscrição' })).toBeDisabled();
  });
});

describe('Confirm Registration', () => {
  it('signed out: leads to sign-in or registration and back to this vacancy, without asking the API', async () => {
    const router = renderVacancy(vacancy);
    const link = screen.getByRole('link', { name: 'Confirmar inscrição' });
    expect(link).toHaveAttribute('href', '/register?next=/vagas/7');
    expect(link).toHaveAccessibleDescription(
      'Entre ou crie sua conta para se inscrever. Depois você volta para esta vaga.',
    );
    await userEvent.setup().click(link);
    expect(router.state.location).toMatchObject({ pathname: '/register', search: '?next=/vagas/7' });
    expect(server.requestsTo('/api/curriculum/vacancies/v1/7/exist-user')).toHaveLength(0);
  });

  it('signed in: applies, says so, and offers to cancel', async () => {
    signIn();
    renderVacancy(vacancy);
    const user = userEvent.setup();

    const button = await screen.findByRole('button', { name: 'Confirmar inscrição' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByText('Inscrição realizada com sucesso')).toBeInTheDocument();
    const posts = server.requests.filter(
      (r) => r.method === 'POST' && r.url === '/api/curriculum/vacancies/v1',
    );
    expect(posts.map((r) => JSON.parse(r.body))).toEqual([{ vacancy_id: 7, answers: [] }]);
    expect(screen.getByText('Sua inscrição nesta vaga está confirmada.')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cancelar inscrição' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Confirmar inscrição' })).not.toBeInTheDocument();
  });

  it('with questions: shows them with their requirements, asks them before sending, names a blank one, and says at once what missed', async () => {
    const asking = sampleVacancyDetail({
      questions: [
        {
          key: 'cnh',
          kind: 'yes_no',
          text: 'Você tem CNH categoria D?',
          required: true,
          requirement: { reason: 'Esta vaga exige CNH categoria D' },
        },
        { key: 'years', kind: 'number', text: 'Anos de experiência', unit: 'anos', required: false },
      ],
    });
    api.apply = (response) =>
      sendJson(response, 201, {
        id: 71,
        screening: {
          meets: false,
          misses: [
            { key: 'cnh', question: 'Você tem CNH categoria D?', reason: 'Esta vaga exige CNH categoria D' },
          ],
        },
      });
    signIn();
    renderVacancy(asking);
    const user = userEvent.setup();
    const listed = screen.getByRole('region', { name: 'Perguntas desta vaga' });
    expect(listed).toHaveTextContent(
      'Você tem CNH categoria D? (obrigatória)Requisito: Esta vaga exige CNH categoria D',
    );

    const button = await screen.findByRole('button', { name: 'Confirmar inscrição' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Antes de enviar: perguntas da vaga' });
    const cnh = within(dialog).getByRole('group', { name: 'Você tem CNH categoria D?' });
    expect(cnh).toHaveAccessibleDescription(
      expect.stringContaining('Requisito: Esta vaga exige CNH categoria D'),
    );
    const years = within(dialog).getByRole('textbox', { name: 'Anos de experiência (opcional)' });
    expect(years).toHaveAttribute('inputmode', 'decimal');

    await user.click(within(dialog).getByRole('button', { name: 'Enviar inscrição' }));
    expect(cnh).toHaveAccessibleDescription(
      expect.stringContaining('Responda à pergunta “Você tem CNH categoria D?”'),
    );
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(within(cnh).getByRole('radio', { name: 'Não' }));
    await user.type(years, '0,5');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar inscrição' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = server.requests.filter(
      (r) => r.method === 'POST' && r.url === '/api/curriculum/vacancies/v1',
    );
    expect(posts.map((r) => JSON.parse(r.body))).toEqual([
      {
        vacancy_id: 7,
        answers: [
          { key: 'cnh', value: 'no' },
          { key: 'years', value: '0,5' },
        ],
      },
    ]);
    const flagged = await screen.findByText('Uma resposta não atende a um requisito da vaga');
    const notice = flagged.parentElement as HTMLElement;
    expect(notice).toHaveTextContent('Você tem CNH categoria D?Esta vaga exige CNH categoria D');
    expect(within(notice).getByRole('link', { name: 'Ver a inscrição e pedir uma revisão' })).toHaveAttribute(
      'href',
      '/minhas-inscricoes#inscricao-71',
    );
  });

  it('already applied: cancels only after the prompt is confirmed', async () => {
    signIn();
    api.applied = true;
    renderVacancy(vacancy);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cancelar inscrição' }));
    let dialog = await screen.findByRole('dialog', { name: 'Deseja realmente cancelar sua inscrição?' });
    expect(dialog).toHaveTextContent(
      'Sua inscrição na vaga “Técnico de Manutenção Mecânica” será cancelada.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Manter inscrição' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancelar inscrição' }));
    dialog = await screen.findByRole('dialog', { name: 'Deseja realmente cancelar sua inscrição?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim, cancelar' }));

    expect(await screen.findByText('Sua inscrição foi cancelada')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/curriculum/vacancies/v1/7',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Confirmar inscrição' })).toHaveFocus();
  });

  it('resume unfinished: shows the server’s reason and a link to finish the resume', async () => {
    await applyRefused('resume_not_finished', 'Conclua o seu currículo antes de se inscrever nesta vaga.');

    const reason = await screen.findByText('Conclua o seu currículo antes de se inscrever nesta vaga.');
    // Announced as it appears, with the way to fix it.
    const alert = reason.closest<HTMLElement>('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(within(alert!).getByRole('link', { name: 'Concluir meu currículo' })).toHaveAttribute(
      'href',
      '/curriculo',
    );
    expect(screen.getByRole('button', { name: 'Confirmar inscrição' })).toBeEnabled();
  });

  it('a deadline that passed while the page was open: the server says deadline_passed and the page says why', async () => {
    await applyRefused('deadline_passed', 'O prazo de inscrição desta vaga já terminou.');
    expect(await screen.findByText('O prazo de inscrição desta vaga já terminou.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Concluir meu currículo' })).not.toBeInTheDocument();
  });

  it('a session the API no longer accepts (401) counts as signed out', async () => {
    signIn();
    api.applied = 'unauthorized';
    renderVacancy(vacancy);
    await waitFor(() =>
      expect(server.requestsTo('/api/curriculum/vacancies/v1/7/exist-user')).toHaveLength(1),
    );
    expect(await screen.findByRole('link', { name: 'Confirmar inscrição' })).toHaveAttribute(
      'href',
      '/register?next=/vagas/7',
    );
  });
});
