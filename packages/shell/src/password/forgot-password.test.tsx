import { configureApiClient, resetApiClient } from '@portal/shell/api/http-client';
import { sendJson, startTestServer, type TestServer } from '@portal/shell/test/test-server';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPassword } from './forgot-password';

let server: TestServer | undefined;
afterEach(async () => {
  resetApiClient();
  await server?.close();
  server = undefined;
});

const GOOD = 'Quiet-River-Morning-42';
const problem = (status: number, code: string, errors?: { field: string; message: string }[]) => ({
  title: 'x',
  detail: 'O código informado é inválido ou expirou. Solicite um novo código.',
  status,
  code,
  ...(errors ? { errors } : {}),
});

type Answer = (body: Record<string, string>) => [number, unknown];

async function serve(reset: Answer, verify: Answer = () => [204, null]) {
  server = await startTestServer((request, response) => {
    if (request.url === '/api/users/password/v1/forgot')
      return sendJson(response, 202, { resend_after: 60, expires_in_minutes: 15 });
    const answer =
      request.url === '/api/users/password/v1/reset'
        ? reset
        : request.url === '/api/users/password/v1/verify'
          ? verify
          : undefined;
    if (answer) {
      const [status, body] = answer(JSON.parse(request.body));
      if (status === 204) {
        response.statusCode = 204;
        response.end();
        return;
      }
      return sendJson(response, status, body, 'application/problem+json');
    }
    return sendJson(response, 404, {});
  });
  configureApiClient({ baseUrl: server.origin });
}

describe('ForgotPassword', () => {
  it('goes from the e-mail to the code to a new password, then signs in and continues', async () => {
    await serve(() => [204, null]);
    const onSignedIn = vi.fn();
    const onDone = vi.fn();
    render(<ForgotPassword initialEmail="ana@example.com" onSignedIn={onSignedIn} onDone={onDone} />);
    expect(screen.getByRole('heading', { name: 'Esqueceu sua senha?' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    // Focus moves to the step's heading right after it renders (an effect), not in the same tick.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Informe o código' })).toHaveFocus());
    expect(screen.getByText(/ana@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Reenviar em 60\u00a0s$/ })).toBeDisabled();
    // Letters are dropped: the keypad types digits only.
    await userEvent.type(screen.getByLabelText('Código de 6 dígitos'), '12a3456');
    expect(screen.getByLabelText('Código de 6 dígitos')).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const password = await screen.findByLabelText('Nova senha');
    await userEvent.type(password, 'short');
    expect(screen.getByText(/ter pelo menos 15 caracteres/).textContent).toContain('(não atendido)');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('A senha deve ter pelo menos 15 caracteres')).toBeInTheDocument();
    expect(server!.requestsTo('/api/users/password/v1/reset')).toHaveLength(0);
    await userEvent.clear(password);
    await userEvent.type(password, GOOD);
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    // Focus moves to the step's heading right after it renders (an effect), not in the same tick.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Senha alterada' })).toHaveFocus());
    expect(JSON.parse(server!.requestsTo('/api/users/password/v1/reset')[0]!.body)).toEqual({
      email: 'ana@example.com',
      code: '123456',
      new_password: GOOD,
    });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('checks the code when it is entered: a wrong one says its tries left and keeps what was typed', async () => {
    const wrong = 'O código está incorreto. Você ainda tem 4 tentativas.';
    await serve(
      () => [204, null],
      (body) =>
        body.code === '123456'
          ? [204, null]
          : [400, { ...problem(400, 'code_invalid', [{ field: 'code', message: wrong }]), attempts_left: 4 }],
    );
    render(<ForgotPassword initialEmail="ana@example.com" onDone={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    const code = await screen.findByLabelText('Código de 6 dígitos');
    await userEvent.type(code, '123465');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('123465');
    expect(screen.queryByLabelText('Nova senha')).toBeNull();
    await userEvent.type(code, '{Backspace}{Backspace}56');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const password = await screen.findByLabelText('Nova senha');
    expect(server!.requestsTo('/api/users/password/v1/verify').map((r) => JSON.parse(r.body))).toEqual([
      { email: 'ana@example.com', code: '123465' },
      { email: 'ana@example.com', code: '123456' },
    ]);
    // Back to the code and forward again: the passwords typed are still there.
    await userEvent.type(password, GOOD);
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByLabelText('Nova senha')).toHaveValue(GOOD);
    expect(screen.getByLabelText('Confirme a nova senha')).toHaveValue(GOOD);
  });

  it('asking again for the same address within the cooldown asks the server nothing and says when', async () => {
    await serve(() => [204, null]);
    render(<ForgotPassword initialEmail="ana@example.com" onDone={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Usar outro e-mail' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar código' }));
    const notice = screen.getByText(/^Já enviamos um código para este e-mail/);
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent(
      'Já enviamos um código para este e-mail há menos de um minuto, e ele continua valendo. Você pode pedir outro quando a contagem do botão abaixo terminar.',
    );
    // The seconds are on the button, which counts them down; the notice quotes none that would go stale.
    expect(notice).not.toHaveTextContent(/\d/);
    expect(screen.getByRole('button', { name: /^Reenviar em (59|60)\u00a0s$/ })).toBeDisabled();
    expect(server!.requestsTo('/api/users/password/v1/forgot')).toHaveLength(1);
  });

  it('every password has a show/hide toggle that keeps the focus and the caret and is not sent', async () => {
    await serve(() => [204, null]);
    render(<ForgotPassword initialEmail="ana@example.com" onDone={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await userEvent.type(await screen.findByLabelText('Código de 6 dígitos'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const password = (await screen.findByLabelText('Nova senha')) as HTMLInputElement;
    const toggles = screen.getAllByRole('button', { name: 'Mostrar senha' });
    expect(toggles).toHaveLength(2);
    await userEvent.type(password, GOOD);
    password.setSelectionRange(3, 3);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(toggles[0]!);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggles[0]).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveFocus();
    expect(password.selectionStart).toBe(3);
    await userEvent.click(toggles[0]!);
    expect(password).toHaveAttribute('type', 'password');
    expect(toggles[0]).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await screen.findByRole('heading', { name: 'Senha alterada' });
    expect(Object.keys(JSON.parse(server!.requestsTo('/api/users/password/v1/reset')[0]!.body))).toEqual([
      'email',
      'code',
      'new_password',
    ]);
  });

  it('a refused code brings the person back to the code with the message on the field', async () => {
    const message = 'O código informado é inválido ou expirou. Solicite um novo código.';
    await serve(() => [400, problem(400, 'code_invalid', [{ field: 'code', message }])]);
    render(<ForgotPassword onDone={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await userEvent.type(await screen.findByLabelText('Código de 6 dígitos'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await userEvent.type(await screen.findByLabelText('Nova senha'), GOOD);
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    const code = await screen.findByLabelText('Código de 6 dígitos');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveValue('000000');
    // What was typed is kept for when a working code is entered.
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByLabelText('Nova senha')).toHaveValue(GOOD);
  });

  it("shows the server's policy refusal on the new password", async () => {
    const text = 'A senha não pode conter seu nome ou sobrenome';
    await serve(() => [400, problem(400, 'validation_failed', [{ field: 'new_password', message: text }])]);
    render(<ForgotPassword initialEmail="ana@example.com" onDone={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await userEvent.type(await screen.findByLabelText('Código de 6 dígitos'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await userEvent.type(await screen.findByLabelText('Nova senha'), 'Ana-Lima-Password-1');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'Ana-Lima-Password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha')).toHaveAttribute('aria-invalid', 'true');
  });
});
