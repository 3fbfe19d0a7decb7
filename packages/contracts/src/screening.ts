/**
 * Screening questions of a vacancy (issue 29): what the candidate is asked before applying, and the one rule that
 * says whether an answer meets a question's requirement. A missed requirement never rejects: the application is
 * received and flagged, and a person decides. The apply form and the server both use these functions; they are plain
 * TypeScript (no schema library), so a phone's apply flow carries only them.
 */

import { MESSAGES } from './messages';

/** The kinds of question a vacancy may ask. */
export const SCREENING_QUESTION_KINDS = ['yes_no', 'single_choice', 'number', 'short_text'] as const;
export type ScreeningQuestionKind = (typeof SCREENING_QUESTION_KINDS)[number];

/** At most this many questions per vacancy; a single choice offers between 2 and 10 options. */
export const SCREENING_LIMITS = {
  questions: 10,
  optionsMin: 2,
  optionsMax: 10,
  /** The longest answer to a short-text question. */
  shortTextMax: 300,
} as const;

/** A question's requirement: the accepted answers (yes/no, options) or a minimum and maximum (number). */
export interface ScreeningRequirement {
  /** For yes/no: 'yes' and/or 'no'; for a single choice: the keys of the accepted options. */
  accepts?: readonly string[];
  min?: number;
  max?: number;
}

/** What the rule needs of a question (its texts are the caller's). */
export interface ScreeningQuestionRule {
  key: string;
  kind: ScreeningQuestionKind;
  required: boolean;
  /** For a single choice: the offered options' keys. */
  options?: readonly { key: string }[];
  requirement?: ScreeningRequirement;
}

/** An answer as the apply call sends it: yes/no as 'yes' or 'no', a choice as its option's key, a number, a text. */
export interface ScreeningAnswer {
  key: string;
  value: string | number | boolean | null;
}

/** Why an answer cannot be taken (HTTP 400 naming the question), as opposed to a missed requirement (a flag). */
export type ScreeningAnswerProblem =
  | 'unknown_question'
  | 'duplicate_answer'
  | 'required'
  | 'not_yes_no'
  | 'option_not_offered'
  | 'not_a_number'
  | 'too_long';

/** An answer left out, `null`, or blank text: no answer. */
function isBlank(value: ScreeningAnswer['value'] | undefined): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A number answer as a number (the form sends what the numeric keypad typed, '3' or '2,5'), or null. */
export function screeningNumber(value: ScreeningAnswer['value']): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** A yes/no answer as 'yes' or 'no' (true and false are taken too), or null. */
function yesNo(value: ScreeningAnswer['value']): 'yes' | 'no' | null {
  if (value === true || value === 'yes') return 'yes';
  if (value === false || value === 'no') return 'no';
  return null;
}

/**
 * The problems of a set of answers to `questions`, one per question key at most (in the questions' order, then the
 * unknown keys): an answer to a question the vacancy does not ask, two answers to one question, a required question
 * left blank, a yes/no that is neither, a choice not offered, a number that is not one, a text too long. A number
 * outside the requirement is no problem: it is an answer, flagged by `screeningResult`.
 */
export function screeningAnswerProblems(
  questions: readonly ScreeningQuestionRule[],
  answers: readonly ScreeningAnswer[],
): { key: string; problem: ScreeningAnswerProblem }[] {
  const problems: { key: string; problem: ScreeningAnswerProblem }[] = [];
  const byKey = new Map<string, ScreeningAnswer>();
  const unknown: { key: string; problem: ScreeningAnswerProblem }[] = [];
  const asked = new Set(questions.map((question) => question.key));
  for (const answer of answers) {
    if (!asked.has(answer.key)) unknown.push({ key: answer.key, problem: 'unknown_question' });
    else if (byKey.has(answer.key)) unknown.push({ key: answer.key, problem: 'duplicate_answer' });
    else byKey.set(answer.key, answer);
  }
  for (const question of questions) {
    const value = byKey.get(question.key)?.value;
    if (isBlank(value)) {
      if (question.required) problems.push({ key: question.key, problem: 'required' });
      continue;
    }
    const given = value as NonNullable<ScreeningAnswer['value']>;
    if (question.kind === 'yes_no' && yesNo(given) === null) {
      problems.push({ key: question.key, problem: 'not_yes_no' });
    } else if (
      question.kind === 'single_choice' &&
      !(question.options ?? []).some((option) => option.key === given)
    ) {
      problems.push({ key: question.key, problem: 'option_not_offered' });
    } else if (question.kind === 'number' && screeningNumber(given) === null) {
      problems.push({ key: question.key, problem: 'not_a_number' });
    } else if (
      question.kind === 'short_text' &&
      (typeof given !== 'string' || given.trim().length > SCREENING_LIMITS.shortTextMax)
    ) {
      problems.push({ key: question.key, problem: 'too_long' });
    }
  }
  return [...problems, ...unknown];
}

/**
 * Whether one answer meets its question's requirement: true without a requirement, and for an unanswered optional
 * question (nothing to judge). The one rule of the product: the candidate's screen, the applicants table and the
 * indicators all read it.
 */
export function meetsRequirement(
  question: ScreeningQuestionRule,
  value: ScreeningAnswer['value'] | undefined,
): boolean {
  const requirement = question.requirement;
  if (!requirement || isBlank(value)) return true;
  const given = value as NonNullable<ScreeningAnswer['value']>;
  switch (question.kind) {
    case 'yes_no': {
      const answer = yesNo(given);
      return answer !== null && (requirement.accepts ?? ['yes', 'no']).includes(answer);
    }
    case 'single_choice':
      return typeof given === 'string' && (requirement.accepts ?? []).includes(given);
    case 'number': {
      const number = screeningNumber(given);
      if (number === null) return false;
      return (
        (requirement.min === undefined || number >= requirement.min) &&
        (requirement.max === undefined || number <= requirement.max)
      );
    }
    case 'short_text':
      return true;
  }
}

/** The keys of the questions whose requirement the answers miss, in the questions' order; empty when all are met. */
export function screeningMisses(
  questions: readonly ScreeningQuestionRule[],
  answers: readonly ScreeningAnswer[],
): string[] {
  const byKey = new Map(answers.map((answer) => [answer.key, answer.value]));
  return questions
    .filter((question) => !meetsRequirement(question, byKey.get(question.key)))
    .map((q) => q.key);
}

/** The validation message of each answer problem (its `{{question}}` names the question in the caller's language). */
export const SCREENING_PROBLEM_MESSAGES: Record<ScreeningAnswerProblem, string> = {
  unknown_question: MESSAGES.screeningUnknownQuestion,
  duplicate_answer: MESSAGES.screeningDuplicateAnswer,
  required: MESSAGES.screeningAnswerRequired,
  not_yes_no: MESSAGES.screeningNotYesNo,
  option_not_offered: MESSAGES.screeningOptionNotOffered,
  not_a_number: MESSAGES.screeningNotANumber,
  too_long: MESSAGES.screeningAnswerTooLong,
};
