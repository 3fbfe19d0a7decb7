import { SAMPLE_TECHNICAL_DEGREE } from '@portal/contracts/test/sample-degree';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, startServer, storedVacancy } from '#intranet/test/recruiting-kit';

const COUNTS = {
  received: 2,
  in_review: 1,
  interview: 0,
  approved: 0,
  not_selected: 1,
  withdrawn: 0,
  total: 4,
};

const SCREENING_QUESTION = {
  key: 'cnh',
  kind: 'yes_no',
  text: { 'pt-BR': 'Tem CNH D?' },
  required: true,
  requirement: { accepts: ['yes'], reason: { 'pt-BR': 'Esta vaga exige CNH categoria D' } },
};

const VACANCY = storedVacancy({
  id: 7,
  status: 'published',
  title: { 'pt-BR': 'Eletricista de manutenção' },
  applicants: COUNTS,
});

function applicant(id: number, name: string, status: string) {
  return {
    id,
    status,
    created_at: `2026-11-0${(id % 9) + 1}T12:00:00Z`,
    candidate: {
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
      city: 'Joinville',
      state: 'SC',
    },
    screening: { meets: true, misses: [] },
    source: 'direct',
    review_requested_at: null,
  };
}

const RESUME = {
  basic_information: {
    picture: null,
    name: 'Ana Souza',
    birthdate: '1994-05-17',
    nationality: 'Brasileira',
    sex: 'female',
    cpf: '52998224725',
    email: 'ana@example.com',
    phone: '47999887766',
    secondary_phone: '',
    pcd: true,
    disability_type: 2,
  },
  address: {
    country: 'BR',
    postal_code: '89251000',
    state: 'SC',
    city: 'Jaraguá do Sul',
    district: 'Centro',
    street: 'Rua Reinoldo Rau',
    number: '100',
    complement: '',
  },
  degrees: [{ id: 1, ...SAMPLE_TECHNICAL_DEGREE }],
  complements: [
    {
      id: 2,
      category: 1,
      institution: 'SENAI',
      description: 'NR-10',
      startDate: '2015-03',
      endDate: '2015-04',
    },
  ],
  languages: [{ id: 3, language: 1, proficiency_level: 2 }],
  experiences: [{ id: 4, company: 'WEG', role: 'Eletricista', startDate: '2016-01', endDate: '' }],
  first_job: false,
  interests: { workshifts: [1], young_apprentice: false, internship: false, interest_areas: [1] },
};

function application(status: string, events: object[] = [], language = 'pt-BR') {
  return {
    id: 11,
    status,
    created_at: '2026-11-02T12:00:00Z',
    vacancy: { id: 7, title: VACANCY.title, unit: VACANCY.unit, status: 'published' },
    candidate: { name: 'Ana Souza', email: 'ana@example.com', city: 'Jaraguá do Sul', state: 'SC', language },
    events: [
      {
        at: '2026-11-02T12:00:00Z',
        from: null,
        to: 'received',
        message: null,
        note: null,
        actor: 'candidate',
        by: null,
        kind: 'status',
        reason: null,
      },
      ...events.map((event) => ({ kind: 'status', reason: null, ...event })),
    ],
    answers: [],
    screening: { meets: true, misses: [] },
    source: 'direct',
    source_detail: null,
    review_requested_at: null,
    resume: RESUME,
    other_applications: [
      {
        id: 12,
        status: 'not_selected',
        created_at: '2026-10-01T12:00:00Z',
        vacancy: {
          id: 3,
          title: { 'pt-BR': 'Soldador' },
          unit: { id: 1, name: 'Fábrica Jaraguá do Sul' },
          status: 'closed',
        },
      },
    ],
  };
}

/** Application 11 in review, whose status change the server refuses with 409 `problem`, the status then `after`. */
function startRefusingStatus(problem: object, after = 'in_review') {
  let status = 'in_review';
  return startServer((path, request) => {
    if (path === '/applications/11/status' && request.method === 'POST') {
      status = after;
      return [409, problem];
    }
    if (path === '/applications/11') return application(status);
    return [];
  });
}

