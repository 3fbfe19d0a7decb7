import { EARLY_INPUT_SCRIPT, replayEarlyInput } from '@portal/contracts/early-input';
import { act } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Decision 0080: what a person types and taps on server-rendered markup before hydration is done once hydrated.

function Hydrated({ children }: { children: ReactNode }) {
  useEffect(replayEarlyInput, []);
  return children;
}

function EmailForm({ onSend, onOther }: { onSend: (email: string) => void; onOther: () => void }) {
  const form = useForm({ defaultValues: { email: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSend(values.email))}>
      <input aria-label="E-mail" {...form.register('email')} />
      <button type="button" onClick={onOther}>
        Outra coisa
      </button>
      <button type="submit">Enviar</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete (window as { __portalEarlyInput?: unknown }).__portalEarlyInput;
});

function serverPage(element: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  // The server writes the script before the markup; it runs before any of the app's code.
  new Function(EARLY_INPUT_SCRIPT)();
  return container;
}

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the early-input script', () => {
  it('keeps the text typed and the last tap until hydration, then sends the form once with that text', async () => {
    const onSend = vi.fn();
    const onOther = vi.fn();
    const element = (
      <Hydrated>
        <EmailForm onSend={onSend} onOther={onOther} />
      </Hydrated>
    );
    const container = serverPage(element);
    const input = container.querySelector('input')!;
    const [other, send] = [...container.querySelectorAll('button')] as HTMLButtonElement[];
    type(input, 'ana@example.com');
    other!.click();
    send!.click();
    send!.click();
    // Held, visibly: the page says it is not ready yet, and the app's markup is untouched for hydration.
    expect(document.documentElement).toHaveClass('portal-early-busy');
    expect(send!.outerHTML).toBe('<button type="submit">Enviar</button>');

    await act(async () => {
      root = hydrateRoot(container, element);
    });
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith('ana@example.com');
    expect(onOther).not.toHaveBeenCalled();
    expect(input).toHaveValue('ana@example.com');
    expect(document.documentElement).not.toHaveClass('portal-early-busy');

    // Hydrated: taps are the app's own again, nothing is held.
    other!.click();
    expect(onOther).toHaveBeenCalledTimes(1);
  });

  it('replays nothing when nothing was tapped, and leaves the typed text in the form', async () => {
    const onSend = vi.fn();
    const element = (
      <Hydrated>
        <EmailForm onSend={onSend} onOther={() => {}} />
      </Hydrated>
    );
    const container = serverPage(element);
    const input = container.querySelector('input')!;
    type(input, 'bia@example.com');
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    expect(input).toHaveValue('bia@example.com');
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => container.querySelectorAll('button')[1]!.click());
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledWith('bia@example.com'));
  });
});
