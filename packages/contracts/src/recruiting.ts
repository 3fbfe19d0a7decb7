import { z } from 'zod';
import { APPLICATION_SOURCES } from './application-sources';
import { BRAZIL_STATE_CODES } from './brazil-states';
import { apiToTypedDate, calendarDay, typedDateToApi } from './dates';
import { DICTIONARIES, dictionaryOption } from './dictionaries';
import { idParam, idSchema, keysetPageQuery, optionalFilter, optionalText } from './input-safety';
import { LOCALES } from './locales';
import { type LocalizedTextBody, localizedTextInput, localizedTextSchema } from './localized-text';
import { MESSAGES } from './messages';
import { problemSchema } from './problem';
import {
  addressSchema,
  basicInformationSchema,
  complementSchema,
  degreeSchema,
  experienceSchema,
  interestsSchema,
  languageSchema,
} from './resume';
import { moneyInputText, parseMoney, type SalaryKind, type SalaryPeriod } from './salary';
import {
  recruiterScreeningSchema,
  screeningAnswerRecordSchema,
  screeningQuestionSchema,
  screeningQuestionsInput,
} from './screening-questions';
import {
  filterText,
  pcdExclusiveInput,
  vacancyInterestAreaInput,
  vacancyProgramInput,
  vacancySalaryInput,
  vacancySalarySchema,
  vacancyWorkshiftsInput,
} from './vacancies';
import {
  APPLICATION_EVENT_KINDS,
  APPLICATION_STATUSES,
  BENEFITS,
  CONTRACT_TYPES,
  contractFitsProgram,
  DEFAULT_VACANCY_PROGRAM,
  MODALITIES,
  normalizeSearchText,
  RECRUITER_APPLICATION_STATUSES,
  VACANCY_PROGRAMS,
  VACANCY_STATUSES,
} from './vacancy-rules';

/**
 * The recruiters' vacancy API (decision 0050) under /api/recruiting/v1. Bodies use the names of the
 * public vacancy API; the texts are given per language, pt-BR required (the public pages fall back to it).
 */

// Defined without zod in ./vacancy-rules, so the list screen's first view does not carry the schemas (0058).
export { VACANCY_STATUSES, type VacancyStatus } from './vacancy-rules';
export { type LocalizedTextBody, localizedTextSchema };

/** Longest texts of the vacancy editor, per language. */
export const VACANCY_TEXT_MAX = { title: 120, long: 4000, workingDay: 500 } as const;

const flag = z.boolean().default(false);
/** The seven benefit flags; a missing one is false. */
const benefitsInput = z.object(
  Object.fromEntries(BENEFITS.map((b) => [b, flag])) as Record<(typeof BENEFITS)[number], typeof flag>,
);
const benefitsOutput = z.object(
  Object.fromEntries(BENEFITS.map((b) => [b, z.boolean()])) as Record<
    (typeof BENEFITS)[number],
    z.ZodBoolean
  >,
);

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: MESSAGES.dateInvalid })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { message: MESSAGES.dateInvalid });

/** Body of POST /vacancies (a new draft) and PUT /vacancies/{id} (every field replaced). */
export const vacancyBodySchema = z
  .object({
    title: localizedTextInput(VACANCY_TEXT_MAX.title),
    duties: localizedTextInput(VACANCY_TEXT_MAX.long),
    working_day: localizedTextInput(VACANCY_TEXT_MAX.workingDay),
    requirements: localizedTextInput(VACANCY_TEXT_MAX.long),
    observations: localizedTextInput(VACANCY_TEXT_MAX.long, false),
    unit_id: idSchema,
    city: z.string().trim().min(1, { message: MESSAGES.required }).max(100, { message: MESSAGES.tooLong }),
    state: z.enum(BRAZIL_STATE_CODES, { message: MESSAGES.stateAcronymOnly }),
    modality: z.enum(MODALITIES, { message: MESSAGES.required }),
    /**
     * CLT or temporary for a regular vacancy (required there); an apprentice or internship vacancy has its program's
     * own contract, so the field may be left out and is stored as the program says (decision 0088).
     */
    contract_type: z.enum(CONTRACT_TYPES, { message: MESSAGES.optionInvalid }).optional(),
    program: vacancyProgramInput,
    pcd_exclusive: pcdExclusiveInput,
    salary: vacancySalaryInput,
    interest_area: vacancyInterestAreaInput,
    workshifts: vacancyWorkshiftsInput,
    application_deadline: isoDate,
    benefits: benefitsInput,
    /**
     * The screening questions (issue 29): up to 10; once the vacancy has applications they may gain optional ones
     * but not change (409 `questions_locked`).
     */
    questions: screeningQuestionsInput.default([]),
  })
  .superRefine((body, context) => {
    // A regular vacancy says its contract; an apprenticeship or internship contract needs its program (decision 0088).
    const contract = body.contract_type;
    if (body.program !== 'regular') return;
    if (contract === undefined)
      context.addIssue({ code: 'custom', path: ['contract_type'], message: MESSAGES.required });
    else if (!contractFitsProgram(body.program, contract))
      context.addIssue({ code: 'custom', path: ['contract_type'], message: MESSAGES.contractNeedsProgram });
  });
