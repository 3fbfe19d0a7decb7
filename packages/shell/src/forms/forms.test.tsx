import { MESSAGES } from '@portal/contracts/messages';
import { ApiError } from '@portal/shell/api/api-error';
import { useTestSubmit } from '@portal/shell/test/test-submit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Field, FormAlert } from './field';
import { formatMask, MaskedInput, type MaskName } from './masks';
import { useFieldErrors, useZodForm } from './use-zod-form';

// The mask library polls the caret of a focused input until it loses the focus; a poll left running after the
// last test fires once the test window is gone ('window is not defined').
afterEach(() => (document.activeElement as HTMLElement | null)?.blur());

/** Draws a masked input under the label 'campo' and returns it. */
function renderMasked(mask: MaskName): HTMLInputElement {
  render(<Field label="campo">{(control) => <MaskedInput mask={mask} {...control} />}</Field>);
  return screen.getByLabelText('campo');
}

describe('masks', () => {
  it.each([
    ['date', '12041998', '12/04/1998'],
    ['monthYear', '022010', '02/2010'],
    ['cpf', '52998224725', '529.982.247-25'],
    ['cep', '89251000', '89251-000'],
    ['phone', '4732764000', '(47) 3276-4000'],
    ['phone', '47932764000', '(47) 93276-4000'],
  ] as const)('%s: digits typed one by one, %s shows %s', async (mask, typed, shown) => {
    const input = renderMasked(mask);
    await userEvent.type(input, typed);
    expect(input).toHaveValue(shown);
  });

  it('ignores letters and slashes a person types and keeps the separators in place', async () => {
    const input = renderMasked('date');
    await userEvent.type(input, '1a2/0419b98');
    expect(input).toHaveValue('12/04/1998');
  });

  it.each([
    ['date', '12/04/1998', '12/04/1998'],
    ['date', '12041998', '12/04/1998'],
    ['monthYear', '02/2010', '02/2010'],
    ['cep', '89251000', '89251-000'],
  ] as const)('%s: pasting %s shows %s', async (mask, pasted, shown) => {
    const input = renderMasked(mask);
    await userEvent.click(input);
    await userEvent.paste(pasted);
    expect(input).toHaveValue(shown);
  });

  it('keeps masking while the form re-validates each change after a refused submit', async () => {
    const dateSchema = z.object({
      date: z.string().regex(/^\d{2}\/\d{4}$/, { message: MESSAGES.dateInvalid }),
    });
    function MonthYearForm() {
      const form = useZodForm<{ date: string }>({ schema: dateSchema, defaultValues: { date: '' } });
      const error = useFieldErrors(form.formState.errors);
      return (
        <form noValidate onSubmit={form.handleSubmit(() => {})}>
          <Field label="campo" error={error('date')}>
            {(control) => <MaskedInput mask="monthYear" {...control} {...form.register('date')} />}
          </Field>
          <button type="submit">Salvar</button>
        </form>
      );
    }
    render(<MonthYearForm />);
    const input = screen.getByLabelText('campo');
    await userEvent.type(input, '1320');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '022020');
    expect(input).toHaveValue('02/2020');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('backspace over a separator removes the digit before it, and a digit in the middle shifts the rest', async () => {
    const input = renderMasked('date');
    await userEvent.type(input, '12041998');
    input.setSelectionRange(6, 6);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('12/01/998');
    expect(input.selectionStart).toBe(4);
    await userEvent.keyboard('4');
    expect(input).toHaveValue('12/04/1998');
  });

  it('asks phones for a numeric keypad', () => {
    expect(renderMasked('date')).toHaveAttribute('inputmode', 'numeric');
  });

  it('formats stored values for display as typing would', () => {
    expect(formatMask('cep', '89251000')).toBe('89251-000');
    expect(formatMask('cep', '89251-000')).toBe('89251-000');
    expect(formatMask('cpf', '52998224725')).toBe('529.982.247-25');
    expect(formatMask('phone', '47932764000')).toBe('(47) 93276-4000');
    expect(formatMask('phone', '4732764000')).toBe('(47) 3276-4000');
    expect(formatMask('cep', null)).toBe('');
  });
});

const schema = z.object({
  name: z.string().trim().min(1, { message: MESSAGES.fullNameRequired }),
  email: z.string(),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['name', 'email'] as const;

function Form({ late, onSubmit }: { late?: Values; onSubmit: (values: Values) => Promise<void> }) {
  const form = useZodForm<Values>({ schema, defaultValues: { name: '', email: '' }, values: late });
  const error = useFieldErrors(form.formState.errors);
  const { failure, submit } = useTestSubmit(form, FIELDS, onSubmit);
  return (
    <form noValidate onSubmit={submit}>
      <FormAlert message={failure.message} />
      <Field label="Nome" hint="Como no documento" error={error('name')}>
        {(control) => <input {...control} {...form.register('name')} />}
      </Field>
      <Field label="E-mail" error={error('email')}>
        {(control) => <input {...control} {...form.register('email')} />}
      </Field>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('form kit', () => {
  it('shows a schema message translated, ties it to the input and marks it invalid', async () => {
    render(<Form onSubmit={async () => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const name = screen.getByLabelText('Nome');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Como no documento Informe seu nome completo');
    expect(name).toHaveFocus();
  });

  it('puts a problem+json errors[] on its fields as sent and the rest in the alert', async () => {
    const problem = new ApiError({
      title: 'Conflito',
      description: 'Dados inválidos',
      status: 409,
      code: 'conflict',
      errors: [
        { field: 'email', message: 'Este endereço já está em uso' },
        { field: '(body)', message: 'Algo do formulário inteiro' },
      ],
    });
    render(
      <Form
        onSubmit={async () => {
          throw problem;
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Nome'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo do formulário inteiro');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Este endereço já está em uso');
  });

  it('shows the description of a problem without field errors in the alert, focused', async () => {
    render(
      <Form
        onSubmit={async () => {
          throw new ApiError({ title: 'Erro', description: 'Prazo encerrado', status: 409 });
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Nome'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Prazo encerrado');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('takes data that arrives late in the fields not edited, and keeps what the person typed', async () => {
    function Late() {
      const [late, setLate] = useState<Values>();
      return (
        <>
          <button type="button" onClick={() => setLate({ name: 'Ana Lima', email: 'ana@example.com' })}>
            chegou
          </button>
          <Form late={late} onSubmit={async () => {}} />
        </>
      );
    }
    render(<Late />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'outra@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'chegou' }));
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue('Ana Lima'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('outra@example.com');
  });
});

function LoadingForm({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  const [late, setLate] = useState<Values | undefined>(undefined);
  const form = useZodForm<Values>({
    schema,
    defaultValues: { name: '', email: '' },
    values: late ?? { name: '', email: '' },
    loading: late === undefined,
  });
  const error = useFieldErrors(form.formState.errors);
  const { submit } = useTestSubmit(form, FIELDS, onSubmit);
  return (
    <form noValidate onSubmit={submit}>
      <Field label="Nome" error={error('name')}>
        {(control) => <input {...control} {...form.register('name')} />}
      </Field>
      <button type="submit">Salvar</button>
      <button type="button" onClick={() => setLate({ name: 'Ana Lima', email: 'ana@example.com' })}>
        chegou
      </button>
    </form>
  );
}

describe('a form whose stored values are loading', () => {
  it('holds a save tapped before they arrive and then saves them, without refusing the empty field', async () => {
    const sent: Values[] = [];
    render(<LoadingForm onSubmit={async (values) => void sent.push(values)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.queryByText('Informe seu nome completo')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'chegou' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Ana Lima', email: 'ana@example.com' }]));
    expect(screen.queryByText('Informe seu nome completo')).not.toBeInTheDocument();
  });
});
