import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClient } from '../api/http-client';
import { sendJson, startTestServer, type TestServer } from '../test/test-server';
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

async function serve(reset: (body: Record<string, string>) => [number, unknown]) {
  server = await startTestServer((request, response) => {
    if (request.url === '/api/users/password/v1/forgot')
      return sendJson(response, 202, { resend_after: 60, expires_in_minutes: 15 });
    if (request.url === '/api/users/password/v1/reset') {
      const [status, body] = reset(JSON.parse(request.body));
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
    expect(screen.getByRole('button', { name: /Reenviar código em 60\u00a0s/ })).toBeDisabled();
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