export type VacancyBody = z.infer<typeof vacancyBodySchema>;
export type VacancyBodyInput = z.input<typeof vacancyBodySchema>;

/** Where a unit is: a vacancy's city and state are its unit's (the units' table holds them). */
export interface UnitPlace {
  city: string;
  state: string;
}

/**
 * The fields of `place` that are not its unit's, with their messages (none when both agree). The city is compared
 * as search compares it (accents, case and spaces aside: 'sao paulo' is São Paulo); what is stored is the unit's.
 */
export function unitPlaceErrors(
  unit: UnitPlace,
  place: UnitPlace,
): { field: 'city' | 'state'; message: string }[] {
  const errors: { field: 'city' | 'state'; message: string }[] = [];
  if (normalizeSearchText(place.city) !== normalizeSearchText(unit.city))
    errors.push({ field: 'city', message: MESSAGES.unitCityMismatch });
  if (place.state.trim().toUpperCase() !== unit.state.toUpperCase())
    errors.push({ field: 'state', message: MESSAGES.unitStateMismatch });
  return errors;
}

/** Applicants of a vacancy per application status, and their total. */
export const applicantCountsSchema = z.object(
  Object.fromEntries([...APPLICATION_STATUSES, 'total'].map((s) => [s, z.number().int()])) as Record<
    (typeof APPLICATION_STATUSES)[number] | 'total',
    z.ZodNumber
  >,
);
export type ApplicantCounts = z.infer<typeof applicantCountsSchema>;

/** Counts of a vacancy without applicants. */
export function emptyApplicantCounts(): ApplicantCounts {
  return Object.fromEntries([...APPLICATION_STATUSES, 'total'].map((s) => [s, 0])) as ApplicantCounts;
}

const recruitingUnitSchema = z.object({ id: z.number().int(), name: z.string() });

/** One vacancy of the recruiter's list. `status` is 'closed' once the deadline has passed (it closes by itself). */
export const recruitingVacancyListItemSchema = z.object({
  id: z.number().int(),
  status: z.enum(VACANCY_STATUSES),
  title: localizedTextSchema,
  unit: recruitingUnitSchema,
  city: z.string(),
  state: z.string(),
  modality: z.enum(MODALITIES),
  contract_type: z.enum(CONTRACT_TYPES),
  program: z.enum(VACANCY_PROGRAMS),
  pcd_exclusive: z.boolean(),
  salary: vacancySalarySchema,
  interest_area: z.number().int().nullable(),
  workshifts: z.array(z.number().int()),
  application_deadline: z.string(),
  published_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  updated_at: z.string(),
  applicants: applicantCountsSchema,
});
export type RecruitingVacancyListItem = z.infer<typeof recruitingVacancyListItemSchema>;

/** GET /vacancies/{id}: every field of the editor. */
export const recruitingVacancySchema = recruitingVacancyListItemSchema.extend({
  questions: z.array(screeningQuestionSchema),
  duties: localizedTextSchema,
  working_day: localizedTextSchema,
  requirements: localizedTextSchema,
  observations: localizedTextSchema,
  benefits: benefitsOutput,
  created_at: z.string(),
});
export type RecruitingVacancy = z.infer<typeof recruitingVacancySchema>;

/** Query of GET /vacancies: status, free text (title in any language, city, unit), unit id. */
export const recruitingVacancyQuerySchema = z.object({
  status: optionalFilter(z.enum(VACANCY_STATUSES)),
  q: filterText,
  unit: optionalFilter(idParam()),
});
export type RecruitingVacancyQuery = z.infer<typeof recruitingVacancyQuerySchema>;

