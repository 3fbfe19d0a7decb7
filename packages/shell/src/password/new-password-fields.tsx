import { IDENTITY_LIMITS } from '@portal/contracts/candidates';
import { useId } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { Field } from '../forms/field';
import { useFieldErrors } from '../forms/use-zod-form';
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
  const errorOf = useFieldErrors(form.formState.errors);
  const typed = (useWatch({ control: form.control, name: password }) as string | undefined) ?? '';
  const input =
    (field: Path<T>, describedBy?: string) =>
    (control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => (
      <input
        {...control}
        aria-describedby={[control['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined}
        {...form.register(field)}
        className="form-field__input"
        type="password"
        autoComplete="new-password"
        maxLength={IDENTITY_LIMITS.password}
        required
      />
    );
  return (
    <>
      <Field label={labels.password} error={errorOf(password)}>
        {input(password, criteriaId)}
      </Field>
      <Field label={labels.confirmation} error={errorOf(confirmation)}>
        {input(confirmation)}
      </Field>
      <PasswordCriteriaList id={criteriaId} password={typed} name={name} />
    </>
  );
}
