import { SCREENING_LIMITS, SCREENING_QUESTION_KINDS } from '@portal/contracts/screening';
import { Button } from '@portal/shell/components/button';
import { CheckboxField, SelectField, TextField } from '@portal/shell/forms/bound-fields';
import { FieldGroup, FieldMessage } from '@portal/shell/forms/field';
import { useFieldErrors } from '@portal/shell/forms/use-zod-form';
import { useEffect, useId, useRef, useState } from 'react';
import { type Path, type UseFormReturn, useController, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Language, LanguageTabs } from './language-tabs';
import { newOption, newQuestion, nextKey, type VacancyEditorValues } from './vacancy-questions-form';

/** The editor's form as the questions' fields are handed it. */
interface FormProps {
  form: UseFormReturn<VacancyEditorValues>;
}

/** One question's fields: its place in the list and the language its texts are shown in. */
interface QuestionProps extends FormProps {
  index: number;
  language: Language;
}

/** A text's label, marked required in pt-BR (the other languages are optional). */
function useTextLabel() {
  const { t } = useTranslation('intranet');
  return (key: string, language: Language, params?: Record<string, unknown>) =>
    `${t(key, params)}${language === 'pt-BR' ? ' *' : ''}`;
}

/** The button that gets the focus once `signal` changes (after the render that follows a removal). */
function useFocusAfter<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [signal, setSignal] = useState(0);
  useEffect(() => {
    if (signal) ref.current?.focus();
  }, [signal]);
  return { ref, focus: () => setSignal((n) => n + 1) };
}

/**
 * The options of a single-choice question (2 to 10), each a text per language. A new option's text takes the
 * focus; after a removal, 'Add an option' does, and the removed option is no longer an accepted answer.
 */
