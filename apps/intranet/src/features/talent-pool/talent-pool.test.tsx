import { mockViewportWidth } from '@portal/shell/test/browser-stubs';
import type { ReceivedRequest } from '@portal/shell/test/test-server';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  TALENT_ID as ID,
  openInShell,
  RECRUITER,
  recruitingRequests,
  renderAt,
  startServer,
  TALENT_RECRUITER as TALENT,
  TALENT_RESUME,
} from '#intranet/test/recruiting-kit';

/** A recruiter of the talent pool (decision 0073), without the PcD data unless `sensitive`. */
const SENSITIVE = { ...TALENT, 'recruiting.sensitive': true };

function candidate(n: number, fields: object = {}) {
  return {
    id: n === 1 ? ID : `0b6f0b8e-3c55-4a38-9a57-5b1f3f1a0c${String(n).padStart(2, '0')}`,
    name: `Candidato ${n}`,
    locale: 'pt-BR',
    city: 'Betim',
    state: 'MG',
    age: 22,
    updated_at: '2026-11-20T12:00:00Z',
    education: 7,
    courses: ['Técnico em mecatrônica'],
    languages: [{ language: 1, proficiency_level: 3 }],
    workshifts: [3],
    interest_areas: [1],
    apprentice_eligible: true,
    internship: false,
    first_job: true,
    ...fields,
  };
}

const FACETS = {
  state: [
    { value: 'MG', count: 312 },
    { value: 'SC', count: 20 },
  ],
  city: [
    { value: 'Betim', count: 312 },
    { value: 'Joinville', count: 20 },
  ],
  education: [
    { value: 7, count: 100 },
    { value: 10, count: 20 },
  ],
  language: [{ value: 1, count: 40 }],
  workshift: [{ value: 3, count: 48 }],
  interest_area: [{ value: 1, count: 10 }],
  apprentice_eligible: [
    { value: true, count: 30 },
    { value: false, count: 302 },
  ],
  internship: [],
  first_job: [],
  updated_within: [
    { value: 365, count: 300 },
    { value: 180, count: 200 },
    { value: 90, count: 120 },
    { value: 30, count: 40 },
  ],
};

function page(items: object[], next_cursor: string | null = null, total = 332) {
  return { items, next_cursor, total, facets: FACETS };
}

/** The talent pool API: the search answered by `search`, no saved searches, no invitations (decision 0074). */
const pool =
  (search: (request: ReceivedRequest) => unknown) =>
  (path: string, request: ReceivedRequest): unknown =>
    path === '/saved-searches' || path.endsWith('/invitations') ? [] : search(request);

const queryOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The pool's page at `url` finding one candidate, for a recruiter with `permissions` (of the pool, not its PcD data). */
async function openPoolOfOne(url: string, permissions: object = TALENT) {
  const started = await startServer(
    pool(() => page([candidate(1)])),
    { permissions },
  );
  renderAt(url);
  return started;
}

describe('the talent pool menu entry', () => {
  it('shows with recruiting.talent_pool and leads to /recrutamento/talentos', async () => {
    await openInShell(
      '/home',
      TALENT,
      pool(() => page([])),
    );
    const link = await screen.findByRole('link', { name: 'Banco de talentos' });
    expect(link).toHaveAttribute('href', '/recrutamento/talentos');
  });

  it('is absent without it, and the route says there is no access (asking the API nothing)', async () => {
    const s = await openInShell('/recrutamento/talentos', RECRUITER);
    expect(await screen.findByText(/não tem permissão para consultar o banco de talentos/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Recrutamento' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Banco de talentos' })).not.toBeInTheDocument();
    expect(recruitingRequests(s)).toHaveLength(0);
  });
});

