import { calendarDay } from '@portal/contracts/dates';
import type { Interests } from '@portal/contracts/resume';
import { type InterestsForm, interestsFormSchema } from '@portal/contracts/resume-profile-forms';
import { CheckboxField, FormActions } from '@portal/shell/forms/bound-fields';
import { FieldGroup } from '@portal/shell/forms/field';
import { useId, useMemo } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveInterests, useBasicInformation, useDictionary, useInterests } from '../api/resume-api';
import type { SectionProps } from './basic-information-section';
import { SectionHeading, useSectionForm } from './section-form';

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

export function InterestsSection({ onDirtyChange, onSaved }: SectionProps) {
  const { t } = useTranslation('careers');
  const id = useId();
  const { data, error, mutate } = useInterests();
  const basic = useBasicInformation();
  const shifts = useDictionary('workshift');
  const areas = useDictionary('interest_area');
  // The saved birthdate decides whether young apprentice fits (the server checks the same rule).
  const birthdate = basic.data?.birthdate ? calendarDay(basic.data.birthdate) : null;
  const schema = useMemo(() => interestsFormSchema(birthdate), [birthdate]);
  const values = useMemo<InterestsForm>(() => data ?? EMPTY, [data]);
  const { form, failure, fieldError, headingRef, saved } = useSectionForm<InterestsForm>({
    schema,
    values,
    loading: data === undefined && !error,
    fields: FIELDS,
    onDirtyChange,
    onSaved,
  });
  const { control, handleSubmit, setFocus, trigger } = form;

  const onInvalid = (found: FieldErrors<InterestsForm>) => {
    const first = FIELDS.find((name) => found[name]);
    if (first) setFocus(first);
  };

  const onSubmit = handleSubmit(async (values) => {
    failure.clear();
    try {
      const interests: Interests = await saveInterests(values);
      await mutate(interests, { revalidate: false });
      saved(interests);
    } catch (error) {
      failure.fail(error);
    }
  }, onInvalid);

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} headingRef={headingRef} failure={failure.message}>
        {t('resume.sections.interests')}
      </SectionHeading>
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
      {/* Programs, not shifts: young apprentice and internship under their own heading (spec §2 screen 8). */}
      <FieldGroup legend={t('resume.interests.programs')}>
        <CheckboxField
          form={form}
          name="young_apprentice"
          id={`${id}-apprentice`}
          label={t('resume.interests.youngApprentice')}
          labelClassName="form-fieldset__option"
          // Says at once why the option does not fit; the box stays as the person left it.
          registerOptions={{ onChange: () => void trigger('young_apprentice') }}
        />
        <CheckboxField
          form={form}
          name="internship"
          label={t('resume.interests.internship')}
          labelClassName="form-fieldset__option"
        />
      </FieldGroup>
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
