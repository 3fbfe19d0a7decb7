import { z } from 'zod';
import { APPLICATION_SOURCES, SOURCE_DETAIL_MAX } from './application-sources';
import { dictionaryFilter, dictionaryOption } from './dictionaries';
import { idParam, idSchema, optionalFilter, optionalText } from './input-safety';
import { MESSAGES } from './messages';
import { isWholeCents, SALARY_AMOUNT_MAX, SALARY_PERIODS } from './salary';
import { SCREENING_LIMITS } from './screening';
import {
  publicScreeningQuestionSchema,
  screeningAnswerInput,
  screeningSummarySchema,
} from './screening-questions';
import {
  APPLICATION_EVENT_KINDS,
  APPLICATION_STATUSES,
  BENEFITS,
  CONTRACT_TYPES,
  DEFAULT_VACANCY_PROGRAM,
  MODALITIES,
  PCD_FILTER_VALUE,
  VACANCY_PROGRAMS,
  VACANCY_SEARCH_MAX,
} from './vacancy-rules';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const isoDateTime = z.string();

/** A vacancy's program in a body: one of the three, `regular` when absent. */
export const vacancyProgramInput = z
  .enum(VACANCY_PROGRAMS, { message: MESSAGES.optionInvalid })
  .default(DEFAULT_VACANCY_PROGRAM);

/** Whether a vacancy is only for people with disabilities (PcD), in a body: false when absent. */
export const pcdExclusiveInput = z.boolean({ message: MESSAGES.optionInvalid }).default(false);

/** Longest list of work shifts a vacancy names (the dictionary has five). */
export const VACANCY_WORKSHIFTS_MAX = 5;

/**
 * A vacancy's area of interest in a body (an id of the `interest_area` dictionary, the one resumes and job alerts
 * use): null or absent when it names none.
 */
export const vacancyInterestAreaInput = dictionaryOption('interest_area').nullable().default(null);

/** The work shifts a vacancy offers (ids of the `workshift` dictionary, each once): none when absent. */
export const vacancyWorkshiftsInput = z
  .array(dictionaryOption('workshift'), { message: MESSAGES.optionInvalid })
  .max(VACANCY_WORKSHIFTS_MAX, { message: MESSAGES.maxItems })
  .refine((ids) => new Set(ids).size === ids.length, { message: MESSAGES.optionInvalid })
  .default([]);

/** A dictionary option named in the caller's language (the public vacancy page's area and shifts). */
const namedOptionSchema = z.object({ id: z.number().int(), name: z.string() });

const salaryAmount = z
  .number({ message: MESSAGES.salaryInvalid })
  .positive({ message: MESSAGES.salaryInvalid })
  .max(SALARY_AMOUNT_MAX, { message: MESSAGES.salaryTooHigh })
  .refine(isWholeCents, { message: MESSAGES.salaryInvalid });

/**
 * A vacancy's salary in a body (decision 0078): one amount in reais, or a range (`max` above `min`), per month or
 * hour; null or absent when the vacancy does not state one.
 */
export const vacancySalaryInput = z
  .object({
    min: salaryAmount,
    max: salaryAmount.optional(),
    period: z.enum(SALARY_PERIODS, { message: MESSAGES.optionInvalid }),
  })
  .refine((salary) => salary.max === undefined || salary.max > salary.min, {
    path: ['max'],
    message: MESSAGES.salaryRangeOrder,
  })
  .nullable()
  .default(null);

/** A vacancy's salary in an answer: null when the vacancy states none. */
export const vacancySalarySchema = z
  .object({ min: z.number(), max: z.number().optional(), period: z.enum(SALARY_PERIODS) })
  .nullable();

export const vacancyUnitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
});

/** One vacancy in the list (texts in the caller's language, pt-BR when no translation exists). */
export const vacancyListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.string(),
  state: z.string(),
  unit: vacancyUnitSchema,
  modality: z.enum(MODALITIES),
  contract_type: z.enum(CONTRACT_TYPES),
  program: z.enum(VACANCY_PROGRAMS),
  pcd_exclusive: z.boolean(),
  salary: vacancySalarySchema,
  application_deadline: isoDate,
  published_at: isoDateTime,
});
export type VacancyListItem = z.infer<typeof vacancyListItemSchema>;

/** The full vacancy of careers screen 2. */
export const vacancyDetailSchema = vacancyListItemSchema.extend({
  unit: vacancyUnitSchema.extend({ street: z.string(), district: z.string(), postal_code: z.string() }),
  duties: z.string(),
  working_day: z.string(),
  requirements: z.string(),
  observations: z.string(),
  benefits: z.array(z.enum(BENEFITS)),
  /** The area of interest and the work shifts, named in the caller's language; null and [] when not given. */
  interest_area: namedOptionSchema.nullable(),
  workshifts: z.array(namedOptionSchema),
  status: z.enum(['open', 'closed']),
  deadline_passed: z.boolean(),
  updated_at: isoDateTime,
  /** The screening questions the apply flow asks, with their requirements' reasons (issue 29); [] when none. */
  questions: z.array(publicScreeningQuestionSchema),
});
export type VacancyDetail = z.infer<typeof vacancyDetailSchema>;

