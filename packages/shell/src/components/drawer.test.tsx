import { DRAWER_OPEN_BODY_CLASS } from '@portal/contracts/constants';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Drawer, preloadDrawer } from './drawer';

// The panel's code as after its first use; lazy-parts.test.tsx covers the first opening, before it arrives.
beforeAll(() => preloadDrawer());

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir perfil
      </button>
      <Drawer open={open} onOpenChange={setOpen} title="Perfil" size="large" side="left">
        <a href="/perfil">Editar perfil</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('adds the body class while open and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(document.body).not.toHaveClass(DRAWER_OPEN_BODY_CLASS);

    await user.click(screen.getByRole('button', { name: 'Abrir perfil' }));
    const drawer = screen.getByRole('dialog', { name: 'Perfil' });
    expect(document.body).toHaveClass(DRAWER_OPEN_BODY_CLASS);
    expect(drawer.style.getPropertyValue('--drawer-width')).toBe('600px');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass(DRAWER_OPEN_BODY_CLASS);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abrir perfil' })).toHaveFocus());
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir perfil' }));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass(DRAWER_OPEN_BODY_CLASS);
  });
});
