import { MAX_COMPLEMENTS, MAX_DEGREES, MAX_EXPERIENCES } from '@portal/contracts/constants';
import { MESSAGES } from '@portal/contracts/messages';
import { apiToMonthYear, CURRENT_END_DATE } from '@portal/contracts/month-year';
import {
  COMPLEMENT_DESCRIPTION_MAX,
  type ComplementForm,
  complementFormSchema,
  type DegreeForm,
  degreeFormSchema,
  EMPTY_COMPLEMENT_FORM,
  EMPTY_DEGREE_FORM,
  EMPTY_EXPERIENCE_FORM,
  EMPTY_LANGUAGE_FORM,
  ENTRY_TEXT_MAX,
  type ExperienceForm,
  experienceFormSchema,
  isCurrentJob,
  type LanguageForm,
  languageFormSchema,
  toComplementBody,
  toDegreeBody,
  toExperienceBody,
  toLanguageBody,
} from '@portal/contracts/resume-entry-forms';
import { isDuplicateDegree } from '@portal/contracts/resume-rules';
import { ConfirmDialog } from '@portal/shell/components/confirm-dialog';
import { CheckboxField, SelectField, TextField, YesNoField } from '@portal/shell/forms/bound-fields';
import { FieldGroup, FormAlert } from '@portal/shell/forms/field';
import { useFormFailure } from '@portal/shell/forms/use-zod-form';
import { showToast } from '@portal/shell/toast/toast-store';
import { useId, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addComplement, addDegree, addExperience, addLanguage } from '../api/add-resume-entry';
import {
  RESUME_PATHS,
  useComplements,
  useDegrees,
  useDictionary,
  useExperiences,
  useFirstJob,
  useLanguages,
} from '../api/get-resume';
import { clearExperiences } from '../api/remove-resume-entry';
import type { SectionProps } from './basic-information-section';
import { EntrySection } from './entry-list';

type Options = { id: number; label: string }[] | undefined;

const labelOf = (options: Options, id: number) =>
  options?.find((option) => option.id === id)?.label ?? String(id);

/** '02/2018 – 12/2022', or '01/2023 – Atual' for a current job. */
function usePeriod() {
  const { t } = useTranslation('careers');
  return (start: string, end: string) =>
    `${apiToMonthYear(start)} – ${isCurrentJob(end) ? t('resume.present') : apiToMonthYear(end)}`;
}

/** What an entry form's own fields take: the form, the field's name and its label. */
interface EntryFieldProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
}

