import { useFormFailure } from '@portal/shell/forms/use-zod-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * For the form kit's tests: the submit of a form as the screens write it: the failure is cleared, `onSubmit` runs,
 * and what it throws lands on its fields or on the form's alert (`failure.message`).
 */
export function useTestSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: readonly string[],
  onSubmit: (values: T) => Promise<void>,
) {
  const failure = useFormFailure(form.setError, fields);
  const submit = form.handleSubmit(async (values) => {
    failure.clear();
    try {
      await onSubmit(values);
    } catch (caught) {
      failure.fail(caught);
    }
  });
  return { failure, submit };
}
