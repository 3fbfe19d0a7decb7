import { sendJson, type TestServer } from '@portal/shell/test/test-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountMenuDropdown } from '#careers/features/identity/components/account-menu-dropdown';
import { renderRouter } from '#careers/test/render-router';
import { joinTalentPoolInDialog } from '#careers/test/save-talent-pool-choice';
import { signedInCandidate, signOutCandidate } from '#careers/test/signed-in-candidate';
import { useAccountEntries } from './account-entries';

const SETTLED = { timeout: 4000 };

let server: TestServer;
let puts: unknown[];
/** The candidate's job alerts as the API holds them. */
let alerts: { id: number; filters: Record<string, unknown> }[];

beforeEach(async () => {
  puts = [];
  alerts = [
    {
      id: 7,
      filters: {
        q: 'eletricista',
        city: 'Betim',
        unit: null,
        program: null,
        interest_area: null,
        workshift: null,
      },
    },
  ];
  let choice = { opt_in: false, since: null as string | null };
  server = await signedInCandidate(
    () => ({ finished: true, name: 'Ana Souza' }),
    (path, request, response) => {
      if (path === '/api/curriculum/alerts/v1') {
        sendJson(
          response,
          200,
          alerts.map((alert) => ({
            ...alert,
            frequency: 'weekly',
            language: 'pt-BR',
            confirmed: true,
            paused: false,
            created_at: '2026-11-20T10:00:00.000Z',
          })),
        );
        return true;
      }
      if (path === '/api/curriculum/alerts/v1/7' && request.method === 'DELETE') {
        alerts = [];
        response.writeHead(204).end();
        return true;
      }
      if (path !== '/api/curriculum/candidates/v1/talent-pool') return false;
      if (request.method === 'PUT') {
        const body = JSON.parse(request.body) as { opt_in: boolean };
        puts.push(body);
        choice = { opt_in: body.opt_in, since: body.opt_in ? '2026-11-25T14:30:00.000Z' : null };
      }
      sendJson(response, 200, choice);
      return true;
    },
  );
});

afterEach(() => signOutCandidate(server));

function Menu() {
  return <AccountMenuDropdown entries={useAccountEntries()} />;
}

/** Draws the account menu and returns its button, once the signed-in candidate's name is on it. */
async function renderMenu() {
  renderRouter(createMemoryRouter([{ path: '/', element: <Menu /> }]), { toaster: true });
  return screen.findByRole('button', { name: /Ana Souza$/ }, SETTLED);
}

/** Opens the menu by its button and chooses the entry `name`. */
async function chooseEntry(trigger: HTMLElement, name: string) {
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('menuitem', { name }, SETTLED));
}

describe("the account menu's 'Banco de talentos' entry", () => {
  it('opens the talent pool dialog, saves the choice when ticked with a toast, and Done gives the focus back to the menu', async () => {
    await chooseEntry(await renderMenu(), 'Banco de talentos');
    // The menu's code came with the first press (decision 0103): its trigger took the stand-in's place.
    const trigger = screen.getByRole('button', { name: /Ana Souza$/ });

    const dialog = await screen.findByRole('dialog', { name: 'Banco de talentos' }, SETTLED);
    const box = await within(dialog).findByRole('checkbox', {}, SETTLED);
    await waitFor(() => expect(box).toBeEnabled(), SETTLED);
    expect(box).not.toBeChecked();
    // Saved when ticked (decision 0086): the dialog stays, saying the new state, until it is closed.
    await joinTalentPoolInDialog({ dialog, box, opener: trigger, puts });

    // Opened again, it shows the choice just made with its date.
    await chooseEntry(trigger, 'Banco de talentos');
    const again = await screen.findByRole('dialog', { name: 'Banco de talentos' }, SETTLED);
    expect(await within(again).findByText(/^Ativado desde 25 de novembro de 2026/)).toBeInTheDocument();
    expect(within(again).getByRole('checkbox')).toBeChecked();
  }, 20_000);
});

describe("the account menu's 'Alertas de vagas' entry", () => {
  it("lists the candidate's alerts with their search and frequency, and deletes one", async () => {
    const trigger = await renderMenu();
    await chooseEntry(trigger, 'Alertas de vagas');
    const dialog = await screen.findByRole('dialog', { name: 'Meus alertas de vagas' }, SETTLED);
    expect(await within(dialog).findByText('eletricista · Betim', {}, SETTLED)).toBeInTheDocument();
    expect(within(dialog).getByText('No máximo um e-mail por semana')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(
      await within(dialog).findByText(/^Você ainda não tem alertas de vagas/, {}, SETTLED),
    ).toBeInTheDocument();
    expect(server.requestsTo('/api/curriculum/alerts/v1/7').map((r) => r.method)).toEqual(['DELETE']);
  }, 20_000);
});
