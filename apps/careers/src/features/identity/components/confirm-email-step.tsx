import { confirmCodeBodySchema } from '@portal/contracts/candidates';
import { ApiError } from '@portal/shell/api/api-error';
import { Button } from '@portal/shell/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeRegistrationSignIn } from '../api/candidate-session';
import { confirmEmail, type PendingAccount, sendConfirmationCode } from '../api/registration';
import { StepHeading } from './step-heading';
import { TextField } from './text-field';

/** Screen 6: a code was sent to the address; fill it in, or ask for a new one after the cooldown. */
export function ConfirmEmailStep({
  account,
  initialCooldown,
  focus,
  onConfirmed,
}: {
  account: PendingAccount;
  initialCooldown: number;
  focus: boolean;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation('careers');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [cooldown, setCooldown] = useState(initialCooldown);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    setStatus(undefined);
    const parsed = confirmCodeBodySchema.shape.confirmation_code.safeParse(code);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]!.message, { ns: 'common' }));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await confirmEmail(account, parsed.data);
      await completeRegistrationSignIn();
      onConfirmed();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.description : t('register.failure'));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setResending(true);
    setError(undefined);
    setStatus(undefined);
    try {
      setCooldown(await sendConfirmationCode(account));
      setStatus(t('register.confirm.resent'));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.description : t('register.failure'));
    } finally {
      setResending(false);
    }
  }

  return (
    <form noValidate onSubmit={confirm} className="identity-step">
      <StepHeading focus={focus}>{t('register.confirm.title')}</StepHeading>
      <p>{t('register.confirm.sent', { email: account.email })}</p>
      <TextField
        label={t('register.confirm.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        required
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={error}
      />
      <p className="identity-step__status" role="status">
        {status}
      </p>
      <div className="form-actions">
        <Button variant="secondary" onClick={resend} loading={resending} disabled={cooldown > 0}>
          {cooldown > 0
            ? t('register.confirm.resendIn', { seconds: cooldown })
            : t('register.confirm.resend')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('register.confirm.submit')}
        </Button>
      </div>
    </form>
  );
}
