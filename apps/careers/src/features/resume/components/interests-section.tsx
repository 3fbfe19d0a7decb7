import { MESSAGES } from '@portal/contracts/messages';
import type { Interests } from '@portal/contracts/resume';
import { Button } from '@portal/shell/components/button';
import { showToast } from '@portal/shell/toast/toast-store';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveInterests, useDictionary, useInterests, validateApprentice } from '../api/resume-api';
import type { SectionProps } from './basic-information-section';
import { FieldError, FormAlert } from './field';
import { ruleResolver } from './rule-resolver';
import { useSaveError } from './use-save-error';

const EMPTY: Interests = { workshifts: [], young_apprentice: false, internship: false, interest_areas: [] };

/** 'Select at least one option' for the shifts and the areas. */
export function validateInterests(values: Interests) {
  return {
    workshifts: values.workshifts.length ? null : MESSAGES.selectAtLeastOne,
    interest_areas: values.interest_areas.length ? null : MESSAGES.selectAtLeastOne,
  };
}

function CheckboxGroup({
  id,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  options: { id: number; label: string }[] | undefined;
  value: number[];
  onChange: (value: number[]) => void;
  error: string | undefined;
}) {
  return (
    <fieldset
      className="form-fieldset"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="form-fieldset__legend">{legend}</legend>
      <div className="resume__checkboxes">
        {options?.map((option) => (
          <label key={option.id} className="form-fieldset__option">
            <input
              type="checkbox"
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
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

/** Section 7: work shifts, young apprentice (ages 14 to 24 only), internship and areas of interest. */
export function InterestsSection({ onDirtyChange, onSaved }: SectionProps) {
  const { t } = useTranslation('careers');
  const id = useId();
  const { data, mutate } = useInterests();
  const shifts = useDictionary('workshift');
  const areas = useDictionary('interest_area');
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    setValue,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Interests>({ defaultValues: data ?? EMPTY, resolver: ruleResolver(validateInterests) });
  const saveError = useSaveError(setError);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (data !== undefined && !isDirty) reset(data ?? EMPTY);
  }, [data, isDirty, reset]);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // The server knows the saved birthdate: it says whether the option fits the candidate's age.
  const onApprentice = async (checked: boolean) => {
    clearErrors('young_apprentice');
    if (!checked) return;
    setChecking(true);
    try {
      const result = await validateApprentice();
      if (!result.valid) {
        setValue('young_apprentice', false, { shouldDirty: true });
        setError('young_apprentice', { type: 'rule', message: MESSAGES.apprenticeAge });
      }
    } catch (failure) {
      saveError.fail(failure);
    } finally {
      setChecking(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    saveError.clear();
    try {
      const saved = await saveInterests(values);
      await mutate(saved, { revalidate: false });
      reset(saved);
      showToast({ type: 'success', title: t('resume.saved') });
      onSaved();
    } catch (failure) {
      saveError.fail(failure);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="resume__section-title">
        {t('resume.sections.interests')}
      </h2>
      <FormAlert message={saveError.message} />
      <Controller
        control={control}
        name="workshifts"
        render={({ field }) => (
          <CheckboxGroup
            id={`${id}-shifts`}
            legend={t('resume.interests.workshifts')}
            options={shifts.data}
            value={field.value}
            onChange={field.onChange}
            error={errors.workshifts?.message}
          />
        )}
      />
      <div className="form-field">
        <label className="form-fieldset__option">
          <input
            type="checkbox"
            disabled={checking}
            aria-invalid={errors.young_apprentice ? true : undefined}
            aria-describedby={errors.young_apprentice ? `${id}-apprentice-error` : undefined}
            {...register('young_apprentice', { onChange: (event) => onApprentice(event.target.checked) })}
          />
          {t('resume.interests.youngApprentice')}
        </label>
        <FieldError id={`${id}-apprentice`} message={errors.young_apprentice?.message} />
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
            id={`${id}-areas`}
            legend={t('resume.interests.areas')}
            options={areas.data}
            value={field.value}
            onChange={field.onChange}
            error={errors.interest_areas?.message}
          />
        )}
      />
      <div className="form-actions">
        <Button type="submit" loading={isSubmitting}>
          {t('resume.save')}
        </Button>
      </div>
    </form>
  );
}
