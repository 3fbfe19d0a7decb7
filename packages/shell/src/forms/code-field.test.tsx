import { recoveryCodeFormSchema } from '@portal/contracts/password-recovery';
import { ApiError } from '@portal/shell/api/api-error';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeField, useCooldown } from './code-field';
import { useFormFailure, useZodForm } from './use-zod-form';

const FIELDS = ['code'] as const;

function CodeStep({
  initialCooldown,
  onResend,
  onSubmit,
}: {
  initialCooldown: number;
  onResend: () => Promise<number>;
  onSubmit: (code: string) => Promise<void>;
}) {
  const form = useZodForm<{ code: string }>({ schema: recoveryCodeFormSchema, defaultValues: { code: '' } });
  const failure = useFormFailure(form.setError, FIELDS);
  const cooldown = useCooldown(initialCooldown);
  const submit = form.handleSubmit(async ({ code }) => {
    failure.clear();
    try {
      await onSubmit(code);
    } catch (error) {
      failure.fail(error);
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <CodeField
        form={form}
        name="code"
        cooldown={cooldown}
        onResend={onResend}
        failure={failure}
        labels={{
          code: 'Código de 6 dígitos',
          resend: 'Reenviar código',
          resendIn: (seconds) => `Reenviar código em ${seconds} s`,
          resent: 'Enviamos um novo código.',
          submit: 'Continuar',
        }}
      />
    </form>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
}

async function tick(seconds: number) {
  for (let second = 0; second < seconds; second++) {
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
  }
}

describe('CodeField', () => {
  it('takes digits only, six at most, with the numeric keypad and one-time-code autofill', async () => {
    const onSubmit = vi.fn(async (_code: string) => {});
    render(<CodeStep initialCooldown={0} onResend={async () => 60} onSubmit={onSubmit} />);
    const user = setup();
    const input = screen.getByLabelText('Código de 6 dígitos');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(input, '12a 3-45678');
    expect(input).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('keeps resend disabled while the cooldown counts down, then sends a new code and says so', async () => {
    const onResend = vi.fn(async () => 30);
    render(<CodeStep initialCooldown={2} onResend={onResend} onSubmit={async () => {}} />);
    const user = setup();
    expect(screen.getByRole('button', { name: 'Reenviar código em 2 s' })).toBeDisabled();
    await tick(1);
    expect(screen.getByRole('button', { name: 'Reenviar código em 1 s' })).toBeDisabled();
    await tick(1);
    const resend = screen.getByRole('button', { name: 'Reenviar código' });
    expect(resend).toBeEnabled();
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '111111');
    await user.click(resend);
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Enviamos um novo código.');
    // The old code no longer counts: the input is emptied, and the new cooldown runs.
    expect(screen.getByLabelText('Código de 6 dígitos')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Reenviar código em 30 s' })).toBeDisabled();
  });

  it("shows the server's refusal of the code on the input, and a failed resend in the alert", async () => {
    const refused = new ApiError({
      title: 'Código inválido',
      description: 'Código inválido',
      status: 400,
      code: 'code_invalid',
      errors: [{ field: 'code', message: 'O código está incorreto ou expirou' }],
    });
    const onResend = vi.fn(async (): Promise<number> => {
      throw new ApiError({
        title: 'Muitas tentativas',
        description: 'Aguarde para pedir outro código',
        status: 429,
      });
    });
    render(
      <CodeStep
        initialCooldown={0}
        onResend={onResend}
        onSubmit={async () => {
          throw refused;
        }}
      />,
    );
    const user = setup();
    const input = screen.getByLabelText('Código de 6 dígitos');
    await user.type(input, '654321');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('O código está incorreto ou expirou');
    expect(input).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Aguarde para pedir outro código');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('refuses a short code with the schema message', async () => {
    const onSubmit = vi.fn(async (_code: string) => {});
    render(<CodeStep initialCooldown={0} onResend={async () => 60} onSubmit={onSubmit} />);
    const user = setup();
    const input = screen.getByLabelText('Código de 6 dígitos');
    await user.type(input, '123');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/\S/);
  });
});
