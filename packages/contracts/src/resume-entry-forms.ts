import { z } from 'zod';
import { MESSAGES, type MessageKey } from './messages';
import { CURRENT_END_DATE, monthYearToApi, validateDateRange, validateMonthYear } from './month-year';
import type { ComplementBody, DegreeBody, ExperienceBody, LanguageBody } from './resume';

/**
 * The forms of the resume's list sections (degrees, complementary courses, languages, experiences) as zod schemas
 * over what the person types: selects hold the option id as text, dates are 'mm/aaaa' as the month/year mask
 * shows them. Every rule is a contracts function the server also runs (month-year.ts, resume-rules.ts); the
 * `to…Body` functions give the API bodies (dates as 'yyyy-MM', spec §5).
 */

/** Longest course, institution, company and role the API keeps. */
export const ENTRY_TEXT_MAX = 120;
/** Longest description of a complementary course. */
export const COMPLEMENT_DESCRIPTION_MAX = 500;

type Check<T> = (values: T) => Partial<Record<keyof T & string, MessageKey | null>>;

/**
 * A form schema from one rule function: every field is text (or a box), and the function names each field's
 * message. One refinement over the whole object runs every rule together, so the date range is checked even
 * while another field is still empty.
 */
function formSchema<S extends z.ZodRawShape>(shape: S, check: Check<z.infer<z.ZodObject<S>>>) {
  return z.object(shape).superRefine((values, context) => {
    const messages = check(values as never) as Record<string, MessageKey | null | undefined>;
    for (const [field, message] of Object.entries(messages)) {
      if (message) context.addIssue({ code: 'custom', path: [field], message });
    }
  });
}

/** Required text up to `max` characters. */
function requiredText(value: string, max = ENTRY_TEXT_MAX): MessageKey | null {
  const trimmed = value.trim();
  if (trimmed === '') return MESSAGES.required;
  return trimmed.length > max ? MESSAGES.tooLong : null;
}

/** A select's chosen option id. */
const chosen = (value: string): MessageKey | null => (/^\d+$/.test(value) ? null : MESSAGES.required);

/** A form with nothing typed or chosen yet: every text empty, every box unticked. */
function emptyForm<T extends z.ZodObject>(schema: T): z.infer<T> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([field, type]) => [field, type instanceof z.ZodBoolean ? false : '']),
  ) as z.infer<T>;
}

interface Period {
  startDate: string;
  endDate: string;
}

/** The messages of a start and end month/year; a current job (`endless`) asks for no end. */
const periodMessages = (values: Period, endless = false) => ({
  startDate: validateMonthYear(values.startDate),
  endDate: endless ? null : validateDateRange(values.startDate, values.endDate),
});

/** A start and end month/year as the API takes them ('yyyy-MM'). */
const periodToApi = (values: Period) => ({
  startDate: monthYearToApi(values.startDate),
  endDate: monthYearToApi(values.endDate),
});

// ---------------------------------------------------------------- degrees

export const degreeFormSchema = formSchema(
  {
    degree: z.string(),
    course: z.string(),
    /** 'yes' or 'no' (the radios); empty, or null as a form reads radios none of which is ticked, until chosen. */
    completed: z.string().nullable(),
    institution: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  },
  (values) => ({
    degree: chosen(values.degree),
    course: requiredText(values.course),
    completed: values.completed === 'yes' || values.completed === 'no' ? null : MESSAGES.required,
    institution: requiredText(values.institution),
    ...periodMessages(values),
  }),
);
export type DegreeForm = z.infer<typeof degreeFormSchema>;
export const EMPTY_DEGREE_FORM: DegreeForm = emptyForm(degreeFormSchema);
export const toDegreeBody = (values: DegreeForm): DegreeBody => ({
  degree: Number(values.degree),
  course: values.course.trim(),
  completed: values.completed === 'yes',
  institution: values.institution.trim(),
  ...periodToApi(values),
});

// ---------------------------------------------------------------- complements

export const complementFormSchema = formSchema(
  {
    category: z.string(),
    institution: z.string(),
    description: z.string(),
    startDate: z.string(),
    endDate: z.string(),
  },
  (values) => ({
    category: chosen(values.category),
    institution: requiredText(values.institution),
    description: requiredText(values.description, COMPLEMENT_DESCRIPTION_MAX),
    ...periodMessages(values),
  }),
);
export type ComplementForm = z.infer<typeof complementFormSchema>;
export const EMPTY_COMPLEMENT_FORM: ComplementForm = emptyForm(complementFormSchema);
export const toComplementBody = (values: ComplementForm): ComplementBody => ({
  category: Number(values.category),
  institution: values.institution.trim(),
  description: values.description.trim(),
  ...periodToApi(values),
});

// ---------------------------------------------------------------- languages

export const languageFormSchema = formSchema(
  { language: z.string(), proficiency_level: z.string() },
  (values) => ({ language: chosen(values.language), proficiency_level: chosen(values.proficiency_level) }),
);
export type LanguageForm = z.infer<typeof languageFormSchema>;
export const EMPTY_LANGUAGE_FORM: LanguageForm = emptyForm(languageFormSchema);
export const toLanguageBody = (values: LanguageForm): LanguageBody => ({
  language: Number(values.language),
  proficiency_level: Number(values.proficiency_level),
});

// ---------------------------------------------------------------- experiences

/**
 * An experience: `current` (the 'Current job' box) puts the spec's 'Present' ({@link CURRENT_END_DATE}) in the end
 * date, which is then not asked for; without the box the end date is required. 'Present' is sent as an empty end
 * date (spec §5: a month/year that is not two parts is sent empty), which the API stores as a current job.
 */
export const experienceFormSchema = formSchema(
  {
    company: z.string(),
    role: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    current: z.boolean(),
  },
  (values) => ({
    company: requiredText(values.company),
    role: requiredText(values.role),
    ...periodMessages(values, values.current),
  }),
);
export type ExperienceForm = z.infer<typeof experienceFormSchema>;
export const EMPTY_EXPERIENCE_FORM: ExperienceForm = emptyForm(experienceFormSchema);
export const toExperienceBody = (values: ExperienceForm): ExperienceBody => ({
  company: values.company.trim(),
  role: values.role.trim(),
  ...periodToApi({
    startDate: values.startDate,
    endDate: values.current ? CURRENT_END_DATE : values.endDate,
  }),
});

/** An API end date that means a current job (stored empty). */
export const isCurrentJob = (endDate: string | null | undefined): boolean => !endDate;
