import { SAMPLE_DEGREE } from '@portal/contracts/test/sample-degree';
import { configureApiClient, resetApiClient } from '@portal/shell/api/http-client';
import { ApiProvider } from '@portal/shell/api/swr';
import { Toaster } from '@portal/shell/components/toaster';
import { sendJson, startTestServer, type TestServer } from '@portal/shell/test/test-server';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ComplementsSection,
  DegreesSection,
  ExperiencesSection,
  LanguagesSection,
} from './components/list-sections';

/** Each test types whole forms key by key: more than the default 5 s on a busy machine. */
const TYPING_TIMEOUT = 20_000;

// Lists answer with the spec's 500 ms delay of fetched data; on a busy machine a find needs more than 1 s.
configure({ asyncUtilTimeout: 4000 });

type Entry = Record<string, unknown> & { id: number };
type Answer = { status: number; body: unknown };

const LEVELS = [
  { id: 9, label: 'Ensino médio completo' },
  { id: 10, label: 'Superior completo' },
];
/** `fillDegree` types SAMPLE_DEGREE, the degree the form posts. */
const STORED_DEGREE = { id: 1, ...SAMPLE_DEGREE };
const problem = (status: number, code: string, detail: string, title = 'Conflito') => ({
  status,
  body: { title, detail, status, code },
});

let server: TestServer;
let lists: Record<string, Entry[]>;
let firstJob: boolean | null;
/** The answer of the next POST to a list (then the list's own rule: the entry is stored). */
let nextPost: Answer | null;
/** Milliseconds the dictionaries take to answer (late data). */
let dictionaryDelay: number;

beforeEach(async () => {
  lists = { degrees: [], complements: [], languages: [], experiences: [] };
  firstJob = null;
  nextPost = null;
  dictionaryDelay = 0;
  let nextId = 100;
  server = await startTestServer(async (request, response) => {
    const path = (request.url.split('?')[0] ?? '').replace(/^\/api/, '');
    if (path === '/curriculum/experiences/v1/first-job')
      return sendJson(response, 200, { first_job: firstJob });
    if (path === '/dictionary/v1/number') {
      await new Promise((resolve) => setTimeout(resolve, dictionaryDelay));
      return sendJson(response, 200, LEVELS);
    }
    const list = /^\/curriculum\/(degrees|complements|languages|experiences)\/v1(?:\/(\d+))?$/.exec(path);
    if (list) {
      const name = list[1]!;
      if (request.method === 'POST') {
        if (nextPost) {
          const { status, body } = nextPost;
          nextPost = null;
          return sendJson(response, status, body, 'application/problem+json');
        }
        const entry = { id: nextId++, ...JSON.parse(request.body) } as Entry;
        lists[name] = [...(lists[name] ?? []), entry];
        if (name === 'experiences') firstJob = false;
        return sendJson(response, 201, entry);
      }
      if (request.method === 'DELETE') {
        lists[name] = (lists[name] ?? []).filter((entry) => entry.id !== Number(list[2]));
        response.statusCode = 204;
        response.end();
        return;
      }
      return sendJson(response, 200, lists[name]);
    }
    return sendJson(response, 404, { title: 'Não encontrado', status: 404 }, 'application/problem+json');
  });
  configureApiClient({ baseUrl: server.origin });
});

afterEach(async () => {
  // The mask library polls the caret of a focused input until it loses the focus: leave none focused.
  (document.activeElement as HTMLElement | null)?.blur();
  resetApiClient();
  await server.close();
});

function renderSection(section: ReactNode) {
  render(
    <ApiProvider>
      <SWRConfig value={{ provider: () => new Map() }}>
        {section}
        <Toaster />
      </SWRConfig>
    </ApiProvider>,
  );
}

const props = { onDirtyChange: () => {}, onSaved: () => {} };
const posted = (name: string) =>
  server.requests
    .filter((r) => r.method === 'POST' && r.url.startsWith(`/api/curriculum/${name}/v1`))
    .map((r) => JSON.parse(r.body) as Record<string, unknown>);