function QuestionOptions({ form, index, language }: QuestionProps) {
  const { t } = useTranslation('intranet');
  const label = useTextLabel();
  const name = `questions.${index}.options` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const errorOf = useFieldErrors(form.formState.errors);
  const adder = useFocusAfter<HTMLButtonElement>();
  const add = () => {
    const keys = form.getValues(name).map((option) => option.key);
    append(newOption(nextKey('o', keys)), { focusName: `${name}.${fields.length}.text.${language}` });
  };
  const drop = (option: number) => {
    const accepts = `questions.${index}.requirement.accepts` as const;
    const key = form.getValues(`${name}.${option}.key`);
    form.setValue(
      accepts,
      form.getValues(accepts).filter((accepted) => accepted !== key),
    );
    remove(option);
    adder.focus();
  };
  return (
    <FieldGroup
      legend={t('recruiting.questions.options')}
      hint={t('recruiting.questions.optionsHint')}
      error={errorOf(name) ?? errorOf(`${name}.root` as Path<VacancyEditorValues>)}
    >
      <ol className="recruiting__options">
        {fields.map((field, option) => {
          const path = `${name}.${option}.text.${language}` as const;
          return (
            <li key={field.id} className="recruiting__option">
              <TextField
                key={path}
                form={form}
                name={path}
                label={label('recruiting.questions.option', language, { number: option + 1 })}
                lang={language}
              />
              <Button
                variant="ghost"
                aria-label={t('recruiting.questions.removeOptionLabel', {
                  number: option + 1,
                  question: index + 1,
                })}
                disabled={fields.length <= SCREENING_LIMITS.optionsMin}
                onClick={() => drop(option)}
              >
                {t('recruiting.questions.remove')}
              </Button>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          ref={adder.ref}
          variant="secondary"
          disabled={fields.length >= SCREENING_LIMITS.optionsMax}
          onClick={add}
        >
          {t('recruiting.questions.addOption')}
        </Button>
      </div>
    </FieldGroup>
  );
}

/** The accepted answers of a yes/no (one of the two) or a single choice (any of its options), kept in order ticked. */
function AcceptedAnswers({
  form,
  index,
  language,
  kind,
}: QuestionProps & { kind: 'yes_no' | 'single_choice' }) {
  const { t } = useTranslation('intranet');
  const name = `questions.${index}.requirement.accepts` as const;
  const { field } = useController({ control: form.control, name });
  const options = useWatch({ control: form.control, name: `questions.${index}.options` });
  const errorOf = useFieldErrors(form.formState.errors);
  const accepted: string[] = field.value;
  const choices =
    kind === 'yes_no'
      ? (['yes', 'no'] as const).map((answer) => ({
          value: answer,
          label: t(`recruiting.questions.${answer}`),
        }))
      : options.map((option, n) => ({
          value: option.key,
          label:
            option.text[language] ||
            option.text['pt-BR'] ||
            t('recruiting.questions.option', { number: n + 1 }),
        }));
  const toggle = (value: string, checked: boolean) =>
    field.onChange(
      kind === 'yes_no'
        ? [value]
        : checked
          ? [...accepted, value]
          : accepted.filter((answer) => answer !== value),
    );
  return (
    <FieldGroup
      legend={t(`recruiting.questions.${kind === 'yes_no' ? 'acceptsOne' : 'acceptsMany'}`)}
      error={errorOf(name)}
    >
      <div className="form-fieldset__options recruiting__accepts">
        {choices.map((choice, n) => (
          <label key={choice.value} className="form-fieldset__option">
            <input
              type={kind === 'yes_no' ? 'radio' : 'checkbox'}
              name={name}
              value={choice.value}
              ref={n === 0 ? field.ref : undefined}
              checked={accepted.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
              onBlur={field.onBlur}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

/**
 * 'Require an answer' and the requirement: the accepted answers of a yes/no or a single choice, or a number's
 * minimum and maximum (typed on the numeric keypad), and the reason the candidate reads, per language.
 */
function QuestionRequirement({ form, index, language, kind }: QuestionProps & { kind: string }) {
  const { t } = useTranslation('intranet');
  const label = useTextLabel();
  const at = `questions.${index}` as const;
  const demands = useWatch({ control: form.control, name: `${at}.demands` });
  const errorOf = useFieldErrors(form.formState.errors);
  const reason = `${at}.requirement.reason.${language}` as const;
  return (
    <>
      <CheckboxField
        form={form}
        name={`${at}.demands`}
        labelClassName="form-fieldset__option"
        label={t('recruiting.questions.demands')}
      />
      {demands ? (
        <FieldGroup
          legend={t('recruiting.questions.requirement')}
          error={errorOf(`${at}.requirement`)}
          className="recruiting__requirement"
        >
          {kind === 'number' ? (
            <div className="recruiting__question-grid">
              {(['min', 'max'] as const).map((bound) => (
                <TextField
                  key={bound}
                  form={form}
                  name={`${at}.requirement.${bound}`}
                  label={t(`recruiting.questions.${bound}`)}
                  inputMode="decimal"
                  autoComplete="off"
                />
              ))}
            </div>
          ) : (
            <AcceptedAnswers
              form={form}
              index={index}
              language={language}
              kind={kind === 'yes_no' ? 'yes_no' : 'single_choice'}
            />
          )}
          <TextField
            key={reason}
            form={form}
            name={reason}
            label={label('recruiting.questions.reason', language)}
            hint={t('recruiting.questions.reasonHint')}
            lang={language}
          />
        </FieldGroup>
      ) : null}
    </>
  );
}

/** What a question's buttons do: move it (to an index) and remove it. */
interface QuestionMoves {
  count: number;
  idPrefix: string;
  onMove: (from: number, to: number, direction: 'up' | 'down') => void;
  onRemove: (index: number) => void;
}

/** A question's buttons: up, down and remove, each named with the question's number. */
function QuestionActions({ index, count, idPrefix, onMove, onRemove }: QuestionMoves & { index: number }) {
  const { t } = useTranslation('intranet');
  const number = index + 1;
  return (
    <div className="recruiting__question-actions">
      {index > 0 ? (
        <Button
          id={`${idPrefix}-${index}-up`}
          variant="ghost"
          aria-label={t('recruiting.questions.moveUpLabel', { number })}
          onClick={() => onMove(index, index - 1, 'up')}
        >
          {t('recruiting.questions.moveUp')}
        </Button>
      ) : null}
      {index < count - 1 ? (
        <Button
          id={`${idPrefix}-${index}-down`}
          variant="ghost"
          aria-label={t('recruiting.questions.moveDownLabel', { number })}
          onClick={() => onMove(index, index + 1, 'down')}
        >
          {t('recruiting.questions.moveDown')}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        aria-label={t('recruiting.questions.removeLabel', { number })}
        onClick={() => onRemove(index)}
      >
        {t('recruiting.questions.remove')}
      </Button>
    </div>
  );
}

/** One question as a fieldset ('Question 2'): its kind, text, whether it must be answered, options, unit, requirement. */
function QuestionFieldset(props: QuestionProps & QuestionMoves) {
  const { form, index, language } = props;
  const { t } = useTranslation('intranet');
  const label = useTextLabel();
  const at = `questions.${index}` as const;
  const kind = useWatch({ control: form.control, name: `${at}.kind` });
  const text = `${at}.text.${language}` as const;
  const unit = `${at}.unit.${language}` as const;
  return (
    <fieldset className="form-fieldset recruiting__question">
      <legend className="form-fieldset__legend">
        {t('recruiting.questions.legend', { number: index + 1 })}
      </legend>
      <div className="recruiting__question-grid">
        <SelectField form={form} name={`${at}.kind`} label={t('recruiting.questions.kind')}>
          {SCREENING_QUESTION_KINDS.map((choice) => (
            <option key={choice} value={choice}>
              {t(`recruiting.questions.kinds.${choice}`)}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          form={form}
          name={`${at}.required`}
          fieldClassName="recruiting__question-required"
          labelClassName="form-fieldset__option"
          label={t('recruiting.questions.required')}
        />
      </div>
      <TextField
        key={text}
        form={form}
        name={text}
        label={label('recruiting.questions.text', language)}
        lang={language}
      />
      {kind === 'single_choice' ? <QuestionOptions form={form} index={index} language={language} /> : null}
      {kind === 'number' ? (
        <TextField
          key={unit}
          form={form}
          name={unit}
          label={t('recruiting.questions.unit')}
          hint={t('recruiting.questions.unitHint')}
          lang={language}
        />
      ) : null}
      {kind === 'short_text' ? null : (
        <QuestionRequirement form={form} index={index} language={language} kind={kind} />
      )}
      <QuestionActions {...props} />
    </fieldset>
  );
}

/**
 * The screening questions section of the vacancy editor (issue 29): up to 10 questions, their texts in the language
 * of the tabs (shared with the vacancy's texts). A new question's kind takes the focus; after a removal, 'Add a
 * question' does; a moved question keeps the focus on its button.
 */
export function VacancyQuestionsSection({
  form,
  language,
  onLanguageChange,
}: FormProps & { language: Language; onLanguageChange: (language: Language) => void }) {
  const { t } = useTranslation('intranet');
  const idPrefix = useId();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'questions' });
  const errorOf = useFieldErrors(form.formState.errors);
  const adder = useFocusAfter<HTMLButtonElement>();
  const [moved, setMoved] = useState<{ index: number; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const other = moved.direction === 'up' ? 'down' : 'up';
    const button =
      document.getElementById(`${idPrefix}-${moved.index}-${moved.direction}`) ??
      document.getElementById(`${idPrefix}-${moved.index}-${other}`);
    button?.focus();
  }, [moved, idPrefix]);
  const full = fields.length >= SCREENING_LIMITS.questions;
  const add = () => {
    const keys = form.getValues('questions').map((question) => question.key);
    append(newQuestion(keys), { focusName: `questions.${fields.length}.kind` });
  };
  const moves: QuestionMoves = {
    count: fields.length,
    idPrefix,
    onMove: (from, to, direction) => {
      move(from, to);
      setMoved({ index: to, direction });
    },
    onRemove: (index) => {
      remove(index);
      adder.focus();
    },
  };
  const listError = errorOf('questions');
  return (
    <section className="recruiting__section" aria-labelledby="vacancy-questions">
      <h2 id="vacancy-questions">{t('recruiting.questions.heading')}</h2>
      <p className="form-field__hint">{t('recruiting.questions.hint')}</p>
      {fields.length ? (
        <LanguageTabs
          idPrefix="questions-tab"
          panelId="vacancy-questions-panel"
          label={t('recruiting.questions.languages')}
          value={language}
          onChange={onLanguageChange}
          panelClassName="recruiting__panel"
        >
          {fields.map((field, index) => (
            <QuestionFieldset key={field.id} form={form} index={index} language={language} {...moves} />
          ))}
        </LanguageTabs>
      ) : (
        <p className="recruiting__questions-none">{t('recruiting.questions.none')}</p>
      )}
      <FieldMessage id={`${idPrefix}-questions`} error={listError} />
      <div className="recruiting__questions-add">
        <Button
          ref={adder.ref}
          variant="secondary"
          disabled={full}
          aria-describedby={full ? `${idPrefix}-full` : undefined}
          onClick={add}
        >
          {t('recruiting.questions.add')}
        </Button>
        {full ? (
          <span className="form-field__hint" id={`${idPrefix}-full`}>
            {t('recruiting.questions.full', { max: SCREENING_LIMITS.questions })}
          </span>
        ) : null}
      </div>
    </section>
  );
}
