import { VACANCY_TEXT_LANGUAGES } from '@portal/contracts/recruiting';
import { BENEFITS } from '@portal/contracts/vacancy-rules';
import { TextAreaField, TextField } from '@portal/shell/forms/bound-fields';
import type { FieldErrors, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Language, LanguageTabs } from './language-tabs';
import { errorPaths, QUESTION_FIELDS, type VacancyEditorValues } from './vacancy-questions-form';

/** The vacancy's texts, one of each per language (pt-BR required but for the observations). */
const TEXTS = [
  { name: 'title', multiline: false },
  { name: 'duties', multiline: true },
  { name: 'working_day', multiline: true },
  { name: 'requirements', multiline: true },
  { name: 'observations', multiline: true },
] as const;

/** Every field name the server may name in a problem's errors[] (the texts per language included). */
export const FIELDS: readonly string[] = [
  ...TEXTS.flatMap(({ name }) => VACANCY_TEXT_LANGUAGES.map((language) => `${name}.${language}`)),
  'unit_id',
  'city',
  'state',
  'modality',
  'contract_type',
  'application_deadline',
  'interest_area',
  'workshifts',
  'salary.min',
  'salary.max',
  'salary.period',
  ...BENEFITS.map((b) => `benefits.${b}`),
  'questions',
  ...QUESTION_FIELDS,
];

/** The paths of the questions' texts refused in `language` (question, options, unit, reason), in the form's order. */
function questionTextsWithError(errors: FieldErrors<VacancyEditorValues>, language: Language): string[] {
  return errorPaths(errors.questions, 'questions').filter((path) => path.endsWith(`.${language}`));
}

/** The first language tab holding an error, so a refused save shows the field it is about. */
export function languageWithError(errors: FieldErrors<VacancyEditorValues>): Language | undefined {
  return VACANCY_TEXT_LANGUAGES.find(
    (language) =>
      TEXTS.some(({ name }) => errors[name]?.[language] !== undefined) ||
      questionTextsWithError(errors, language).length > 0,
  );
}

/** The path of the first text refused in `language`, to focus it. */
export function firstTextWithError(
  errors: FieldErrors<VacancyEditorValues>,
  language: Language,
): Path<VacancyEditorValues> | undefined {
  const first = TEXTS.find(({ name }) => errors[name]?.[language]);
  if (first) return `${first.name}.${language}` as Path<VacancyEditorValues>;
  return questionTextsWithError(errors, language)[0] as Path<VacancyEditorValues> | undefined;
}

/** The texts section of the vacancy editor: a tab per language, the language's five texts in its panel. */
export function VacancyTextsSection({
  language,
  onLanguageChange,
  form,
}: {
  language: Language;
  onLanguageChange: (language: Language) => void;
  form: UseFormReturn<VacancyEditorValues>;
}) {
  const { t } = useTranslation('intranet');
  return (
    <section className="recruiting__section" aria-labelledby="vacancy-texts">
      <h2 id="vacancy-texts">{t('recruiting.editor.textsHeading')}</h2>
      <p className="form-field__hint">{t('recruiting.editor.textsHint')}</p>
      <LanguageTabs
        idPrefix="vacancy-tab"
        panelId="vacancy-texts-panel"
        label={t('recruiting.editor.languages')}
        value={language}
        onChange={onLanguageChange}
        panelClassName="recruiting__panel"
      >
        {TEXTS.map(({ name, multiline }) => {
          const path = `${name}.${language}` as Path<VacancyEditorValues>;
          const required = language === 'pt-BR' && name !== 'observations';
          const label = `${t(`recruiting.fields.${name}`)}${required ? ' *' : ''}`;
          return multiline ? (
            <TextAreaField key={path} form={form} name={path} label={label} rows={4} lang={language} />
          ) : (
            <TextField key={path} form={form} name={path} label={label} lang={language} />
          );
        })}
      </LanguageTabs>
    </section>
  );
}
