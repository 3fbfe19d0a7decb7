import { IDENTITY_LIMITS } from '@portal/contracts/identity-limits';
import { Button } from '@portal/shell/components/button';
import { type ComponentPropsWithoutRef, type ReactElement, type ReactNode, useId } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { Field, type FieldControlProps, FieldGroup, FieldMessage } from './field';
import { MaskedInput, type MaskName } from './masks';
import { PasswordInput } from './password-input';
import { useFieldErrors } from './use-zod-form';

/** What every bound field takes: the form (of `useZodForm`), the field's name and what `Field` shows around it. */
export interface BoundFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** A fixed id for the control; one is generated otherwise. */
  id?: string;
  /** A class for the field's wrapper (besides `form-field`). */
  fieldClassName?: string;
  /** Ids of further texts that describe the control (e.g. a password's checklist), after its hint and error. */
  describedBy?: string;
  /** react-hook-form's options of the field, e.g. an `onChange` of its own. */
  registerOptions?: RegisterOptions<T, Path<T>>;
}

/** The control's own props a bound field sets itself. */
type Bound =
  | 'form'
  | 'name'
  | 'id'
  | 'onChange'
  | 'onBlur'
  | 'aria-invalid'
  | 'aria-describedby'
  | 'children';

function joinIds(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** Splits a bound field's props into what `BoundField` takes and the control's own props. */
function splitBound<T extends FieldValues, P extends BoundFieldProps<T>>({
  form,
  name,
  label,
  hint,
  id,
  fieldClassName,
  describedBy,
  registerOptions,
  ...own
}: P): [BoundFieldProps<T>, Omit<P, keyof BoundFieldProps<T>>] {
  return [{ form, name, label, hint, id, fieldClassName, describedBy, registerOptions }, own];
}

/**
 * Renders `Field` around a control registered in the form: the error is the field's own (translated by
 * `useFieldErrors`), the control gets the label's id, `aria-invalid` and `aria-describedby`.
 */
function BoundField<T extends FieldValues>({
  field,
  render,
}: {
  field: BoundFieldProps<T>;
  render: (control: FieldControlProps & ReturnType<UseFormReturn<T>['register']>) => ReactNode;
}) {
  const { form, name, describedBy } = field;
  const errorOf = useFieldErrors(form.formState.errors);
  const registered = form.register(name, field.registerOptions);
  return (
    <Field
      label={field.label}
      hint={field.hint}
      error={errorOf(name)}
      id={field.id}
      className={field.fieldClassName}
    >
      {(control) => (
        <>
          {render({
            ...control,
            'aria-describedby': joinIds(control['aria-describedby'], describedBy),
            ...registered,
          })}
        </>
      )}
    </Field>
  );
}

export type TextFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Omit<ComponentPropsWithoutRef<'input'>, Bound> & {
    /** One of the product's input masks (date, month/year, CPF, CEP, phone): a `MaskedInput`. */
    mask?: MaskName;
  };

/**
 * A text input bound to a form field (any input type: text, email, password, number...), or a `MaskedInput` when
 * `mask` is given: `<TextField form={form} name="email" type="email" label={...} />`. A password gets its show/hide
 * toggle (`PasswordInput`), so every password field of the product has one.
 */
export function TextField<T extends FieldValues>({
  mask,
  className = 'form-field__input',
  ...props
}: TextFieldProps<T>) {
  const [bound, input] = splitBound<T, typeof props>(props);
  return (
    <BoundField
      field={bound}
      render={(control) => {
        if (mask) {
          const { type: _type, ...masked } = input;
          return <MaskedInput mask={mask} className={className} {...masked} {...control} />;
        }
        if (input.type === 'password') return <PasswordInput className={className} {...input} {...control} />;
        return <input className={className} {...input} {...control} />;
      }}
    />
  );
}

export type SelectFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Omit<ComponentPropsWithoutRef<'select'>, Bound> & {
    /** The `<option>`s. */
    children: ReactNode;
    /**
     * What the place draws around the select (e.g. a box showing the chosen option's whole text, the select lying
     * over it); the select keeps its label, hint and error ties.
     */
    wrap?: (select: ReactElement) => ReactNode;
  };

/** A select bound to a form field; its options are the children. */
export function SelectField<T extends FieldValues>({
  className = 'form-field__input',
  children,
  wrap,
  ...props
}: SelectFieldProps<T>) {
  const [bound, select] = splitBound<T, typeof props>(props);
  return (
    <BoundField
      field={bound}
      render={(control) => {
        const element = (
          <select className={className} {...select} {...control}>
            {children}
          </select>
        );
        return wrap ? wrap(element) : element;
      }}
    />
  );
}

export type TextAreaFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  Omit<ComponentPropsWithoutRef<'textarea'>, Bound>;

/** A textarea bound to a form field. */
export function TextAreaField<T extends FieldValues>({
  className = 'form-field__input',
  ...props
}: TextAreaFieldProps<T>) {
  const [bound, textarea] = splitBound<T, typeof props>(props);
  return (
    <BoundField
      field={bound}
      render={(control) => <textarea className={className} {...textarea} {...control} />}
    />
  );
}

/**
 * A yes/no question bound to a form field: two radio buttons ('yes', 'no') in a fieldset with the question as its
 * legend and the field's error. `optionsClassName` adds the place's own class to the row of options.
 */
export function YesNoField<T extends FieldValues>({
  form,
  name,
  legend,
  labels,
  optionsClassName,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  legend: ReactNode;
  labels: { yes: ReactNode; no: ReactNode };
  optionsClassName?: string;
}) {
  const errorOf = useFieldErrors(form.formState.errors);
  return (
    <FieldGroup legend={legend} error={errorOf(name)}>
      <div
        className={optionsClassName ? `form-fieldset__options ${optionsClassName}` : 'form-fieldset__options'}
      >
        {(['yes', 'no'] as const).map((value) => (
          <label key={value} className="form-fieldset__option">
            <input type="radio" value={value} {...form.register(name)} />
            {labels[value]}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

/**
 * A checkbox bound to a form field: the box inside its label (the label's text names it), the field's error below,
 * the box marked invalid and described by that error. `labelClassName` is the place's own class of the label.
 */
export function CheckboxField<T extends FieldValues>({
  form,
  name,
  label,
  id,
  fieldClassName,
  labelClassName,
  registerOptions,
}: Omit<BoundFieldProps<T>, 'hint' | 'describedBy'> & { labelClassName: string }) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorOf = useFieldErrors(form.formState.errors);
  const error = errorOf(name);
  return (
    <div className={fieldClassName ? `form-field ${fieldClassName}` : 'form-field'}>
      <label className={labelClassName}>
        <input
          type="checkbox"
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${controlId}-error` : undefined}
          {...form.register(name, registerOptions)}
        />
        {label}
      </label>
      <FieldMessage id={controlId} error={error} />
    </div>
  );
}

/**
 * A group of checkboxes bound to an object of booleans, one per option (`benefits.meals`, `benefits.transport`...):
 * the boxes in a fieldset under the legend, each inside its label, with the group's hint and error (the error of
 * `name` itself). `optionsClassName` adds the place's own class to the row of options.
 */
export function CheckboxGroupField<T extends FieldValues>({
  form,
  name,
  legend,
  hint,
  options,
  optionsClassName,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  legend: ReactNode;
  hint?: ReactNode;
  /** Each box: its key under `name` and its label. */
  options: readonly { value: string; label: ReactNode }[];
  optionsClassName?: string;
}) {
  const errorOf = useFieldErrors(form.formState.errors);
  return (
    <FieldGroup legend={legend} hint={hint} error={errorOf(name)}>
      <div
        className={optionsClassName ? `form-fieldset__options ${optionsClassName}` : 'form-fieldset__options'}
      >
        {options.map((option) => (
          <label key={option.value} className="form-fieldset__option">
            <input type="checkbox" {...form.register(`${name}.${option.value}` as Path<T>)} />
            {option.label}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

/** The longest e-mail address (RFC 5321), from the contracts' identity limits (a file without schemas). */
export const EMAIL_MAX_LENGTH = IDENTITY_LIMITS.email;

/**
 * The e-mail input of the sign-in, sign-up and recovery forms: type email, required, at most the longest address
 * an account may have. `autoComplete` defaults to 'email'; a sign-in form passes 'username'.
 */
export function EmailField<T extends FieldValues>({
  autoComplete = 'email',
  maxLength = EMAIL_MAX_LENGTH,
  ...props
}: Omit<TextFieldProps<T>, 'type' | 'mask'>) {
  return <TextField type="email" autoComplete={autoComplete} maxLength={maxLength} required {...props} />;
}

/**
 * A person's full name as the sign-up and the contact form ask for it: required, filled by the browser from the
 * person's name, at most the longest name an account may have.
 */
export function FullNameField<T extends FieldValues>({
  maxLength = IDENTITY_LIMITS.name,
  ...props
}: Omit<TextFieldProps<T>, 'type' | 'mask' | 'autoComplete'>) {
  return <TextField autoComplete="name" maxLength={maxLength} required {...props} />;
}

/**
 * The password of an existing account, as every sign-in form asks for it: required, filled by the browser's
 * password manager, at most the longest password an account may have.
 */
export function CurrentPasswordField<T extends FieldValues>({
  maxLength = IDENTITY_LIMITS.password,
  ...props
}: Omit<TextFieldProps<T>, 'type' | 'mask' | 'autoComplete'>) {
  return (
    <TextField type="password" autoComplete="current-password" maxLength={maxLength} required {...props} />
  );
}

/**
 * A form's row of actions: the buttons given as children (resend...), then the way back (a secondary button) when
 * `back` is given, and then the submit button, busy while the form submits.
 */
export function FormActions<T extends FieldValues>({
  form,
  submit,
  back,
  children,
}: {
  form: UseFormReturn<T>;
  /** The submit button's label. */
  submit: ReactNode;
  /** A secondary button that leaves the form without submitting it (back, cancel). */
  back?: { label: ReactNode; onClick: () => void };
  children?: ReactNode;
}) {
  return (
    <div className="form-actions">
      {children}
      {back ? (
        <Button variant="secondary" onClick={back.onClick}>
          {back.label}
        </Button>
      ) : null}
      <Button type="submit" loading={form.formState.isSubmitting}>
        {submit}
      </Button>
    </div>
  );
}