/** Opens application 11 and saves the move to `next` (with a reason for 'not selected'); the group of the next steps. */
async function saveStatus(next: string) {
  renderAt('/recrutamento/candidaturas/11');
  const group = await screen.findByRole('group', { name: 'Próxima etapa' });
  await userEvent.click(within(group).getByRole('radio', { name: next }));
  if (next === 'Não selecionada')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Motivo' }), 'Outro perfil escolhido');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar situação' }));
  return group;
}

const query = (url: string | undefined) => new URLSearchParams(url?.split('?')[1] ?? '');

describe('the applicants table', () => {
  it('shows the status counts, pages with the server’s cursor, filters in the URL', async () => {
    const s = await startServer((path, request) => {
      if (path === '/vacancies/7') return VACANCY;
      if (path === '/vacancies/7/applications') {
        const q = query(request.url);
        if (q.get('cursor') === 'c1')
          return { items: [applicant(3, 'Carla Dias', 'in_review')], next_cursor: null, counts: COUNTS };
        if (q.get('status') === 'in_review')
          return { items: [applicant(3, 'Carla Dias', 'in_review')], next_cursor: null, counts: COUNTS };
        return {
          items: [applicant(1, 'Ana Souza', 'received'), applicant(2, 'Bruno Lima', 'not_selected')],
          next_cursor: 'c1',
          counts: COUNTS,
        };
      }
      return [];
    });
    renderAt('/recrutamento/vagas/7/candidatos');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Candidatos: Eletricista de manutenção' },
        { timeout: 3000 },
      ),
    ).toBeVisible();
    const link = await screen.findByRole('link', { name: 'Ana Souza' });
    expect(link).toHaveAttribute('href', '/recrutamento/candidaturas/1');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Recebida')).toBeInTheDocument();
    expect(within(row).getByText('Joinville – SC')).toBeInTheDocument();
    // A vacancy without questions has no screening to filter nor show.
    expect(screen.queryByRole('combobox', { name: 'Triagem' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Triagem' })).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Filtrar por situação' });
    expect(within(tabs).getByRole('link', { name: 'Todas 4' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Em análise 1' })).toBeInTheDocument();

    // The next page comes after the first one (the server's cursor), and then there is no more.
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('link', { name: 'Carla Dias' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Souza' })).toBeInTheDocument();
    expect(query(s.requestsTo('/api/recruiting/v1/vacancies/7/applications').at(-1)?.url).get('cursor')).toBe(
      'c1',
    );
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();

    // A status tab and a search go into the URL and to the server.
    await userEvent.click(within(tabs).getByRole('link', { name: 'Em análise 1' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('status=in_review'));
    await userEvent.type(screen.getByLabelText('Buscar por nome, e-mail ou cidade'), 'carla{Enter}');
    await waitFor(() => {
      const sent = query(s.requestsTo('/api/recruiting/v1/vacancies/7/applications').at(-1)?.url);
      expect(sent.get('status')).toBe('in_review');
      expect(sent.get('q')).toBe('carla');
      expect(sent.get('cursor')).toBeNull();
    });
    expect(screen.getByTestId('where')).toHaveTextContent('q=carla');
    expect(
      await within(screen.getByRole('navigation', { name: 'Filtrar por situação' })).findByRole('link', {
        name: 'Em análise 1',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: 'Carla Dias' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ana Souza' })).not.toBeInTheDocument());
  });

  it('filters the flagged applications and the source in the URL, and shows the misses’ reasons on each row', async () => {
    const CNH = {
      'pt-BR': 'Esta vaga exige CNH categoria D',
      'en-US': 'This vacancy requires a category D licence',
    };
    const s = await startServer((path, request) => {
      // Only a vacancy that asks questions has a screening to filter and show.
      if (path === '/vacancies/7') return { ...VACANCY, questions: [SCREENING_QUESTION] };
      if (path === '/vacancies/7/applications') {
        const flagged = {
          ...applicant(5, 'Elisa Prado', 'received'),
          screening: {
            meets: false,
            misses: [{ key: 'cnh', question: { 'pt-BR': 'Tem CNH D?' }, reason: CNH }],
          },
          review_requested_at: '2026-11-05T12:00:00Z',
        };
        const q = query(request.url);
        return {
          items:
            q.get('screening') === 'misses' ? [flagged] : [flagged, applicant(1, 'Ana Souza', 'received')],
          next_cursor: null,
          counts: COUNTS,
        };
      }
      return [];
    });
    renderAt('/recrutamento/vagas/7/candidatos');
    const ana = (await screen.findByRole('link', { name: 'Ana Souza' })).closest('tr') as HTMLElement;
    expect(within(ana).getByText('Atende')).toBeInTheDocument();
    const elisa = screen.getByRole('link', { name: 'Elisa Prado' }).closest('tr') as HTMLElement;
    expect(within(elisa).getByText('Esta vaga exige CNH categoria D')).toBeInTheDocument();
    expect(within(elisa).getByText('Revisão pedida')).toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Triagem' }),
      'Não atendem a um requisito',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Origem' }), 'Alerta de vagas');
    await waitFor(() => {
      const sent = query(s.requestsTo('/api/recruiting/v1/vacancies/7/applications').at(-1)?.url);
      expect(sent.get('screening')).toBe('misses');
      expect(sent.get('source')).toBe('alert');
    });
    expect(screen.getByTestId('where')).toHaveTextContent('screening=misses');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ana Souza' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Elisa Prado' })).toBeInTheDocument();
  });

  it('moves the selected ones on to interview with one message, from the status seen, and says how many moved', async () => {
    let moved = false;
    const s = await startServer((path, request) => {
      if (path === '/vacancies/7') return VACANCY;
      if (path === '/vacancies/7/applications/status' && request.method === 'POST') {
        moved = true;
        return { updated: [1], skipped: [4], changed: [] };
      }
      if (path === '/vacancies/7/applications')
        return {
          items: [
            applicant(1, 'Ana Souza', moved ? 'interview' : 'received'),
            applicant(4, 'Davi Rocha', 'approved'),
            applicant(6, 'Fábio Reis', 'in_review'),
          ],
          next_cursor: null,
          counts: COUNTS,
        };
      return [];
    });
    renderAt('/recrutamento/vagas/7/candidatos');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar Ana Souza' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Fábio Reis' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mover 2 para “Entrevista”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mover 2 inscrições para “Entrevista”' });
    // No reason here: that belongs to 'not selected'.
    expect(within(dialog).queryByRole('combobox', { name: 'Motivo' })).not.toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByLabelText('Mensagem ao candidato (opcional)'),
      'Entrevista coletiva na terça às 8h.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover 2 inscrições' }));
    expect(
      await screen.findByText(
        '1 inscrição movida para “Entrevista”. 1 não podia seguir para esta etapa e ficou como estava.',
      ),
    ).toBeInTheDocument();
    expect(s.bodiesSent('/api/recruiting/v1/vacancies/7/applications/status', 'POST')).toEqual([
      {
        applications: [
          { id: 1, from: 'received' },
          { id: 6, from: 'in_review' },
        ],
        status: 'interview',
        message: 'Entrevista coletiva na terça às 8h.',
        note: '',
      },
    ]);
  });

  it('ends the selected applicants from the status seen, says how many were ended and changed meanwhile, and reloads', async () => {
    let ended = false;
    const s = await startServer((path, request) => {
      if (path === '/vacancies/7') return VACANCY;
      if (path === '/vacancies/7/applications/not-selected' && request.method === 'POST') {
        ended = true;
        // Davi's application went to an interview after the list was read (decision 0066).
        return {
          updated: [1],
          skipped: [4],
          changed: [
            {
              id: 4,
              current_status: 'interview',
              changed_at: '2026-11-20T15:30:00Z',
              changed_by: 'Carla Colega',
              changed_by_actor: 'recruiter',
            },
          ],
        };
      }
      if (path === '/vacancies/7/applications')
        return {
          items: [
            applicant(1, 'Ana Souza', ended ? 'not_selected' : 'received'),
            applicant(4, 'Davi Rocha', ended ? 'interview' : 'in_review'),
            applicant(2, 'Bruno Lima', 'not_selected'),
          ],
          next_cursor: null,
          counts: COUNTS,
        };
      return [];
    });
    renderAt('/recrutamento/vagas/7/candidatos');
    await screen.findByRole('link', { name: 'Ana Souza' }, { timeout: 8000 });
    // An application that has ended cannot be selected.
    expect(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' })).toBeDisabled();
    const bulk = screen.getByRole('button', { name: 'Marcar como não selecionados' });
    expect(bulk).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Ana Souza' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Davi Rocha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Marcar 2 como não selecionados' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Encerrar 2 inscrições como não selecionadas',
    });
    await userEvent.type(
      within(dialog).getByLabelText('Mensagem ao candidato (opcional)'),
      'Obrigado pelo interesse.',
    );
    // Without a reason nothing is sent: the field says what is missing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar 2 inscrições' }));
    const reason = within(dialog).getByRole('combobox', { name: 'Motivo' });
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Escolha o motivo'));
    expect(s.requestsTo('/api/recruiting/v1/vacancies/7/applications/not-selected')).toHaveLength(0);
    await userEvent.selectOptions(reason, 'Requisitos não atendidos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar 2 inscrições' }));

    const result = await screen.findByText(
      '1 inscrição encerrada como não selecionada. 1 tinha mudado nesse meio-tempo e ficou como está agora: a lista mostra a situação atual.',
    );
    await waitFor(() => expect(result).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [post] = s.requestsTo('/api/recruiting/v1/vacancies/7/applications/not-selected');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      applications: [
        { id: 1, from: 'received' },
        { id: 4, from: 'in_review' },
      ],
      reason: 1,
      message: 'Obrigado pelo interesse.',
      note: '',
    });
    // The table is read again: Ana's application has ended.
    const ana = (await screen.findByRole('link', { name: 'Ana Souza' })).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(ana).getByText('Não selecionada')).toBeInTheDocument());
    const davi = (await screen.findByRole('link', { name: 'Davi Rocha' })).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(davi).getByText('Entrevista')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Selecionar Davi Rocha' })).not.toBeChecked();
  }, 30_000);
});

