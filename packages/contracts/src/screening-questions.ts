import { z } from 'zod';
import { localizedTextInput, localizedTextSchema } from './localized-text';
import { MESSAGES } from './messages';
import { SCREENING_LIMITS, SCREENING_QUESTION_KINDS } from './screening';

/**
 * A vacancy's screening questions as the recruiter's editor sends them (issue 29 point 1), checked the same way by
 * the editor's form and by the server: at most 10 questions with keys of their own; kinds yes/no, single choice
 * (2-10 options), number (with a unit) and short text; texts per language, pt-BR required; a requirement (the
 * accepted answers, or a minimum and maximum, and its reason in the three languages) only on a yes/no, a single
 * choice or a number.
 */

/** The longest question, option, unit and reason texts, per language. */
export const SCREENING_TEXT_MAX = { question: 200, option: 80, unit: 20, reason: 200 } as const;

const screeningKey = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, { message: MESSAGES.screeningKeyInvalid });

const requirementInput = z.object({
  accepts: z.array(z.string()).min(1, { message: MESSAGES.screeningRequirementEmpty }).optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  reason: localizedTextInput(SCREENING_TEXT_MAX.reason),
});

const questionInput = z
  .object({
    key: screeningKey,
    kind: z.enum(SCREENING_QUESTION_KINDS, { message: MESSAGES.optionInvalid }),
    text: localizedTextInput(SCREENING_TEXT_MAX.question),
    options: z
      .array(z.object({ key: screeningKey, text: localizedTextInput(SCREENING_TEXT_MAX.option) }))
      .optional(),
    unit: localizedTextInput(SCREENING_TEXT_MAX.unit, false).optional(),
    required: z.boolean().default(false),
    requirement: requirementInput.optional(),
  })
  .superRefine((question, ctx) => {
    const options = question.options ?? [];
    if (question.kind === 'single_choice') {
      if (options.length < SCREENING_LIMITS.optionsMin || options.length > SCREENING_LIMITS.optionsMax)
        ctx.addIssue({ code: 'custom', path: ['options'], message: MESSAGES.screeningOptionsCount });
      const keys = options.map((option) => option.key);
      if (new Set(keys).size !== keys.length)
        ctx.addIssue({ code: 'custom', path: ['options'], message: MESSAGES.screeningKeyRepeated });
    } else if (question.options !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: MESSAGES.screeningOptionsOnlyForChoice });
    }
    const requirement = question.requirement;
    if (!requirement) return;
    const at = (field: string) => ['requirement', field];
    switch (question.kind) {
      case 'short_text':
        ctx.addIssue({ code: 'custom', path: ['requirement'], message: MESSAGES.screeningRequirementOnText });
        return;
      case 'yes_no':
      case 'single_choice': {
        const offered = question.kind === 'yes_no' ? ['yes', 'no'] : options.map((option) => option.key);
        if (!requirement.accepts)
          ctx.addIssue({ code: 'custom', path: at('accepts'), message: MESSAGES.screeningRequirementEmpty });
        else if (requirement.accepts.some((accepted) => !offered.includes(accepted)))
          ctx.addIssue({ code: 'custom', path: at('accepts'), message: MESSAGES.screeningAcceptsOffered });
        if (requirement.min !== undefined || requirement.max !== undefined)
          ctx.addIssue({ code: 'custom', path: at('min'), message: MESSAGES.screeningAcceptsOffered });
        return;
      }
      case 'number':
        if (requirement.accepts !== undefined)
          ctx.addIssue({ code: 'custom', path: at('accepts'), message: MESSAGES.screeningAcceptsOffered });
        if (requirement.min === undefined && requirement.max === undefined)
          ctx.addIssue({ code: 'custom', path: at('min'), message: MESSAGES.screeningRequirementEmpty });
        else if (
          requirement.min !== undefined &&
          requirement.max !== undefined &&
          requirement.min > requirement.max
        )
          ctx.addIssue({ code: 'custom', path: at('max'), message: MESSAGES.screeningRangeInvalid });
    }
  });

/** The `questions` of a vacancy body: at most 10, each key once. */
export const screeningQuestionsInput = z
  .array(questionInput)
  .max(SCREENING_LIMITS.questions, { message: MESSAGES.maxItems })
  .superRefine((questions, ctx) => {
    const seen = new Set<string>();
    questions.forEach((question, index) => {
      if (seen.has(question.key))
        ctx.addIssue({ code: 'custom', path: [index, 'key'], message: MESSAGES.screeningKeyRepeated });
      seen.add(question.key);
    });
  });

