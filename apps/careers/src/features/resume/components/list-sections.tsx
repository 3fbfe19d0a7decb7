import { MAX_COMPLEMENTS, MAX_DEGREES, MAX_EXPERIENCES } from '@portal/contracts/constants';
import { MESSAGES } from '@portal/contracts/messages';
import {
  apiToMonthYear,
  isCurrentEndDate,
  monthYearToApi,
  validateDateRange,
  validateMonthYear,
} from '@portal/contracts/month-year';
import { isDuplicateDegree } from '@portal/contracts/resume-rules';
import { Button } from '@portal/shell/components/button';
import { ConfirmDialog } from '@portal/shell/components/confirm-dialog';
import { showToast } from '@portal/shell/toast/toast-store';
import { useEffect, useId, useState } from 'react';
import { type FieldValues, type Path, type UseFormRegister, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  addComplement,
  addDegree,
  addExperience,
  addLanguage,
  clearExperiences,
  RESUME_PATHS,
  useComplements,
  useDegrees,
  useDictionary,
  useExperiences,
  useFirstJob,
  useLanguages,
} from '../api/resume-api';
import type { SectionProps } from './basic-information-section';
import { EntryList } from './entry-list';
import { Field, FormAlert, fieldProps } from './field';
import { requiredText, ruleResolver } from './rule-resolver';
import { useSaveError } from './use-save-error';

const labelOf = (options: { id: number; label: string }[] | undefined, id: number) =>
  options?.find((option) => option.id === id)?.label ?? String(id);

function period(start: string, end: string, present: string) {
  return `${apiToMonthYear(start)} – ${end ? apiToMonthYear(end) : present}`;
}

