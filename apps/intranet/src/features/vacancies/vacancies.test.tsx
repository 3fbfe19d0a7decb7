import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  chooseBetimDetails,
  openInShell,
  openNewVacancyEditor,
  RECRUITER,
  recruitingRequests,
  renderAt,
  startNewVacancyServer,
  startServer,
  storedVacancy,
  typeVacancyTexts,
  UNITS,
} from '#intranet/test/recruiting-kit';

const NO_RECRUITING = { ...RECRUITER, 'recruiting.vacancies': false, 'recruiting.applications': false };
const COUNTS = { received: 3, in_review: 1, closed: 0, total: 4 };

const vacancy = (id: number, status: 'draft' | 'published' | 'closed', title: string) =>
  storedVacancy({ id, status, title: { 'pt-BR': title }, applicants: COUNTS });

describe('the recruiting menu entry', () => {
  it('shows with a recruiting permission and leads to /recrutamento', async () => {
    await openInShell('/home', RECRUITER);
    const link = await screen.findByRole('link', { name: 'Recrutamento' });
    expect(link).toHaveAttribute('href', '/recrutamento');
  });

  it('is absent without one, and the route itself says there is no access (asking the API nothing)', async () => {
    const s = await openInShell('/recrutamento', NO_RECRUITING);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sem acesso ao recrutamento' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Notificações' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Recrutamento' })).not.toBeInTheDocument();
    expect(recruitingRequests(s)).toHaveLength(0);
  });
});

describe('the vacancy list', () => {
  it('lists the vacancies with status, unit, applicants per status, each leading to its editor', async () => {
    const s = await startServer((path) => {
      if (path === '/units') return UNITS;
      return [vacancy(7, 'published', 'Eletricista de manutenção'), vacancy(8, 'draft', 'Analista fiscal')];
    });
    renderAt('/recrutamento');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vagas' })).toBeVisible();
    const link = await screen.findByRole('link', { name: 'Eletricista de manutenção' });
    expect(link).toHaveAttribute('href', '/recrutamento/vagas/7');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Publicada')).toBeInTheDocument();
    expect(within(row).getByText('4 inscrições')).toBeInTheDocument();
    expect(within(row).getByText('Recebidas: 3')).toBeInTheDocument();
    expect(within(row).getByText('Em análise: 1')).toBeInTheDocument();
    expect(within(row).getByText('31/12/2030')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nova vaga' })).toHaveAttribute(
      'href',
      '/recrutamento/vagas/nova',
    );

    await userEvent.selectOptions(screen.getByLabelText('Situação'), 'Rascunho');
    await waitFor(() =>
      expect(s.requestsTo('/api/recruiting/v1/vacancies').at(-1)?.url).toContain('status=draft'),
    );
    await screen.findByRole('option', { name: 'Fábrica Betim' });
    await userEvent.selectOptions(screen.getByLabelText('Unidade'), 'Fábrica Betim');
    await userEvent.type(screen.getByLabelText('Buscar por título, cidade ou unidade'), 'fiscal{Enter}');
    await waitFor(() => {
      const url = s.requestsTo('/api/recruiting/v1/vacancies').at(-1)?.url ?? '';
      expect(url).toContain('status=draft');
      expect(url).toContain('unit=2');
      expect(url).toContain('q=fiscal');
    });
  });
});

describe('the vacancy editor', () => {
  it('refuses an empty form with the schema’s messages on the fields, focused, and sends nothing', async () => {
    const s = await startServer((path) => (path === '/units' ? UNITS : []));
    renderAt('/recrutamento/vagas/nova');
    await screen.findByRole('heading', { level: 1, name: 'Nova vaga' });
    await userEvent.type(screen.getByLabelText(/Inscrições até/), '31022030');
    expect(screen.getByLabelText(/Inscrições até/)).toHaveValue('31/02/2030');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const title = screen.getByLabelText('Título *');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('Este campo é obrigatório');
    expect(screen.getByLabelText('Unidade *')).toHaveAccessibleDescription(/Este campo é obrigatório/);
    expect(screen.getByLabelText(/Inscrições até/)).toHaveAccessibleDescription(
      /A data informada é inválida/,
    );
    expect(s.requestsTo('/api/recruiting/v1/vacancies').filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('saves a new vacancy in pt-BR and en-US (deadline typed as digits), then opens it and says so', async () => {
    const s = await startNewVacancyServer(vacancy(42, 'draft', 'Eletricista'));
    await openNewVacancyEditor();
    await typeVacancyTexts({
      title: 'Eletricista',
      duties: 'Montar painéis',
      workingDay: 'Segunda a sexta',
      requirements: 'Ensino médio',
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Inglês' }));
    await userEvent.type(screen.getByLabelText('Título'), 'Electrician');
    await chooseBetimDetails({ modality: 'Híbrido', program: 'Estágio', deadlineDigits: '31122030' });
    await userEvent.click(screen.getByLabelText('Plano de saúde'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/recrutamento/vagas/42'));
    const [post] = s.requestsTo('/api/recruiting/v1/vacancies').filter((r) => r.method === 'POST');
    const body = JSON.parse(post?.body ?? '{}');
    expect(body).toMatchObject({
      title: { 'pt-BR': 'Eletricista', 'en-US': 'Electrician', 'es-ES': '' },
      unit_id: 2,
      city: 'Betim',
      state: 'MG',
      modality: 'hybrid',
      contract_type: 'internship',
      application_deadline: '2030-12-31',
      benefits: { health: true, restaurant: false },
    });
    const status = await screen.findByText('Vaga salva.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByText('Situação: Rascunho')).toBeInTheDocument();
  });

  it('a refused publish shows the server’s message on its field; a refused transition in the form’s alert', async () => {
    let publishes = 0;
    await startServer((path, request) => {
      if (path === '/units') return UNITS;
      if (path === '/vacancies/9' && request.method === 'PUT') return vacancy(9, 'draft', 'Soldador');
      if (path === '/vacancies/9') return vacancy(9, 'draft', 'Soldador');
      if (path === '/vacancies/9/publish') {
        publishes++;
        return publishes === 1
          ? [
              400,
              {
                title: 'Dados inválidos',
                detail: 'Corrija os campos indicados.',
                status: 400,
                code: 'validation_failed',
                errors: [{ field: 'application_deadline', message: 'O prazo já passou' }],
              },
            ]
          : [
              409,
              {
                title: 'Conflito',
                detail: 'Esta vaga já foi publicada.',
                status: 409,
                code: 'invalid_transition',
              },
            ];
      }
      return [];
    });
    renderAt('/recrutamento/vagas/9');
    await screen.findByRole('heading', { level: 1, name: 'Soldador' });
    // The stored values are drawn once the selects have their options.
    expect(screen.getByLabelText('Unidade *')).toHaveDisplayValue('Fábrica Jaraguá do Sul');
    expect(screen.getByLabelText(/Inscrições até/)).toHaveValue('31/12/2030');
    expect(screen.getByLabelText('Plano de saúde')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e publicar' }));
    const deadline = screen.getByLabelText(/Inscrições até/);
    await waitFor(() => expect(deadline).toHaveAccessibleDescription(/O prazo já passou/));
    expect(deadline).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e publicar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta vaga já foi publicada.');
  });
});
