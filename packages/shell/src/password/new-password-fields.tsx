import { IDENTITY_LIMITS } from '@portal/contracts/identity-limits';
import { TextField } from '@portal/shell/forms/bound-fields';
import { useId } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { PasswordCriteriaList } from './password-criteria';

/**
 * A new password and its confirmation with the live checklist of the one policy, the password described by the
 * checklist: the sign-up's password step and the recovery flow's last step.
 */
export function NewPasswordFields<T extends FieldValues>({
  form,
  password,
  confirmation,
  labels,
  name,
}: {
  form: UseFormReturn<T>;
  /** The form's field names of the password and of its confirmation. */
  password: Path<T>;
  confirmation: Path<T>;
  labels: { password: string; confirmation: string };
  /** The person's name, for the checklist's 'not your name' rule. */
  name?: string;
}) {
  const criteriaId = useId();
  const typed = (useWatch({ control: form.control, name: password }) as string | undefined) ?? '';
  const input = {
    type: 'password',
    autoComplete: 'new-password',
    maxLength: IDENTITY_LIMITS.password,
    required: true,
  };
  return (
    <>
      <TextField form={form} name={password} label={labels.password} describedBy={criteriaId} {...input} />
      <TextField form={form} name={confirmation} label={labels.confirmation} {...input} />
      <PasswordCriteriaList id={criteriaId} password={typed} name={name} />
    </>
  );
}
