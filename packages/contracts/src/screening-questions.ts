import { z } from 'zod';
import { localizedTextInput } from './localized-text';
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
