import { MODAL_OPEN_BODY_CLASS } from '@portal/contracts/constants';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps, preloadModal } from './modal';

// The dialog's code as after its first use; lazy-parts.test.tsx covers the first opening, before it arrives.
beforeAll(() => preloadModal());

/** A dialog whose action closes it and moves the focus to a confirmation on the page, as the talent pool's invite. */
function Confirming() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Convidar
      </button>
      <p role="status" tabIndex={-1} ref={doneRef}>
        {done ? 'Convite enviado' : null}
      </p>
      <Modal title="Convidar para uma vaga" open={open} onOpenChange={setOpen}>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            setDone(true);
          }}
        >
          Enviar convite
        </button>
      </Modal>
    </>
  );
}

function Harness({
  children,
  initiallyOpen = false,
  ...props
}: Partial<ModalProps> & { children?: ReactNode; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal title="Alterar senha" {...props} open={open} onOpenChange={setOpen}>
        {children}
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('adds the body class while open and removes it when closed', async () => {
    const user = userEvent.setup();
    render(<Harness description="Escolha uma nova senha" />);
    expect(document.body).not.toHaveClass(MODAL_OPEN_BODY_CLASS);

    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Alterar senha' });
    expect(dialog).toHaveAccessibleDescription('Escolha uma nova senha');
    expect(document.body).toHaveClass(MODAL_OPEN_BODY_CLASS);

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass(MODAL_OPEN_BODY_CLASS);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus());
  });

  it('keeps the body class until the last of two open modals closes', () => {
    const { rerender, unmount } = render(
      <>
        <Modal open title="Primeiro" onOpenChange={() => {}} />
        <Modal open title="Segundo" onOpenChange={() => {}} />
      </>,
    );
    expect(document.body).toHaveClass(MODAL_OPEN_BODY_CLASS);
    rerender(
      <>
        <Modal open title="Primeiro" onOpenChange={() => {}} />
        <Modal open={false} title="Segundo" onOpenChange={() => {}} />
      </>,
    );
    expect(document.body).toHaveClass(MODAL_OPEN_BODY_CLASS);
    unmount();
    expect(document.body).not.toHaveClass(MODAL_OPEN_BODY_CLASS);
  });

  it('traps focus: Tab and Shift+Tab cycle inside the dialog', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        footer={
          <>
            <button type="button">Cancelar</button>
            <button type="button">Confirmar</button>
          </>
        }
      >
        <input aria-label="Senha atual" />
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Alterar senha' });
    const close = screen.getByRole('button', { name: 'Fechar' });
    const input = screen.getByRole('textbox', { name: 'Senha atual' });
    const confirm = screen.getByRole('button', { name: 'Confirmar' });

    // Focus starts inside the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true);
    close.focus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('when not closable: no close button, and Escape only reports the attempt', async () => {
    const user = userEvent.setup();
    const onCloseAttempt = vi.fn();
    render(<Harness initiallyOpen closable={false} onCloseAttempt={onCloseAttempt} />);
    const dialog = screen.getByRole('dialog', { name: 'Alterar senha' });
    expect(within(dialog).queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(onCloseAttempt).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Alterar senha' })).toBeInTheDocument();
    expect(document.body).toHaveClass(MODAL_OPEN_BODY_CLASS);
  });

  it('closes on Escape when closable', async () => {
    const user = userEvent.setup();
    const onCloseAttempt = vi.fn();
    render(<Harness initiallyOpen onCloseAttempt={onCloseAttempt} />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onCloseAttempt).not.toHaveBeenCalled();
  });

  it('leaves the focus where the page moved it while closing, and gives it back to the opener otherwise', async () => {
    const user = userEvent.setup();
    render(<Confirming />);
    const opener = screen.getByRole('button', { name: 'Convidar' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The dialog gives focus back after a tick of its own: it must not take the confirmation's.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toHaveTextContent('Convite enviado');
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('passes the size limits to CSS', () => {
    render(<Modal open size="large" title="Grande" onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Grande' });
    expect(dialog.style.getPropertyValue('--modal-min-width')).toBe('650px');
    expect(dialog.style.getPropertyValue('--modal-max-width')).toBe('900px');
  });
});
