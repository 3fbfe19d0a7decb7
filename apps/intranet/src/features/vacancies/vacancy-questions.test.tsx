import { optionTexts } from '@portal/shell/test/queries';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

// The editor's screening questions (issue 29): what a candidate answers before applying, and what a vacancy requires.

/** A new vacancy's editor with every required field of the vacancy itself filled. */
async function newVacancyWithDetails() {
  await openNewVacancyEditor();
  await typeVacancyTexts({
    title: 'Motorista de caminhão',
    duties: 'Entregar peças',
    workingDay: 'Segunda a sexta',
    requirements: 'CNH D',
  });
  await chooseBetimDetails({ modality: 'Presencial', contract: 'Efetivo (CLT)', deadlineDigits: '31122030' });
}

/** Clicks 'Adicionar pergunta' and returns the new question's fieldset ('Pergunta n'). */
async function addQuestion(number: number) {
  await userEvent.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
  return screen.getByRole('group', { name: `Pergunta ${number}` });
}

const blank = { 'en-US': '', 'es-ES': '' };

/** A vacancy with three questions: a yes/no that requires 'no', a number of years with a minimum, a choice. */
const WITH_QUESTIONS = storedVacancy({
  id: 9,
  questions: [
    {
      key: 'q1',
      kind: 'yes_no',
      text: { 'pt-BR': 'Você fuma?', 'en-US': 'Do you smoke?' },
      required: true,
      requirement: { accepts: ['no'], reason: { 'pt-BR': 'A fábrica é livre de fumo' } },
    },
    {
      key: 'q2',
      kind: 'number',
      text: { 'pt-BR': 'Quantos anos de experiência você tem?' },
      unit: { 'pt-BR': 'anos' },
      required: false,
      requirement: { min: 2.5, reason: { 'pt-BR': 'Esta vaga exige experiência' } },
    },
    {
      key: 'turno',
      kind: 'single_choice',
      text: { 'pt-BR': 'Qual turno você prefere?' },
      options: [
        { key: 'manha', text: { 'pt-BR': 'Manhã' } },
        { key: 'noite', text: { 'pt-BR': 'Noite', 'es-ES': 'Noche' } },
      ],
      required: false,
    },
  ],
});

