import { preloadModal } from '@portal/shell/components/modal';
import { Toaster } from '@portal/shell/components/toaster';
import { useOpenDialog } from '@portal/shell/test/open-dialog';
import { sendJson, serveApiPerTest } from '@portal/shell/test/test-server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ChangePasswordDialog } from './change-password-dialog';

beforeAll(() => preloadModal());

const serve = serveApiPerTest();

function Harness({
  forced = false,
  onChanged = vi.fn(),
  onSignOut,
}: {
  forced?: boolean;
  onChanged?: () => void;
  onSignOut?: () => void;
}) {
  return (
    <>
      <ChangePasswordDialog
        {...useOpenDialog()}
        userName="Rafael Reset"
        forced={forced}
        onChanged={onChanged}
        onSignOut={onSignOut}
      />
      <Toaster />
    </>
  );
}

async function fill(dialog: HTMLElement, current: string, next: string, confirmation: string) {
  await userEvent.type(within(dialog).getByLabelText('Senha atual'), current);
  await userEvent.type(within(dialog).getByLabelText('Nova senha'), next);
  await userEvent.type(within(dialog).getByLabelText('Confirme a nova senha'), confirmation);
}

describe('ChangePasswordDialog', () => {
  it('lists the criteria of spec §5 (3 of the 4 classes, as the server takes) and ticks them as the new password is typed', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' });
    const state = (text: RegExp) => within(dialog).getByText(text).textContent;
    expect(state(/pelo menos 15 caracteres/)).toContain('(não atendido)');
    expect(state(/pelo menos 3 destes itens/)).toContain('(não atendido)');
    expect(within(dialog).getByText('A senha deve ser trocada a cada 90 dias.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Nova senha'), 'Rafael-1');
    expect(state(/não conter seu nome/)).toContain('(não atendido)');
    expect(state(/letra maiúscula/)).toContain('(atendido)');
    await userEvent.clear(within(dialog).getByLabelText('Nova senha'));
    // Lowercase, uppercase and digits without a special character: the rule holds, the special one is just unticked.
    await userEvent.type(within(dialog).getByLabelText('Nova senha'), 'Montanha Azul 2026 Clara');
    expect(state(/pelo menos 15 caracteres/)).toContain('(atendido)');
    expect(state(/pelo menos 3 destes itens/)).toContain('(atendido)');
    expect(state(/caractere especial/)).toContain('(não atendido)');
    expect(state(/não conter seu nome/)).toContain('(atendido)');
  });

  it('keeps submit disabled while a field is empty; checks match and length before asking the server', async () => {
    const server = await serve((_r, response) => {
      response.writeHead(204).end();
    });
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' });
    const submit = within(dialog).getByRole('button', { name: 'Alterar senha' });
    expect(submit).toBeDisabled();
    await fill(dialog, 'atual', 'Curta-1', 'Curta-2');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(within(dialog).getByText('A senha deve ter pelo menos 15 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByText('As senhas devem ser iguais')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('sends current_password and new_password; on success calls onChanged', async () => {
    const server = await serve((_r, response) => {
      response.writeHead(204).end();
    });
    const onChanged = vi.fn();
    render(<Harness onChanged={onChanged} />);
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' });
    await fill(dialog, 'Senha-Antiga-2026!', 'Nova-Senha-Portal-2026!', 'Nova-Senha-Portal-2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(JSON.parse(server.requests[0]!.body)).toEqual({
      current_password: 'Senha-Antiga-2026!',
      new_password: 'Nova-Senha-Portal-2026!',
    });
  });

  it("a refusal shows the server's detail; without one, the generic connection text", async () => {
    let detail = true;
    const _server = await serve((_r, response) =>
      detail
        ? sendJson(
            response,
            400,
            { title: 'Dados inválidos', detail: 'A senha atual está incorreta', status: 400 },
            'application/problem+json',
          )
        : sendJson(response, 400, {}, 'application/json'),
    );
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' });
    await fill(dialog, 'errada', 'Nova-Senha-Portal-2026!', 'Nova-Senha-Portal-2026!');
    const submit = within(dialog).getByRole('button', { name: 'Alterar senha' });
    await userEvent.click(submit);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('A senha atual está incorreta'));
    detail = false;
    await userEvent.click(submit);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Houve um erro de conexão'));
  });

  it('forced: cannot be closed (no close button, Escape shows the warning toast); Sair signs out', async () => {
    const onSignOut = vi.fn();
    render(<Harness forced onSignOut={onSignOut} />);
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' });
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Alterar senha' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Você precisa redefinir sua senha antes de fechar esta tela.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('not forced: no Sair button, the close button and Cancelar are there', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' });
    expect(within(dialog).queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });

  it('checks the whole password policy with the user’s name before asking the server', async () => {
    const server = await serve((_r, response) => {
      response.writeHead(204).end();
    });
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' });
    await fill(dialog, 'atual', 'rafael-portal-2026!', 'rafael-portal-2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar senha' }));
    const next = within(dialog).getByLabelText('Nova senha');
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(next).toHaveAccessibleDescription(/A senha não pode conter seu nome ou sobrenome/);
    expect(server.requests).toHaveLength(0);
  });

  it('puts the server’s field error on its field (the current password) besides the toast', async () => {
    const _server = await serve((_r, response) =>
      sendJson(
        response,
        400,
        {
          title: 'Dados inválidos',
          detail: 'A senha atual está incorreta',
          status: 400,
          code: 'validation_failed',
          errors: [{ field: 'current_password', message: 'A senha atual está incorreta' }],
        },
        'application/problem+json',
      ),
    );
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' });
    await fill(dialog, 'errada', 'Nova-Senha-Portal-2026!', 'Nova-Senha-Portal-2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar senha' }));
    const current = within(dialog).getByLabelText('Senha atual');
    await waitFor(() => expect(current).toHaveAccessibleDescription('A senha atual está incorreta'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Senha não alterada');
  });

  it('not forced: cancel closes it', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
