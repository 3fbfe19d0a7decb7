import { optionTexts } from '@portal/shell/test/queries';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  chooseBetimDetails,
  openNewVacancyEditor,
  renderAt,
  startNewVacancyServer,
  startServer,
  storedVacancy,
  typeVacancyTexts,
  UNITS,
} from '#intranet/test/recruiting-kit';

// The editor sets a vacancy's program and whether it is exclusive to PcD; the list shows them.

describe('the vacancy editor’s program and PcD fields', () => {
  it('offer Regular, Jovem aprendiz and Estágio (Regular for a new vacancy) and an unchecked PcD box, both sent', async () => {
    const s = await startNewVacancyServer(
      storedVacancy({ id: 42, program: 'apprentice', pcd_exclusive: true }),
    );
    await openNewVacancyEditor();
    const program = screen.getByRole('combobox', { name: 'Programa' });
    expect(optionTexts(program)).toEqual(['Regular', 'Jovem aprendiz', 'Estágio']);
    expect(program).toHaveDisplayValue('Regular');
    const pcd = screen.getByRole('checkbox', { name: 'Vaga exclusiva para PcD' });
    expect(pcd).not.toBeChecked();

    await typeVacancyTexts({
      title: 'Jovem Aprendiz — Produção',
      duties: 'Apoiar a produção',
      workingDay: 'Segunda a sexta, 4 horas',
      requirements: 'Ensino médio em curso',
    });
    await chooseBetimDetails({
      modality: 'Presencial',
      program: 'Jovem aprendiz',
      deadlineDigits: '31122030',
    });
    expect(program).toHaveDisplayValue('Jovem aprendiz');
    // The box is reached and checked by keyboard.
    pcd.focus();
    await userEvent.keyboard(' ');
    expect(pcd).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/recrutamento/vagas/42'), {
      timeout: 3000,
    });
    expect(s.bodiesSent('/api/recruiting/v1/vacancies', 'POST')).toEqual([
      expect.objectContaining({ program: 'apprentice', pcd_exclusive: true, contract_type: 'apprentice' }),
    ]);
  });

  it('shows a stored vacancy’s choice and sends a change back', async () => {
    const stored = storedVacancy({ id: 9, program: 'internship', pcd_exclusive: true });
    const s = await startServer((path, request) => {
      if (path === '/units') return UNITS;
      if (path === '/vacancies/9' && request.method === 'PUT') return { ...stored, pcd_exclusive: false };
      if (path === '/vacancies/9') return stored;
      return [];
    });
    renderAt('/recrutamento/vagas/9');
    const program = await screen.findByRole('combobox', { name: 'Programa' });
    await waitFor(() => expect(program).toHaveDisplayValue('Estágio'));
    const pcd = screen.getByRole('checkbox', { name: 'Vaga exclusiva para PcD' });
    expect(pcd).toBeChecked();
    await userEvent.click(pcd);
    await userEvent.selectOptions(program, 'Regular');
    // A regular vacancy's contract is asked (an internship's was its program's, decision 0088).
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de contrato *' }),
      'Efetivo (CLT)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(s.bodiesSent('/api/recruiting/v1/vacancies/9', 'PUT')).toHaveLength(1));
    expect(s.bodiesSent('/api/recruiting/v1/vacancies/9', 'PUT')[0]).toMatchObject({
      program: 'regular',
      pcd_exclusive: false,
      contract_type: 'clt',
    });
  });

  it('ask the contract of a regular vacancy only (CLT or temporary); a program says its own (decision 0088)', async () => {
    await startServer((path) => (path === '/units' ? UNITS : []));
    renderAt('/recrutamento/vagas/nova');
    const program = await screen.findByRole('combobox', { name: 'Programa' });
    expect(program).toHaveAccessibleDescription('Jovem aprendiz e estágio têm contrato próprio.');
    const contract = screen.getByRole('combobox', { name: 'Tipo de contrato *' });
    expect(optionTexts(contract)).toEqual(['Selecione', 'Efetivo (CLT)', 'Temporário']);
    await userEvent.selectOptions(program, 'Jovem aprendiz');
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: /Tipo de contrato/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Jovem aprendiz, o contrato do programa')).toBeVisible();
    await userEvent.selectOptions(program, 'Estágio');
    expect(await screen.findByText('Estágio, o contrato do programa')).toBeVisible();
    // Back to regular, the contract is asked again, nothing chosen.
    await userEvent.selectOptions(program, 'Regular');
    expect(await screen.findByRole('combobox', { name: 'Tipo de contrato *' })).toHaveDisplayValue(
      'Selecione',
    );
    await act(() => i18next.changeLanguage('es-ES'));
    expect(optionTexts(screen.getByRole('combobox', { name: 'Tipo de contrato *' }))).toEqual([
      'Selecciona',
      'Indefinido (CLT)',
      'Temporal',
    ]);
  });

  it('a stored apprentice vacancy shows its program’s contract, not a choice', async () => {
    const stored = storedVacancy({ id: 11, program: 'apprentice', contract_type: 'apprentice' });
    await startServer((path) => {
      if (path === '/units') return UNITS;
      if (path === '/vacancies/11') return stored;
      return [];
    });
    renderAt('/recrutamento/vagas/11');
    const program = await screen.findByRole('combobox', { name: 'Programa' });
    await waitFor(() => expect(program).toHaveDisplayValue('Jovem aprendiz'));
    expect(screen.getByText('Jovem aprendiz, o contrato do programa')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: /Tipo de contrato/ })).not.toBeInTheDocument();
  });

  it('are labelled in the reader’s language', async () => {
    await startServer((path) => (path === '/units' ? UNITS : []));
    renderAt('/recrutamento/vagas/nova');
    await screen.findByRole('combobox', { name: 'Programa' });
    await act(() => i18next.changeLanguage('es-ES'));
    const program = screen.getByRole('combobox', { name: 'Programa' });
    expect(optionTexts(program)).toEqual(['Ordinaria', 'Aprendiz', 'Prácticas']);
    expect(
      screen.getByRole('checkbox', { name: 'Vacante exclusiva para personas con discapacidad' }),
    ).not.toBeChecked();
  });
});

