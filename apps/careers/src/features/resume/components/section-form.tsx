import { FormAlert } from '@portal/shell/forms/field';
import {
  useFieldErrors,
  useFormFailure,
  useZodForm,
  type ZodFormOptions,
} from '@portal/shell/forms/use-zod-form';
import { showToast } from '@portal/shell/toast/toast-store';
import { type FormEventHandler, type ReactNode, type RefObject, useRef } from 'react';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useReportDirty } from './use-report-dirty';

/** A reset after a save: the saved values become the defaults; no edit or error is kept. */
const SAVED = { keepDirtyValues: false, keepErrors: false } as const;

/**
 * What the single-form sections of the resume (basic information, address, interests) share: the form filled with
 * the stored `values` (late data fills every field not edited yet; a save waits while they are `loading`), the failure alert and field errors, the dirty
 * report to the page, and `saved(values)` for after a save: the saved values become the new starting point, a
 * 'Saved' toast, the focus on the section's heading (not on <body> while the button was busy) and `onSaved`;
 * `onInvalid` for a refused submit and the `frame` that `SectionForm` takes.
 */
export function useSectionForm<T extends FieldValues>({
  schema,
  values,
  loading,
  fields,
  onDirtyChange,
  onSaved,
  focusField,
}: {
  schema: ZodFormOptions<T>['schema'];
  values: T;
  /** True while the stored values are still being fetched: a save tapped meanwhile waits for them. */
  loading: boolean;
  fields: readonly string[];
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  /** Focuses a field its own way (a hidden input's visible stand-in) and says so; otherwise the form focuses it. */
  focusField?: (name: string) => boolean;
}) {
  const { t } = useTranslation('careers');
  const form = useZodForm<T>({
    schema,
    defaultValues: values,
    values,
    loading,
    shouldFocusError: false,
  });
  const failure = useFormFailure(form.setError, fields);
  const fieldError = useFieldErrors(form.formState.errors);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useReportDirty(form.formState.isDirty, onDirtyChange);

  const saved = (values: T) => {
    form.reset(values, SAVED);
    // Clean from this moment: a tap on another tab as soon as the toast shows must not ask about saved changes.
    onDirtyChange(false);
    showToast({ type: 'success', title: t('resume.saved') });
    headingRef.current?.focus();
    onSaved();
  };
  /** A refused submit: the focus goes to the first field (in the order of `fields`) with an error. */
  const onInvalid = (found: FieldErrors<T>) => {
    const first = fields.find((name) => found[name]);
    if (first && !focusField?.(first)) form.setFocus(first as Path<T>);
  };
  /** What `SectionForm` draws around the fields: the heading's ref and the failure's message. */
  const frame = { headingRef, failure: failure.message };
  return { form, failure, fieldError, frame, saved, onInvalid };
}

/**
 * A single-form section's form: named by its heading (where the focus goes after a save), the failure alert under
 * the heading, then the fields.
 */
export function SectionForm({
  id,
  title,
  headingRef,
  failure,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <h2 id={titleId} className="resume__section-title" tabIndex={-1} ref={headingRef}>
        {title}
      </h2>
      <FormAlert message={failure} />
      {children}
    </form>
  );
}
