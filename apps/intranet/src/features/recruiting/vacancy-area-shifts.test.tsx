import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseBetimDetails,
  renderAt,
  startServer,
  stopServer,
  storedVacancy,
  typeVacancyTexts,
  UNITS,
} from '../../test/recruiting-kit';

// The editor names a vacancy's area of interest and work shifts (decision 0079): what job alerts match.

afterEach(async () => {
  await stopServer();
  await i18next.changeLanguage('pt-BR');
});

const sentBodies = (s: Awaited<ReturnType<typeof startServer>>, path: string, method: string) =>
  s
    .requestsTo(path)
    .filter((r) => r.method === method)
    .map((r) => JSON.parse(r.body ?? '{}'));

describe('the vacancy editor’s area of interest and work shifts', () => {
  it('offer the dictionaries’ options, none chosen for a new vacancy, and send the chosen ids', async () => {
    const s = await startServer((path, request) => {
      if (path === '/units') return UNITS;
      if (path === '/vacancies' && request.method === 'POST') return [201, { id: 42 }];
      if (path === '/vacancies/42') return storedVacancy({ id: 42, interest_area: 4, workshifts: [3, 5] });
      return [];
    });
    renderAt('/recrutamento/vagas/nova');
    await screen.findByRole('option', { name: 'Fábrica Betim' });
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
    expect(sentBodies(s, '/api/recruiting/v1/vacancies', 'POST')).toEqual([
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
      expect(sentBodies(s, '/api/recruiting/v1/vacancies/9', 'PUT')).toEqual([
        expect.objectContaining({ interest_area: null, workshifts: [5] }),
      ]),
    );
  });
});
