import { optionTexts } from '@portal/shell/test/queries';
import { act, screen, waitFor } from '@testing-library/react';
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

// The editor sets a vacancy's program and whether it is exclusive to PcD; the list shows them.

afterEach(async () => {
  await stopServer();
  await i18next.changeLanguage('pt-BR');
});

const sentBodies = (s: Awaited<ReturnType<typeof startServer>>, path: string, method: string) =>
  s
    .requestsTo(path)
    .filter((r) => r.method === method)
    .map((r) => JSON.parse(r.body ?? '{}'));

describe('the vacancy editor’s program and PcD fields', () => {
  it('offer Regular, Jovem aprendiz and Estágio (Regular for a new vacancy) and an unchecked PcD box, both sent', async () => {
    const s = await startServer((path, request) => {
      if (path === '/units') return UNITS;
      if (path === '/vacancies' && request.method === 'POST') return [201, { id: 42 }];
      if (path === '/vacancies/42')
        return storedVacancy({ id: 42, program: 'apprentice', pcd_exclusive: true });
      return [];
    });
    renderAt('/recrutamento/vagas/nova');
    await screen.findByRole('option', { name: 'Fábrica Betim' });
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
      contract: 'Jovem aprendiz',
      deadlineDigits: '31122030',
    });
    await userEvent.selectOptions(program, 'Jovem aprendiz');
    // The box is reached and checked by keyboard.
    pcd.focus();
    await userEvent.keyboard(' ');
    expect(pcd).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/recrutamento/vagas/42'), {
      timeout: 3000,
    });
    expect(sentBodies(s, '/api/recruiting/v1/vacancies', 'POST')).toEqual([
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
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sentBodies(s, '/api/recruiting/v1/vacancies/9', 'PUT')).toHaveLength(1));
    expect(sentBodies(s, '/api/recruiting/v1/vacancies/9', 'PUT')[0]).toMatchObject({
      program: 'regular',
      pcd_exclusive: false,
    });
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