describe('the talent pool search', () => {
  it('puts the filters in the URL and the request, shows the total and focuses it, and counts per option', async () => {
    const s = await openPoolOfOne('/recrutamento/talentos');
    expect(await screen.findByRole('heading', { level: 2, name: '332 candidatos' })).toBeVisible();
    expect(optionTexts(screen.getByRole('combobox', { name: 'Estado (UF)' }))).toContain('MG (312)');
    expect(optionTexts(screen.getByRole('combobox', { name: 'Turno' }))).toContain('Noite (48)');
    // The education is a minimum: a level counts the results at it and above.
    const education = optionTexts(screen.getByRole('combobox', { name: 'Escolaridade mínima' }));
    expect(education[7]).toMatch(/\(120\)$/);
    expect(education[10]).toMatch(/\(20\)$/);
    expect(education[11]).toMatch(/\(0\)$/);
    expect(optionTexts(screen.getByRole('combobox', { name: 'Elegível a jovem aprendiz' }))).toEqual([
      'Todos',
      'Sim (30)',
      'Não (302)',
    ]);
    // The last update: each choice counts the results updated within it.
    expect(optionTexts(screen.getByRole('combobox', { name: 'Currículo atualizado nos últimos' }))).toEqual([
      'Todos',
      '30 dias (40)',
      '90 dias (120)',
      '180 dias (200)',
      '365 dias (300)',
    ]);
    expect(screen.getByRole('link', { name: /Betim\s+312/ })).toBeVisible();
    const row = screen.getByRole('link', { name: 'Candidato 1' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Betim – MG');
    expect(row).toHaveTextContent('22 anos');

    await userEvent.type(screen.getByRole('searchbox', { name: /Buscar por nome, curso/ }), 'solda');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Turno' }), 'Noite (48)');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Elegível a jovem aprendiz' }),
      'Sim (30)',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Currículo atualizado nos últimos' }),
      '90 dias (120)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));

    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/recrutamento/talentos?q=solda&workshift=3&apprentice_eligible=true&updated_within=90',
      ),
    );
    await waitFor(() => expect(s.requestsTo('/api/recruiting/v1/candidates')).toHaveLength(2));
    const query = queryOf(s.requestsTo('/api/recruiting/v1/candidates')[1]?.url ?? '');
    expect(Object.fromEntries(query)).toEqual({
      q: 'solda',
      workshift: '3',
      apprentice_eligible: 'true',
      updated_within: '90',
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: '332 candidatos' })).toHaveFocus(),
    );
    expect(row).toHaveTextContent('Noite');
  });

  it('narrows to a city from its facet, and says when nothing matches', async () => {
    const s = await startServer(
      pool((request) => (queryOf(request.url).get('city') ? page([], null, 0) : page([candidate(1)]))),
      { permissions: TALENT },
    );
    renderAt('/recrutamento/talentos');
    await userEvent.click(await screen.findByRole('link', { name: /Joinville\s+20/ }));
    expect(
      await screen.findByText('Nenhum candidato corresponde aos filtros. Tente tirar algum filtro.'),
    ).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/recrutamento/talentos?city=Joinville');
    expect(queryOf(s.requestsTo('/api/recruiting/v1/candidates')[1]?.url ?? '').get('city')).toBe(
      'Joinville',
    );
    expect(screen.getByRole('searchbox', { name: 'Cidade' })).toHaveValue('Joinville');
  });

  it('appends the next page with the same filters and the cursor', async () => {
    const s = await startServer(
      pool((request) =>
        queryOf(request.url).get('cursor') === 'c2'
          ? page([candidate(3)])
          : page([candidate(1), candidate(2)], 'c2'),
      ),
      { permissions: TALENT },
    );
    renderAt('/recrutamento/talentos?state=MG');
    await screen.findByRole('link', { name: 'Candidato 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('link', { name: 'Candidato 3' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Candidato 1' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    const second = queryOf(s.requestsTo('/api/recruiting/v1/candidates')[1]?.url ?? '');
    expect(Object.fromEntries(second)).toEqual({ state: 'MG', cursor: 'c2' });
  });

  it('shows an error with a retry when the search fails', async () => {
    let fail = true;
    await startServer(
      pool(() => (fail ? [500, { title: 'Erro', detail: 'Falhou', status: 500 }] : page([candidate(1)]))),
      { permissions: TALENT },
    );
    renderAt('/recrutamento/talentos');
    expect(
      await screen.findByText(
        'Não foi possível buscar no banco de talentos. Tente novamente em instantes.',
        undefined,
        {
          timeout: 20_000,
        },
      ),
    ).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('link', { name: 'Candidato 1' })).toBeVisible();
  }, 30_000);

  it('hides the PcD filters without recruiting.sensitive and drops them from the request', async () => {
    const s = await openPoolOfOne('/recrutamento/talentos?pcd=true&state=MG');
    await screen.findByRole('link', { name: 'Candidato 1' });
    expect(screen.queryByRole('combobox', { name: 'Pessoa com deficiência (PcD)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Tipo de deficiência' })).not.toBeInTheDocument();
    expect(queryOf(s.requestsTo('/api/recruiting/v1/candidates')[0]?.url ?? '').has('pcd')).toBe(false);
  });

  it('shows the PcD filters with recruiting.sensitive', async () => {
    const s = await openPoolOfOne('/recrutamento/talentos?pcd=true', SENSITIVE);
    await screen.findByRole('link', { name: 'Candidato 1' });
    expect(screen.getByRole('combobox', { name: 'Pessoa com deficiência (PcD)' })).toHaveValue('true');
    expect(optionTexts(screen.getByRole('combobox', { name: 'Tipo de deficiência' }))).toContain(
      'Auditiva (0)',
    );
    expect(queryOf(s.requestsTo('/api/recruiting/v1/candidates')[0]?.url ?? '').get('pcd')).toBe('true');
  });

  it('folds the filters on a phone unless some are set, saying how many', async () => {
    mockViewportWidth(390);
    await openPoolOfOne('/recrutamento/talentos?q=solda');
    const summary = await screen.findByText('Mais filtros');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
  });

  it('shows the filters on a phone when some are set', async () => {
    mockViewportWidth(390);
    await openPoolOfOne('/recrutamento/talentos?state=MG&workshift=3');
    const summary = await screen.findByText('Mais filtros (2 ativos)');
    expect(summary.closest('details')).toHaveAttribute('open');
  });

  it('is labelled in Spanish', async () => {
    await openPoolOfOne('/recrutamento/talentos');
    await screen.findByRole('link', { name: 'Candidato 1' });
    await act(() => i18next.changeLanguage('es-ES'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bolsa de talento' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: '332 candidatos' })).toBeVisible();
    expect(optionTexts(screen.getByRole('combobox', { name: 'Turno' }))).toContain('Noche (48)');
    expect(screen.getByRole('combobox', { name: 'Nivel de estudios mínimo' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Búsquedas guardadas' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Guardar la búsqueda actual' })).toBeVisible();
  });
});

describe('the saved searches', () => {
  it('saves the current filters with a name, applies one and deletes one after confirming', async () => {
    let saved = [
      { id: 5, name: 'Noite em Betim', query: { city: 'Betim', workshift: 3 }, created_at: '2026-11-01' },
    ];
    const s = await startServer(
      (path, request) => {
        if (path === '/saved-searches' && request.method === 'POST') {
          const body = JSON.parse(request.body);
          const created = { id: 6, ...body, created_at: '2026-11-02' };
          saved = [...saved, created];
          return [201, created];
        }
        if (path === '/saved-searches') return saved;
        if (path === '/saved-searches/5' && request.method === 'DELETE') {
          saved = saved.filter((search) => search.id !== 5);
          return [204, null];
        }
        return page([candidate(1)]);
      },
      { permissions: TALENT },
    );
    renderAt('/recrutamento/talentos?state=MG&internship=true');
    await screen.findByRole('link', { name: 'Candidato 1' });

    await userEvent.type(screen.getByRole('textbox', { name: 'Nome da busca' }), 'Estágio em MG');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar busca atual' }));
    expect(await screen.findByText('Busca “Estágio em MG” salva.')).toBeVisible();
    const post = s.requestsTo('/api/recruiting/v1/saved-searches').find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      name: 'Estágio em MG',
      query: { state: 'MG', internship: 'true' },
    });
    expect(await screen.findByRole('link', { name: 'Aplicar a busca Estágio em MG' })).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Aplicar a busca Noite em Betim' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/recrutamento/talentos?city=Betim&workshift=3'),
    );
    await waitFor(() =>
      expect(
        Object.fromEntries(queryOf(s.requestsTo('/api/recruiting/v1/candidates').at(-1)?.url ?? '')),
      ).toEqual({
        city: 'Betim',
        workshift: '3',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Turno' })).toHaveValue('3');

    await userEvent.click(screen.getByRole('button', { name: 'Excluir a busca Noite em Betim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir a busca “Noite em Betim”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Busca “Noite em Betim” excluída.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Aplicar a busca Noite em Betim' })).not.toBeInTheDocument(),
    );
    expect(s.requestsTo('/api/recruiting/v1/saved-searches/5').map((r) => r.method)).toEqual(['DELETE']);
  });

  it('says so when the most saved searches are kept already (limit_reached)', async () => {
    await startServer(
      (path, request) => {
        if (path === '/saved-searches' && request.method === 'POST') {
          return [409, { title: 'Limite', detail: 'Limite', status: 409, code: 'limit_reached' }];
        }
        return path === '/saved-searches' ? [] : page([candidate(1)]);
      },
      { permissions: TALENT },
    );
    renderAt('/recrutamento/talentos?state=MG');
    await screen.findByRole('link', { name: 'Candidato 1' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome da busca' }), 'Mais uma');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar busca atual' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você já tem o máximo de buscas salvas. Exclua uma para salvar outra.',
    );
  });
});

