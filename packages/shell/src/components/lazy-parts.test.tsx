import { DRAWER_OPEN_BODY_CLASS, MODAL_OPEN_BODY_CLASS } from '@portal/contracts/constants';
import { stubResizeObserver } from '@portal/shell/test/browser-stubs';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, type ReactNode, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

/*
 * The first opening of a dialog, drawer or menu, whose code a page fetches only when it is first needed. Each test
 * loads the components afresh (nothing fetched yet); `holdBack` keeps a part's code from arriving, as a slow
 * network would, until the test lets it through.
 */

let release: () => void = () => {};

/** Keeps the real module `path` (as components import it) from arriving until `release()`. */
function holdBack(path: string) {
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.doMock(path, async (importOriginal) => {
    await gate;
    return importOriginal();
  });
}

beforeAll(() => stubResizeObserver());
beforeEach(() => {
  vi.resetModules();
  release = () => {};
});
afterEach(() => {
  release();
  vi.doUnmock('./modal-dialog');
  vi.doUnmock('./drawer-panel');
  vi.doUnmock('./language-menu');
  vi.doUnmock('@portal/shell/auth/account-dropdown');
});

function Opener({
  label,
  children,
}: {
  label: string;
  children: (open: boolean, set: (o: boolean) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {children(open, setOpen)}
    </>
  );
}

/**
 * Opens a dialog by its button while its code is held back: the body class is there at once and the dialog is not;
 * once released, the dialog shows (`shown` checks its own look) with the focus inside, and Escape closes it, takes
 * the body class away and gives the focus back to the button.
 */
async function openBeforeItsCode({
  label,
  bodyClass,
  title,
  dialog,
  shown,
}: {
  label: string;
  bodyClass: string;
  title: string;
  dialog: (open: boolean, set: (o: boolean) => void) => ReactNode;
  shown: (dialog: HTMLElement) => void;
}) {
  const user = userEvent.setup();
  render(<Opener label={label}>{dialog}</Opener>);
  await user.click(screen.getByRole('button', { name: label }));
  expect(document.body).toHaveClass(bodyClass);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  release();
  const opened = await screen.findByRole('dialog', { name: title });
  shown(opened);
  await waitFor(() => expect(opened.contains(document.activeElement)).toBe(true));

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body).not.toHaveClass(bodyClass);
  await waitFor(() => expect(screen.getByRole('button', { name: label })).toHaveFocus());
}

describe('Modal, opened before its code is there', () => {
  it('holds the body class at once, shows the dialog with focus inside when the code arrives, and gives focus back', async () => {
    holdBack('./modal-dialog');
    const { Modal } = await import('./modal');
    await openBeforeItsCode({
      label: 'Abrir',
      bodyClass: MODAL_OPEN_BODY_CLASS,
      title: 'Alterar senha',
      dialog: (open, setOpen) => (
        <Modal open={open} onOpenChange={setOpen} title="Alterar senha" description="Escolha uma nova senha">
          <input aria-label="Senha atual" />
        </Modal>
      ),
      shown: (dialog) => expect(dialog).toHaveAccessibleDescription('Escolha uma nova senha'),
    });
  });

  it('shows a modal that is open from the start once the code arrives', async () => {
    const { Modal } = await import('./modal');
    render(<Modal open size="large" title="Grande" onOpenChange={() => {}} />);
    expect(document.body).toHaveClass(MODAL_OPEN_BODY_CLASS);
    const dialog = await screen.findByRole('dialog', { name: 'Grande' });
    expect(dialog.style.getPropertyValue('--modal-max-width')).toBe('900px');
  });

  it('fetches nothing while closed, and the code when it first opens', async () => {
    const fetched = vi.fn((importOriginal: () => Promise<unknown>) => importOriginal());
    vi.doMock('./modal-dialog', fetched);
    const { Modal } = await import('./modal');
    const { rerender } = render(<Modal open={false} title="Aviso" onOpenChange={() => {}} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass(MODAL_OPEN_BODY_CLASS);

    rerender(<Modal open title="Aviso" onOpenChange={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Aviso' })).toBeInTheDocument();
    expect(fetched).toHaveBeenCalledTimes(1);
  });
});

describe('Drawer, opened before its code is there', () => {
  it('holds the body class at once, slides in when the code arrives, and Escape gives focus back', async () => {
    holdBack('./drawer-panel');
    const { Drawer } = await import('./drawer');
    await openBeforeItsCode({
      label: 'Abrir perfil',
      bodyClass: DRAWER_OPEN_BODY_CLASS,
      title: 'Perfil',
      dialog: (open, setOpen) => (
        <Drawer open={open} onOpenChange={setOpen} title="Perfil" size="large">
          <a href="/perfil">Editar perfil</a>
        </Drawer>
      ),
      shown: (drawer) => expect(drawer.style.getPropertyValue('--drawer-width')).toBe('600px'),
    });
  });
});

describe('LanguageSwitcher before its menu code is there', () => {
  const NAME = 'Idioma: Português (PT)';

  /** The switcher's button with what a user or assistive technology sees of it (the id is Radix's own). */
  function described(button: HTMLElement) {
    const attributes = Object.fromEntries(
      [...button.attributes].filter((a) => a.name !== 'id').map((a) => [a.name, a.value]),
    );
    return { attributes, html: button.innerHTML };
  }

  async function loadSwitcher(): Promise<ComponentType> {
    return (await import('./language-switcher')).LanguageSwitcher;
  }

  it('is the same button as the loaded menu’s trigger, and focus stays on it when the menu code arrives', async () => {
    holdBack('./language-menu');
    const LanguageSwitcher = await loadSwitcher();
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    const standIn = screen.getByRole('button', { name: NAME });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    const before = described(standIn);

    await user.tab();
    expect(standIn).toHaveFocus();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: NAME })).not.toBe(standIn));
    const trigger = screen.getByRole('button', { name: NAME });
    expect(trigger).toHaveFocus();
    expect(described(trigger)).toEqual(before);
  });

  it('opens with Enter pressed before the code arrives, on the first language, as Enter does once loaded', async () => {
    holdBack('./language-menu');
    const LanguageSwitcher = await loadSwitcher();
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    release();
    const menu = await screen.findByRole('menu');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['English EN', 'Español ES']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    expect(menu.style.getPropertyValue('--menu-entry-height')).toBe('40px');
    expect(screen.getByRole('button', { name: NAME })).toHaveAttribute('aria-expanded', 'true');

    // Loaded now: Escape closes and focus is back on the trigger; Enter opens the same way again.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: NAME })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('menuitem')[0]).toHaveFocus());
  });

  it('opens with a click made before the code arrives, and a language can be picked', async () => {
    holdBack('./language-menu');
    const LanguageSwitcher = await loadSwitcher();
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    await user.click(screen.getByRole('button', { name: NAME }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    release();
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'English EN',
      'Español ES',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('stays closed when Escape follows the press before the code arrives', async () => {
    holdBack('./language-menu');
    const LanguageSwitcher = await loadSwitcher();
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    await user.tab();
    await user.keyboard('{Enter}{Escape}');
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: NAME })).toHaveAttribute('id'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: NAME })).toHaveFocus();
  });

  it('hydrates server HTML as the stand-in even when the menu code is already there, then becomes the menu', async () => {
    const { LanguageSwitcher, preloadLanguageMenu } = await import('./language-switcher');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LanguageSwitcher />);
    document.body.append(container);
    await preloadLanguageMenu();
    // A mismatch would be logged with console.error, which fails the test.
    const root = await act(async () => hydrateRoot(container, <LanguageSwitcher />));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: NAME }));
    // The menu is named by its trigger: the server's button was really replaced by the menu's own.
    expect(await screen.findByRole('menu', { name: NAME })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    act(() => root.unmount());
    container.remove();
  });
});

