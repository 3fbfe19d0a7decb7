import type { ReceivedRequest } from '@portal/shell/test/test-server';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  TALENT_ID as ID,
  type RecruitingHandler,
  renderAt,
  startServer,
  TALENT_RECRUITER as TALENT,
  TALENT_RESUME,
} from '#intranet/test/recruiting-kit';

/** Inviting a talent pool candidate to a vacancy and their invitations, from the intranet (decision 0074). */

const INVITATIONS = `/api/recruiting/v1/candidates/${ID}/invitations`;

const DETAIL = {
  candidate: {
    id: ID,
    name: 'Candidato 1',
    locale: 'es-ES',
    city: 'Betim',
    state: 'MG',
    age: 22,
    updated_at: '2026-11-20T12:00:00Z',
  },
  resume: TALENT_RESUME,
};

/** An open vacancy as the invitation dialog is offered it (decision 0087): by unit, with who cannot take it. */
function offered(id: number, title: string, unit: { id: number; name: string }, fields: object = {}) {
  const betim = unit.id === 2;
  return {
    id,
    title,
    unit,
    city: betim ? 'Betim' : 'Jaraguá do Sul',
    state: betim ? 'MG' : 'SC',
    program: 'regular',
    pcd_exclusive: false,
    application_deadline: '2030-12-31',
    blocked: [],
    ...fields,
  };
}

const BETIM = { id: 2, name: 'Fábrica Betim' };
const JARAGUA = { id: 1, name: 'Fábrica Jaraguá do Sul' };

/** GET /invitation-options for the candidate, who reads Spanish: two open vacancies of two plants. */
const OPTIONS = {
  candidates: [{ id: ID, name: 'Candidato 1', locale: 'es-ES' }],
  vacancies: [offered(8, 'Eletricista', BETIM), offered(7, 'Soldador', JARAGUA)],
};

function invitation(id: number, state: string, title: string) {
  return {
    id,
    vacancy: { id: id + 100, title },
    message: null,
    state,
    invited_at: '2026-11-25T12:00:00Z',
    decided_at: state === 'invited' ? null : '2026-11-26T12:00:00Z',
    invited_by: { id: 'r1', name: 'Rita Recrutadora' },
  };
}

const FOUR_STATES = [
  invitation(4, 'invited', 'Soldador'),
  invitation(3, 'applied', 'Eletricista'),
  invitation(2, 'declined', 'Mecânico'),
  invitation(1, 'expired', 'Operador'),
];

const problem = (status: number, code: string) => [status, { title: code, detail: code, status, code }];

/** The recruiting API: the candidate, the published vacancies, `invitations` listed, `post` answering an invite. */
function api(
  invitations: () => unknown,
  post: (request: ReceivedRequest) => unknown = () => [201, { id: 9 }],
) {
  return (path: string, request: ReceivedRequest): unknown => {
    if (path === `/candidates/${ID}/invitations`)
      return request.method === 'POST' ? post(request) : invitations();
    if (path === `/candidates/${ID}`) return DETAIL;
    if (path === '/invitation-options') return OPTIONS;
    return [];
  };
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Convidar para uma vaga' }));
  return screen.findByRole('dialog', { name: 'Convidar para uma vaga' });
}

/** Chooses `vacancy` in the open dialog and sends the invitation. */
async function sendTo(dialog: HTMLElement, vacancy: string) {
  const select = within(dialog).getByRole('combobox', { name: 'Vaga' });
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
  await userEvent.selectOptions(select, vacancy);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
}

/** The candidate's page for a recruiter of the talent pool, the recruiting API answered by `recruiting`. */
async function openCandidate(recruiting: RecruitingHandler) {
  const started = await startServer(recruiting, { permissions: TALENT });
  renderAt(`/recrutamento/talentos/${ID}`);
  return started;
}

/** Invites the candidate to the Soldador vacancy, the server refusing with `status` and `code`; the open dialog. */
async function inviteRefused(status: number, code: string) {
  await openCandidate(
    api(
      () => [],
      () => problem(status, code),
    ),
  );
  const dialog = await openDialog();
  await sendTo(dialog, 'Soldador – Jaraguá do Sul/SC');
  return dialog;
}

