import { calendarDay } from '@portal/contracts/dates';
import type { Interests } from '@portal/contracts/resume';
import { type InterestsForm, interestsFormSchema } from '@portal/contracts/resume-profile-forms';
import { CheckboxField, FormActions } from '@portal/shell/forms/bound-fields';
import { FieldGroup } from '@portal/shell/forms/field';
import { useFieldErrors } from '@portal/shell/forms/use-zod-form';
import { useId, useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBasicInformation, useDictionary, useInterests } from '../api/get-resume';
import { saveInterests } from '../api/save-resume-section';
import type { SectionProps } from './basic-information-section';
import { SectionForm, useSectionForm } from './section-form';

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

/**
 * A list of dictionary options as checkboxes under one legend, bound to a field holding the chosen ids (work shifts,
 * areas of interest); the field's focus goes to the first box.
 */
function CheckboxGroupField({
  form,
  name,
  legend,
  options,
}: {
  form: UseFormReturn<InterestsForm>;
  name: 'workshifts' | 'interest_areas';
  legend: string;
  options: { id: number; label: string }[] | undefined;
}) {
  const fieldError = useFieldErrors(form.formState.errors);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { value, onChange, ref } }) => (
        <FieldGroup legend={legend} error={fieldError(name)}>
          <div className="resume__checkboxes">
            {options?.map((option, index) => (
              <label key={option.id} className="form-fieldset__option">
                <input
                  type="checkbox"
                  ref={index === 0 ? ref : undefined}
                  checked={value.includes(option.id)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...value, option.id]
                        : value.filter((item) => item !== option.id),
                    )
                  }
                />
                {option.label}
              </label>
            ))}
          </div>
        </FieldGroup>
      )}
    />
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
  const { form, failure, frame, saved, onInvalid } = useSectionForm<InterestsForm>({
    schema,
    values,
    loading: data === undefined && !error,
    fields: FIELDS,
    onDirtyChange,
    onSaved,
  });
  const { handleSubmit, trigger } = form;

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
    <SectionForm {...frame} id={id} title={t('resume.sections.interests')} onSubmit={onSubmit}>
      <CheckboxGroupField
        form={form}
        name="workshifts"
        legend={t('resume.interests.workshifts')}
        options={shifts.data}
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
      <CheckboxGroupField
        form={form}
        name="interest_areas"
        legend={t('resume.interests.areas')}
        options={areas.data}
      />
      <FormActions form={form} submit={t('resume.save')} />
    </SectionForm>
  );
}
