import { IDENTITY_LIMITS } from '@portal/contracts/candidates';
import { MESSAGES } from '@portal/contracts/messages';
import { ApiError } from '@portal/shell/api/api-error';
import { useTestSubmit } from '@portal/shell/test/test-submit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  CheckboxGroupField,
  EMAIL_MAX_LENGTH,
  EmailField,
  FormActions,
  SelectField,
  TextAreaField,
  TextField,
} from './bound-fields';
import { FormAlert } from './field';
import { useZodForm } from './use-zod-form';

afterEach(() => (document.activeElement as HTMLElement | null)?.blur());

const schema = z.object({
  name: z.string().trim().min(1, { message: MESSAGES.fullNameRequired }),
  email: z.string(),
  state: z.string().min(1, { message: MESSAGES.fullNameRequired }),
  message: z.string(),
  birthdate: z.string(),
});
type Values = z.infer<typeof schema>;
const FIELDS = ['name', 'email', 'state', 'message', 'birthdate'] as const;
const EMPTY: Values = { name: '', email: '', state: '', message: '', birthdate: '' };

function BoundForm({
  onSubmit,
  onBack = () => {},
}: {
  onSubmit: (values: Values) => Promise<void>;
  onBack?: () => void;
}) {
  const form = useZodForm<Values>({ schema, defaultValues: EMPTY });
  const { failure, submit } = useTestSubmit(form, FIELDS, onSubmit);
  return (
    <form noValidate onSubmit={submit}>
      <TextField
        form={form}
        name="name"
        label="Nome"
        hint="Como no documento"
        autoComplete="name"
        describedBy="extra-help"
      />
      <p id="extra-help">Ajuda extra</p>
      <EmailField form={form} name="email" label="E-mail" autoComplete="username" />
      <SelectField form={form} name="state" label="Estado">
        <option value="">Selecione</option>
        <option value="SC">Santa Catarina</option>
      </SelectField>
      <TextAreaField form={form} name="message" label="Mensagem" maxLength={20} />
      <TextField form={form} name="birthdate" label="Nascimento" mask="date" />
      <FormAlert message={failure.message} />
      <FormActions form={form} submit="Salvar" back={{ label: 'Voltar', onClick: onBack }} />
    </form>
  );
}