describe('lazyPart', () => {
  it('fetches once however often it is asked, and again after a failure', async () => {
    let attempts = 0;
    const part = lazyPart(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { value: 42 };
    });
    await expect(part.load()).rejects.toThrow(TypeError);
    await expect(part.preload()).resolves.toBeUndefined();
    await Promise.all([part.load(), part.preload(), part.load()]);
    expect(attempts).toBe(2);
    await expect(part.load()).resolves.toEqual({ value: 42 });
  });
});

describe('AccountMenu before its dropdown code is there (decision 0103)', () => {
  const USER = { name: 'Ana Souza', email: 'ana@example.com' };
  const NAME = 'Conta de Ana Souza';

  it('shows the avatar button at once; a tap before the code arrives opens the menu when it does', async () => {
    holdBack('@portal/shell/auth/account-dropdown');
    const { AccountMenu } = await import('@portal/shell/auth/user-menu');
    const chosen: string[] = [];
    const user = userEvent.setup();
    render(
      <AccountMenu
        user={USER}
        label={NAME}
        actions={[
          { key: 'a', label: 'Alterar senha', onSelect: () => chosen.push('password') },
          { key: 'b', label: 'Sair', onSelect: () => chosen.push('sign-out') },
        ]}
      />,
    );
    const standIn = screen.getByRole('button', { name: NAME });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveTextContent('AS');

    await user.click(standIn);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    release();
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Ana Souza');
    expect(menu).toHaveTextContent('ana@example.com');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Alterar senha', 'Sair']);
    await user.click(items[1]!);
    expect(chosen).toEqual(['sign-out']);
    expect(screen.getByRole('button', { name: NAME })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on a tap held before the page was hydrated, which the page replays as a click (decision 0080)', async () => {
    holdBack('@portal/shell/auth/account-dropdown');
    const { AccountMenu } = await import('@portal/shell/auth/user-menu');
    render(
      <AccountMenu user={USER} label={NAME} actions={[{ key: 'b', label: 'Sair', onSelect: () => {} }]} />,
    );
    // What the early-input script does once the page is hydrated: button.click(), no pointer or key of its own.
    act(() => screen.getByRole('button', { name: NAME }).click());
    release();
    expect(await screen.findByRole('menu')).toHaveTextContent('Sair');
  });

  it('keeps the button under a hovering pointer while the code arrives, so the press that follows opens the menu', async () => {
    holdBack('@portal/shell/auth/account-dropdown');
    const { AccountMenu } = await import('@portal/shell/auth/user-menu');
    const user = userEvent.setup();
    render(
      <AccountMenu user={USER} label={NAME} actions={[{ key: 'b', label: 'Sair', onSelect: () => {} }]} />,
    );
    const button = screen.getByRole('button', { name: NAME });
    await user.hover(button);
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', { name: NAME })).toBe(button);
    await user.click(button);
    expect(await screen.findByRole('menu')).toHaveTextContent('Sair');
  });
});
