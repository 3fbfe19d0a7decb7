import { preloadModal } from '@portal/shell/components/modal';
import { Toaster } from '@portal/shell/components/toaster';
import { sendJson, serveApiPerTest } from '@portal/shell/test/test-server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContactDialog, type ContactUser } from './contact-dialog';

beforeAll(() => preloadModal());

const serve = serveApiPerTest();

/** The contact API, answering `status`: 201 with the message's id, or else `problem` (a bare one by default). */
async function startContactServer(status = 201, problem: object = { title: 'x', detail: 'x', status }) {
  const server = await serve((_request, response) =>
    status === 201
      ? sendJson(response, 201, { id: 1 })
      : sendJson(response, status, problem, 'application/problem+json'),
  );
  return server;
}

function Harness({ user = null }: { user?: ContactUser | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        abrir
      </button>
      <ContactDialog open={open} onOpenChange={setOpen} user={user} />
      <Toaster />
    </>
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'abrir' }));
  return screen.findByRole('dialog', { name: 'Fale conosco' });
}

/** Opens the dialog and chooses its contact form. */
async function openForm() {
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: /formulário de contato/ }));
  return dialog;
}

async function fillForm(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('Nome'), 'Maria Souza');
  await userEvent.type(within(dialog).getByLabelText('E-mail'), 'maria@example.org');
  await userEvent.selectOptions(within(dialog).getByLabelText('Estado'), 'SC');
  await userEvent.type(within(dialog).getByLabelText('Mensagem'), 'Olá!');
  await userEvent.click(within(dialog).getByLabelText('Sim'));
}

/** Sends the form, which closes the dialog once the message is taken; gives the body the server received. */
async function sendAndClose(dialog: HTMLElement, server: { requests: { body: string }[] }) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return JSON.parse(server.requests[0]!.body);
}

describe('ContactDialog', () => {
  it('view 0 lists the reasons: external ones open in a new tab; view 2 shows the phone and careers e-mail', async () => {
    const meta = document.createElement('meta');
    meta.name = 'portal-config';
    meta.content = JSON.stringify({ contactPhone: '+55 47 3276-4000', careersEmail: 'rh@example.com.br' });
    document.head.append(meta);
    try {
      render(<Harness />);
      const dialog = await openDialog();
      for (const name of [
        'Assistência técnica',
        'Representantes comerciais',
        'Documentação de ajuda da intranet',
        'Outros assuntos',
      ]) {
        expect(within(dialog).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
          'target',
          '_blank',
        );
      }
      await userEvent.click(within(dialog).getByRole('button', { name: 'Trabalhe na empresa' }));
      expect(within(dialog).getByRole('link', { name: '+55 47 3276-4000' })).toHaveAttribute(
        'href',
        'tel:+554732764000',
      );
      expect(within(dialog).getByRole('link', { name: 'rh@example.com.br' })).toHaveAttribute(
        'href',
        'mailto:rh@example.com.br',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
      expect(within(dialog).getByRole('button', { name: 'Trabalhe na empresa' })).toBeInTheDocument();
    } finally {
      meta.remove();
    }
  });

  it('the form requires every field and a yes/no choice, with the shared messages', async () => {
    const s = await startContactServer();
    render(<Harness />);
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findAllByText('Este campo é obrigatório')).toHaveLength(3);
    expect(within(dialog).getByText('Selecione um estado')).toBeInTheDocument();
    expect(within(dialog).getByText('Escolha sim ou não')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(s.requests).toHaveLength(0);
  });

  it('a visitor gets empty fields and sends no user_id; reopening starts at view 0 with an empty form', async () => {
    const s = await startContactServer();
    render(<Harness />);
    let dialog = await openForm();
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('');
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('');
    await fillForm(dialog);
    expect(await sendAndClose(dialog, s)).toEqual({
      name: 'Maria Souza',
      email: 'maria@example.org',
      state: 'SC',
      message: 'Olá!',
      consent: true,
      user_id: null,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Mensagem enviada');

    dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Trabalhe na empresa' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /formulário de contato/ }));
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('');
    expect(within(dialog).getByLabelText('Estado')).toHaveValue('');
    expect(within(dialog).getByLabelText('Sim')).not.toBeChecked();
  });

  it('a signed-in user finds their name and e-mail filled in, still editable, and sends their user_id', async () => {
    const s = await startContactServer();
    render(<Harness user={{ id: 'u-1', name: 'Ana Lima', email: 'ana.lima@example.com' }} />);
    let dialog = await openForm();
    const name = within(dialog).getByLabelText('Nome');
    expect(name).toHaveValue('Ana Lima');
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('ana.lima@example.com');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Paula Lima');
    await userEvent.selectOptions(within(dialog).getByLabelText('Estado'), 'MG');
    await userEvent.type(within(dialog).getByLabelText('Mensagem'), 'Preciso de ajuda.');
    await userEvent.click(within(dialog).getByLabelText('Não'));
    expect(await sendAndClose(dialog, s)).toEqual({
      name: 'Ana Paula Lima',
      email: 'ana.lima@example.com',
      state: 'MG',
      message: 'Preciso de ajuda.',
      consent: false,
      user_id: 'u-1',
    });

    // Reopened: a fresh form, again with the user's own name and e-mail.
    dialog = await openForm();
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Ana Lima');
    expect(within(dialog).getByLabelText('Mensagem')).toHaveValue('');
  });

  it('a failure shows the translated contact error toast and keeps the form', async () => {
    await startContactServer(503);
    render(<Harness />);
    const dialog = await openForm();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Mensagem não enviada'));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível enviar sua mensagem');
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Maria Souza');
  });

  it('a field the server refuses is marked with its message, besides the error toast', async () => {
    const s = await startContactServer(400, {
      title: 'Dados inválidos',
      detail: 'Dados inválidos',
      status: 400,
      code: 'validation_failed',
      errors: [{ field: 'email', message: 'Informe um endereço de e-mail válido' }],
    });
    render(<Harness />);
    const dialog = await openForm();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const email = within(dialog).getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Informe um endereço de e-mail válido'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Mensagem não enviada');
    // An expected refusal is not reported as an error.
    expect(s.requests.filter((request) => request.url.includes('/errors/'))).toHaveLength(0);
  });
});
