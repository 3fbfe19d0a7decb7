import { FormAlert } from '@portal/shell/forms/field';
import {
  useFieldErrors,
  useFormFailure,
  useZodForm,
  type ZodFormOptions,
} from '@portal/shell/forms/use-zod-form';
import { showToast } from '@portal/shell/toast/toast-store';
import { type RefObject, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useReportDirty } from './use-report-dirty';

/** A reset after a save: the saved values become the defaults; no edit or error is kept. */
const SAVED = { keepDirtyValues: false, keepErrors: false } as const;

/**
 * What the single-form sections of the resume (basic information, address, interests) share: the form filled with
 * the stored `values` (late data fills every field not edited yet; a save waits while they are `loading`), the failure alert and field errors, the dirty
 * report to the page, and `saved(values)` for after a save: the saved values become the new starting point, a
 * 'Saved' toast, the focus on the section's heading (not on <body> while the button was busy) and `onSaved`.
 */
export function useSectionForm<T extends FieldValues>({
  schema,
  values,
  loading,
  fields,
  onDirtyChange,
  onSaved,
}: {
  schema: ZodFormOptions<T>['schema'];
  values: T;
  /** True while the stored values are still being fetched: a save tapped meanwhile waits for them. */
  loading: boolean;
  fields: readonly string[];
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
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
    showToast({ type: 'success', title: t('resume.saved') });
    headingRef.current?.focus();
    onSaved();
  };
  return { form, failure, fieldError, headingRef, saved };
}

/** A section form's heading (what names the form, where the focus goes after a save) and its failure alert. */
export function SectionHeading({
  id,
  headingRef,
  failure,
  children,
}: {
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  failure: string | null;
  children: string;
}) {
  return (
    <>
      <h2 id={id} className="resume__section-title" tabIndex={-1} ref={headingRef}>
        {children}
      </h2>
      <FormAlert message={failure} />
    </>
  );
}