const addForm = (name: string) => within(screen.getByRole('form', { name }));
/** The texts of the toasts on screen. */
const toasts = () =>
  Array.from(document.querySelectorAll('.toaster__list > *')).map((toast) => toast.textContent);
const errorReports = () => server.requests.filter((r) => r.url.includes('/system/v1/errors/'));

/** Waits for the dictionary's options (they arrive on their own), then picks one. */
async function choose(label: string, option: string) {
  await screen.findAllByRole('option', { name: option });
  await userEvent.selectOptions(screen.getByLabelText(label), option);
}

async function fillDegree(course = 'Engenharia Elétrica') {
  await choose('Grau de instrução', 'Superior completo');
  await userEvent.type(screen.getByLabelText('Curso'), course);
  await userEvent.click(screen.getByRole('radio', { name: 'Sim' }));
  await userEvent.type(screen.getByLabelText('Instituição'), 'UDESC');
  await userEvent.type(screen.getByLabelText('Início'), '022018');
  await userEvent.type(screen.getByLabelText('Fim'), '122022');
}

/** Fills a complementary course, its dates typed as digits alone (MMYYYY). */
async function fillComplement(
  category: string,
  institution: string,
  description: string,
  start: string,
  end: string,
) {
  await choose('Categoria', category);
  await userEvent.type(screen.getByLabelText('Instituição'), institution);
  await userEvent.type(screen.getByLabelText('Descrição'), description);
  await userEvent.type(screen.getByLabelText('Início'), start);
  await userEvent.type(screen.getByLabelText('Fim'), end);
}

/** Opens the experiences section, answers 'not my first job' and types a job at WEG started in `start` (MMYYYY). */
async function startExperience(start: string) {
  renderSection(<ExperiencesSection {...props} />);
  await userEvent.click(await screen.findByRole('radio', { name: 'Não' }));
  await userEvent.type(await screen.findByLabelText('Empresa'), 'WEG');
  await userEvent.type(screen.getByLabelText('Cargo'), 'Eletricista');
  await userEvent.type(screen.getByLabelText('Início'), start);
}

