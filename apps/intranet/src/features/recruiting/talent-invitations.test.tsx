import type { ReceivedRequest } from '@portal/shell/test/test-server';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  type RecruitingHandler,
  renderAt,
  startServer,
  storedVacancy,
  TALENT_ID,
  TALENT_RECRUITER,
  TALENT_RESUME,
} from '../../test/recruiting-kit';

/** Inviting a talent pool candidate to a vacancy and their invitations, from the intranet (decision 0074). */

const TALENT = TALENT_RECRUITER;
const ID = TALENT_ID;
const INVITATIONS = `/api/recruiting/v1/candidates/${ID}/invitations`;

const DETAIL = {
  candidate: {
    id: ID,
    name: 'Candidato 1',
    city: 'Betim',
    state: 'MG',
    age: 22,
    updated_at: '2026-11-20T12:00:00Z',
  },
  resume: TALENT_RESUME,
};

const VACANCIES = [
  storedVacancy({ id: 7, status: 'published', title: { 'pt-BR': 'Soldador', 'es-ES': 'Soldador MIG' } }),
  storedVacancy({
    id: 8,
    status: 'published',
    title: { 'pt-BR': 'Eletricista' },
    city: 'Betim',
    state: 'MG',
  }),
];

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
    if (path === '/vacancies') return VACANCIES;
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
    expect(s.requestsTo('/api/recruiting/v1/vacancies')[0]?.url).toContain('status=published');
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
