import { calendarDay } from '@portal/contracts/dates';
import type { Interests } from '@portal/contracts/resume';
import { type InterestsForm, interestsFormSchema } from '@portal/contracts/resume-profile-forms';
import { FormActions } from '@portal/shell/forms/bound-fields';
import { FieldGroup, FieldMessage, FormAlert } from '@portal/shell/forms/field';
import { useFieldErrors, useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { showToast } from '@portal/shell/toast/toast-store';
import { useId, useMemo, useRef } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveInterests, useBasicInformation, useDictionary, useInterests } from '../api/resume-api';
import type { SectionProps } from './basic-information-section';
import { useReportDirty } from './use-report-dirty';

const EMPTY: InterestsForm = {
  workshifts: [],
  young_apprentice: false,
  internship: false,
  interest_areas: [],
};
const FIELDS = [
  'workshifts',
  'young_apprentice',
  'internship',
  'interest_areas',
] as const satisfies readonly (keyof InterestsForm)[];

function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  firstRef,
}: {
  legend: string;
  options: { id: number; label: string }[] | undefined;
  value: number[];
  onChange: (value: number[]) => void;
  error: string | undefined;
  firstRef: (element: HTMLInputElement | null) => void;
}) {
  return (
    <FieldGroup legend={legend} error={error}>
      <div className="resume__checkboxes">
        {options?.map((option, index) => (
          <label key={option.id} className="form-fieldset__option">
            <input
              type="checkbox"
              ref={index === 0 ? firstRef : undefined}
              checked={value.includes(option.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...value, option.id] : value.filter((item) => item !== option.id),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

/** Section 7: work shifts, young apprentice (ages 14 to 24 only), internship and areas of interest. */
/** A reset after a save: the saved values become the defaults; no edit or error is kept. */
const SAVED = { keepDirtyValues: false, keepErrors: false } as const;

export function InterestsSection({ onDirtyChange, onSaved }: SectionProps) {
  const { t } = useTranslation('careers');
  const id = useId();
  const { data, mutate } = useInterests();
  const basic = useBasicInformation();
  const shifts = useDictionary('workshift');
  const areas = useDictionary('interest_area');
  // The saved birthdate decides whether young apprentice fits (the server checks the same rule).
  const birthdate = basic.data?.birthdate ? calendarDay(basic.data.birthdate) : null;
  const schema = useMemo(() => interestsFormSchema(birthdate), [birthdate]);
  const values = useMemo<InterestsForm>(() => data ?? EMPTY, [data]);
  const form = useZodForm<InterestsForm>({ schema, defaultValues: values, values, shouldFocusError: false });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    trigger,
    formState: { errors, isDirty },
  } = form;
  const failure = useFormFailure(setError, FIELDS);
  const fieldError = useFieldErrors(errors);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useReportDirty(isDirty, onDirtyChange);

  const onInvalid = (found: FieldErrors<InterestsForm>) => {
    const first = FIELDS.find((name) => found[name]);
    if (first) setFocus(first);
  };

  const onSubmit = handleSubmit(async (values) => {
    failure.clear();
    try {
      const saved: Interests = await saveInterests(values);
      await mutate(saved, { revalidate: false });
      // What was saved is the new starting point: nothing left edited (the form's late-data reset keeps edits).
      reset(saved, SAVED);
      showToast({ type: 'success', title: t('resume.saved') });
      // The focus goes to the section's heading, not to <body> while the button was busy.
      headingRef.current?.focus();
      onSaved();
    } catch (error) {
      failure.fail(error);
    }
  }, onInvalid);

  const apprenticeError = fieldError('young_apprentice');
  const apprenticeId = `${id}-apprentice`;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="resume__section-title" tabIndex={-1} ref={headingRef}>
        {t('resume.sections.interests')}
      </h2>
      <FormAlert message={failure.message} />
      <Controller
        control={control}
        name="workshifts"
        render={({ field }) => (
          <CheckboxGroup
            legend={t('resume.interests.workshifts')}
            options={shifts.data}
            value={field.value}
            onChange={field.onChange}
            error={fieldError('workshifts')}
            firstRef={field.ref}
          />
        )}
      />
      <div className="form-field">
        <label className="form-fieldset__option">
          <input
            type="checkbox"
            id={apprenticeId}
            aria-invalid={apprenticeError ? true : undefined}
            aria-describedby={apprenticeError ? `${apprenticeId}-error` : undefined}
            {...register('young_apprentice', {
              // Says at once why the option does not fit; the box stays as the person left it.
              onChange: () => void trigger('young_apprentice'),
            })}
          />
          {t('resume.interests.youngApprentice')}
        </label>
        <FieldMessage id={apprenticeId} error={apprenticeError} />
      </div>
      <div className="form-field">
        <label className="form-fieldset__option">
          <input type="checkbox" {...register('internship')} />
          {t('resume.interests.internship')}
        </label>
      </div>
      <Controller
        control={control}
        name="interest_areas"
        render={({ field }) => (
          <CheckboxGroup
            legend={t('resume.interests.areas')}
            options={areas.data}
            value={field.value}
            onChange={field.onChange}
            error={fieldError('interest_areas')}
            firstRef={field.ref}
          />
        )}
      />
      <FormActions form={form} submit={t('resume.save')} />
    </form>
  );
}
