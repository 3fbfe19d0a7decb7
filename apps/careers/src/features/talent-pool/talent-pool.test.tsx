import { deferred } from '@portal/shell/test/deferred';
import { sendJson, sendProblem, serveApiPerTest } from '@portal/shell/test/test-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRouter } from '#careers/test/render-router';
import { joinTalentPoolInDialog, saveTalentPoolChoice } from '#careers/test/save-talent-pool-choice';
import { TalentPoolDialog } from './components/talent-pool-dialog';
import { TalentPoolSwitch } from './components/talent-pool-form';
import { TalentPoolPage } from './components/talent-pool-page';

const SETTLED = { timeout: 4000 };
const LABEL = 'Quero que os recrutadores da empresa encontrem meu currículo para outras vagas e me convidem';

const serve = serveApiPerTest();
let choice: { opt_in: boolean; since: string | null };
let puts: { opt_in: boolean; source: string }[];
/** PUTs that reached the server (answered or held). */
let putsArrived: number;
/** Holds the answers back until the test lets them go. */
let holdGet: Promise<void> | undefined;
let holdPut: Promise<void> | undefined;
/** The server refuses a change (the account was deleted meanwhile, decision 0066). */
let refuse: boolean;

beforeEach(async () => {
  choice = { opt_in: false, since: null };
  puts = [];
  putsArrived = 0;
  holdGet = undefined;
  holdPut = undefined;
  refuse = false;
  await serve(async (request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/api/curriculum/candidates/v1/talent-pool') {
      if (request.method === 'GET' && holdGet) await holdGet;
      if (request.method === 'PUT') {
        putsArrived += 1;
        if (holdPut) await holdPut;
        if (refuse)
          return sendProblem(response, 404, {
            code: 'not_found',
            title: 'Conta não encontrada',
            detail: 'Esta conta não existe mais.',
          });
        const body = JSON.parse(request.body) as { opt_in: boolean; source: string };
        puts.push(body);
        choice = body.opt_in
          ? { opt_in: true, since: choice.since ?? '2026-11-25T14:30:00.000Z' }
          : { opt_in: false, since: null };
      }
      return sendJson(response, 200, choice);
    }
    sendJson(response, 404, {});
  });
});

const renderAt = (element: React.ReactNode, path = '/') =>
  renderRouter(createMemoryRouter([{ path: '*', element }], { initialEntries: [path] }), { toaster: true });

describe('the talent pool choice on the resume (saved when ticked, decision 0086)', {
  timeout: 15_000,
}, () => {
  it('is an unticked checkbox with one line saying what it means; ticking it saves it at once with source resume', async () => {
    renderAt(<TalentPoolSwitch source="resume" />);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    await waitFor(() => expect(box).toBeEnabled(), SETTLED);
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'Os recrutadores da empresa poderão encontrar seu currículo ao buscar pessoas para outras vagas e convidar você para se inscrever. Você pode desativar quando quiser no menu da conta.',
    );
    await userEvent.click(box);
    // Ticked at once; saved, and the person is told so.
    expect(box).toBeChecked();
    expect(await screen.findByText('Você está no banco de talentos', {}, SETTLED)).toBeInTheDocument();
    expect(puts).toEqual([{ opt_in: true, source: 'resume' }]);
    expect(box).toBeChecked();
  });

  it('left unticked, nothing is recorded (off until chosen); until the stored choice is known the box cannot be used', async () => {
    const answer = deferred();
    holdGet = answer.promise;
    renderAt(<TalentPoolSwitch source="resume" />);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    expect(box).toBeDisabled();
    answer.resolve();
    await waitFor(() => expect(box).toBeEnabled(), SETTLED);
    expect(puts).toEqual([]);
  });

  it('shows a consent already given as ticked (after a reload too), and unticking it withdraws it at once', async () => {
    choice = { opt_in: true, since: '2026-10-01T12:00:00.000Z' };
    renderAt(<TalentPoolSwitch source="resume" />);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    await waitFor(() => expect(box).toBeChecked(), SETTLED);
    await userEvent.click(box);
    expect(await screen.findByText('Você saiu do banco de talentos', {}, SETTLED)).toBeInTheDocument();
    expect(puts).toEqual([{ opt_in: false, source: 'resume' }]);
    expect(box).not.toBeChecked();
  });

  it('a choice the server refuses says why and the box shows the stored choice again', async () => {
    refuse = true;
    renderAt(<TalentPoolSwitch source="resume" />);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    await waitFor(() => expect(box).toBeEnabled(), SETTLED);
    await userEvent.click(box);
    expect(await screen.findByText('Conta não encontrada', {}, SETTLED)).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
    expect(screen.queryByText('Você está no banco de talentos')).not.toBeInTheDocument();
  });

  it('a second tap while the first choice is saved changes nothing: one request, the box keeps the focus', async () => {
    const answer = deferred();
    holdPut = answer.promise;
    renderAt(<TalentPoolSwitch source="resume" />);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    await waitFor(() => expect(box).toBeEnabled(), SETTLED);
    await userEvent.click(box);
    await waitFor(() => expect(putsArrived).toBe(1));
    expect(box.closest('[aria-busy="true"]')).not.toBeNull();
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(box).toHaveFocus();
    answer.resolve();
    expect(await screen.findByText('Você está no banco de talentos', {}, SETTLED)).toBeInTheDocument();
    expect(puts).toEqual([{ opt_in: true, source: 'resume' }]);
    expect(box.closest('[aria-busy="true"]')).toBeNull();
  });
});

