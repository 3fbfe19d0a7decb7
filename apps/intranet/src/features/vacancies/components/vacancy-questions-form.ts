import {
  type LocalizedTextBody,
  type RecruitingVacancy,
  VACANCY_TEXT_LANGUAGES,
  type VacancyBodyInput,
  type VacancyFormValues,
  vacancyFormSchema,
  vacancyFormToBody,
  vacancyToForm,
} from '@portal/contracts/recruiting';
import { SCREENING_LIMITS, SCREENING_QUESTION_KINDS, screeningNumber } from '@portal/contracts/screening';
import { type ScreeningQuestion, screeningQuestionsInput } from '@portal/contracts/screening-questions';
import { z } from 'zod';

/**
 * The vacancy editor's screening questions (issue 29): how the form holds them, how they become the body's
 * `questions`, and the rules, which are the body's ({@link screeningQuestionsInput}) on the converted values, so the
 * form and the API cannot disagree. The issues keep the body's paths, which are the form's too.
 */

/** A text per language as the form holds it (a language left blank is ''). */
export type FormText = Record<(typeof VACANCY_TEXT_LANGUAGES)[number], string>;

const formText = z.object({ 'pt-BR': z.string(), 'en-US': z.string(), 'es-ES': z.string() });

/**
 * One question in the form. Every kind keeps every field (two options at least, a unit, a requirement) so switching
 * kinds loses nothing typed; the body takes what the kind uses. `demands` is the 'require an answer' box.
 */
const questionFormShape = z.object({
  key: z.string(),
  kind: z.enum(SCREENING_QUESTION_KINDS),
  text: formText,
  options: z.array(z.object({ key: z.string(), text: formText })),
  unit: formText,
  required: z.boolean(),
  demands: z.boolean(),
  /** The accepted answers ('yes'/'no' or option keys), the minimum and maximum as typed, and why. */
  requirement: z.object({ accepts: z.array(z.string()), min: z.string(), max: z.string(), reason: formText }),
});
export type QuestionFormValues = z.infer<typeof questionFormShape>;

/** The editor's values: the vacancy's fields (see `vacancyFormSchema`) and its questions. */
export type VacancyEditorValues = VacancyFormValues & { questions: QuestionFormValues[] };

type QuestionBody = NonNullable<VacancyBodyInput['questions']>[number];

/** A number the recruiter typed that is not one (the body's rule only says 'a number'). */
const NUMBER_INVALID = 'intranet:recruiting.questions.numberInvalid';

const emptyText = (): FormText => ({ 'pt-BR': '', 'en-US': '', 'es-ES': '' });

function toFormText(value: LocalizedTextBody | undefined): FormText {
  return {
    'pt-BR': value?.['pt-BR'] ?? '',
    'en-US': value?.['en-US'] ?? '',
    'es-ES': value?.['es-ES'] ?? '',
  };
}

/** The next key of `prefix` after those in use ('q1', 'q2'…; 'o1', 'o2'…): never one already given. */
export function nextKey(prefix: string, used: readonly string[]): string {
  const numbers = used.map((key) => (key.startsWith(prefix) ? Number(key.slice(prefix.length)) : 0));
  const last = Math.max(0, ...numbers.filter((n) => Number.isInteger(n)));
  return `${prefix}${last + 1}`;
}

/** An option with no text yet. */
export function newOption(key: string): QuestionFormValues['options'][number] {
  return { key, text: emptyText() };
}

/** A new yes/no question, optional (a vacancy with applications takes new questions only if optional). */
export function newQuestion(used: readonly string[]): QuestionFormValues {
  return {
    key: nextKey('q', used),
    kind: 'yes_no',
    text: emptyText(),
    options: [newOption('o1'), newOption('o2')],
    unit: emptyText(),
    required: false,
    demands: false,
    requirement: { accepts: [], min: '', max: '', reason: emptyText() },
  };
}

/** A number as the recruiter writes it in `locale` ('2,5' in pt-BR), '' for none. */
function numberText(value: number | undefined, locale: string): string {
  if (value === undefined) return '';
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 10 }).format(value);
}

/** A stored question as the form shows it, its keys kept (answers are tied to them). */
function questionToForm(question: ScreeningQuestion, locale: string): QuestionFormValues {
  const requirement = question.requirement;
  return {
    key: question.key,
    kind: question.kind,
    text: toFormText(question.text),
    options: question.options?.length
      ? question.options.map((option) => ({ key: option.key, text: toFormText(option.text) }))
      : [newOption('o1'), newOption('o2')],
    unit: toFormText(question.unit),
    required: question.required,
    demands: requirement !== undefined,
    requirement: {
      accepts: [...(requirement?.accepts ?? [])],
      min: numberText(requirement?.min, locale),
      max: numberText(requirement?.max, locale),
      reason: toFormText(requirement?.reason),
    },
  };
}