describe('a talent pool candidate', () => {
  it('shows the resume, and the way back keeps the search', async () => {
    await startServer(
      pool(() => ({
        candidate: candidate(1),
        resume: TALENT_RESUME,
      })),
      { permissions: TALENT },
    );
    renderAt(`/recrutamento/talentos/${ID}?workshift=3`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidato 1' })).toBeVisible();
    expect(screen.getByText('c1@example.com')).toBeVisible();
    expect(screen.queryByText('PcD')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a busca' })).toHaveAttribute(
      'href',
      '/recrutamento/talentos?workshift=3',
    );
  });

  it('says so when the candidate left the pool (not_found)', async () => {
    await startServer(
      pool(() => [
        404,
        { title: 'Não encontrado', detail: 'Não encontrado', status: 404, code: 'not_found' },
      ]),
      { permissions: TALENT },
    );
    renderAt(`/recrutamento/talentos/${ID}?q=solda`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este candidato não está mais no banco de talentos.',
    );
    expect(screen.getByRole('link', { name: 'Voltar para a busca' })).toHaveAttribute(
      'href',
      '/recrutamento/talentos?q=solda',
    );
  });

  it('opens from the results with the search in its address', async () => {
    await openPoolOfOne('/recrutamento/talentos?state=MG');
    expect(await screen.findByRole('link', { name: 'Candidato 1' })).toHaveAttribute(
      'href',
      `/recrutamento/talentos/${ID}?state=MG`,
    );
  });
});

describe('inviting several candidates at once (decision 0087)', () => {
  const first = candidate(1).id;
  const second = candidate(2).id;
  /** The options of Candidato 1 (pt-BR) and Candidato 2 (en-US, outside the apprentice age). */
  const OPTIONS = {
    candidates: [
      { id: first, name: 'Candidato 1', locale: 'pt-BR' },
      { id: second, name: 'Candidato 2', locale: 'en-US' },
    ],
    vacancies: [
      {
        id: 5,
        title: 'Jovem Aprendiz — Produção',
        unit: { id: 2, name: 'Fábrica Betim' },
        city: 'Betim',
        state: 'MG',
        program: 'apprentice',
        pcd_exclusive: false,
        application_deadline: '2030-12-31',
        blocked: [{ candidate_id: second, reason: 'apprentice_age' }],
      },
      {
        id: 6,
        title: 'Eletricista',
        unit: { id: 2, name: 'Fábrica Betim' },
        city: 'Betim',
        state: 'MG',
        program: 'regular',
        pcd_exclusive: false,
        application_deadline: '2030-12-31',
        blocked: [],
      },
    ],
  };

  it('selects candidates, shows each one’s language, leaves out whom the vacancy does not fit and says what was sent', async () => {
    const s = await startServer(
      (path, request) => {
        if (path === '/invitation-options') return OPTIONS;
        if (path === '/invitations' && request.method === 'POST')
          return { invited: [{ candidate_id: first, id: 40 }], refused: [] };
        return pool(() => page([candidate(1), candidate(2), candidate(3)]))(path, request);
      },
      { permissions: TALENT },
    );
    renderAt('/recrutamento/talentos');
    // Nothing selected: no invitation bar.
    // The first answer waits on the loaded machine's lazy screen: a longer wait than findBy's second.
    await screen.findByRole('link', { name: 'Candidato 3' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Convidar selecionados' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Candidato 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Candidato 2' }));
    expect(screen.getByText('2 selecionados')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Convidar selecionados' }));

    const dialog = await screen.findByRole('dialog', { name: 'Convidar candidatos para uma vaga' });
    expect(await within(dialog).findByText('Candidato 2 — Inglês')).toBeVisible();
    expect(within(dialog).getByText('Candidato 1 — Português')).toBeVisible();
    const asked = s.requestsTo('/api/recruiting/v1/invitation-options')[0]?.url ?? '';
    expect(queryOf(asked).get('candidates')).toBe(`${first},${second}`);
    const select = within(dialog).getByRole('combobox', { name: 'Vaga' });
    await waitFor(() =>
      expect(optionTexts(select)).toEqual([
        'Escolha uma vaga publicada',
        'Jovem Aprendiz — Produção – Betim/MG (1 de 2)',
        'Eletricista – Betim/MG',
      ]),
    );
    await userEvent.selectOptions(select, 'Jovem Aprendiz — Produção – Betim/MG (1 de 2)');
    expect(
      within(dialog).getByText('Candidato 2: fora da idade de jovem aprendiz (14 a 24 anos)'),
    ).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Mensagem ao candidato (opcional)' }),
      'Venham nos conhecer!',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar 1 convite' }));

    const done = await screen.findByText(
      'Convite enviado a 1 candidato. Não convidados: Candidato 2 (fora da idade de jovem aprendiz (14 a 24 anos))',
    );
    await waitFor(() => expect(done).toHaveFocus());
    expect(done).toHaveAttribute('role', 'status');
    const post = s.requestsTo('/api/recruiting/v1/invitations').find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      vacancy_id: 5,
      message: 'Venham nos conhecer!',
      candidate_ids: [first],
    });
    // The selection is over.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Selecionar Candidato 1' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Convidar selecionados' })).not.toBeInTheDocument();
  });

  it('selects everyone listed at once; a new search drops the selection', async () => {
    await startServer(
      pool(() => page([candidate(1), candidate(2), candidate(3)])),
      { permissions: TALENT },
    );
    renderAt('/recrutamento/talentos');
    // The first answer waits on the loaded machine's lazy screen: a longer wait than findBy's second.
    await screen.findByRole('link', { name: 'Candidato 3' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todos da lista' }));
    expect(screen.getByText('3 selecionados')).toBeVisible();
    for (const n of [1, 2, 3])
      expect(screen.getByRole('checkbox', { name: `Selecionar Candidato ${n}` })).toBeChecked();
    await userEvent.type(screen.getByRole('searchbox', { name: /Buscar por nome, curso/ }), 'solda');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('q=solda'));
    await waitFor(() => expect(screen.queryByText('3 selecionados')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Selecionar todos da lista' })).not.toBeChecked();
  });
});
