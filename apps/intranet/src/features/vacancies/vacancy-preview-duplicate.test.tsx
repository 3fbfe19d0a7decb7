import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  openNewVacancyEditor,
  type RecruitingHandler,
  renderAt,
  startServer,
  storedVacancy,
  UNITS,
} from '#intranet/test/recruiting-kit';

/** A stored vacancy: translated title and duties in English, everything else only in Portuguese. */
const SOLDADOR = storedVacancy({
  id: 9,
  status: 'published',
  title: { 'pt-BR': 'Soldador MIG', 'en-US': 'MIG welder' },
  unit: { id: 2, name: 'Fábrica Betim' },
  city: 'Betim',
  state: 'MG',
  modality: 'hybrid',
  contract_type: 'temporary',
  published_at: '2026-11-02T12:00:00Z',
  updated_at: '2026-11-02T12:00:00Z',
  duties: { 'pt-BR': 'Soldar estruturas\nLer desenhos técnicos', 'en-US': 'Weld structures\nRead drawings' },
  working_day: { 'pt-BR': 'Segunda a sexta, 7h às 17h' },
  requirements: { 'pt-BR': 'Curso de soldagem' },
});

/** The facts of a summary box, label → value (the colon after each label is drawn by CSS). */
function facts(region: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...region.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent ?? '',
    ]),
  );
}

const answer: RecruitingHandler = (path) => {
  if (path === '/units') return UNITS;
  if (path === '/vacancies/9') return SOLDADOR;
  if (path === '/vacancies') return [SOLDADOR];
  return [404, { title: 'Não encontrado', detail: 'Vaga não encontrada.', status: 404, code: 'not_found' }];
};

/** Opens vacancy 9 with unsaved edits (title, modality) and its preview. */
async function openPreview() {
  renderAt('/recrutamento/vagas/9');
  await screen.findByRole('heading', { level: 1, name: 'Soldador MIG' });
  // Unsaved edits: the preview shows what is on the screen.
  const title = screen.getByLabelText('Título *');
  await userEvent.clear(title);
  await userEvent.type(title, 'Soldador MIG/MAG');
  await userEvent.selectOptions(screen.getByLabelText('Modalidade *'), 'Remoto');
  const open = screen.getByRole('button', { name: 'Pré-visualizar' });
  await userEvent.click(open);
  const dialog = await screen.findByRole('dialog', { name: 'Pré-visualização da página pública' });
  return { open, dialog };
}

