import { PASSWORD_CHANGE_PERIOD_DAYS, PASSWORD_MIN_LENGTH } from '@portal/contracts/constants';
import { MESSAGES } from '@portal/contracts/messages';
import { type PasswordCriteria, passwordCriteria } from '@portal/contracts/password-policy';
import i18next from 'i18next';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { changePassword } from '../auth/user-api';
import { Button } from '../components/button';
import { CheckIcon, CloseIcon } from '../components/icons';
import { Modal } from '../components/modal';
import { showToast } from '../toast/toast-store';
import '../styles/base.css';
import '../styles/forms.css';
import '../styles/password.css';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user's name: the new password must not contain it. */
  userName: string;
  /** Status other than 'A' (spec §4): the dialog cannot be cancelled or closed; trying shows a warning toast. */
  forced: boolean;
  /** After a successful change: the caller shows the success toast and signs the user out. */
  onChanged: () => void;
}

const CRITERIA: Array<keyof Omit<PasswordCriteria, 'classes'>> = [
  'minLength',
  'notContainName',
  'lowercase',
  'uppercase',
  'number',
  'special',
];

/**
 * The change-password dialog (spec §2, §4, §5, §8): current password, new password and its confirmation, the
 * criteria list, submit disabled while a request runs or a field is empty. The server enforces the whole policy.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
  userName,
  forced,
  onChanged,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation('library');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('passwordChange.title')}
      description={forced ? t('passwordChange.forcedDescription') : undefined}
      size="regular"
      closable={!forced}
      onCloseAttempt={() =>
        showToast({
          type: 'warning',
          title: t('passwordChange.mustResetTitle'),
          description: t('passwordChange.mustReset'),
        })
      }
    >
      <ChangePasswordForm
        userName={userName}
        forced={forced}
        onCancel={() => onOpenChange(false)}
        onChanged={onChanged}
      />
    </Modal>
  );
}

function ChangePasswordForm({
  userName,
  forced,
  onCancel,
  onChanged,
}: {
  userName: string;
  forced: boolean;
  onCancel: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('library');
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ next?: string; confirmation?: string }>({});
  const criteria = passwordCriteria(next, userName);
  const empty = !current || !next || !confirmation;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || busy) return;
    // Spec §5: the new password and its confirmation must match; the new one has at least 15 characters.
    const found: typeof errors = {};
    if (!criteria.minLength) found.next = MESSAGES.passwordTooShort;
    if (next !== confirmation) found.confirmation = MESSAGES.passwordsMustMatch;
    setErrors(found);
    if (found.next || found.confirmation) return;
    setBusy(true);
    try {
      await changePassword({ current_password: current, new_password: next });
      onChanged();
    } catch (error) {
      const description =
        error instanceof ApiError && error.detail
          ? error.detail
          : i18next.t(MESSAGES.connectionError, { ns: 'common' });
      showToast({ type: 'error', title: t('passwordChange.errorTitle'), description });
      setBusy(false);
    }
  };

  const errorText = (key?: string) => (key ? i18next.t(key, { ns: 'common' }) : undefined);
  const input = (
    name: 'current' | 'next' | 'confirmation',
    label: string,
    value: string,
    set: (v: string) => void,
    autoComplete: string,
  ) => {
    const message = name === 'current' ? undefined : errorText(errors[name]);
    const describedBy = [name === 'next' ? `${id}-criteria` : '', message ? `${id}-${name}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          className="form-field__input"
          type="password"
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => set(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          maxLength={256}
          required
        />
        {message ? (
          <p className="form-field__error" id={`${id}-${name}-error`}>
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      {input('current', t('passwordChange.current'), current, setCurrent, 'current-password')}
      {input('next', t('passwordChange.new'), next, setNext, 'new-password')}
      {input('confirmation', t('passwordChange.confirmation'), confirmation, setConfirmation, 'new-password')}
      <div id={`${id}-criteria`} className="password-criteria">
        <p className="password-criteria__title">{t('passwordChange.criteria.title')}</p>
        <ul className="password-criteria__list">
          {CRITERIA.map((name) => {
            const met = criteria[name];
            return (
              <li key={name} className={met ? 'password-criteria__item--met' : 'password-criteria__item'}>
                {met ? <CheckIcon /> : <CloseIcon />}
                <span>
                  {t(`passwordChange.criteria.${name}`, { min: PASSWORD_MIN_LENGTH })}
                  <span className="sr-only">
                    {' '}
                    ({met ? t('passwordChange.criteria.met') : t('passwordChange.criteria.notMet')})
                  </span>
                </span>
              </li>
            );
          })}
          <li className="password-criteria__item password-criteria__item--info">
            <span>{t('passwordChange.criteria.period', { days: PASSWORD_CHANGE_PERIOD_DAYS })}</span>
          </li>
        </ul>
      </div>
      <div className="form-actions">
        {forced ? null : (
          <Button variant="secondary" onClick={onCancel}>
            {t('passwordChange.cancel')}
          </Button>
        )}
        <Button type="submit" loading={busy} disabled={empty}>
          {t('passwordChange.submit')}
        </Button>
      </div>
    </form>
  );
}