describe('list sections: degrees', { timeout: TYPING_TIMEOUT }, () => {
  it('takes dates as digits alone, sends them as yyyy-MM and puts the focus on the list after adding', async () => {
    renderSection(<DegreesSection {...props} />);
    expect(await screen.findByText('Adicione pelo menos uma formação para continuar')).toBeInTheDocument();
    await fillDegree();
    expect(screen.getByLabelText('Início')).toHaveValue('02/2018');
    expect(screen.getByLabelText('Fim')).toHaveValue('12/2022');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const list = await screen.findByRole('list', { name: 'Formação' });
    expect(posted('degrees')).toEqual([SAMPLE_DEGREE]);
    expect(within(list).getByText('Engenharia Elétrica — UDESC')).toBeInTheDocument();
    expect(within(list).getByText(/Superior completo · 02\/2018 – 12\/2022 · Concluído/)).toBeInTheDocument();
    await waitFor(() => expect(list).toHaveFocus());
    expect(screen.getByLabelText('Curso')).toHaveValue('');
  });

  it('shows the schema messages on the fields, with an end before the start refused', async () => {
    renderSection(<DegreesSection {...props} />);
    await screen.findByLabelText('Grau de instrução');
    await userEvent.type(screen.getByLabelText('Início'), '132018');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(screen.getByLabelText('Curso')).toHaveAccessibleDescription('Este campo é obrigatório');
    expect(screen.getByLabelText('Início')).toHaveAccessibleDescription(
      'Mês e ano: MM/AAAA A data informada é inválida',
    );
    await userEvent.clear(screen.getByLabelText('Início'));
    await userEvent.type(screen.getByLabelText('Início'), '022020');
    await userEvent.type(screen.getByLabelText('Fim'), '122019');
    await waitFor(() =>
      expect(screen.getByLabelText('Fim')).toHaveAccessibleDescription(
        'Mês e ano: MM/AAAA A data de término não pode ser anterior à data de início',
      ),
    );
    expect(posted('degrees')).toEqual([]);
  });

  it('a duplicate the list already holds: the inline message only, nothing sent, no toast, no error report', async () => {
    lists.degrees = [STORED_DEGREE];
    renderSection(<DegreesSection {...props} />);
    await screen.findByRole('list', { name: 'Formação' });
    await fillDegree(' engenharia  elétrica ');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const alert = await addForm('Adicionar formação').findByRole('alert');
    expect(alert).toHaveTextContent('Não é possível adicionar formações duplicadas');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(toasts()).toEqual([]);
    expect(posted('degrees')).toEqual([]);
    expect(screen.queryByText('Erro desconhecido')).not.toBeInTheDocument();
    expect(errorReports()).toEqual([]);
  });

  it("the server's duplicate_degree answer (a list not yet refreshed): the same inline message, never a report", async () => {
    renderSection(<DegreesSection {...props} />);
    nextPost = problem(
      409,
      'duplicate_degree',
      'Não é possível adicionar formações duplicadas',
      'Formação repetida',
    );
    await fillDegree();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await addForm('Adicionar formação').findByRole('alert')).toHaveTextContent(
      'Não é possível adicionar formações duplicadas',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts()).toEqual([]);
    expect(screen.queryByText('Erro desconhecido')).not.toBeInTheDocument();
    expect(screen.queryByText('Conflito')).not.toBeInTheDocument();
    expect(errorReports()).toEqual([]);
    // What was typed stays for a correction.
    expect(screen.getByLabelText('Curso')).toHaveValue('Engenharia Elétrica');
  });

  it('the last degree cannot be deleted: its button says why, nothing is sent', async () => {
    lists.degrees = [STORED_DEGREE];
    renderSection(<DegreesSection {...props} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir: Engenharia Elétrica — UDESC' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Adicione outra formação antes de excluir esta');
    // Its title says what it is: a refusal, not the question 'Excluir este item?'.
    expect(dialog).toHaveAccessibleName('Não é possível excluir');
    // Nothing to choose: one button, which closes it.
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('with 5 degrees the form gives way to the limit; a limit_reached answer refreshes the list the same way', async () => {
    lists.degrees = [1, 2, 3, 4].map((id) => ({ ...STORED_DEGREE, id, course: `Curso ${id}` }));
    renderSection(<DegreesSection {...props} />);
    expect(await screen.findByText('4 de 5 itens')).toBeInTheDocument();
    // Another tab adds the fifth meanwhile: the server refuses this one.
    lists.degrees = [...lists.degrees, { ...STORED_DEGREE, id: 5, course: 'Curso 5' }];
    nextPost = problem(409, 'limit_reached', 'Você pode adicionar no máximo 5 itens nesta seção.');
    await fillDegree('Curso novo');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(
      await screen.findByText('Limite de 5 itens atingido. Exclua um para adicionar outro.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Adicionar formação' })).not.toBeInTheDocument();
    expect(errorReports()).toEqual([]);
  });

  it('options that arrive after the form is drawn fill the select without losing what was typed', async () => {
    dictionaryDelay = 700;
    renderSection(<DegreesSection {...props} />);
    await userEvent.type(await screen.findByLabelText('Curso'), 'Técnico em Eletrotécnica');
    await waitFor(
      () => expect(screen.getByRole('option', { name: 'Superior completo' })).toBeInTheDocument(),
      { timeout: 3000 },
    );
    expect(screen.getByLabelText('Curso')).toHaveValue('Técnico em Eletrotécnica');
    await userEvent.selectOptions(screen.getByLabelText('Grau de instrução'), 'Ensino médio completo');
    expect(screen.getByLabelText('Grau de instrução')).toHaveValue('9');
  });
});

