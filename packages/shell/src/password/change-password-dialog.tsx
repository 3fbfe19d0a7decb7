import { PASSWORD_CHANGE_PERIOD_DAYS } from '@portal/contracts/constants';
import { MESSAGES } from '@portal/contracts/messages';
import { type PasswordChangeForm, passwordChangeFormSchema } from '@portal/contracts/users';
import { ApiError } from '@portal/shell/api/api-error';
import { changePassword } from '@portal/shell/auth/user-api';
import { Button } from '@portal/shell/components/button';
import { Modal } from '@portal/shell/components/modal';
import { TextField } from '@portal/shell/forms/bound-fields';
import { useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { showToast } from '@portal/shell/toast/toast-store';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/forms.css';
import '@portal/shell/styles/password.css';
import { PasswordCriteriaList, PasswordCriterion } from './password-criteria';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user's name: the new password must not contain it. */
  userName: string;
  /**
   * Status other than 'A' (spec §4): the dialog cannot be cancelled or closed (no close button; Escape and the
   * overlay show a warning toast); 'Sair' signs out instead.
   */
  forced: boolean;
  /** After a successful change: the caller shows the success toast and signs the user out. */
  onChanged: () => void;
  /** 'Sair' of the forced dialog: the way out for a user who does not want to change the password now. */
  onSignOut?: () => void;
}

const FIELDS = ['current_password', 'new_password', 'confirmation'] as const;
const EMPTY: PasswordChangeForm = { current_password: '', new_password: '', confirmation: '' };

/**
 * The change-password dialog (spec §2, §4, §5, §8): current password, new password and its confirmation, the
 * criteria list, submit disabled while a request runs or a field is empty. The form checks the product's password
 * policy (contracts) before asking; the server enforces the same and its field errors land on the fields.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
  userName,
  forced,
  onChanged,
  onSignOut,
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
        onSignOut={onSignOut}
      />
    </Modal>
  );
}

function ChangePasswordForm({
  userName,
  forced,
  onCancel,
  onChanged,
  onSignOut,
}: {
  userName: string;
  forced: boolean;
  onCancel: () => void;
  onChanged: () => void;
  onSignOut: (() => void) | undefined;
}) {
  const { t } = useTranslation('library');
  const { t: tc } = useTranslation('common');
  const criteriaId = useId();
  const schema = useMemo(() => passwordChangeFormSchema(userName), [userName]);
  const form = useZodForm<PasswordChangeForm>({ schema, defaultValues: EMPTY });
  const failure = useFormFailure(form.setError, FIELDS);
  const [current, next, confirmation] = form.watch(FIELDS);
  const empty = !current || !next || !confirmation;

  const submit = form.handleSubmit(async (values) => {
    try {
      await changePassword({ current_password: values.current_password, new_password: values.new_password });
      onChanged();
    } catch (caught) {
      // Spec §8: a toast with the server's detail, else the connection error; its field errors go on the fields.
      if (caught instanceof ApiError) failure.fail(caught);
      const description =
        caught instanceof ApiError && caught.detail ? caught.detail : tc(MESSAGES.connectionError);
      showToast({ type: 'error', title: t('passwordChange.errorTitle'), description });
    }
  });

  const passwordInput = (name: (typeof FIELDS)[number], label: string, autoComplete: string) => (
    <TextField
      form={form}
      name={name}
      label={label}
      describedBy={name === 'new_password' ? criteriaId : undefined}
      type="password"
      autoComplete={autoComplete}
      maxLength={256}
      required
    />
  );

  return (
    <form noValidate onSubmit={submit}>
      {passwordInput('current_password', t('passwordChange.current'), 'current-password')}
      {passwordInput('new_password', t('passwordChange.new'), 'new-password')}
      {passwordInput('confirmation', t('passwordChange.confirmation'), 'new-password')}
      <PasswordCriteriaList id={criteriaId} password={next ?? ''} name={userName}>
        <PasswordCriterion
          met={undefined}
          text={t('passwordChange.period', { days: PASSWORD_CHANGE_PERIOD_DAYS })}
        />
      </PasswordCriteriaList>
      <div className="form-actions">
        {forced ? (
          onSignOut ? (
            <Button variant="secondary" onClick={onSignOut}>
              {t('passwordChange.signOut')}
            </Button>
          ) : null
        ) : (
          <Button variant="secondary" onClick={onCancel}>
            {t('passwordChange.cancel')}
          </Button>
        )}
        <Button type="submit" loading={form.formState.isSubmitting} disabled={empty}>
          {t('passwordChange.submit')}
        </Button>
      </div>
    </form>
  );
}