/** The account menu's entry: a button standing for the menu item that opens the dialog. */
function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Banco de talentos
      </button>
      <TalentPoolDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

describe("the account menu's talent pool dialog", { timeout: 15_000 }, () => {
  it('shows the current choice; ticking saves it with a toast and the line says so; Done gives the focus back', async () => {
    renderAt(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Banco de talentos' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Banco de talentos' }, SETTLED);
    expect(
      await within(dialog).findByText(
        'Desativado: seu currículo só é visto pelas vagas em que você se inscreve.',
      ),
    ).toBeInTheDocument();
    const box = within(dialog).getByRole('checkbox', { name: LABEL });
    expect(box).not.toBeChecked();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await joinTalentPoolInDialog({ dialog, box, opener, puts });
  });

  it('shows since when it is on, and turning it off says the resume left the searches', async () => {
    choice = { opt_in: true, since: '2026-11-25T14:30:00.000Z' };
    renderAt(<DialogHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Banco de talentos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banco de talentos' }, SETTLED);
    expect(await within(dialog).findByText(/^Ativado desde 25 de novembro de 2026/)).toBeInTheDocument();
    const box = within(dialog).getByRole('checkbox', { name: LABEL });
    expect(box).toBeChecked();
    await saveTalentPoolChoice(box, 'Você saiu do banco de talentos');
    expect(puts).toEqual([{ opt_in: false, source: 'account' }]);
    expect(
      await within(dialog).findByText(
        'Desativado: seu currículo só é visto pelas vagas em que você se inscreve.',
      ),
    ).toBeInTheDocument();
  });

  it('Done without touching the box saves nothing', async () => {
    renderAt(<DialogHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Banco de talentos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banco de talentos' }, SETTLED);
    await within(dialog).findByRole('checkbox', { name: LABEL });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pronto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SETTLED);
    expect(puts).toEqual([]);
  });
});

describe("the careers page's path", { timeout: 15_000 }, () => {
  it('explains the talent pool and asks for the choice with source careers_page', async () => {
    renderAt(<TalentPoolPage />, '/banco-de-talentos?origem=carreiras');
    expect(screen.getByRole('heading', { level: 1, name: 'Banco de talentos' })).toBeInTheDocument();
    expect(screen.getByText(/Com a sua autorização, os recrutadores da empresa/)).toBeInTheDocument();
    // Whatever the choice, the resume and the vacancies are offered.
    expect(screen.getByRole('link', { name: 'Completar meu currículo' })).toHaveAttribute(
      'href',
      '/curriculo',
    );
    const box = await screen.findByRole('checkbox', { name: LABEL }, SETTLED);
    await waitFor(() => expect(box).toBeEnabled(), SETTLED);
    await saveTalentPoolChoice(box, 'Você está no banco de talentos');
    expect(puts).toEqual([{ opt_in: true, source: 'careers_page' }]);
    expect(await screen.findByText(/^Ativado desde 25 de novembro de 2026/)).toBeInTheDocument();
  });
});