describe('the vacancy list', () => {
  it('shows the program and PcD badges under a title, none for a regular vacancy open to everyone', async () => {
    await startServer((path) => {
      if (path === '/units') return UNITS;
      return [
        storedVacancy({
          id: 7,
          title: { 'pt-BR': 'Jovem Aprendiz — Produção' },
          program: 'apprentice',
          pcd_exclusive: true,
        }),
        storedVacancy({ id: 8, title: { 'pt-BR': 'Eletricista' } }),
      ];
    });
    renderAt('/recrutamento');
    const apprentice = (await screen.findByRole('link', { name: 'Jovem Aprendiz — Produção' })).closest(
      'th',
    )!;
    expect(apprentice.querySelector('.vacancy-badges')).toHaveTextContent(
      'Jovem aprendiz, Exclusiva para PcD',
    );
    const regular = screen.getByRole('link', { name: 'Eletricista' }).closest('th')!;
    expect(regular.querySelector('.vacancy-badges')).toBeNull();
  });
});

// The editor names a vacancy's area of interest and work shifts (decision 0079): what job alerts match.

describe('the vacancy editor’s area of interest and work shifts', () => {
  it('offer the dictionaries’ options, none chosen for a new vacancy, and send the chosen ids', async () => {
    const s = await startNewVacancyServer(storedVacancy({ id: 42, interest_area: 4, workshifts: [3, 5] }));
    await openNewVacancyEditor();
    const area = screen.getByRole('combobox', { name: 'Área de interesse' });
    expect(area).toHaveDisplayValue('Não informada');
    const shifts = screen.getByRole('group', { name: 'Turnos de trabalho' });
    expect(shifts).toHaveAccessibleDescription(/Os alertas de vagas usam a área e os turnos/);
    expect(
      within(shifts)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name')),
    ).toHaveLength(5);
    for (const box of within(shifts).getAllByRole('checkbox')) expect(box).not.toBeChecked();

    await typeVacancyTexts({
      title: 'Eletricista de Manutenção',
      duties: 'Manter painéis',
      workingDay: 'Escala 12x36, das 19h às 7h',
      requirements: 'NR-10',
    });
    await chooseBetimDetails({
      modality: 'Presencial',
      contract: 'Efetivo (CLT)',
      deadlineDigits: '31122030',
    });
    await userEvent.selectOptions(area, 'Manutenção');
    await userEvent.click(within(shifts).getByRole('checkbox', { name: 'Turnos alternados' }));
    // A box is reached and ticked by keyboard too.
    within(shifts).getByRole('checkbox', { name: 'Noite' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/recrutamento/vagas/42'), {
      timeout: 3000,
    });
    expect(s.bodiesSent('/api/recruiting/v1/vacancies', 'POST')).toEqual([
      expect.objectContaining({ interest_area: 4, workshifts: [3, 5] }),
    ]);
  });

  it('show a stored vacancy’s choice, send a change, and the preview names them in Spanish', async () => {
    const stored = storedVacancy({ id: 9, interest_area: 4, workshifts: [3, 5] });
    const s = await startServer((path, request) => {
      if (path === '/units') return UNITS;
      if (path === '/vacancies/9' && request.method === 'PUT') return stored;
      if (path === '/vacancies/9') return stored;
      return [];
    });
    renderAt('/recrutamento/vagas/9');
    const area = await screen.findByRole('combobox', { name: 'Área de interesse' });
    await waitFor(() => expect(area).toHaveDisplayValue('Manutenção'));
    const shifts = screen.getByRole('group', { name: 'Turnos de trabalho' });
    expect(
      within(shifts)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Noite', 'Turnos alternados']);

    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Espanhol' }));
    expect(within(dialog).getByText('Mantenimiento')).toBeInTheDocument();
    expect(within(dialog).getByText('Noche y Turnos rotativos')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.selectOptions(area, 'Não informada');
    await userEvent.click(within(shifts).getByRole('checkbox', { name: 'Noite' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(s.bodiesSent('/api/recruiting/v1/vacancies/9', 'PUT')).toEqual([
        expect.objectContaining({ interest_area: null, workshifts: [5] }),
      ]),
    );
  });
});

// The editor's optional salary (decision 0078): not shown, one amount or a range, in reais, per month or hour.

async function newVacancyWithDetails() {
  await openNewVacancyEditor();
  await typeVacancyTexts({
    title: 'Operador(a) de Produção',
    duties: 'Operar máquinas',
    workingDay: 'Segunda a sexta',
    requirements: 'Ensino médio',
  });
  await chooseBetimDetails({ modality: 'Presencial', contract: 'Efetivo (CLT)', deadlineDigits: '31122030' });
}

describe('the vacancy editor’s salary', () => {
  it('states none by default, and a range typed on a numeric keypad is sent in reais', async () => {
    const s = await startNewVacancyServer();
    await newVacancyWithDetails();
    const kind = screen.getByRole('combobox', { name: 'Divulgar salário' });
    expect(kind).toHaveDisplayValue('Não divulgar');
    expect(screen.queryByLabelText(/De \(R\$\)/)).not.toBeInTheDocument();

    await userEvent.selectOptions(kind, 'Faixa salarial');
    const from = screen.getByLabelText('De (R$) *');
    expect(from).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(from, '2300');
    await userEvent.type(screen.getByLabelText('Até (R$) *'), '2700,50');
    expect(screen.getByRole('combobox', { name: 'Pago por' })).toHaveDisplayValue('Mês');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/recrutamento/vagas/42'), {
      timeout: 3000,
    });
    expect(s.bodiesSent('/api/recruiting/v1/vacancies', 'POST')).toEqual([
      expect.objectContaining({ salary: { min: 2300, max: 2700.5, period: 'month' } }),
    ]);
  });

  it('says on each field what is wrong and sends nothing', async () => {
    const s = await startServer((path) => (path === '/units' ? UNITS : []));
    await newVacancyWithDetails();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Divulgar salário' }),
      'Faixa salarial',
    );
    await userEvent.type(screen.getByLabelText('De (R$) *'), '3.000');
    await userEvent.type(screen.getByLabelText('Até (R$) *'), '2.800');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const to = screen.getByLabelText('Até (R$) *');
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription(/O valor final da faixa deve ser maior que o inicial/),
    );
    expect(to).toHaveAttribute('aria-invalid', 'true');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Divulgar salário' }), 'Valor fixo');
    const amount = screen.getByLabelText('Valor (R$) *');
    await userEvent.clear(amount);
    await userEvent.type(amount, 'dois mil');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/Informe um valor em reais, como 2\.500,00/),
    );
    expect(s.bodiesSent('/api/recruiting/v1/vacancies', 'POST')).toEqual([]);
  });

  it('shows a stored salary, sends a change, and the preview says it as the public page does in Spanish', async () => {
    const stored = storedVacancy({ id: 9, salary: { min: 8.2, period: 'hour' } });
    const s = await startServer((path, request) => {
      if (path === '/units') return UNITS;
      if (path === '/vacancies/9' && request.method === 'PUT') return { ...stored, salary: null };
      if (path === '/vacancies/9') return stored;
      return [];
    });
    renderAt('/recrutamento/vagas/9');
    const amount = await screen.findByLabelText('Valor (R$) *');
    expect(amount).toHaveValue('8,20');
    expect(screen.getByRole('combobox', { name: 'Divulgar salário' })).toHaveDisplayValue('Valor fixo');
    expect(screen.getByRole('combobox', { name: 'Pago por' })).toHaveDisplayValue('Hora');

    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Espanhol' }));
    expect(within(dialog).getByText('Salario')).toBeInTheDocument();
    expect(
      within(dialog).getByText('8,20 R$ por hora', { normalizer: (t) => t.replace(/\u00a0/g, ' ') }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Divulgar salário' }), 'Não divulgar');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(s.bodiesSent('/api/recruiting/v1/vacancies/9', 'PUT')).toEqual([
        expect.objectContaining({ salary: null }),
      ]),
    );
  });

  it('is labelled in the reader’s language', async () => {
    await startServer((path) => (path === '/units' ? UNITS : []));
    await i18next.changeLanguage('es-ES');
    await openNewVacancyEditor();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Publicar el salario' }),
      'Franja salarial',
    );
    expect(screen.getByLabelText('Desde (R$) *')).toBeInTheDocument();
    expect(screen.getByLabelText('Hasta (R$) *')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Salario' })).toBeInTheDocument();
  });
});