/** GET /units: the units the recruiter may recruit for (the editor's unit select and the list's filter). */
export const recruitingUnitsSchema = z.array(
  recruitingUnitSchema.extend({ city: z.string(), state: z.string() }),
);

/** The three languages of a vacancy's texts, pt-BR first (required); the editor shows one tab each. */
export const VACANCY_TEXT_LANGUAGES = ['pt-BR', 'en-US', 'es-ES'] as const;
export const VACANCY_TEXT_FIELDS = [
  'title',
  'duties',
  'working_day',
  'requirements',
  'observations',
] as const;

const formText = z.object({ 'pt-BR': z.string(), 'en-US': z.string(), 'es-ES': z.string() });

/** The intranet's vacancy editor's values: the body's fields as the form holds them (see {@link vacancyFormSchema}). */
const vacancyFormShape = z.object({
  title: formText,
  duties: formText,
  working_day: formText,
  requirements: formText,
  observations: formText,
  unit_id: z.string(),
  city: z.string(),
  state: z.string(),
  modality: z.string(),
  contract_type: z.string(),
  program: z.string(),
  pcd_exclusive: z.boolean(),
  /** `kind` is the editor's own ('' not given, 'fixed', 'range'); the amounts as typed. */
  salary: z.object({ kind: z.string(), min: z.string(), max: z.string(), period: z.string() }),
  /** The area's id as the select's value ('' none); each shift's box by its id. */
  interest_area: z.string(),
  workshifts: z.record(z.string(), z.boolean()),
  application_deadline: z.string(),
  benefits: z.object(
    Object.fromEntries(BENEFITS.map((b) => [b, z.boolean()])) as Record<
      (typeof BENEFITS)[number],
      z.ZodBoolean
    >,
  ),
});
export type VacancyFormValues = z.infer<typeof vacancyFormShape>;

/**
 * The intranet's vacancy editor's rules, the deadline typed in `locale`'s order ('dd/mm/aaaa'; 'mm/dd/yyyy' in en-US):
 * the body's rules, as the values are converted and checked by {@link vacancyBodySchema}, so the form and the API
 * cannot disagree; the issues keep the body's field paths.
 */
export function vacancyFormSchema(locale: string) {
  return vacancyFormShape.superRefine((values, context) => {
    const parsed = vacancyBodySchema.safeParse(vacancyFormToBody(values, locale));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      // The city and state come from the unit: with none chosen, the unit alone says what is missing.
      if (values.unit_id === '' && (path[0] === 'city' || path[0] === 'state')) continue;
      // A field left empty says so, whatever the body's rule would say of the converted value ('' or 0).
      const typed = path.reduce<unknown>(
        (value, key) =>
          value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
        values,
      );
      const message =
        typed === ''
          ? MESSAGES.required
          : path[0] === 'application_deadline'
            ? MESSAGES.dateInvalid
            : issue.message;
      context.addIssue({ code: 'custom', path, message });
    }
  });
}

/** The editor's values as the API's body (before its own trimming and defaults), the deadline typed in `locale`'s order. */
export function vacancyFormToBody(values: VacancyFormValues, locale: string): VacancyBodyInput {
  return {
    title: values.title,
    duties: values.duties,
    working_day: values.working_day,
    requirements: values.requirements,
    observations: values.observations,
    unit_id: values.unit_id === '' ? 0 : Number(values.unit_id),
    city: values.city,
    state: values.state as VacancyBodyInput['state'],
    modality: values.modality as VacancyBodyInput['modality'],
    // The editor asks for the contract of a regular vacancy only; the others' is their program's (decision 0088).
    contract_type: (values.program === 'regular' || values.program === ''
      ? values.contract_type
      : values.program) as VacancyBodyInput['contract_type'],
    program: values.program as VacancyBodyInput['program'],
    pcd_exclusive: values.pcd_exclusive,
    salary: salaryFormToBody(values.salary),
    interest_area: values.interest_area === '' ? null : Number(values.interest_area),
    workshifts: DICTIONARIES.workshift.map((entry) => entry.id).filter((id) => values.workshifts[id]),
    application_deadline: typedDateToApi(values.application_deadline, locale),
    benefits: values.benefits,
  };
}