/** A select of dictionary options. */
function DictionarySelect<T extends FieldValues>({
  id,
  name,
  label,
  options,
  error,
  register,
}: {
  id: string;
  name: Path<T>;
  label: string;
  options: { id: number; label: string }[] | undefined;
  error: string | undefined;
  register: UseFormRegister<T>;
}) {
  const { t } = useTranslation('careers');
  return (
    <Field id={id} label={label} error={error}>
      <select className="form-field__input" {...fieldProps(id, error)} {...register(name)}>
        <option value="">{t('resume.select')}</option>
        {options?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A month/year text input (MM/YYYY, sent as YYYY-MM). */
function MonthYearField<T extends FieldValues>({
  id,
  name,
  label,
  error,
  register,
  hint,
}: {
  id: string;
  name: Path<T>;
  label: string;
  error: string | undefined;
  register: UseFormRegister<T>;
  hint: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        className="form-field__input"
        inputMode="numeric"
        placeholder="MM/AAAA"
        {...fieldProps(id, error)}
        {...register(name)}
      />
    </Field>
  );
}

function useDirty(isDirty: boolean, onDirtyChange: (dirty: boolean) => void) {
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
}

function LimitNote({ count, max }: { count: number; max: number }) {
  const { t } = useTranslation('careers');
  return (
    <p className="resume__limit" aria-live="polite">
      {t('resume.limit', { count, max })}
    </p>
  );
}

// ---------------------------------------------------------------- degrees

interface DegreeValues {
  degree: string;
  course: string;
  completed: '' | 'yes' | 'no';
  institution: string;
  startDate: string;
  endDate: string;
}
const EMPTY_DEGREE: DegreeValues = {
  degree: '',
  course: '',
  completed: '',
  institution: '',
  startDate: '',
  endDate: '',
};

export function validateDegree(values: DegreeValues) {
  return {
    degree: values.degree ? null : MESSAGES.required,
    course: requiredText(values.course),
    completed: values.completed ? null : MESSAGES.required,
    institution: requiredText(values.institution),
    startDate: validateMonthYear(values.startDate),
    endDate: validateDateRange(values.startDate, values.endDate),
  };
}

/** Section 3: degrees (1 to 5, no duplicates, the last one cannot be deleted). */
export function DegreesSection({ onDirtyChange, onSaved }: SectionProps) {
  const { t } = useTranslation('careers');
  const id = useId();
  const degrees = useDegrees();
  const levels = useDictionary('instruction_degree');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<DegreeValues>({ defaultValues: EMPTY_DEGREE, resolver: ruleResolver(validateDegree) });
  const saveError = useSaveError(setError);
  const [lastOne, setLastOne] = useState(false);
  useDirty(isDirty, onDirtyChange);
  const count = degrees.data?.length ?? 0;
  const error = (name: keyof DegreeValues) => errors[name]?.message;

  const onSubmit = handleSubmit(async (values) => {
    saveError.clear();
    const body = {
      degree: Number(values.degree),
      course: values.course.trim(),
      completed: values.completed === 'yes',
      institution: values.institution.trim(),
      startDate: monthYearToApi(values.startDate),
      endDate: monthYearToApi(values.endDate),
    };
    if (isDuplicateDegree(body, degrees.data ?? [])) {
      saveError.fail(new Error(t(`common:${MESSAGES.duplicateDegree}`)));
      return;
    }
    try {
      await addDegree(body);
      await degrees.mutate();
      reset(EMPTY_DEGREE);
      showToast({ type: 'success', title: t('resume.added') });
      onSaved();
    } catch (failure) {
      saveError.fail(failure);
    }
  });

  return (
    <div>
      <h2 className="resume__section-title">{t('resume.sections.degrees')}</h2>
      {count === 0 ? (
        <p className="form-alert" role="status">
          {t(`common:${MESSAGES.degreeRequired}`)}
        </p>
      ) : null}
      <DegreeList degrees={degrees} levels={levels.data} onLastOne={() => setLastOne(true)} />
      <ConfirmDialog
        open={lastOne}
        onOpenChange={setLastOne}
        title={t('resume.deleteTitle')}
        description={t(`common:${MESSAGES.lastDegreeDelete}`)}
        confirmLabel={t('resume.ok')}
        cancelLabel={t('resume.cancel')}
        onConfirm={() => setLastOne(false)}
      />
      <LimitNote count={count} max={MAX_DEGREES} />
      {count < MAX_DEGREES ? (
        <form noValidate onSubmit={onSubmit} aria-label={t('resume.degrees.add')}>
          <h3 className="resume__form-title">{t('resume.degrees.add')}</h3>
          <FormAlert message={saveError.message} />
          <DictionarySelect
            id={`${id}-degree`}
            name="degree"
            label={t('resume.degrees.degree')}
            options={levels.data}
            error={error('degree')}
            register={register}
          />
          <Field id={`${id}-course`} label={t('resume.degrees.course')} error={error('course')}>
            <input
              className="form-field__input"
              {...fieldProps(`${id}-course`, error('course'))}
              {...register('course')}
            />
          </Field>
          <fieldset
            className="form-fieldset"
            aria-describedby={error('completed') ? `${id}-completed-error` : undefined}
          >
            <legend className="form-fieldset__legend">{t('resume.degrees.completed')}</legend>
            <div className="form-fieldset__options">
              <label className="form-fieldset__option">
                <input type="radio" value="yes" {...register('completed')} />
                {t('resume.yes')}
              </label>
              <label className="form-fieldset__option">
                <input type="radio" value="no" {...register('completed')} />
                {t('resume.no')}
              </label>
            </div>
            {error('completed') ? (
              <p className="form-field__error" id={`${id}-completed-error`}>
                {t(`common:${error('completed')}`)}
              </p>
            ) : null}
          </fieldset>
          <Field
            id={`${id}-institution`}
            label={t('resume.degrees.institution')}
            error={error('institution')}
          >
            <input
              className="form-field__input"
              {...fieldProps(`${id}-institution`, error('institution'))}
              {...register('institution')}
            />
          </Field>
          <MonthYearField
            id={`${id}-start`}
            name="startDate"
            label={t('resume.startDate')}
            hint={t('resume.monthYearHint')}
            error={error('startDate')}
            register={register}
          />
          <MonthYearField
            id={`${id}-end`}
            name="endDate"
            label={t('resume.endDate')}
            hint={t('resume.monthYearHint')}
            error={error('endDate')}
            register={register}
          />
          <div className="form-actions">
            <Button type="submit" loading={isSubmitting}>
              {t('resume.add')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

function DegreeList({
  degrees,
  levels,
  onLastOne,
}: {
  degrees: ReturnType<typeof useDegrees>;
  levels: { id: number; label: string }[] | undefined;
  onLastOne: () => void;
}) {
  const { t } = useTranslation('careers');
  const entries = degrees.data;
  const describe = (degree: NonNullable<typeof entries>[number]) => ({
    title: `${degree.course} — ${degree.institution}`,
    details: `${labelOf(levels, degree.degree)} · ${period(degree.startDate, degree.endDate, t('resume.present'))} · ${
      degree.completed ? t('resume.degrees.isCompleted') : t('resume.degrees.notCompleted')
    }`,
  });
  if (entries?.length === 1) {
    // The last degree cannot be deleted: its button explains why instead of asking.
    const [only] = entries;
    const { title, details } = describe(only!);
    return (
      <ul className="resume__entries" aria-label={t('resume.sections.degrees')}>
        <li className="resume__entry">
          <div>
            <p className="resume__entry-title">{title}</p>
            <p className="resume__entry-details">{details}</p>
          </div>
          <Button variant="ghost" onClick={onLastOne} aria-label={`${t('resume.delete')}: ${title}`}>
            {t('resume.delete')}
          </Button>
        </li>
      </ul>
    );
  }
  return (
    <EntryList
      path={RESUME_PATHS.degrees}
      entries={entries}
      describe={describe}
      onRemoved={() => degrees.mutate()}
      label={t('resume.sections.degrees')}
    />
  );
}

// ---------------------------------------------------------------- complements

interface ComplementValues {
  category: string;
  institution: string;
  description: string;
  startDate: string;
  endDate: string;
}
const EMPTY_COMPLEMENT: ComplementValues = {
  category: '',
  institution: '',
  description: '',
  startDate: '',
  endDate: '',
};

export function validateComplement(values: ComplementValues) {
  return {
    category: values.category ? null : MESSAGES.required,
    institution: requiredText(values.institution),
    description: requiredText(values.description),
    startDate: validateMonthYear(values.startDate),
    endDate: validateDateRange(values.startDate, values.endDate),
  };
}

/** Section 4: complementary courses (optional, at most 5). */
export function ComplementsSection({ onDirtyChange, onSaved }: SectionProps) {
  const { t } = useTranslation('careers');
  const id = useId();
  const complements = useComplements();
  const categories = useDictionary('complement_type');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ComplementValues>({
    defaultValues: EMPTY_COMPLEMENT,
    resolver: ruleResolver(validateComplement),
  });
  const saveError = useSaveError(setError);
  useDirty(isDirty, onDirtyChange);
  const count = complements.data?.length ?? 0;
  const error = (name: keyof ComplementValues) => errors[name]?.message;

  const onSubmit = handleSubmit(async (values) => {
    saveError.clear();
    try {
      await addComplement({
        category: Number(values.category),
        institution: values.institution.trim(),
        description: values.description.trim(),
        startDate: monthYearToApi(values.startDate),
        endDate: monthYearToApi(values.endDate),
      });
      await complements.mutate();
      reset(EMPTY_COMPLEMENT);
      showToast({ type: 'success', title: t('resume.added') });
      onSaved();
    } catch (failure) {
      saveError.fail(failure);
    }
  });

  return (
    <div>
      <h2 className="resume__section-title">{t('resume.sections.complements')}</h2>
      <EntryList
        path={RESUME_PATHS.complements}
        entries={complements.data}
        describe={(entry) => ({
          title: `${entry.description} — ${entry.institution}`,
          details: `${labelOf(categories.data, entry.category)} · ${period(entry.startDate, entry.endDate, t('resume.present'))}`,
        })}
        onRemoved={() => complements.mutate()}
        label={t('resume.sections.complements')}
      />
      <LimitNote count={count} max={MAX_COMPLEMENTS} />
      {count < MAX_COMPLEMENTS ? (
        <form noValidate onSubmit={onSubmit} aria-label={t('resume.complements.add')}>
          <h3 className="resume__form-title">{t('resume.complements.add')}</h3>
          <FormAlert message={saveError.message} />
          <DictionarySelect
            id={`${id}-category`}
            name="category"
            label={t('resume.complements.category')}
            options={categories.data}
            error={error('category')}
            register={register}
          />
          <Field
            id={`${id}-institution`}
            label={t('resume.complements.institution')}
            error={error('institution')}
          >
            <input
              className="form-field__input"
              {...fieldProps(`${id}-institution`, error('institution'))}
              {...register('institution')}
            />
          </Field>
          <Field
            id={`${id}-description`}
            label={t('resume.complements.description')}
            error={error('description')}
          >
            <input
              className="form-field__input"
              {...fieldProps(`${id}-description`, error('description'))}
              {...register('description')}
            />
          </Field>
          <MonthYearField
            id={`${id}-start`}
            name="startDate"
            label={t('resume.startDate')}
            hint={t('resume.monthYearHint')}
            error={error('startDate')}
            register={register}
          />
          <MonthYearField
            id={`${id}-end`}
            name="endDate"
            label={t('resume.endDate')}
            hint={t('resume.monthYearHint')}
            error={error('endDate')}
            register={register}
          />
          <div className="form-actions">
            <Button type="submit" loading={isSubmitting}>
              {t('resume.add')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------- languages

interface LanguageValues {
  language: string;
  proficiency_level: string;
}
const EMPTY_LANGUAGE: LanguageValues = { language: '', proficiency_level: '' };

/** Section 5: languages and proficiency levels (optional). */
export function LanguagesSection({ onDirtyChange, onSaved }: SectionProps) {
  const { t } = useTranslation('careers');
  const id = useId();
  const languages = useLanguages();
  const options = useDictionary('language');
  const levels = useDictionary('proficiency_level');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<LanguageValues>({
    defaultValues: EMPTY_LANGUAGE,
    resolver: ruleResolver((values) => ({
      language: values.language ? null : MESSAGES.required,
      proficiency_level: values.proficiency_level ? null : MESSAGES.required,
    })),
  });
  const saveError = useSaveError(setError);
  useDirty(isDirty, onDirtyChange);
  const error = (name: keyof LanguageValues) => errors[name]?.message;

  const onSubmit = handleSubmit(async (values) => {
    saveError.clear();
    try {
      await addLanguage({
        language: Number(values.language),
        proficiency_level: Number(values.proficiency_level),
      });
      await languages.mutate();
      reset(EMPTY_LANGUAGE);
      showToast({ type: 'success', title: t('resume.added') });
      onSaved();
    } catch (failure) {
      saveError.fail(failure);
    }
  });

  return (
    <div>
      <h2 className="resume__section-title">{t('resume.sections.languages')}</h2>
      <EntryList
        path={RESUME_PATHS.languages}
        entries={languages.data}
        describe={(entry) => ({
          title: labelOf(options.data, entry.language),
          details: labelOf(levels.data, entry.proficiency_level),
        })}
        onRemoved={() => languages.mutate()}
        label={t('resume.sections.languages')}
      />
      <form noValidate onSubmit={onSubmit} aria-label={t('resume.languages.add')}>
        <h3 className="resume__form-title">{t('resume.languages.add')}</h3>
        <FormAlert message={saveError.message} />
        <DictionarySelect
          id={`${id}-language`}
          name="language"
          label={t('resume.languages.language')}
          options={options.data}
          error={error('language')}
          register={register}
        />
        <DictionarySelect
          id={`${id}-level`}
          name="proficiency_level"
          label={t('resume.languages.level')}
          options={levels.data}
          error={error('proficiency_level')}
          register={register}
        />
        <div className="form-actions">
          <Button type="submit" loading={isSubmitting}>
            {t('resume.add')}
          </Button>
        </div>
      </form>
    </div>
  );
}

// ---------------------------------------------------------------- experiences

interface ExperienceValues {
  company: string;
  role: string;
  startDate: string;
  endDate: string;
}
const EMPTY_EXPERIENCE: ExperienceValues = { company: '', role: '', startDate: '', endDate: '' };

export function validateExperience(values: ExperienceValues) {
  return {
    company: requiredText(values.company),
    role: requiredText(values.role),
    startDate: validateMonthYear(values.startDate),
    endDate: validateDateRange(values.startDate, values.endDate, { allowCurrent: true }),
  };
}

/** Section 6: first job yes/no; 'yes' removes every experience, 'no' lists them (at most 5). */
export function ExperiencesSection({ onDirtyChange, onSaved }: SectionProps) {
  const { t } = useTranslation('careers');
  const id = useId();
  const experiences = useExperiences();
  const firstJob = useFirstJob();
  const [answer, setAnswer] = useState<'' | 'yes' | 'no'>('');
  const [confirmFirstJob, setConfirmFirstJob] = useState(false);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ExperienceValues>({
    defaultValues: EMPTY_EXPERIENCE,
    resolver: ruleResolver(validateExperience),
  });
  const saveError = useSaveError(setError);
  useDirty(isDirty, onDirtyChange);
  const count = experiences.data?.length ?? 0;
  const error = (name: keyof ExperienceValues) => errors[name]?.message;

  useEffect(() => {
    const stored = firstJob.data?.first_job;
    if (stored === true) setAnswer('yes');
    else if (stored === false || count > 0) setAnswer('no');
  }, [firstJob.data, count]);

  const markFirstJob = async () => {
    setBusy(true);
    saveError.clear();
    try {
      await clearExperiences();
      await Promise.all([experiences.mutate(), firstJob.mutate()]);
      setAnswer('yes');
      reset(EMPTY_EXPERIENCE);
      showToast({ type: 'success', title: t('resume.saved') });
      onSaved();
    } catch (failure) {
      saveError.fail(failure);
    } finally {
      setBusy(false);
      setConfirmFirstJob(false);
    }
  };

  const chooseFirstJob = (value: 'yes' | 'no') => {
    if (value === 'no') {
      setAnswer('no');
      return;
    }
    if (count > 0) setConfirmFirstJob(true);
    else void markFirstJob();
  };

  const onSubmit = handleSubmit(async (values) => {
    saveError.clear();
    try {
      await addExperience({
        company: values.company.trim(),
        role: values.role.trim(),
        startDate: monthYearToApi(values.startDate),
        endDate: isCurrentEndDate(values.endDate) ? '' : monthYearToApi(values.endDate),
      });
      await Promise.all([experiences.mutate(), firstJob.mutate()]);
      reset(EMPTY_EXPERIENCE);
      showToast({ type: 'success', title: t('resume.added') });
      onSaved();
    } catch (failure) {
      saveError.fail(failure);
    }
  });

  return (
    <div>
      <h2 className="resume__section-title">{t('resume.sections.experiences')}</h2>
      <fieldset className="form-fieldset">
        <legend className="form-fieldset__legend">{t('resume.experiences.firstJob')}</legend>
        <div className="form-fieldset__options">
          <label className="form-fieldset__option">
            <input
              type="radio"
              name={`${id}-first-job`}
              checked={answer === 'yes'}
              disabled={busy}
              onChange={() => chooseFirstJob('yes')}
            />
            {t('resume.yes')}
          </label>
          <label className="form-fieldset__option">
            <input
              type="radio"
              name={`${id}-first-job`}
              checked={answer === 'no'}
              disabled={busy}
              onChange={() => chooseFirstJob('no')}
            />
            {t('resume.no')}
          </label>
        </div>
      </fieldset>
      <ConfirmDialog
        open={confirmFirstJob}
        onOpenChange={setConfirmFirstJob}
        title={t('resume.experiences.firstJobTitle')}
        description={t('resume.experiences.firstJobWarning')}
        confirmLabel={t('resume.confirm')}
        cancelLabel={t('resume.cancel')}
        onConfirm={markFirstJob}
        busy={busy}
        danger
      />
      {answer === 'no' ? (
        <>
          <EntryList
            path={RESUME_PATHS.experiences}
            entries={experiences.data}
            describe={(entry) => ({
              title: `${entry.role} — ${entry.company}`,
              details: period(entry.startDate, entry.endDate, t('resume.present')),
            })}
            onRemoved={() => experiences.mutate()}
            label={t('resume.sections.experiences')}
          />
          <LimitNote count={count} max={MAX_EXPERIENCES} />
          {count < MAX_EXPERIENCES ? (
            <form noValidate onSubmit={onSubmit} aria-label={t('resume.experiences.add')}>
              <h3 className="resume__form-title">{t('resume.experiences.add')}</h3>
              <FormAlert message={saveError.message} />
              <Field id={`${id}-company`} label={t('resume.experiences.company')} error={error('company')}>
                <input
                  className="form-field__input"
                  {...fieldProps(`${id}-company`, error('company'))}
                  {...register('company')}
                />
              </Field>
              <Field id={`${id}-role`} label={t('resume.experiences.role')} error={error('role')}>
                <input
                  className="form-field__input"
                  {...fieldProps(`${id}-role`, error('role'))}
                  {...register('role')}
                />
              </Field>
              <MonthYearField
                id={`${id}-start`}
                name="startDate"
                label={t('resume.startDate')}
                hint={t('resume.monthYearHint')}
                error={error('startDate')}
                register={register}
              />
              <MonthYearField
                id={`${id}-end`}
                name="endDate"
                label={t('resume.endDate')}
                hint={t('resume.experiences.endHint')}
                error={error('endDate')}
                register={register}
              />
              <div className="form-actions">
                <Button type="submit" loading={isSubmitting}>
                  {t('resume.add')}
                </Button>
              </div>
            </form>
          ) : null}
        </>
      ) : (
        <FormAlert message={saveError.message} />
      )}
    </div>
  );
}