/** A minimum or maximum as typed: none when blank, NaN (refused) when it cannot be read. */
function typedNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : (screeningNumber(text) ?? Number.NaN);
}

/** The requirement as the body's: the accepted answers the kind offers (in the order ticked), or the range. */
function requirementToBody(question: QuestionFormValues): QuestionBody['requirement'] {
  const { accepts, min, max, reason } = question.requirement;
  if (question.kind === 'number') {
    const [low, high] = [typedNumber(min), typedNumber(max)];
    return {
      ...(low === undefined ? {} : { min: low }),
      ...(high === undefined ? {} : { max: high }),
      reason,
    };
  }
  const offered = question.kind === 'yes_no' ? ['yes', 'no'] : question.options.map((option) => option.key);
  return { accepts: accepts.filter((answer) => offered.includes(answer)), reason };
}

/** One question of the form as the body's: only what its kind uses. */
function questionToBody(question: QuestionFormValues): QuestionBody {
  const { key, kind, text, required } = question;
  const unitGiven = Object.values(question.unit).some((value) => value.trim() !== '');
  return {
    key,
    kind,
    text,
    ...(kind === 'single_choice'
      ? { options: question.options.map((option) => ({ key: option.key, text: option.text })) }
      : {}),
    ...(kind === 'number' && unitGiven ? { unit: question.unit } : {}),
    required,
    ...(question.demands && kind !== 'short_text' ? { requirement: requirementToBody(question) } : {}),
  };
}

/** A vacancy (or none: a new one) as the editor shows it, its questions included. */
export function vacancyToEditor(vacancy: RecruitingVacancy | undefined, locale: string): VacancyEditorValues {
  return {
    ...vacancyToForm(vacancy, locale),
    questions: (vacancy?.questions ?? []).map((question) => questionToForm(question, locale)),
  };
}

/** The editor's values as the API's body, the deadline typed in `locale`'s order. */
export function editorToBody(values: VacancyEditorValues, locale: string): VacancyBodyInput {
  return { ...vacancyFormToBody(values, locale), questions: values.questions.map(questionToBody) };
}

/** The editor's rules: the vacancy's (`vacancyFormSchema`), then the questions' as the body's. */
export function vacancyEditorSchema(locale: string) {
  return vacancyFormSchema(locale)
    .safeExtend({ questions: z.array(questionFormShape) })
    .superRefine((values, context) => {
      const parsed = screeningQuestionsInput.safeParse(values.questions.map(questionToBody));
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        const path = ['questions', ...issue.path.map(String)];
        const last = path.at(-1);
        const unreadable = (last === 'min' || last === 'max') && issue.code === 'invalid_type';
        context.addIssue({ code: 'custom', path, message: unreadable ? NUMBER_INVALID : issue.message });
      }
    });
}

/** Every field of the questions the server may name in a problem's errors[] (the key is never shown: the alert). */
export const QUESTION_FIELDS: readonly string[] = Array.from(
  { length: SCREENING_LIMITS.questions },
  (_, index) => {
    const at = `questions.${index}`;
    const texts = (name: string) => VACANCY_TEXT_LANGUAGES.map((language) => `${name}.${language}`);
    const options = Array.from({ length: SCREENING_LIMITS.optionsMax }, (_, option) =>
      texts(`${at}.options.${option}.text`),
    );
    return [
      `${at}.kind`,
      ...texts(`${at}.text`),
      `${at}.options`,
      ...options.flat(),
      ...texts(`${at}.unit`),
      `${at}.required`,
      `${at}.requirement`,
      `${at}.requirement.accepts`,
      `${at}.requirement.min`,
      `${at}.requirement.max`,
      ...texts(`${at}.requirement.reason`),
    ];
  },
).flat();

/** The paths of the errors below `errors` (a message of its own, or its parts'), in the form's order. */
export function errorPaths(errors: unknown, prefix: string): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const node = errors as Record<string, unknown>;
  const own = typeof node.message === 'string' && node.message ? [prefix] : [];
  const parts = Object.keys(node)
    .filter((key) => !['ref', 'type', 'types', 'message', 'root'].includes(key))
    .flatMap((key) => errorPaths(node[key], `${prefix}.${key}`));
  return [...own, ...parts];
}