/** The editor's salary as the body's: null when not given; an amount that cannot be read is NaN (refused). */
export function salaryFormToBody(salary: VacancyFormValues['salary']): VacancyBodyInput['salary'] {
  const kind = salary.kind as SalaryKind;
  if (kind !== 'fixed' && kind !== 'range') return null;
  const amount = (text: string) => parseMoney(text) ?? Number.NaN;
  return {
    min: amount(salary.min),
    ...(kind === 'range' ? { max: amount(salary.max) } : {}),
    period: salary.period as SalaryPeriod,
  };
}

const emptyText = { 'pt-BR': '', 'en-US': '', 'es-ES': '' };

/**
 * A vacancy as the editor shows it; no vacancy gives the empty form of a new one. Amounts are written as `locale`
 * writes numbers.
 */
export function vacancyToForm(vacancy?: RecruitingVacancy, locale = 'pt-BR'): VacancyFormValues {
  const text = (value: LocalizedTextBody | undefined) => ({
    'pt-BR': value?.['pt-BR'] ?? '',
    'en-US': value?.['en-US'] ?? '',
    'es-ES': value?.['es-ES'] ?? '',
  });
  return {
    title: vacancy ? text(vacancy.title) : { ...emptyText },
    duties: text(vacancy?.duties),
    working_day: text(vacancy?.working_day),
    requirements: text(vacancy?.requirements),
    observations: text(vacancy?.observations),
    unit_id: vacancy ? String(vacancy.unit.id) : '',
    city: vacancy?.city ?? '',
    state: vacancy?.state ?? '',
    modality: vacancy?.modality ?? '',
    // Asked of a regular vacancy only: the others' is their program's (decision 0088).
    contract_type: vacancy && vacancy.program === 'regular' ? vacancy.contract_type : '',
    program: vacancy?.program ?? DEFAULT_VACANCY_PROGRAM,
    pcd_exclusive: vacancy?.pcd_exclusive ?? false,
    salary: {
      kind: vacancy?.salary ? (vacancy.salary.max === undefined ? 'fixed' : 'range') : '',
      min: moneyInputText(vacancy?.salary?.min, locale),
      max: moneyInputText(vacancy?.salary?.max, locale),
      period: vacancy?.salary?.period ?? 'month',
    },
    interest_area: vacancy?.interest_area ? String(vacancy.interest_area) : '',
    workshifts: Object.fromEntries(
      DICTIONARIES.workshift.map((entry) => [entry.id, vacancy?.workshifts.includes(entry.id) ?? false]),
    ),
    // The client revives 'yyyy-MM-dd' into a Date (spec §7); its calendar day is what was stored.
    application_deadline: apiToTypedDate(vacancy ? calendarDay(vacancy.application_deadline) : '', locale),
    benefits: Object.fromEntries(
      BENEFITS.map((b) => [b, vacancy?.benefits[b] ?? false]),
    ) as VacancyFormValues['benefits'],
  };
}

/** A `not_selected_reason` id in a status body. */
const notSelectedReason = dictionaryOption('not_selected_reason').optional();

/** A reason is given with `not_selected` and only there. */
function reasonRule(notSelected: boolean, reason: number | undefined, context: z.RefinementCtx) {
  if (notSelected && reason === undefined)
    context.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.notSelectedReasonRequired });
  if (!notSelected && reason !== undefined)
    context.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.optionInvalid });
}

/** Longest message to a candidate and internal note of a status change. */
export const APPLICATION_MESSAGE_MAX = 2000;

const optionalMessage = optionalText(APPLICATION_MESSAGE_MAX);

const statusChangeFields = z.object({
  status: z.enum(RECRUITER_APPLICATION_STATUSES),
  message: optionalMessage,
  note: optionalMessage,
  /** Why, with `not_selected` (required there, refused elsewhere): a `not_selected_reason` id (issue 29 point 5). */
  reason: notSelectedReason,
});

/** The status change as the recruiter's form fills it: the body below without `from`, under the same rules. */
export const statusChangeFormSchema = statusChangeFields.superRefine((body, context) =>
  reasonRule(body.status === 'not_selected', body.reason, context),
);

/**
 * Body of POST /applications/{id}/status: the message is mailed to the candidate, the note never leaves here. `from`
 * is the status the recruiter saw, required (decisions 0066, 0089): when it no longer holds the answer is 409
 * `status_changed`, so no client overwrites a status it did not see.
 */