describe('list sections: experiences and the current job', { timeout: TYPING_TIMEOUT }, () => {
  it("'Emprego atual' sends the spec's current end date (empty), hides the end date and the list says 'Atual'", async () => {
    await startExperience('012023');
    expect(screen.getByLabelText('Fim')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Emprego atual' }));
    expect(screen.queryByLabelText('Fim')).not.toBeInTheDocument();
    expect(screen.queryByText(/Present/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const list = await screen.findByRole('list', { name: 'Experiências' });
    expect(posted('experiences')).toEqual([
      { company: 'WEG', role: 'Eletricista', startDate: '2023-01', endDate: '' },
    ]);
    expect(within(list).getByText('01/2023 – Atual')).toBeInTheDocument();
    expect(within(list).getByText('Emprego atual')).toBeInTheDocument();
    // The form starts again with the box cleared and the end date back.
    expect(screen.getByRole('checkbox', { name: 'Emprego atual' })).not.toBeChecked();
    expect(screen.getByLabelText('Fim')).toHaveValue('');
  });

  it('without the box the end date is required; unticking brings an empty end date back', async () => {
    await startExperience('012020');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(screen.getByLabelText('Fim')).toHaveAccessibleDescription(
      'Mês e ano: MM/AAAA Este campo é obrigatório',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Emprego atual' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Emprego atual' }));
    expect(screen.getByLabelText('Fim')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Fim'), '062022');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await screen.findByRole('list', { name: 'Experiências' });
    expect(posted('experiences')).toEqual([
      { company: 'WEG', role: 'Eletricista', startDate: '2020-01', endDate: '2022-06' },
    ]);
  });

  it('a stored current job reads as current after a reload, with the stored first-job answer', async () => {
    firstJob = false;
    lists.experiences = [{ id: 7, company: 'WEG', role: 'Eletricista', startDate: '2023-01', endDate: '' }];
    renderSection(<ExperiencesSection {...props} />);
    const list = await screen.findByRole('list', { name: 'Experiências' });
    expect(within(list).getByText('01/2023 – Atual')).toBeInTheDocument();
    expect(within(list).getByText('Emprego atual')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Não' })).toBeChecked();
  });
});

describe('list sections: complements and languages', { timeout: TYPING_TIMEOUT }, () => {
  it('a complement with digits-only dates, then a language; each list takes the focus', async () => {
    renderSection(<ComplementsSection {...props} />);
    await fillComplement('Superior completo', 'SENAI', 'NR-10', '012023', '032023');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const list = await screen.findByRole('list', { name: 'Cursos complementares' });
    await waitFor(() => expect(list).toHaveFocus());
    // The form starts again after the reset: a second course, dates typed the same way, is sent right.
    await fillComplement('Ensino médio completo', 'SENAC', 'Excel', '052023', '062023');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(posted('complements')).toHaveLength(2));
    expect(posted('complements')).toEqual([
      { category: 10, institution: 'SENAI', description: 'NR-10', startDate: '2023-01', endDate: '2023-03' },
      { category: 9, institution: 'SENAC', description: 'Excel', startDate: '2023-05', endDate: '2023-06' },
    ]);
  });

  it('a language needs both choices; deleting it puts the focus on the empty list line', async () => {
    renderSection(<LanguagesSection {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar' }));
    expect(screen.getByLabelText('Idioma')).toHaveAccessibleDescription('Este campo é obrigatório');
    await choose('Idioma', 'Superior completo');
    await choose('Nível de proficiência', 'Ensino médio completo');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const list = await screen.findByRole('list', { name: 'Idiomas' });
    expect(posted('languages')).toEqual([{ language: 10, proficiency_level: 9 }]);
    await userEvent.click(within(list).getByRole('button', { name: /^Excluir/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    const empty = await screen.findByText('Nenhum item adicionado ainda.');
    await waitFor(() => expect(empty).toHaveFocus());
  });

  it('adding a language already listed says its level changed, not that an item was added', async () => {
    lists.languages = [{ id: 3, language: 10, proficiency_level: 9 }];
    renderSection(<LanguagesSection {...props} />);
    await screen.findByRole('list', { name: 'Idiomas' });
    await choose('Idioma', 'Superior completo');
    await choose('Nível de proficiência', 'Superior completo');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(posted('languages')).toEqual([{ language: 10, proficiency_level: 10 }]));
    expect(await screen.findByText('Nível do idioma atualizado')).toBeInTheDocument();
    expect(screen.queryByText('Item adicionado')).not.toBeInTheDocument();
  });
});
