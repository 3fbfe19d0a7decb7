import { sendJson, serveApiPerTest } from '@portal/shell/test/test-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRouter } from '../../test/render-router';
import { saveTalentPoolChoice } from '../../test/save-talent-pool-choice';
import { TalentPoolDialog } from './components/talent-pool-dialog';
import { TalentPoolPage } from './components/talent-pool-page';
import { useFinishTalentPoolChoice } from './components/use-finish-choice';

const SETTLED = { timeout: 4000 };
const LABEL = 'Quero que os recrutadores da empresa encontrem meu currículo para outras vagas e me convidem';

const serve = serveApiPerTest();
let choice: { opt_in: boolean; since: string | null };
let puts: { opt_in: boolean; source: string }[];

beforeEach(async () => {
  choice = { opt_in: false, since: null };
  puts = [];
  await serve((request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/api/curriculum/candidates/v1/talent-pool') {
      if (request.method === 'PUT') {
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

/** The resume's Finish as the app composes it: the choice beside the button, saved once the resume is finished. */
function FinishHarness() {
  const { field, commit } = useFinishTalentPoolChoice();
  const [finished, setFinished] = useState(false);
  return (
    <>
      {field}
      <button type="button" onClick={() => void commit().then(() => setFinished(true))}>
        Finalizar
      </button>
      {finished ? <p>finalizado</p> : null}
    </>
  );
}

const renderAt = (element: React.ReactNode, path = '/') =>
  renderRouter(createMemoryRouter([{ path: '*', element }], { initialEntries: [path] }), { toaster: true });

describe('the talent pool choice at Finish', { timeout: 15_000 }, () => {
  it('is an unticked checkbox with one line saying what it means; ticked, Finish saves it with source finish', async () => {
    renderAt(<FinishHarness />);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'Os recrutadores da empresa poderão encontrar seu currículo ao buscar pessoas para outras vagas e convidar você para se inscrever. Você pode desativar quando quiser no menu da conta.',
    );
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    await screen.findByText('finalizado', {}, SETTLED);
    expect(puts).toEqual([{ opt_in: true, source: 'finish' }]);
    expect(await screen.findByText('Você está no banco de talentos')).toBeInTheDocument();
  });

  it('left unticked, Finish records nothing (off until chosen)', async () => {
    renderAt(<FinishHarness />);
    await screen.findByRole('checkbox', { name: LABEL });
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    await screen.findByText('finalizado');
    expect(puts).toEqual([]);
  });

  it('shows a consent already given as ticked, and unticking it at Finish withdraws it', async () => {
    choice = { opt_in: true, since: '2026-10-01T12:00:00.000Z' };
    renderAt(<FinishHarness />);
    const box = await screen.findByRole('checkbox', { name: LABEL });
    await waitFor(() => expect(box).toBeChecked(), SETTLED);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    await screen.findByText('finalizado', {}, SETTLED);
    expect(puts).toEqual([{ opt_in: false, source: 'finish' }]);
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
  it('shows the current choice, turns it on with a toast, closes and gives the focus back', async () => {
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

    await saveTalentPoolChoice(dialog, box, 'Você está no banco de talentos');
    expect(puts).toEqual([{ opt_in: true, source: 'account' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SETTLED);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows since when it is on, and turning it off says the resume left the searches', async () => {
    choice = { opt_in: true, since: '2026-11-25T14:30:00.000Z' };
    renderAt(<DialogHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Banco de talentos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banco de talentos' }, SETTLED);
    expect(await within(dialog).findByText(/^Ativado desde 25 de novembro de 2026/)).toBeInTheDocument();
    const box = within(dialog).getByRole('checkbox', { name: LABEL });
    expect(box).toBeChecked();
    await saveTalentPoolChoice(dialog, box, 'Você saiu do banco de talentos');
    expect(puts).toEqual([{ opt_in: false, source: 'account' }]);
  });

  it('Cancel closes without saving', async () => {
    renderAt(<DialogHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Banco de talentos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banco de talentos' }, SETTLED);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: LABEL }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SETTLED);
    expect(puts).toEqual([]);
  });
});

describe("the careers page's path", { timeout: 15_000 }, () => {
  it('explains the talent pool and asks for the choice with source careers_page', async () => {
    renderAt(<TalentPoolPage />, '/banco-de-talentos?origem=carreiras');
    expect(screen.getByRole('heading', { level: 1, name: 'Banco de talentos' })).toBeInTheDocument();
    expect(screen.getByText(/Com a sua autorização, os recrutadores da empresa/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: LABEL }, SETTLED));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar escolha' }));
    expect(await screen.findByText('Você está no banco de talentos', {}, SETTLED)).toBeInTheDocument();
    expect(puts).toEqual([{ opt_in: true, source: 'careers_page' }]);
    expect(screen.getByRole('link', { name: 'Completar meu currículo' })).toHaveAttribute(
      'href',
      '/curriculo',
    );
  });
});