describe('the vacancy editor’s screening questions', () => {
  it('adds a yes/no question with a requirement and a single choice, and saves exactly those questions', async () => {
    const s = await startNewVacancyServer();
    await newVacancyWithDetails();
    expect(screen.getByText('Esta vaga ainda não tem perguntas de triagem.')).toBeInTheDocument();

    const first = await addQuestion(1);
    const kind = within(first).getByRole('combobox', { name: 'Tipo de resposta' });
    await waitFor(() => expect(kind).toHaveFocus());
    expect(optionTexts(kind)).toEqual(['Sim ou não', 'Escolha única', 'Número', 'Texto curto']);
    expect(kind).toHaveDisplayValue('Sim ou não');
    await userEvent.type(within(first).getByLabelText('Texto da pergunta *'), 'Você tem CNH categoria D?');
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Resposta obrigatória' }));
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Exigir uma resposta' }));
    const accepted = within(first).getByRole('group', { name: 'Resposta aceita' });
    await userEvent.click(within(accepted).getByRole('radio', { name: 'Sim' }));
    await userEvent.type(
      within(first).getByLabelText('Por que a vaga exige isto *'),
      'Esta vaga exige CNH categoria D',
    );

    const second = await addQuestion(2);
    await userEvent.selectOptions(
      within(second).getByRole('combobox', { name: 'Tipo de resposta' }),
      'Escolha única',
    );
    await userEvent.type(within(second).getByLabelText('Texto da pergunta *'), 'Qual é a sua escolaridade?');
    const options = within(second).getByRole('group', { name: 'Opções de resposta' });
    await userEvent.type(within(options).getByLabelText('Opção 1 *'), 'Ensino médio');
    await userEvent.type(within(options).getByLabelText('Opção 2 *'), 'Ensino superior');
    expect(within(second).getByRole('button', { name: 'Remover pergunta 2' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Subir pergunta 2' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/recrutamento/vagas/42'), {
      timeout: 3000,
    });
    const [body] = s.bodiesSent('/api/recruiting/v1/vacancies', 'POST') as { questions: unknown }[];
    expect(body?.questions).toEqual([
      {
        key: 'q1',
        kind: 'yes_no',
        text: { 'pt-BR': 'Você tem CNH categoria D?', ...blank },
        required: true,
        requirement: { accepts: ['yes'], reason: { 'pt-BR': 'Esta vaga exige CNH categoria D', ...blank } },
      },
      {
        key: 'q2',
        kind: 'single_choice',
        text: { 'pt-BR': 'Qual é a sua escolaridade?', ...blank },
        options: [
          { key: 'o1', text: { 'pt-BR': 'Ensino médio', ...blank } },
          { key: 'o2', text: { 'pt-BR': 'Ensino superior', ...blank } },
        ],
        required: false,
      },
    ]);
  });

  it('the preview lists the questions with the requirement’s reason, as the public page will', async () => {
    await startNewVacancyServer();
    await newVacancyWithDetails();
    const first = await addQuestion(1);
    await userEvent.type(within(first).getByLabelText('Texto da pergunta *'), 'Você tem CNH categoria D?');
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Resposta obrigatória' }));
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Exigir uma resposta' }));
    await userEvent.type(
      within(first).getByLabelText('Por que a vaga exige isto *'),
      'Esta vaga exige CNH categoria D',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    const dialog = await screen.findByRole('dialog');
    const listed = within(dialog).getByRole('region', { name: 'Perguntas desta vaga' });
    expect(listed).toHaveTextContent(
      'Você tem CNH categoria D? (obrigatória)Requisito: Esta vaga exige CNH categoria D',
    );
  });

  it('says on each question what is missing and sends nothing', async () => {
    const s = await startNewVacancyServer();
    await newVacancyWithDetails();
    const first = await addQuestion(1);
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Exigir uma resposta' }));
    const second = await addQuestion(2);
    await userEvent.selectOptions(
      within(second).getByRole('combobox', { name: 'Tipo de resposta' }),
      'Número',
    );
    await userEvent.type(
      within(second).getByLabelText('Texto da pergunta *'),
      'Quantos anos de experiência?',
    );
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Exigir uma resposta' }));
    await userEvent.type(within(second).getByRole('textbox', { name: 'Mínimo' }), 'dois');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    const text = within(first).getByLabelText('Texto da pergunta *');
    await waitFor(() => expect(text).toHaveAccessibleDescription('Este campo é obrigatório'));
    expect(within(first).getByRole('group', { name: 'Resposta aceita' })).toHaveAccessibleDescription(
      'Informe as respostas aceitas, ou um mínimo ou máximo',
    );
    expect(within(first).getByLabelText('Por que a vaga exige isto *')).toHaveAccessibleDescription(
      /Este campo é obrigatório$/,
    );
    const min = within(second).getByRole('textbox', { name: 'Mínimo' });
    expect(min).toHaveAttribute('inputmode', 'decimal');
    expect(min).toHaveAccessibleDescription('Informe um número, como 2 ou 2,5');
    expect(s.bodiesSent('/api/recruiting/v1/vacancies', 'POST')).toEqual([]);
  });

  it('moves the focus to the new question and, after a removal, to “Adicionar pergunta”', async () => {
    await startServer((path) => (path === '/units' ? UNITS : []));
    await openNewVacancyEditor();
    await addQuestion(1);
    const second = await addQuestion(2);
    await waitFor(() =>
      expect(within(second).getByRole('combobox', { name: 'Tipo de resposta' })).toHaveFocus(),
    );
    await userEvent.type(within(second).getByLabelText('Texto da pergunta *'), 'Segunda');
    await userEvent.click(within(second).getByRole('button', { name: 'Subir pergunta 2' }));
    expect(
      within(screen.getByRole('group', { name: 'Pergunta 1' })).getByLabelText('Texto da pergunta *'),
    ).toHaveValue('Segunda');
    await userEvent.click(screen.getByRole('button', { name: 'Remover pergunta 1' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adicionar pergunta' })).toHaveFocus());
    expect(screen.queryByRole('group', { name: 'Pergunta 2' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Pergunta 1' })).getByLabelText('Texto da pergunta *'),
    ).toHaveValue('');
  });

  it('shows a stored vacancy’s questions filled, per language, and sends them back with their keys', async () => {
    const s = await startServer((path) => {
      if (path === '/units') return UNITS;
      if (path === '/vacancies/9') return WITH_QUESTIONS;
      return [];
    });
    renderAt('/recrutamento/vagas/9');
    const first = await screen.findByRole('group', { name: 'Pergunta 1' }, { timeout: 5000 });
    expect(within(first).getByRole('combobox', { name: 'Tipo de resposta' })).toHaveDisplayValue(
      'Sim ou não',
    );
    expect(within(first).getByLabelText('Texto da pergunta *')).toHaveValue('Você fuma?');
    expect(within(first).getByRole('checkbox', { name: 'Resposta obrigatória' })).toBeChecked();
    expect(within(first).getByRole('checkbox', { name: 'Exigir uma resposta' })).toBeChecked();
    expect(within(first).getByRole('radio', { name: 'Não' })).toBeChecked();
    expect(within(first).getByRole('radio', { name: 'Sim' })).not.toBeChecked();
    expect(within(first).getByLabelText('Por que a vaga exige isto *')).toHaveValue(
      'A fábrica é livre de fumo',
    );

    const second = screen.getByRole('group', { name: 'Pergunta 2' });
    expect(within(second).getByRole('combobox', { name: 'Tipo de resposta' })).toHaveDisplayValue('Número');
    expect(within(second).getByLabelText(/Unidade da resposta/)).toHaveValue('anos');
    expect(within(second).getByRole('textbox', { name: 'Mínimo' })).toHaveValue('2,5');
    expect(within(second).getByRole('textbox', { name: 'Máximo' })).toHaveValue('');

    const third = screen.getByRole('group', { name: 'Pergunta 3' });
    expect(within(third).getByLabelText('Opção 1 *')).toHaveValue('Manhã');
    expect(within(third).getByLabelText('Opção 2 *')).toHaveValue('Noite');
    expect(within(third).queryByRole('group', { name: 'Requisito' })).not.toBeInTheDocument();

    // The questions' texts follow the language tabs.
    const tabs = screen.getByRole('tablist', { name: 'Idioma das perguntas' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Espanhol' }));
    expect(within(third).getByLabelText('Opção 2')).toHaveValue('Noche');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Inglês' }));
    expect(within(first).getByLabelText('Texto da pergunta')).toHaveValue('Do you smoke?');

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(s.bodiesSent('/api/recruiting/v1/vacancies/9', 'PUT')).toHaveLength(1));
    const [body] = s.bodiesSent('/api/recruiting/v1/vacancies/9', 'PUT') as { questions: unknown }[];
    expect(body?.questions).toEqual([
      {
        key: 'q1',
        kind: 'yes_no',
        text: { 'pt-BR': 'Você fuma?', 'en-US': 'Do you smoke?', 'es-ES': '' },
        required: true,
        requirement: { accepts: ['no'], reason: { 'pt-BR': 'A fábrica é livre de fumo', ...blank } },
      },
      {
        key: 'q2',
        kind: 'number',
        text: { 'pt-BR': 'Quantos anos de experiência você tem?', ...blank },
        unit: { 'pt-BR': 'anos', ...blank },
        required: false,
        requirement: { min: 2.5, reason: { 'pt-BR': 'Esta vaga exige experiência', ...blank } },
      },
      {
        key: 'turno',
        kind: 'single_choice',
        text: { 'pt-BR': 'Qual turno você prefere?', ...blank },
        options: [
          { key: 'manha', text: { 'pt-BR': 'Manhã', ...blank } },
          { key: 'noite', text: { 'pt-BR': 'Noite', 'en-US': '', 'es-ES': 'Noche' } },
        ],
        required: false,
      },
    ]);
  });

  it('shows the server’s refusal of a question’s requirement and options at that question', async () => {
    await startServer((path, request) => {
      if (path === '/units') return UNITS;
      if (path === '/vacancies/9' && request.method === 'PUT')
        return [
          400,
          {
            title: 'Dados inválidos',
            status: 400,
            detail: 'Verifique os campos destacados',
            code: 'validation_failed',
            errors: [
              { field: 'questions.0.requirement', message: 'Este requisito não vale para esta pergunta' },
              { field: 'questions.2.options', message: 'Ofereça de 2 a 10 opções' },
            ],
          },
        ];
      if (path === '/vacancies/9') return WITH_QUESTIONS;
      return [];
    });
    renderAt('/recrutamento/vagas/9');
    const first = await screen.findByRole('group', { name: 'Pergunta 1' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const requirement = within(first).getByRole('group', { name: 'Requisito' });
    await waitFor(() =>
      expect(requirement).toHaveAccessibleDescription('Este requisito não vale para esta pergunta'),
    );
    expect(
      within(screen.getByRole('group', { name: 'Pergunta 3' })).getByRole('group', {
        name: 'Opções de resposta',
      }),
    ).toHaveAccessibleDescription(/Ofereça de 2 a 10 opções/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