export const applicationStatusBodySchema = statusChangeFields
  .extend({ from: z.enum(APPLICATION_STATUSES) })
  .superRefine((body, context) => reasonRule(body.status === 'not_selected', body.reason, context));
export type ApplicationStatusBody = z.infer<typeof applicationStatusBodySchema>;

/** Most applications one bulk answer takes. */
export const BULK_APPLICATIONS_MAX = 500;

/**
 * Body of POST /vacancies/{id}/applications/not-selected: one message for several applicants. Each of
 * `applications` carries the status the recruiter saw (decision 0066): it ends only from there; a bare id of
 * `application_ids` (older clients) ends from any open status. At least one of the two.
 */
export const bulkNotSelectedBodySchema = z
  .object({
    application_ids: z.array(idSchema).min(1).max(BULK_APPLICATIONS_MAX).optional(),
    applications: z
      .array(z.object({ id: idSchema, from: z.enum(APPLICATION_STATUSES) }))
      .min(1)
      .max(BULK_APPLICATIONS_MAX)
      .optional(),
    message: optionalMessage,
    note: optionalMessage,
    reason: notSelectedReason,
  })
  .refine((body) => body.application_ids !== undefined || body.applications !== undefined, {
    message: MESSAGES.required,
    path: ['applications'],
  })
  .superRefine((body, context) => reasonRule(true, body.reason, context));
export type BulkNotSelectedBody = z.infer<typeof bulkNotSelectedBodySchema>;

/** The steps a bulk move takes the applications on to (the table's filtered set, issue 29 point 4). */
export const BULK_MOVE_STATUSES = ['in_review', 'interview'] as const;

/**
 * Body of POST /vacancies/{id}/applications/status: moves several applicants on to `status` with one message (and an
 * internal note), each only from the status the recruiter saw (`from`, decision 0066).
 */
export const bulkStatusBodySchema = z.object({
  applications: z
    .array(z.object({ id: idSchema, from: z.enum(APPLICATION_STATUSES) }))
    .min(1)
    .max(BULK_APPLICATIONS_MAX),
  status: z.enum(BULK_MOVE_STATUSES),
  message: optionalMessage,
  note: optionalMessage,
});
export type BulkStatusBody = z.infer<typeof bulkStatusBodySchema>;

/**
 * Where an application is now, when the recruiter saw it elsewhere (decision 0066): its status, when and by whom it
 * got there (`changed_by` is the recruiter's name; null when the candidate or the system moved it).
 */
export const statusChangeSchema = z.object({
  current_status: z.enum(APPLICATION_STATUSES),
  changed_at: z.string(),
  changed_by: z.string().nullable(),
  changed_by_actor: z.enum(['recruiter', 'candidate', 'system']),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** The 409 `status_changed` problem: the problem members plus where the application is now. */
export const statusChangedProblemSchema = problemSchema.extend(statusChangeSchema.shape);

/** One step of an application's timeline as the recruiter sees it (with the internal note and who did it). */
export const recruitingApplicationEventSchema = z.object({
  at: z.string(),
  from: z.enum(APPLICATION_STATUSES).nullable(),
  to: z.enum(APPLICATION_STATUSES),
  message: z.string().nullable(),
  note: z.string().nullable(),
  actor: z.enum(['recruiter', 'candidate', 'system']),
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** A status change, or the candidate's request for review (its `message` is the candidate's; from = to). */
  kind: z.enum(APPLICATION_EVENT_KINDS),
  /** The `not_selected_reason` of a move to not selected. */
  reason: z.number().int().nullable(),
});
export type RecruitingApplicationEvent = z.infer<typeof recruitingApplicationEventSchema>;

/** An application's status and timeline after a change. */
export const recruitingApplicationStatusSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  events: z.array(recruitingApplicationEventSchema),
});
export type RecruitingApplicationStatus = z.infer<typeof recruitingApplicationStatusSchema>;

/** Answer of the bulk 'not selected': the applications it ended and those it left (already ended, or unknown). */
export const bulkNotSelectedResultSchema = z.object({
  updated: z.array(z.number().int()),
  /** Every application not ended (already ended, moved meanwhile, or not of this vacancy). */
  skipped: z.array(z.number().int()),
  /** Of the skipped, those sent with a `from` that no longer holds, with where they are now. */
  changed: z.array(statusChangeSchema.extend({ id: z.number().int() })),
});

