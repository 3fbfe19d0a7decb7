import { Field } from '@portal/shell/forms/field';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/**
 * A select of the resume whose options may arrive after the stored value (the country list, a dictionary): bound
 * through a Controller, it keeps showing the stored value meanwhile, which an uncontrolled select would drop.
 * `options` draws the `<option>`s for the current value.
 */
export function ControlledSelect<T extends FieldValues>({
  control,
  name,
  label,
  error,
  autoComplete,
  options,
}: {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  error: string | undefined;
  autoComplete?: string;
  options: (value: string) => ReactNode;
}) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <select className="form-field__input" autoComplete={autoComplete} {...props} {...field}>
              {options(field.value)}
            </select>
          )}
        />
      )}
    </Field>
  );
}