/** A free-text filter of a vacancy query (the public list and the recruiters' lists): blank is no filter. */
export const filterText = optionalText(VACANCY_SEARCH_MAX);

/**
 * Query of GET /curriculum/vacancies/v1: free text (case- and accent-insensitive), city, unit id, program,
 * `pcd=true` (only the vacancies exclusive to people with disabilities), an area of interest and a work shift (the
 * vacancies that name them: what a job alert follows). An empty value is no filter, as a plain
 * HTML form sends it; any other value than those is a 400 naming the field.
 */
export const vacancyQuerySchema = z.object({
  q: filterText,
  city: filterText,
  unit: optionalFilter(idParam()),
  program: optionalFilter(z.enum(VACANCY_PROGRAMS), MESSAGES.optionInvalid),
  pcd: optionalFilter(z.literal(PCD_FILTER_VALUE), MESSAGES.optionInvalid).transform((value) =>
    value === undefined ? undefined : true,
  ),
  interest_area: dictionaryFilter('interest_area'),
  workshift: dictionaryFilter('workshift'),
});
export type VacancyQuery = z.infer<typeof vacancyQuerySchema>;

/**
 * The options of the list's city and unit selects (GET /curriculum/vacancies/v1/filters): only those with listed
 * vacancies. Each unit names the cities of its listed vacancies, so the unit select can offer only the units of the
 * chosen city without another request.
 */
export const vacancyFiltersSchema = z.object({
  cities: z.array(z.object({ city: z.string(), state: z.string() })),
  units: z.array(z.object({ id: z.number().int(), name: z.string(), cities: z.array(z.string()) })),
});
export type VacancyFilters = z.infer<typeof vacancyFiltersSchema>;

/** Body of POST /curriculum/vacancies/v1 (apply). */
export const applyBodySchema = z.object({
  vacancy_id: idSchema,
  /** The answers to the vacancy's screening questions (issue 29); a required one left out is a 400 naming it. */
  answers: z
    .array(screeningAnswerInput)
    .max(SCREENING_LIMITS.questions * 2, { message: MESSAGES.maxItems })
    .default([]),
  /** Where the candidate arrived from (the arrival link's mark, `sourceOfLink`); `direct` when not given. */
  source: z.enum(APPLICATION_SOURCES, { message: MESSAGES.optionInvalid }).default('direct'),
  source_detail: z
    .string()
    .trim()
    .max(SOURCE_DETAIL_MAX, { message: MESSAGES.tooLong })
    .regex(/^[a-z0-9._-]*$/i, { message: MESSAGES.invalidCharacters })
    .optional(),
});
export type ApplyBody = z.infer<typeof applyBodySchema>;

/** Body of POST /curriculum/invitations/v1/{id}/accept: the answers, as applying takes them (none without questions). */
export const invitationAcceptBodySchema = applyBodySchema.pick({ answers: true }).nullish();

/** One step of an application's timeline as the candidate sees it: never the recruiter's internal note. */
export const applicationEventSchema = z.object({
  at: isoDateTime,
  /** Null for the first step (the application was received). */
  from: z.enum(APPLICATION_STATUSES).nullable(),
  to: z.enum(APPLICATION_STATUSES),
  /** The message to the candidate, if the recruiter wrote one; the candidate's own with a review request. */
  message: z.string().nullable(),
  kind: z.enum(APPLICATION_EVENT_KINDS),
  /** With a move to not selected: the respectful sentence of its reason, in the caller's language. */
  reason: z.string().nullable(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** One of the signed-in candidate's applications (GET /curriculum/vacancies/v1/user), its timeline oldest first. */
export const applicationSchema = z.object({
  id: z.number().int(),
  vacancy: vacancyListItemSchema.pick({ id: true, title: true, city: true, state: true, unit: true }).extend({
    open: z.boolean(),
  }),
  applied_at: isoDateTime,
  status: z.enum(APPLICATION_STATUSES),
  events: z.array(applicationEventSchema),
  /** Whether the answers meet the vacancy's requirements and, when not, which and why (issue 29 point 3). */
  screening: screeningSummarySchema,
  /** When the candidate asked for a review of the flag; null when never. */
  review_requested_at: isoDateTime.nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

/** A vacancy's share card (Open Graph `og:image`, decision 0076): the size the large link previews ask for. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The share card of a vacancy in a language, under the API (the pages' `og:image` makes it absolute). */
export function shareCardPath(vacancyId: number, locale: string): string {
  return `/api/curriculum/vacancies/v1/${vacancyId}/card.png?lang=${encodeURIComponent(locale)}`;
}