/** Applicants per page of the applicants table: the default and the most a client may ask for. */
export const APPLICANTS_PAGE = { default: 25, max: 100 } as const;

/** Longest opaque cursor of the applicants table (it is the server's; clients pass back `next_cursor` as given). */
export const APPLICANTS_CURSOR_MAX = 200;

/**
 * Query of GET /vacancies/{id}/applications: status filter, free text (the candidate's name, e-mail or city,
 * accent- and case-free), page size and the `next_cursor` of the previous page (keyset pagination, newest first).
 */
export const applicantsQuerySchema = z.object({
  status: optionalFilter(z.enum(APPLICATION_STATUSES)),
  q: filterText,
  /** `misses`: the flagged applications (an answer misses a requirement); `meets`: the others (issue 29 point 4). */
  screening: optionalFilter(z.enum(['meets', 'misses']), MESSAGES.optionInvalid),
  source: optionalFilter(z.enum(APPLICATION_SOURCES), MESSAGES.optionInvalid),
  ...keysetPageQuery(APPLICANTS_PAGE, APPLICANTS_CURSOR_MAX),
});
export type ApplicantsQuery = z.infer<typeof applicantsQuerySchema>;

/** The candidate as the applicants table and the application show them. */
export const applicantCandidateSchema = z.object({
  name: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});

/** One row of the applicants table. */
export const applicantListItemSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.string(),
  candidate: applicantCandidateSchema,
  screening: recruiterScreeningSchema,
  source: z.enum(APPLICATION_SOURCES),
  review_requested_at: z.string().nullable(),
});
export type ApplicantListItem = z.infer<typeof applicantListItemSchema>;

/**
 * A page of GET /vacancies/{id}/applications: `next_cursor` null on the last page; `counts` per status of the
 * vacancy's applicants that match `q` (whatever the `status` filter), so the status tabs tell what each holds.
 */
export const applicantsPageSchema = z.object({
  items: z.array(applicantListItemSchema),
  next_cursor: z.string().nullable(),
  counts: applicantCountsSchema,
});
export type ApplicantsPage = z.infer<typeof applicantsPageSchema>;

/**
 * The candidate's whole resume, read-only, as the candidate's own API gives each section (dictionary ids; the
 * intranet shows their labels from `DICTIONARIES`); the picture as a data URL.
 */
export const recruiterResumeSchema = z.object({
  basic_information: basicInformationSchema.nullable(),
  address: addressSchema.nullable(),
  degrees: z.array(degreeSchema),
  complements: z.array(complementSchema),
  languages: z.array(languageSchema),
  experiences: z.array(experienceSchema),
  first_job: z.boolean().nullable(),
  interests: interestsSchema.nullable(),
});
export type RecruiterResume = z.infer<typeof recruiterResumeSchema>;

const applicationVacancySchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  unit: recruitingUnitSchema,
  status: z.enum(VACANCY_STATUSES),
});

/**
 * GET /applications/{id}: the application, its timeline (with internal notes), the candidate's resume and the
 * candidate's other applications within the recruiter's units. Each answer is written to the resume access log.
 */
export const recruitingApplicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.string(),
  vacancy: applicationVacancySchema,
  /** With the language the candidate reads: mails and notifications go in it, so the recruiter writes in it. */
  candidate: applicantCandidateSchema.extend({ language: z.enum(LOCALES) }),
  /** The answers to the vacancy's questions, each with the texts the candidate read (issue 29). */
  answers: z.array(screeningAnswerRecordSchema),
  screening: recruiterScreeningSchema,
  source: z.enum(APPLICATION_SOURCES),
  /** The job board's name of an `external` source (`utm_source` or `ref`), null otherwise. */
  source_detail: z.string().nullable(),
  /** When the candidate asked for a review of the flag (its message is in the timeline), null when never. */
  review_requested_at: z.string().nullable(),
  events: z.array(recruitingApplicationEventSchema),
  resume: recruiterResumeSchema,
  other_applications: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(APPLICATION_STATUSES),
      created_at: z.string(),
      vacancy: applicationVacancySchema,
    }),
  ),
});
export type RecruitingApplication = z.infer<typeof recruitingApplicationSchema>;
