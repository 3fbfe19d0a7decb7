import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  renderAt,
  startNewVacancyServer,
  startServer,
  storedVacancy,
  typeVacancyTexts,
  UNITS,
} from '#intranet/test/recruiting-kit';

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