describe('the application page', () => {
  it('shows the whole resume with dictionary labels, the timeline with the internal note, the other applications', async () => {
    await startServer((path) =>
      path === '/applications/11'
        ? application('in_review', [
            {
              at: '2026-11-03T15:30:00Z',
              from: 'received',
              to: 'in_review',
              message: 'Recebemos seu currículo.',
              note: 'Boa experiência com painéis',
              actor: 'recruiter',
              by: { id: 'u-1', name: 'Rita Recrutadora' },
            },
          ])
        : [],
    );
    renderAt('/recrutamento/candidaturas/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeVisible();
    expect(screen.getByText('Situação: Em análise')).toBeInTheDocument();
    const resume = screen.getByRole('article', { name: 'Currículo' });
    for (const section of [
      'Dados pessoais',
      'Endereço',
      'Formação',
      'Cursos complementares',
      'Idiomas',
      'Experiências',
      'Interesses',
    ])
      expect(within(resume).getByRole('heading', { level: 3, name: section })).toBeInTheDocument();
    expect(within(resume).getByText('17/05/1994')).toBeInTheDocument();
    expect(within(resume).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(resume).getByText('Auditiva')).toBeInTheDocument();
    expect(within(resume).getByText('SENAI · 02/2012 – 12/2014')).toBeInTheDocument();
    expect(within(resume).getByText('01/2016 – Atual')).toBeInTheDocument();
    expect(within(resume).getByText('Sem foto')).toBeInTheDocument();
    expect(within(resume).getByText('89251-000')).toBeInTheDocument();
    expect(within(resume).getByText('Brasil')).toBeInTheDocument();
    expect(within(resume).getByText('Inglês')).toBeInTheDocument();

    const timeline = screen.getByRole('region', { name: 'Histórico' });
    expect(within(timeline).getByText('Recebida → Em análise')).toBeInTheDocument();
    expect(within(timeline).getByText(/Rita Recrutadora/)).toBeInTheDocument();
    expect(within(timeline).getByText('Recebemos seu currículo.')).toBeInTheDocument();
    expect(within(timeline).getByText('Nota interna (o candidato não vê)')).toBeInTheDocument();
    expect(within(timeline).getByText('Boa experiência com painéis')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Soldador' })).toHaveAttribute(
      'href',
      '/recrutamento/candidaturas/12',
    );
  });

  it('shows the answers with the texts the candidate read, the misses with their reasons, the source and the review request', async () => {
    const requestedAt = '2026-11-04T13:00:00Z';
    await startServer((path) =>
      path === '/applications/11'
        ? {
            ...application('received', [
              {
                at: requestedAt,
                kind: 'review_request',
                from: 'received',
                to: 'received',
                message: 'Tirei a CNH D semana passada.',
                note: null,
                actor: 'candidate',
                by: null,
              },
            ]),
            answers: [
              {
                key: 'cnh',
                kind: 'yes_no',
                text: { 'pt-BR': 'Você tem CNH categoria D?' },
                value: 'no',
                meets: false,
                reason: { 'pt-BR': 'Esta vaga exige CNH categoria D' },
              },
              {
                key: 'years',
                kind: 'number',
                text: { 'pt-BR': 'Anos de experiência' },
                value: 3.5,
                unit: { 'pt-BR': 'anos' },
                meets: true,
              },
            ],
            screening: {
              meets: false,
              misses: [
                {
                  key: 'cnh',
                  question: { 'pt-BR': 'Você tem CNH categoria D?' },
                  reason: { 'pt-BR': 'Esta vaga exige CNH categoria D' },
                },
              ],
            },
            source: 'external',
            source_detail: 'indeed',
            review_requested_at: requestedAt,
          }
        : [],
    );
    renderAt('/recrutamento/candidaturas/11');
    const section = await screen.findByRole('region', { name: 'Triagem' });
    expect(section).toHaveTextContent('Origem: Site externo (indeed)');
    expect(section).toHaveTextContent(
      'O candidato pediu uma revisão em 04/11/2026. Responda com uma mudança de situação e uma mensagem.',
    );
    expect(section).toHaveTextContent(
      'Você tem CNH categoria D?NãoNão atende: Esta vaga exige CNH categoria D',
    );
    expect(section).toHaveTextContent('Anos de experiência3,5 anos');
    const timeline = screen.getByRole('region', { name: 'Histórico' });
    expect(timeline).toHaveTextContent('O candidato pediu uma revisão');
    expect(timeline).toHaveTextContent('Mensagem do candidatoTirei a CNH D semana passada.');
  });

  it('asks for the reason with "not selected" and sends it; the timeline names it', async () => {
    const s = await startServer((path, request) => {
      if (path === '/applications/11/status' && request.method === 'POST')
        return {
          id: 11,
          status: 'not_selected',
          events: application('not_selected', [
            {
              at: '2026-11-05T12:00:00Z',
              from: 'received',
              to: 'not_selected',
              message: null,
              note: null,
              actor: 'recruiter',
              by: { id: 'u-1', name: 'Rita Recrutadora' },
              reason: 3,
            },
          ]).events,
        };
      return path === '/applications/11' ? application('received') : [];
    });
    renderAt('/recrutamento/candidaturas/11');
    const group = await screen.findByRole('group', { name: 'Próxima etapa' });
    expect(screen.queryByRole('combobox', { name: 'Motivo' })).not.toBeInTheDocument();
    await userEvent.click(within(group).getByRole('radio', { name: 'Não selecionada' }));
    const reason = screen.getByRole('combobox', { name: 'Motivo' });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar situação' }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Escolha o motivo'));
    expect(s.requestsTo('/api/recruiting/v1/applications/11/status')).toHaveLength(0);
    await userEvent.selectOptions(reason, 'Distância');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar situação' }));
    await waitFor(() => expect(s.requestsTo('/api/recruiting/v1/applications/11/status')).toHaveLength(1));
    const [post] = s.requestsTo('/api/recruiting/v1/applications/11/status');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      status: 'not_selected',
      from: 'received',
      reason: 3,
    });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Histórico' })).toHaveTextContent('MotivoDistância'),
    );
  });

  it('says beside the message box which language the candidate reads (their mails come in it)', async () => {
    await startServer((path) => (path === '/applications/11' ? application('received', [], 'es-ES') : []));
    renderAt('/recrutamento/candidaturas/11');
    const message = await screen.findByRole('textbox', { name: 'Mensagem ao candidato (opcional)' });
    expect(message).toHaveAccessibleDescription(
      expect.stringContaining('O candidato lê em espanhol: escreva a mensagem nesse idioma.'),
    );
    expect(screen.getByText('O candidato lê em espanhol: escreva a mensagem nesse idioma.')).toBeVisible();
  });

  it('changes the status by keyboard only (only the allowed moves), then announces it and keeps the focus', async () => {
    let status = 'received';
    const s = await startServer((path, request) => {
      if (path === '/applications/11/status' && request.method === 'POST') {
        status = JSON.parse(request.body).status;
        return {
          id: 11,
          status,
          events: application(status, [
            {
              at: '2026-11-04T10:00:00Z',
              from: 'received',
              to: status,
              message: 'Vamos marcar uma entrevista.',
              note: null,
              actor: 'recruiter',
              by: { id: 'u-1', name: 'Rita Recrutadora' },
            },
          ]).events,
        };
      }
      if (path === '/applications/11') return application(status);
      return [];
    });
    renderAt('/recrutamento/candidaturas/11');
    const group = await screen.findByRole('group', { name: 'Próxima etapa' });
    // From 'received' a recruiter may review, interview or end it; approving needs a review or an interview first.
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['in_review', 'interview', 'not_selected']);

    // Saving with no step chosen says so on the group.
    screen.getByRole('button', { name: 'Salvar situação' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(group).toHaveAccessibleDescription('Este campo é obrigatório'));
    expect(s.requestsTo('/api/recruiting/v1/applications/11/status')).toHaveLength(0);

    // Keyboard only: focus the first option, arrows to 'Entrevista', Tab to the message, type, Tab… Enter.
    within(group).getByRole('radio', { name: 'Em análise' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: 'Entrevista' })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByLabelText('Mensagem ao candidato (opcional)')).toHaveFocus();
    await userEvent.keyboard('Vamos marcar uma entrevista.');
    await userEvent.tab();
    expect(screen.getByLabelText('Nota interna (opcional)')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Salvar situação' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const done = await screen.findByText('Situação alterada para Entrevista. O candidato foi avisado.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(done).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Situação: Entrevista')).toBeInTheDocument();
    const [post] = s.requestsTo('/api/recruiting/v1/applications/11/status');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      status: 'interview',
      from: 'received',
      message: 'Vamos marcar uma entrevista.',
      note: '',
    });
    // The form offers the moves from 'interview' now.
    expect(
      within(screen.getByRole('group', { name: 'Próxima etapa' }))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['approved', 'not_selected']);
  });

  it.each([
    ['invalid_transition', {}, 'A situação desta inscrição mudou enquanto você a via.'],
    [
      'status_changed',
      {
        current_status: 'withdrawn',
        changed_at: '2026-11-20T15:30:00Z',
        changed_by: null,
        changed_by_actor: 'candidate',
      },
      // Decision 0066: where it is now, who moved it and when.
      /^A situação desta inscrição mudou enquanto você a via: agora é “Desistência”, alterada pelo próprio candidato em 20\/11\/2026 \d\d:30\. Sua mudança não foi salva/,
    ],
  ])('the code %s says the status changed meanwhile and shows the current one', async (code, extra, says) => {
    const s = await startRefusingStatus(
      { title: 'Conflito', detail: 'Esta mudança de situação não é permitida.', status: 409, code, ...extra },
      'withdrawn',
    );
    await saveStatus('Aprovada');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(says);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(await screen.findByText('Situação: Desistência')).toBeInTheDocument();
    expect(
      screen.getByText('Esta inscrição terminou (Desistência); não há próxima etapa.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Próxima etapa' })).not.toBeInTheDocument();
    // It sent the status it showed, and read the application again.
    const [post] = s.requestsTo('/api/recruiting/v1/applications/11/status');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({ status: 'approved', from: 'in_review' });
    expect(s.requestsTo('/api/recruiting/v1/applications/11').filter((r) => r.method === 'GET')).toHaveLength(
      2,
    );
  });

  it('names the colleague who changed the status first (status_changed by a recruiter)', async () => {
    await startRefusingStatus(
      {
        title: 'A situação mudou',
        detail: 'Esta inscrição mudou enquanto você a via.',
        status: 409,
        code: 'status_changed',
        current_status: 'interview',
        changed_at: '2026-11-20T15:30:00Z',
        changed_by: 'Carla Colega',
        changed_by_actor: 'recruiter',
      },
      'interview',
    );
    await saveStatus('Não selecionada');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /agora é “Entrevista”, alterada por Carla Colega em 20\/11\/2026/,
    );
    expect(await screen.findByText('Situação: Entrevista')).toBeInTheDocument();
    // The form now offers the moves from the fresh status.
    expect(
      within(screen.getByRole('group', { name: 'Próxima etapa' }))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['approved', 'not_selected']);
  });

  it("another refusal, even with the same HTTP status, shows the server's message and keeps the form", async () => {
    const s = await startRefusingStatus({
      title: 'Conflito',
      detail: 'A vaga foi encerrada.',
      status: 409,
      code: 'conflict',
    });
    const group = await saveStatus('Aprovada');
    expect(await screen.findByRole('alert')).toHaveTextContent('A vaga foi encerrada.');
    expect(screen.queryByText(/mudou enquanto você a via/)).not.toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Aprovada' })).toBeChecked();
    // The page did not read the application again (only the first load).
    expect(s.requestsTo('/api/recruiting/v1/applications/11').filter((r) => r.method === 'GET')).toHaveLength(
      1,
    );
  });

  it('says an unknown application does not exist (code not_found), and another failure that it could not open', async () => {
    await startServer((path) => {
      if (path === '/applications/11') {
        return [404, { title: 'Não encontrado', detail: 'Não encontrada.', status: 404, code: 'not_found' }];
      }
      if (path === '/applications/12') {
        return [
          503,
          { title: 'Indisponível', detail: 'Tente depois.', status: 503, code: 'service_unavailable' },
        ];
      }
      return [];
    });
    renderAt('/recrutamento/candidaturas/11');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta inscrição não existe ou pertence a uma unidade fora do seu acesso.',
    );
    cleanup();
    renderAt('/recrutamento/candidaturas/12');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Não foi possível abrir esta inscrição.',
    );
  });

  it("shows a vacancy outside the recruiter's units (not_found) as the editor does, not a half-built list", async () => {
    const user = userEvent.setup();
    const notFound = [
      404,
      { title: 'Não encontrado', detail: 'Vaga não encontrada.', status: 404, code: 'not_found' },
    ];
    await startServer((path) => (path.startsWith('/vacancies/9') ? notFound : []));
    renderAt('/recrutamento/vagas/9/candidatos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vaga não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('pertencer a uma unidade fora do seu acesso');
    expect(screen.queryByRole('heading', { name: /Candidatos:/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Voltar para as vagas' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vagas' })).toBeInTheDocument();
  });
});