/** A select of dictionary options; the options may arrive after the form is drawn. */
function DictionarySelect<V extends FieldValues>({
  options,
  ...field
}: EntryFieldProps<V> & { options: Options }) {
  const { t } = useTranslation('careers');
  return (
    <SelectField {...field}>
      <option value="">{t('resume.select')}</option>
      {options?.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** A text input of an entry, at most the entries' length. */
function EntryText<V extends FieldValues>(field: EntryFieldProps<V>) {
  return <TextField {...field} maxLength={ENTRY_TEXT_MAX} />;
}

/** A month/year input: digits alone give '02/2010' (the form sends '2010-02'). */
function MonthYearField<V extends FieldValues>(field: EntryFieldProps<V>) {
  const { t } = useTranslation('careers');
  return (
    <TextField
      {...field}
      hint={t('resume.monthYearHint')}
      mask="monthYear"
      placeholder={t('resume.monthYearPlaceholder')}
    />
  );
}

/**
 * An entry's start and end month/year (every entry form names them startDate and endDate), side by side; an ongoing
 * entry (a current job) has no end input.
 */
function PeriodFields<V extends FieldValues & { startDate: string; endDate: string }>({
  form,
  ongoing = false,
}: {
  form: UseFormReturn<V>;
  ongoing?: boolean;
}) {
  const { t } = useTranslation('careers');
  return (
    <div className="resume__dates">
      <MonthYearField form={form} name={'startDate' as Path<V>} label={t('resume.startDate')} />
      {ongoing ? null : (
        <MonthYearField form={form} name={'endDate' as Path<V>} label={t('resume.endDate')} />
      )}
    </div>
  );
}

// ---------------------------------------------------------------- degrees

const DEGREE_FIELDS = ['degree', 'course', 'completed', 'institution', 'startDate', 'endDate'] as const;

/** Section 3: degrees (1 to 5, no duplicates, the last one cannot be deleted). */
export function DegreesSection(props: SectionProps) {
  const { t } = useTranslation('careers');
  const degrees = useDegrees();
  const levels = useDictionary('instruction_degree');
  const period = usePeriod();
  return (
    <EntrySection<DegreeForm, NonNullable<typeof degrees.data>[number]>
      {...props}
      title={t('resume.sections.degrees')}
      addTitle={t('resume.degrees.add')}
      path={RESUME_PATHS.degrees}
      source={degrees}
      max={MAX_DEGREES}
      notice={
        degrees.data?.length === 0 ? (
          <p className="resume__notice" role="status">
            {t(`common:${MESSAGES.degreeRequired}`)}
          </p>
        ) : null
      }
      describe={(degree) => ({
        title: `${degree.course} — ${degree.institution}`,
        details: `${labelOf(levels.data, degree.degree)} · ${period(degree.startDate, degree.endDate)} · ${
          degree.completed ? t('resume.degrees.isCompleted') : t('resume.degrees.notCompleted')
        }`,
      })}
      refusal={(entries) => (entries.length <= 1 ? t(`common:${MESSAGES.lastDegreeDelete}`) : null)}
      schema={degreeFormSchema}
      empty={EMPTY_DEGREE_FORM}
      fields={DEGREE_FIELDS}
      precheck={(values, entries) =>
        isDuplicateDegree(toDegreeBody(values), entries) ? MESSAGES.duplicateDegree : null
      }
      add={(values) => addDegree(toDegreeBody(values))}
    >
      {(form) => (
        <>
          <DictionarySelect
            form={form}
            name="degree"
            label={t('resume.degrees.degree')}
            options={levels.data}
          />
          <EntryText form={form} name="course" label={t('resume.degrees.course')} />
          <YesNoField
            form={form}
            name="completed"
            legend={t('resume.degrees.completed')}
            labels={{ yes: t('resume.yes'), no: t('resume.no') }}
          />
          <EntryText form={form} name="institution" label={t('resume.degrees.institution')} />
          <PeriodFields form={form} />
        </>
      )}
    </EntrySection>
  );
}

// ---------------------------------------------------------------- complements

const COMPLEMENT_FIELDS = ['category', 'institution', 'description', 'startDate', 'endDate'] as const;

/** Section 4: complementary courses (optional, at most 5). */
export function ComplementsSection(props: SectionProps) {
  const { t } = useTranslation('careers');
  const complements = useComplements();
  const categories = useDictionary('complement_type');
  const period = usePeriod();
  return (
    <EntrySection<ComplementForm, NonNullable<typeof complements.data>[number]>
      {...props}
      title={t('resume.sections.complements')}
      addTitle={t('resume.complements.add')}
      path={RESUME_PATHS.complements}
      source={complements}
      max={MAX_COMPLEMENTS}
      describe={(entry) => ({
        title: `${entry.description} — ${entry.institution}`,
        details: `${labelOf(categories.data, entry.category)} · ${period(entry.startDate, entry.endDate)}`,
      })}
      schema={complementFormSchema}
      empty={EMPTY_COMPLEMENT_FORM}
      fields={COMPLEMENT_FIELDS}
      add={(values) => addComplement(toComplementBody(values))}
    >
      {(form) => (
        <>
          <DictionarySelect
            form={form}
            name="category"
            label={t('resume.complements.category')}
            options={categories.data}
          />
          <EntryText form={form} name="institution" label={t('resume.complements.institution')} />
          <TextField
            form={form}
            name="description"
            label={t('resume.complements.description')}
            maxLength={COMPLEMENT_DESCRIPTION_MAX}
          />
          <PeriodFields form={form} />
        </>
      )}
    </EntrySection>
  );
}

// ---------------------------------------------------------------- languages

const LANGUAGE_FIELDS = ['language', 'proficiency_level'] as const;

/** Section 5: languages and proficiency levels (optional; adding a listed language changes its level). */
export function LanguagesSection(props: SectionProps) {
  const { t } = useTranslation('careers');
  const languages = useLanguages();
  const options = useDictionary('language');
  const levels = useDictionary('proficiency_level');
  return (
    <EntrySection<LanguageForm, NonNullable<typeof languages.data>[number]>
      {...props}
      title={t('resume.sections.languages')}
      addTitle={t('resume.languages.add')}
      path={RESUME_PATHS.languages}
      source={languages}
      describe={(entry) => ({
        title: labelOf(options.data, entry.language),
        details: labelOf(levels.data, entry.proficiency_level),
      })}
      schema={languageFormSchema}
      empty={EMPTY_LANGUAGE_FORM}
      fields={LANGUAGE_FIELDS}
      add={(values) => addLanguage(toLanguageBody(values))}
      // Adding a language already listed changes its level: the toast says so.
      addedMessage={(values, entries) =>
        entries.some((entry) => String(entry.language) === String(values.language))
          ? t('resume.languages.levelChanged')
          : t('resume.added')
      }
    >
      {(form) => (
        <>
          <DictionarySelect
            form={form}
            name="language"
            label={t('resume.languages.language')}
            options={options.data}
          />
          <DictionarySelect
            form={form}
            name="proficiency_level"
            label={t('resume.languages.level')}
            options={levels.data}
          />
        </>
      )}
    </EntrySection>
  );
}

// ---------------------------------------------------------------- experiences

const EXPERIENCE_FIELDS = ['company', 'role', 'startDate', 'endDate', 'current'] as const;

/** The experience form's fields: the 'Current job' box puts 'Present' in the end date and hides its input. */
function ExperienceFields({ form }: { form: UseFormReturn<ExperienceForm> }) {
  const { t } = useTranslation('careers');
  const current = form.watch('current');
  return (
    <>
      <EntryText form={form} name="company" label={t('resume.experiences.company')} />
      <EntryText form={form} name="role" label={t('resume.experiences.role')} />
      <CheckboxField
        form={form}
        name="current"
        label={t('resume.experiences.current')}
        labelClassName="form-check"
        registerOptions={{
          onChange: (event: { target: { checked: boolean } }) => {
            form.setValue('endDate', event.target.checked ? CURRENT_END_DATE : '', { shouldDirty: true });
            form.clearErrors('endDate');
          },
        }}
      />
      <PeriodFields form={form} ongoing={current} />
    </>
  );
}

/** Section 6: first job yes/no; 'yes' removes every experience, 'no' lists them (at most 5). */
export function ExperiencesSection(props: SectionProps) {
  const { t } = useTranslation('careers');
  const id = useId();
  const experiences = useExperiences();
  const firstJob = useFirstJob();
  const period = usePeriod();
  // What the person chose here wins; until then the answer is the stored one, whenever it arrives.
  const [chosen, setChosen] = useState<'yes' | 'no' | null>(null);
  const stored = firstJob.data?.first_job;
  const answer =
    chosen ?? (stored === true ? 'yes' : stored === false || experiences.data?.length ? 'no' : null);
  const [confirmFirstJob, setConfirmFirstJob] = useState(false);
  const [busy, setBusy] = useState(false);
  const failure = useFormFailure(() => undefined, EXPERIENCE_FIELDS);
  const count = experiences.data?.length ?? 0;

  const markFirstJob = async () => {
    setBusy(true);
    failure.clear();
    try {
      await clearExperiences();
      await Promise.all([experiences.mutate(), firstJob.mutate()]);
      setChosen('yes');
      showToast({ type: 'success', title: t('resume.saved') });
      props.onSaved();
    } catch (error) {
      failure.fail(error);
    } finally {
      setBusy(false);
      setConfirmFirstJob(false);
    }
  };

  const chooseFirstJob = (value: 'yes' | 'no') => {
    if (value === 'no') {
      setChosen('no');
      return;
    }
    if (count > 0) setConfirmFirstJob(true);
    else void markFirstJob();
  };

  return (
    <div>
      <h2 className="resume__section-title">{t('resume.sections.experiences')}</h2>
      <FieldGroup legend={t('resume.experiences.firstJob')}>
        <div className="form-fieldset__options">
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className="form-fieldset__option">
              <input
                type="radio"
                name={`${id}-first-job`}
                checked={answer === value}
                disabled={busy}
                onChange={() => chooseFirstJob(value)}
              />
              {t(`resume.${value}`)}
            </label>
          ))}
        </div>
      </FieldGroup>
      <FormAlert message={failure.message} />
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
        <EntrySection<ExperienceForm, NonNullable<typeof experiences.data>[number]>
          {...props}
          title={t('resume.sections.experiences')}
          headed={false}
          addTitle={t('resume.experiences.add')}
          path={RESUME_PATHS.experiences}
          source={experiences}
          max={MAX_EXPERIENCES}
          describe={(entry) => ({
            title: `${entry.role} — ${entry.company}`,
            details: period(entry.startDate, entry.endDate),
            ...(isCurrentJob(entry.endDate) ? { tag: t('resume.experiences.current') } : {}),
          })}
          schema={experienceFormSchema}
          empty={EMPTY_EXPERIENCE_FORM}
          fields={EXPERIENCE_FIELDS}
          add={(values) => addExperience(toExperienceBody(values))}
          afterAdd={() => firstJob.mutate()}
        >
          {(form) => <ExperienceFields form={form} />}
        </EntrySection>
      ) : null}
    </div>
  );
}
