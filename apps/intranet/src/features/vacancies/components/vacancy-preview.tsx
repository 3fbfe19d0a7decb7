import { typedDateToApi } from '@portal/contracts/dates';
import { dictionaryOptions } from '@portal/contracts/dictionaries';
import { salaryFormToBody, VACANCY_TEXT_FIELDS, type VacancyFormValues } from '@portal/contracts/recruiting';
import type { VacancySalary } from '@portal/contracts/salary';
import { vacancySalaryInput } from '@portal/contracts/vacancies';
import {
  BENEFITS,
  CONTRACT_TYPES,
  type ContractType,
  localizedText,
  MODALITIES,
  type Modality,
  VACANCY_PROGRAMS,
  type VacancyProgram,
} from '@portal/contracts/vacancy-rules';
import { Modal } from '@portal/shell/components/modal';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { VacancyDetails, type VacancyDetailsData } from '@portal/shell/vacancy/vacancy-details';
import { VacancyQuestions, type VacancyQuestionView } from '@portal/shell/vacancy/vacancy-questions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecruitingUnits } from '#intranet/kit/recruiting/api/get-recruiting-units';
import { type Language, LanguageTabs } from './language-tabs';
import type { VacancyEditorValues } from './vacancy-questions-form';

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The editor's values as the public page would show them in `language`: each text in that language or in pt-BR
 * when it has none (the public pages' rule, `localizedText`); a fact not chosen yet, or a deadline not typed in
 * full, is absent.
 */
function previewOf(
  values: VacancyFormValues,
  units: RecruitingUnits,
  language: Language,
): { title: string; details: VacancyDetailsData } {
  const text = (name: (typeof VACANCY_TEXT_FIELDS)[number]) => localizedText(values[name], language);
  const unit = units.find((u) => String(u.id) === values.unit_id);
  return {
    title: text('title'),
    details: {
      unit: unit ? { name: unit.name } : undefined,
      city: values.city.trim(),
      state: values.state,
      modality: oneOf<Modality>(MODALITIES, values.modality),
      // The program's own contract for an apprentice or internship vacancy (decision 0088).
      contract_type: oneOf<ContractType>(
        CONTRACT_TYPES,
        values.program === 'regular' ? values.contract_type : values.program,
      ),
      program: oneOf<VacancyProgram>(VACANCY_PROGRAMS, values.program),
      pcd_exclusive: values.pcd_exclusive,
      salary: salaryOfForm(values.salary),
      interest_area: named(
        'interest_area',
        values.interest_area === '' ? [] : [Number(values.interest_area)],
        language,
      )[0],
      workshifts: named(
        'workshift',
        Object.keys(values.workshifts)
          .filter((id) => values.workshifts[id])
          .map(Number),
        language,
      ),
      // Typed in the editor's language, whichever language the preview shows.
      application_deadline: typedDateToApi(values.application_deadline, currentLocale()) || undefined,
      duties: text('duties'),
      working_day: text('working_day'),
      requirements: text('requirements'),
      observations: text('observations'),
      benefits: BENEFITS.filter((benefit) => values.benefits[benefit]),
    },
  };
}

/**
 * The screening questions as the public page lists them in `language` (each text in pt-BR when it has none there):
 * the text, whether an answer is required, and the requirement's reason; one without a text yet is left out.
 */
function questionsOf(values: VacancyEditorValues, language: Language): VacancyQuestionView[] {
  return values.questions
    .filter((question) => question.text['pt-BR'].trim() !== '')
    .map((question) => ({
      key: question.key,
      text: localizedText(question.text, language),
      required: question.required,
      requirement:
        question.demands && question.kind !== 'short_text'
          ? { reason: localizedText(question.requirement.reason, language) }
          : undefined,
    }));
}

/** The dictionary options of these ids, named in `language`, in the dictionary's order. */
function named(attribute: 'interest_area' | 'workshift', ids: number[], language: Language) {
  return dictionaryOptions(attribute, language)
    .filter((option) => ids.includes(option.id))
    .map((option) => ({ name: option.label }));
}

/** The salary the form states, when it can be read in full (the public page shows nothing otherwise). */
function salaryOfForm(salary: VacancyFormValues['salary']): VacancySalary | null {
  const parsed = vacancySalaryInput.safeParse(salaryFormToBody(salary));
  return parsed.success ? parsed.data : null;
}

/** The texts that have pt-BR but no translation in `language` (the public page shows them in Portuguese). */
function untranslated(values: VacancyFormValues, language: Language) {
  if (language === 'pt-BR') return [];
  return VACANCY_TEXT_FIELDS.filter((name) => values[name]['pt-BR'].trim() && !values[name][language].trim());
}

export interface VacancyPreviewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form's values when the preview opened: what is on the screen, saved or not. */
  values: VacancyEditorValues;
  units: RecruitingUnits;
  /** The language the preview opens in (the editor's text tab). */
  initialLanguage: Language;
}

/**
 * 'Preview': the vacancy's public page (careers screen 2) drawn by the careers page's own component from the
 * editor's values, in each of the three languages, unsaved edits included. A dialog: focus moves into it and
 * back to 'Preview' when it closes.
 */
export function VacancyPreview({ open, onOpenChange, values, units, initialLanguage }: VacancyPreviewProps) {
  const { t } = useTranslation('intranet');
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const { title, details } = previewOf(values, units, language);
  const missing = untranslated(values, language);
  const names = new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(
    missing.map((name) => t(`recruiting.fields.${name}`)),
  );
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="large"
      className="vacancy-preview"
      title={t('recruiting.preview.title')}
      description={t('recruiting.preview.description')}
    >
      <LanguageTabs
        idPrefix="vacancy-preview-tab"
        panelId="vacancy-preview-panel"
        label={t('recruiting.preview.languages')}
        value={language}
        onChange={setLanguage}
        panelClassName="vacancy-preview__panel"
      >
        {missing.length > 0 ? (
          <p className="vacancy-preview__fallback">
            {t('recruiting.preview.fallback', {
              inLanguage: t(`recruiting.preview.inLanguage.${language}`),
              fields: names,
            })}
          </p>
        ) : null}
        <article className="vacancy-preview__page" lang={language}>
          <h3 className="vacancy-preview__title">{title || t('recruiting.preview.untitled')}</h3>
          <VacancyDetails vacancy={details} lng={language} headingLevel={4} />
          <VacancyQuestions questions={questionsOf(values, language)} lng={language} headingLevel={4} />
        </article>
      </LanguageTabs>
    </Modal>
  );
}