/** The editor's page is a lazy chunk: its first load on a busy machine can take more than a second. */
const FIRST_LOAD = { timeout: 5000 };

// A vacancy is where its unit is: choosing the unit fills the city and state, which the recruiter reads but does
// not type (the server refuses another place).

describe('the vacancy editor’s unit and its place', () => {
  it('fills the city and state with the chosen unit’s, read only, and sends them', async () => {
    const s = await startNewVacancyServer();
    renderAt('/recrutamento/vagas/nova');
    const unit = await screen.findByRole('combobox', { name: 'Unidade *' }, FIRST_LOAD);
    await screen.findByRole('option', { name: 'Fábrica Betim' });
    expect(unit).toHaveAccessibleDescription('A cidade e o estado vêm da unidade');
    const city = screen.getByRole('textbox', { name: 'Cidade' });
    const state = screen.getByRole('textbox', { name: 'Estado (UF)' });
    expect(city).toHaveValue('');
    expect(state).toHaveValue('');
    expect(city).toHaveAttribute('readonly');
    expect(state).toHaveAttribute('readonly');

    await userEvent.selectOptions(unit, 'Fábrica Betim');
    expect(city).toHaveValue('Betim');
    expect(state).toHaveValue('MG');
    await userEvent.selectOptions(unit, 'Fábrica Jaraguá do Sul');
    expect(city).toHaveValue('Jaraguá do Sul');
    expect(state).toHaveValue('SC');
    // Typing does not change the unit's place.
    await userEvent.type(city, 'Blumenau');
    expect(city).toHaveValue('Jaraguá do Sul');

    await typeVacancyTexts({
      title: 'Soldador',
      duties: 'Soldar estruturas',
      workingDay: 'Segunda a sexta',
      requirements: 'Curso de soldagem',
    });
    await userEvent.selectOptions(screen.getByLabelText('Modalidade *'), 'Presencial');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de contrato *'), 'Efetivo (CLT)');
    await userEvent.type(screen.getByLabelText(/Inscrições até/), '31122030');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/recrutamento/vagas/42'));
    expect(s.bodiesSent('/api/recruiting/v1/vacancies', 'POST')).toEqual([
      expect.objectContaining({ unit_id: 1, city: 'Jaraguá do Sul', state: 'SC' }),
    ]);
  });

  it('with no unit chosen, says so on the unit alone and empties the place again', async () => {
    const s = await startServer((path) => (path === '/units' ? UNITS : []));
    renderAt('/recrutamento/vagas/nova');
    const unit = await screen.findByRole('combobox', { name: 'Unidade *' }, FIRST_LOAD);
    await screen.findByRole('option', { name: 'Fábrica Betim' });
    await userEvent.selectOptions(unit, 'Fábrica Betim');
    await userEvent.selectOptions(unit, 'Selecione');
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(unit).toHaveAccessibleDescription(/Este campo é obrigatório/));
    expect(screen.getByRole('textbox', { name: 'Cidade' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('textbox', { name: 'Estado (UF)' })).not.toHaveAccessibleDescription();
    expect(s.bodiesSent('/api/recruiting/v1/vacancies', 'POST')).toEqual([]);
  });

  it('shows a stored vacancy at its unit’s place, and the server’s refusal on the field', async () => {
    // Stored before the rule: its unit is Betim, its place was typed as Contagem.
    const stored = storedVacancy({
      id: 9,
      unit: { id: 2, name: 'Fábrica Betim' },
      city: 'Contagem',
      state: 'MG',
    });
    const s = await startServer((path, request) => {
      if (path === '/units') return UNITS;
      if (path === '/vacancies/9' && request.method === 'PUT')
        return [
          400,
          {
            title: 'Dados inválidos',
            status: 400,
            detail: 'Use a cidade da unidade escolhida',
            code: 'validation_failed',
            errors: [{ field: 'city', message: 'Use a cidade da unidade escolhida' }],
          },
        ];
      if (path === '/vacancies/9') return stored;
      return [];
    });
    renderAt('/recrutamento/vagas/9');
    const city = await screen.findByRole('textbox', { name: 'Cidade' }, FIRST_LOAD);
    await waitFor(() => expect(city).toHaveValue('Betim'));
    expect(screen.getByRole('textbox', { name: 'Estado (UF)' })).toHaveValue('MG');

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(city).toHaveAccessibleDescription('Use a cidade da unidade escolhida'));
    expect(s.bodiesSent('/api/recruiting/v1/vacancies/9', 'PUT')).toEqual([
      expect.objectContaining({ unit_id: 2, city: 'Betim', state: 'MG' }),
    ]);
  });
});
