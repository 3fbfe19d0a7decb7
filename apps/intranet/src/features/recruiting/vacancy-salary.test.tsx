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

// The editor's optional salary (decision 0078): not shown, one amount or a range, in reais, per month or hour.

afterEach(async () => {
  await stopServer();
  await i18next.changeLanguage('pt-BR');
});

const sentBodies = (s: Awaited<ReturnType<typeof startServer>>, path: string, method: string) =>
  s
    .requestsTo(path)
    .filter((r) => r.method === method)
    .map((r) => JSON.parse(r.body ?? '{}'));

async function newVacancyWithDetails() {
  renderAt('/recrutamento/vagas/nova');
  await screen.findByRole('option', { name: 'Fábrica Betim' });
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
    const s = await startServer((path, request) => {
      if (path === '/units') return UNITS;
      if (path === '/vacancies' && request.method === 'POST') return [201, { id: 42 }];
      if (path === '/vacancies/42') return storedVacancy({ id: 42 });
      return [];
    });
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
    expect(sentBodies(s, '/api/recruiting/v1/vacancies', 'POST')).toEqual([
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
    expect(sentBodies(s, '/api/recruiting/v1/vacancies', 'POST')).toEqual([]);
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
      expect(sentBodies(s, '/api/recruiting/v1/vacancies/9', 'PUT')).toEqual([
        expect.objectContaining({ salary: null }),
      ]),
    );
  });

  it('is labelled in the reader’s language', async () => {
    await startServer((path) => (path === '/units' ? UNITS : []));
    await i18next.changeLanguage('es-ES');
    renderAt('/recrutamento/vagas/nova');
    await screen.findByRole('option', { name: 'Fábrica Betim' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Publicar el salario' }),
      'Franja salarial',
    );
    expect(screen.getByLabelText('Desde (R$) *')).toBeInTheDocument();
    expect(screen.getByLabelText('Hasta (R$) *')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Salario' })).toBeInTheDocument();
  });
});