describe('inviting a talent pool candidate', () => {
  it('sends the vacancy and the message, confirms and refreshes the invitations', async () => {
    let sent = false;
    const s = await openCandidate(
      api(
        () => (sent ? [invitation(9, 'invited', 'Eletricista')] : []),
        () => {
          sent = true;
          return [201, { id: 9 }];
        },
      ),
    );
    expect(await screen.findByText(/ainda não foi convidado/)).toBeVisible();
    const dialog = await openDialog();
    const select = within(dialog).getByRole('combobox', { name: 'Vaga' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    // Offered only what this candidate can take (decision 0087): the server is asked for this candidate's options.
    expect(s.requestsTo('/api/recruiting/v1/invitation-options')[0]?.url).toContain(`candidates=${ID}`);
    await userEvent.selectOptions(select, 'Eletricista – Betim/MG');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Mensagem ao candidato (opcional)' }),
      'Seu perfil combina com a vaga.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));

    await waitFor(() => expect(screen.getByText('Convite enviado')).toHaveFocus());
    expect(screen.getByText('Convite enviado')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = s.requestsTo(INVITATIONS).find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      vacancy_id: 8,
      message: 'Seu perfil combina com a vaga.',
    });
    const section = screen.getByRole('region', { name: 'Convites' });
    expect(await within(section).findByText('Eletricista')).toBeVisible();
    expect(within(section).getByText('Convidado')).toBeVisible();
  });

  it('asks for a vacancy before sending anything', async () => {
    const s = await openCandidate(api(() => []));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(dialog).findByText('Escolha a vaga do convite.')).toBeVisible();
    expect(s.requestsTo(INVITATIONS).filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('puts the server’s word on the message under the message box, the dialog staying open', async () => {
    await openCandidate(
      api(
        () => [],
        () => [
          400,
          {
            title: 'validation_failed',
            detail: 'validation_failed',
            status: 400,
            code: 'validation_failed',
            errors: [{ field: 'message', message: 'Mensagem longa demais.' }],
          },
        ],
      ),
    );
    const dialog = await openDialog();
    await sendTo(dialog, 'Soldador – Jaraguá do Sul/SC');
    const box = within(dialog).getByRole('textbox', { name: 'Mensagem ao candidato (opcional)' });
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Mensagem longa demais.'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the candidate was invited already (409 already_invited), the dialog staying open', async () => {
    const dialog = await inviteRefused(409, 'already_invited');
    expect(await within(dialog).findByText('Este candidato já foi convidado para esta vaga.')).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Vaga' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the candidate left the pool (not_found, their invitations gone too)', async () => {
    let refused = false;
    await openCandidate(
      api(
        () => (refused ? problem(404, 'not_found') : []),
        () => {
          refused = true;
          return problem(404, 'not_found');
        },
      ),
    );
    await sendTo(await openDialog(), 'Soldador – Jaraguá do Sul/SC');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este candidato não está mais no banco de talentos.',
    );
  });

  it('says the vacancy is no longer published (not_found, the candidate still there)', async () => {
    const dialog = await inviteRefused(404, 'not_found');
    expect(await within(dialog).findByText(/Esta vaga não está mais publicada/)).toBeVisible();
    expect(screen.queryByText(/não está mais no banco de talentos/)).not.toBeInTheDocument();
  });
});

describe('what the dialog offers (decision 0087)', () => {
  it('says the candidate’s language, groups the vacancies by unit and finds them by title', async () => {
    await openCandidate(api(() => []));
    expect(await screen.findByText('Idioma: Espanhol', {}, { timeout: 5000 })).toBeVisible();
    const dialog = await openDialog();
    expect(
      await within(dialog).findByText(
        'Idioma do candidato: Espanhol. O e-mail e a notificação do convite vão nesse idioma; a sua mensagem vai como você a escrever.',
      ),
    ).toBeVisible();
    const select = within(dialog).getByRole('combobox', { name: 'Vaga' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(
      within(select)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['Fábrica Betim', 'Fábrica Jaraguá do Sul']);
    const search = within(dialog).getByRole('searchbox', { name: 'Buscar vaga pelo título' });
    expect(search).toHaveAccessibleDescription(
      'Só aparecem as vagas abertas que o candidato pode aceitar, agrupadas por unidade.',
    );
    await userEvent.type(search, 'solda');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Escolha a vaga (1 encontrada)', 'Soldador – Jaraguá do Sul/SC']),
    );
    await userEvent.clear(search);
    await userEvent.type(search, 'pintor');
    expect(await within(dialog).findByText(/Nenhuma vaga com esse título/)).toBeVisible();
  });

  it('says when none of the open vacancies suits the candidate, and sends nothing', async () => {
    const s = await openCandidate((path, request) =>
      path === '/invitation-options' ? { ...OPTIONS, vacancies: [] } : api(() => [])(path, request),
    );
    const dialog = await openDialog();
    expect(
      await within(dialog).findByText(/Nenhuma das suas vagas abertas serve a este candidato/),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Enviar convite' })).toBeDisabled();
    expect(s.requestsTo(INVITATIONS).filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it.each([
    [
      'pcd_exclusive',
      'Esta vaga é exclusiva para PcD, e o candidato não declarou deficiência. Escolha outra vaga.',
    ],
    [
      'apprentice_age',
      'Esta vaga é de jovem aprendiz, e o candidato está fora da idade (14 a 24 anos). Escolha outra vaga.',
    ],
  ])('says why the server refused the vacancy (409 %s), the dialog staying open', async (code, text) => {
    const dialog = await inviteRefused(409, code);
    expect(await within(dialog).findByText(text)).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Vaga' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe("a talent pool candidate's invitations", () => {
  it('shows each vacancy, the day it was sent and its state', async () => {
    await openCandidate(api(() => FOUR_STATES));
    const section = await screen.findByRole('region', { name: 'Convites' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'SoldadorEnviado em 25/11/2026Convidado',
      'EletricistaEnviado em 25/11/2026Inscreveu-se',
      'MecânicoEnviado em 25/11/2026Recusou',
      'OperadorEnviado em 25/11/2026Expirado',
    ]);
  });

  it('speaks Spanish in es-ES', async () => {
    await act(() => i18next.changeLanguage('es-ES'));
    await openCandidate(api(() => FOUR_STATES));
    const section = await screen.findByRole('region', { name: 'Invitaciones' });
    expect(await within(section).findByText('Se inscribió')).toBeVisible();
    expect(within(section).getByText('Rechazó')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Invitar a una vacante' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar a una vacante' });
    expect(within(dialog).getByRole('combobox', { name: 'Vacante' })).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Mensaje al candidato (opcional)' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Enviar invitación' })).toBeVisible();
  });
});