export type ScreeningQuestionsBody = z.infer<typeof screeningQuestionsInput>;

/** A vacancy's question as the recruiter's API answers it (the editor's shape, every language). */
export const screeningQuestionSchema = z.object({
  key: z.string(),
  kind: z.enum(SCREENING_QUESTION_KINDS),
  text: localizedTextSchema,
  options: z.array(z.object({ key: z.string(), text: localizedTextSchema })).optional(),
  unit: localizedTextSchema.optional(),
  required: z.boolean(),
  requirement: z
    .object({
      accepts: z.array(z.string()).optional(),
      min: z.number().optional(),
      max: z.number().optional(),
      reason: localizedTextSchema,
    })
    .optional(),
});
export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;

/**
 * A vacancy's question as the public vacancy answers it: its texts in the caller's language and the requirement's
 * reason only, never the accepted answers (issue 29 point 7), so the page says why before the candidate applies.
 */
export const publicScreeningQuestionSchema = z.object({
  key: z.string(),
  kind: z.enum(SCREENING_QUESTION_KINDS),
  text: z.string(),
  options: z.array(z.object({ key: z.string(), text: z.string() })).optional(),
  unit: z.string().optional(),
  required: z.boolean(),
  requirement: z.object({ reason: z.string() }).optional(),
});
export type PublicScreeningQuestion = z.infer<typeof publicScreeningQuestionSchema>;

/** One answer of an apply body: yes/no as 'yes' or 'no', a choice as its option's key, a number, a short text. */
export const screeningAnswerInput = z.object({
  key: z.string().max(40, { message: MESSAGES.tooLong }),
  value: z.union([
    z.string().max(SCREENING_LIMITS.shortTextMax * 2, { message: MESSAGES.tooLong }),
    z.number(),
    z.boolean(),
  ]),
});

/**
 * An application's answer as stored and as the recruiter reads it: the question's texts as they were when it was
 * answered (a question may gain translations later; the answer keeps what the candidate read), the value, the
 * chosen option's text, and whether it meets the requirement (with the requirement's reason when it does not).
 */
export const screeningAnswerRecordSchema = z.object({
  key: z.string(),
  kind: z.enum(SCREENING_QUESTION_KINDS),
  text: localizedTextSchema,
  value: z.union([z.string(), z.number()]),
  option_text: localizedTextSchema.optional(),
  unit: localizedTextSchema.optional(),
  meets: z.boolean(),
  reason: localizedTextSchema.optional(),
});
export type ScreeningAnswerRecord = z.infer<typeof screeningAnswerRecordSchema>;

/** The flag of an application as the candidate reads it: the reasons in the reader's language. */
export const screeningSummarySchema = z.object({
  meets: z.boolean(),
  misses: z.array(z.object({ key: z.string(), question: z.string(), reason: z.string() })),
});
export type ScreeningSummary = z.infer<typeof screeningSummarySchema>;

/** The same flag for a recruiter: the reasons in every language (the intranet shows the reader's). */
export const recruiterScreeningSchema = z.object({
  meets: z.boolean(),
  misses: z.array(z.object({ key: z.string(), question: localizedTextSchema, reason: localizedTextSchema })),
});
export type RecruiterScreening = z.infer<typeof recruiterScreeningSchema>;

/** The longest message of a review request. */
export const REVIEW_MESSAGE_MAX = 1000;

/** Body of POST /curriculum/vacancies/v1/user/{application_id}/review-request. */
export const reviewRequestBodySchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, { message: MESSAGES.required })
    .max(REVIEW_MESSAGE_MAX, { message: MESSAGES.tooLong }),
});
export type ReviewRequestBody = z.infer<typeof reviewRequestBodySchema>;

/** A value with its objects' keys sorted, so two copies compare equal whatever order stored them (jsonb sorts). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/**
 * Whether `next` may replace `current` on a vacancy that has applications (issue 29 point 1): every question asked
 * stays exactly as it was (texts, options, requirement, required), in any order, and the new ones are optional.
 */
export function questionsKeepAnswered(
  current: readonly ScreeningQuestion[],
  next: readonly ScreeningQuestion[],
): boolean {
  const nextByKey = new Map(next.map((question) => [question.key, question]));
  const kept = current.every((question) => {
    const same = nextByKey.get(question.key);
    return same !== undefined && JSON.stringify(canonical(same)) === JSON.stringify(canonical(question));
  });
  const asked = new Set(current.map((question) => question.key));
  return kept && next.every((question) => asked.has(question.key) || !question.required);
}