describe('bound fields', () => {
  it('submits what a person types, selects and masks', async () => {
    const onSubmit = vi.fn(async (_values: Values) => {});
    render(<BoundForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome'), 'Ana Lima');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.selectOptions(screen.getByLabelText('Estado'), 'SC');
    await user.type(screen.getByLabelText('Mensagem'), 'Olá, tudo bem?');
    await user.type(screen.getByLabelText('Nascimento'), '12041998');
    expect(screen.getByLabelText('Nascimento')).toHaveValue('12/04/1998');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ana Lima',
      email: 'ana@example.com',
      state: 'SC',
      message: 'Olá, tudo bem?',
      birthdate: '12/04/1998',
    });
  });

  it('ties a refused field to its label, hint, error and extra description, and focuses the first', async () => {
    render(<BoundForm onSubmit={async () => {}} />);
    const user = userEvent.setup();
    const name = screen.getByLabelText('Nome');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription('Como no documento Ajuda extra');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Como no documento Informe seu nome completo Ajuda extra');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Estado')).toHaveAttribute('aria-invalid', 'true');
    // Typing a valid value clears the error at once (the form re-validates each change after a refused submit).
    await user.type(name, 'Ana');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription('Como no documento Ajuda extra');
  });

  it("shows the server's message for a field on that field", async () => {
    render(
      <BoundForm
        onSubmit={async () => {
          throw new ApiError({
            title: 'Conflito',
            description: 'Dados inválidos',
            status: 409,
            errors: [{ field: 'message', message: 'Mensagem recusada' }],
          });
        }}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.selectOptions(screen.getByLabelText('Estado'), 'SC');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const message = screen.getByLabelText('Mensagem');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Mensagem recusada');
    expect(message).toHaveFocus();
  });

  it('gives each control its attributes: the e-mail input its type, limit and autocomplete', () => {
    render(<BoundForm onSubmit={async () => {}} />);
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toHaveAttribute('maxlength', String(IDENTITY_LIMITS.email));
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Mensagem')).toHaveAttribute('maxlength', '20');
    expect(screen.getByLabelText('Nascimento')).toHaveAttribute('inputmode', 'numeric');
    expect(EMAIL_MAX_LENGTH).toBe(IDENTITY_LIMITS.email);
  });

  it('puts the submit button after the other actions and keeps it busy while the form submits', async () => {
    let finish: () => void = () => {};
    render(
      <BoundForm
        onSubmit={() =>
          new Promise<void>((resolve) => {
            finish = resolve;
          })
        }
      />,
    );
    const user = userEvent.setup();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Voltar', 'Salvar']);
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.selectOptions(screen.getByLabelText('Estado'), 'SC');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveAttribute('aria-busy', 'true');
    finish();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Salvar' })).not.toHaveAttribute('aria-busy'),
    );
  });

  it('the way back is a plain button beside the submit: it leaves without submitting', async () => {
    const onSubmit = vi.fn(async (_values: Values) => {});
    const onBack = vi.fn();
    render(<BoundForm onSubmit={onSubmit} onBack={onBack} />);
    const back = screen.getByRole('button', { name: 'Voltar' });
    expect(back).toHaveAttribute('type', 'button');
    await userEvent.setup().click(back);
    expect(onBack).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

const choiceSchema = z.object({
  shifts: z
    .object({ morning: z.boolean(), night: z.boolean() })
    .refine((shifts) => shifts.morning || shifts.night, { message: MESSAGES.selectAtLeastOne }),
  unit: z.string().min(1, { message: MESSAGES.required }),
});
type Choices = z.infer<typeof choiceSchema>;
const NO_CHOICES: Choices = { shifts: { morning: false, night: false }, unit: '' };

function ChoiceForm({ onSubmit }: { onSubmit: (values: Choices) => Promise<void> }) {
  const form = useZodForm<Choices>({ schema: choiceSchema, defaultValues: NO_CHOICES });
  const { submit } = useTestSubmit(form, ['shifts', 'unit'], onSubmit);
  return (
    <form noValidate onSubmit={submit}>
      <CheckboxGroupField
        form={form}
        name="shifts"
        legend="Turnos"
        hint="Os que a vaga oferece"
        options={[
          { value: 'morning', label: 'Manhã' },
          { value: 'night', label: 'Noite' },
        ]}
        optionsClassName="place-options"
      />
      <SelectField
        form={form}
        name="unit"
        label="Unidade"
        wrap={(select) => (
          <div data-testid="face">
            <span aria-hidden="true">Escolha</span>
            {select}
          </div>
        )}
      >
        <option value="">Escolha</option>
        <option value="1">Fábrica Jaraguá do Sul</option>
      </SelectField>
      <FormActions form={form} submit="Salvar" />
    </form>
  );
}

describe('a checkbox group and a wrapped select', () => {
  it('submits each box under its key and the select drawn inside its wrap', async () => {
    const onSubmit = vi.fn(async (_values: Choices) => {});
    render(<ChoiceForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Turnos' });
    expect(group).toHaveAccessibleDescription('Os que a vaga oferece');
    expect(group.querySelector('.form-fieldset__options')).toHaveClass('place-options');
    await user.click(screen.getByRole('checkbox', { name: 'Noite' }));
    const unit = screen.getByRole('combobox', { name: 'Unidade' });
    expect(screen.getByTestId('face')).toContainElement(unit);
    await user.selectOptions(unit, '1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledWith({ shifts: { morning: false, night: true }, unit: '1' });
  });

  it("says the group's error on the group and the wrapped select's on the select", async () => {
    render(<ChoiceForm onSubmit={async () => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const group = screen.getByRole('group', { name: 'Turnos' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Os que a vaga oferece Selecione pelo menos uma opção');
    expect(screen.getByRole('combobox', { name: 'Unidade' })).toHaveAttribute('aria-invalid', 'true');
    // A box checked answers the group at the next submit.
    await user.click(screen.getByRole('checkbox', { name: 'Manhã' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(group).not.toHaveAttribute('aria-invalid');
  });
});