describe('the public page preview', () => {
  it('shows the unsaved form as the public page in pt-BR, saves nothing, and gives focus back', async () => {
    const s = await startServer(answer);
    const { open, dialog } = await openPreview();
    const page = within(dialog).getByRole('article');
    expect(within(page).getByRole('heading', { level: 3 })).toHaveTextContent('Soldador MIG/MAG');
    const summary = within(page).getByRole('region', { name: 'Sobre a vaga' });
    expect(facts(summary)).toEqual({
      Unidade: 'Fábrica Betim',
      Local: 'Betim – MG',
      Modalidade: 'Remoto',
      Contrato: 'Temporário',
      'Prazo de inscrição': '31/12/2030',
    });
    const duties = within(page).getByRole('region', { name: 'Atribuições' });
    expect(
      within(duties)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Soldar estruturas', 'Ler desenhos técnicos']);
    expect(within(page).getByRole('region', { name: 'Jornada de trabalho' })).toHaveTextContent(
      'Segunda a sexta, 7h às 17h',
    );
    // No observations: no section, as on the public page.
    expect(within(page).queryByRole('region', { name: 'Observações' })).not.toBeInTheDocument();
    expect(
      within(within(page).getByRole('region', { name: 'Benefícios' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Plano de saúde', 'Restaurante na empresa ou vale-refeição']);
    expect(within(dialog).queryByText(/Sem texto em/)).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
    // Previewing saves nothing.
    expect(s.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('shows each language with the pt-BR fallback of the public pages, and says which texts fall back', async () => {
    await startServer(answer);
    const { dialog } = await openPreview();
    // English: labels and the translated texts in English; the untranslated ones in Portuguese, and said so.
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Inglês' }));
    expect(within(dialog).getByRole('tab', { name: 'Inglês' })).toHaveAttribute('aria-selected', 'true');
    const english = within(dialog).getByRole('article');
    expect(english).toHaveAttribute('lang', 'en-US');
    expect(within(english).getByRole('heading', { level: 3 })).toHaveTextContent('MIG welder');
    const englishSummary = within(english).getByRole('region', { name: 'About the vacancy' });
    expect(facts(englishSummary)).toEqual({
      Unit: 'Fábrica Betim',
      Location: 'Betim – MG',
      'Work model': 'Remote',
      Contract: 'Temporary',
      'Application deadline': '12/31/2030',
    });
    expect(within(english).getByRole('region', { name: 'Duties' })).toHaveTextContent('Weld structures');
    expect(within(english).getByRole('region', { name: 'Working hours' })).toHaveTextContent(
      'Segunda a sexta, 7h às 17h',
    );
    expect(within(english).getByRole('region', { name: 'Requirements' })).toHaveTextContent(
      'Curso de soldagem',
    );
    expect(within(dialog).getByText(/Sem texto em inglês para/)).toHaveTextContent(
      'Sem texto em inglês para Jornada de trabalho e Requisitos: a página pública mostra o texto em português.',
    );

    // Spanish by the keyboard (arrow keys move along the tabs): nothing translated, all in Portuguese.
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Espanhol' })).toHaveFocus();
    const spanish = within(dialog).getByRole('article');
    expect(within(spanish).getByRole('heading', { level: 3 })).toHaveTextContent('Soldador MIG/MAG');
    expect(facts(within(spanish).getByRole('region', { name: 'Sobre la vacante' }))).toMatchObject({
      Modalidad: 'En remoto',
      'Plazo de inscripción': '31/12/2030',
    });
    expect(within(dialog).getByText(/Sem texto em espanhol/)).toHaveTextContent(/Título, Atribuições/);
  });

  it('draws an empty new form without inventing facts: not given, untitled', async () => {
    await startServer(answer);
    await openNewVacancyEditor();
    await userEvent.type(screen.getByLabelText(/Inscrições até/), '3102');
    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pré-visualização da página pública' });
    const page = within(dialog).getByRole('article');
    expect(within(page).getByRole('heading', { level: 3 })).toHaveTextContent('(sem título)');
    const summary = within(page).getByRole('region', { name: 'Sobre a vaga' });
    // A deadline typed only in part is not a date yet.
    expect(facts(summary)).toEqual({
      Unidade: 'Não informado',
      Local: 'Não informado',
      Modalidade: 'Não informado',
      Contrato: 'Não informado',
      'Prazo de inscrição': 'Não informado',
    });
    expect(within(page).queryByRole('region', { name: 'Atribuições' })).not.toBeInTheDocument();
  });
});

describe('duplicate', () => {
  it('from the list opens a new editor prefilled from the vacancy, without its deadline; saving creates a draft', async () => {
    const s = await startServer((path, request) => {
      if (path === '/vacancies' && request.method === 'POST') return [201, { id: 77 }];
      if (path === '/vacancies/77') return { ...SOLDADOR, id: 77, status: 'draft', published_at: null };
      return answer(path, request);
    });
    renderAt('/recrutamento');
    const duplicate = await screen.findByRole('link', { name: 'Duplicar: Soldador MIG' });
    expect(duplicate).toHaveAttribute('href', '/recrutamento/vagas/nova?duplicar=9');
    await userEvent.click(duplicate);

    await screen.findByRole('heading', { level: 1, name: 'Nova vaga (cópia de Soldador MIG)' });
    expect(screen.getByText(/Ela só é criada quando você salvar/)).toBeInTheDocument();
    expect(screen.getByText('Situação: Rascunho')).toBeInTheDocument();
    // The copy's values reach the form once the source vacancy is read (after the heading on a loaded machine).
    await waitFor(() => expect(screen.getByLabelText('Título *')).toHaveValue('Soldador MIG'));
    expect(screen.getByLabelText('Atribuições *')).toHaveValue('Soldar estruturas\nLer desenhos técnicos');
    expect(screen.getByLabelText('Unidade *')).toHaveDisplayValue('Fábrica Betim');
    expect(screen.getByLabelText('Modalidade *')).toHaveDisplayValue('Híbrido');
    expect(screen.getByLabelText('Tipo de contrato *')).toHaveDisplayValue('Temporário');
    expect(screen.getByLabelText('Plano de saúde')).toBeChecked();
    expect(screen.getByLabelText(/Inscrições até/)).toHaveValue('');
    // A copy is not yet a vacancy: nothing to close, publish is 'save and publish' of a new draft.
    expect(screen.queryByRole('button', { name: 'Encerrar vaga' })).not.toBeInTheDocument();
    expect(s.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const deadline = screen.getByLabelText(/Inscrições até/);
    await waitFor(() => expect(deadline).toHaveFocus());
    expect(deadline).toHaveAccessibleDescription(/Este campo é obrigatório/);
    await userEvent.type(deadline, '15012031');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/recrutamento/vagas/77'));
    const posts = s.requestsTo('/api/recruiting/v1/vacancies').filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]?.body ?? '{}')).toMatchObject({
      title: { 'pt-BR': 'Soldador MIG', 'en-US': 'MIG welder', 'es-ES': '' },
      duties: { 'en-US': 'Weld structures\nRead drawings' },
      unit_id: 2,
      city: 'Betim',
      state: 'MG',
      modality: 'hybrid',
      contract_type: 'temporary',
      application_deadline: '2031-01-15',
      benefits: { health: true, restaurant: true, education: false },
    });
    expect(await screen.findByText('Vaga salva.')).toBeInTheDocument();
  });

  it('from the editor copies the saved vacancy, and asks to save unsaved edits first', async () => {
    await startServer(answer);
    renderAt('/recrutamento/vagas/9');
    await screen.findByRole('heading', { level: 1, name: 'Soldador MIG' });
    const unit = screen.getByLabelText('Unidade *');
    await userEvent.selectOptions(unit, 'Fábrica Jaraguá do Sul');
    await userEvent.click(screen.getByRole('link', { name: 'Duplicar' }));
    const status = screen.getByText(/Salve as alterações antes de duplicar/);
    expect(status).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent('/recrutamento/vagas/9');

    await userEvent.selectOptions(unit, 'Fábrica Betim');
    await userEvent.click(screen.getByRole('link', { name: 'Duplicar' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/recrutamento/vagas/nova?duplicar=9'),
    );
    await screen.findByRole('heading', { level: 1, name: 'Nova vaga (cópia de Soldador MIG)' });
  });

  it('says so when the vacancy to copy cannot be opened (another unit’s, or gone)', async () => {
    await startServer(answer);
    renderAt('/recrutamento/vagas/nova?duplicar=404');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Não foi possível abrir esta vaga/);
  });
});
