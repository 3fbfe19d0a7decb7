import { z } from 'zod';
import { BRAZIL_STATE_CODES } from './brazil-states';
import { dictionaryFilter } from './dictionaries';
import { keysetPageQuery, optionalFilter, optionalText } from './input-safety';
import { LOCALES } from './locales';
import { MESSAGES } from './messages';
import { recruiterResumeSchema } from './recruiting';
import { basicInformationSchema } from './resume';
import { isApprenticeAge } from './resume-rules';
import { VACANCY_PROGRAMS } from './vacancy-rules';

/**
 * Where a candidate made the talent pool choice: on the resume (the box beside Finish, saved when ticked; decision
 * 0086), from the account menu, or on the path the careers page's 'submit your resume for future opportunities' call
 * leads to. `finish` is what the resume's box recorded before decision 0086, when it was saved with Finish.
 */
export const TALENT_POOL_SOURCES = ['resume', 'account', 'careers_page', 'finish'] as const;
export type TalentPoolSource = (typeof TALENT_POOL_SOURCES)[number];

/**
 * GET/PUT /api/curriculum/candidates/v1/talent-pool: whether recruiters of the company may find the candidate's
 * resume for other openings and invite the candidate, and since when (null while off).
 */
export const talentPoolChoiceSchema = z.object({
  opt_in: z.boolean(),
  since: z.string().nullable(),
});
export type TalentPoolChoice = z.infer<typeof talentPoolChoiceSchema>;

/** Body of PUT /api/curriculum/candidates/v1/talent-pool; `source` defaults to `account`. */
export const talentPoolBodySchema = z.object({
  opt_in: z.boolean({ message: MESSAGES.consentChoiceRequired }),
  source: z.enum(TALENT_POOL_SOURCES, { message: MESSAGES.optionInvalid }).default('account'),
});
export type TalentPoolBody = z.input<typeof talentPoolBodySchema>;

/*
 * The recruiters' talent pool search (decision 0073): GET /api/recruiting/v1/candidates, GET …/candidates/{id},
 * GET/POST /api/recruiting/v1/saved-searches and DELETE …/{id}.
 */

/** Candidates per page of the search: the default and the most a client may ask for. */
export const TALENT_SEARCH_PAGE = { default: 25, max: 100 } as const;
/** Longest opaque cursor (clients pass back `next_cursor` as given). */
export const TALENT_SEARCH_CURSOR_MAX = 200;
/** Longest free text, city and course filter. */
export const TALENT_SEARCH_TEXT_MAX = 100;
/** The most cities the `city` facet lists (the most frequent first). */
export const TALENT_CITY_FACET_MAX = 20;
/** The most saved searches one recruiter keeps. */
export const TALENT_SAVED_SEARCHES_MAX = 20;
/** The 'last update' filter's choices: the resume updated within so many days (a month, a quarter, half a year, a year). */
export const TALENT_UPDATED_WITHIN_DAYS = [30, 90, 180, 365] as const;
/** Longest name of a saved search. */
export const TALENT_SAVED_SEARCH_NAME_MAX = 80;
/** Young apprentice age (CLT art. 428): 14 to 24 years old on the day of the search, in Brasília. */
export const APPRENTICE_AGE = { min: 14, max: 24 } as const;

/** The filters that need `recruiting.sensitive` (PcD data, LGPD art. 11). */
export const TALENT_SENSITIVE_FILTERS = ['pcd', 'disability_type'] as const;

/** `true` or `false` (absent or '' is no filter). */
const booleanFilter = optionalFilter(z.enum(['true', 'false']), MESSAGES.optionInvalid).transform((value) =>
  value === undefined ? undefined : value === 'true',
);

/** The filters of a talent pool search, without the page (what a saved search keeps). */
export const talentSearchFiltersSchema = z.object({
  /** Free text: name, degrees' course and institution, experiences' role and company (accent- and case-free). */
  q: optionalText(TALENT_SEARCH_TEXT_MAX),
  state: optionalFilter(z.enum(BRAZIL_STATE_CODES), MESSAGES.stateAcronymOnly),
  city: optionalText(TALENT_SEARCH_TEXT_MAX),
  /** The lowest education level: the candidate's highest degree is this one or above. */
  education: dictionaryFilter('instruction_degree'),
  /** Text contained in the course of one of the candidate's degrees. */
  course: optionalText(TALENT_SEARCH_TEXT_MAX),
  language: dictionaryFilter('language'),
  /** The lowest proficiency: in `language`, or in any language without it. */
  proficiency: dictionaryFilter('proficiency_level'),
  workshift: dictionaryFilter('workshift'),
  interest_area: dictionaryFilter('interest_area'),
  /** Aged 14-24 today (Brasília) and interested in the young apprentice program. */
  apprentice_eligible: booleanFilter,
  internship: booleanFilter,
  first_job: booleanFilter,
  /** The resume updated within so many days (one of {@link TALENT_UPDATED_WITHIN_DAYS}). */
  updated_within: optionalFilter(
    z.coerce
      .number({ message: MESSAGES.optionInvalid })
      .refine((days) => (TALENT_UPDATED_WITHIN_DAYS as readonly number[]).includes(days), {
        message: MESSAGES.optionInvalid,
      }),
    MESSAGES.optionInvalid,
  ),
  /** Only with `recruiting.sensitive`. */
  pcd: booleanFilter,
  /** Only with `recruiting.sensitive`. */
  disability_type: dictionaryFilter('disability_type'),
});
export type TalentSearchFilters = z.infer<typeof talentSearchFiltersSchema>;

/** Query of GET /api/recruiting/v1/candidates: the filters, the page size and the previous page's `next_cursor`. */
export const talentSearchQuerySchema = talentSearchFiltersSchema.extend({
  ...keysetPageQuery(TALENT_SEARCH_PAGE, TALENT_SEARCH_CURSOR_MAX),
});
export type TalentSearchQuery = z.infer<typeof talentSearchQuerySchema>;

/**
 * One candidate of the results: who and where, and what the filters look at (`education` is the highest degree's
 * level). `pcd` and `disability_type` only for a recruiter with `recruiting.sensitive`.
 */
export const talentCandidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The candidate's language: mails and notifications (an invitation's too) reach them in it (decision 0071). */
  locale: z.enum(LOCALES),
  city: z.string().nullable(),
  state: z.string().nullable(),
  age: z.number().int().nullable(),
  updated_at: z.string(),
  education: z.number().int().nullable(),
  courses: z.array(z.string()),
  languages: z.array(z.object({ language: z.number().int(), proficiency_level: z.number().int() })),
  workshifts: z.array(z.number().int()),
  interest_areas: z.array(z.number().int()),
  apprentice_eligible: z.boolean(),
  internship: z.boolean(),
  first_job: z.boolean().nullable(),
  pcd: z.boolean().nullable().optional(),
  disability_type: z.number().int().nullable().optional(),
});
export type TalentCandidate = z.infer<typeof talentCandidateSchema>;

const facetSchema = z.array(
  z.object({ value: z.union([z.string(), z.number(), z.boolean()]), count: z.number().int() }),
);

/** The facets: for each filter, how many of the results hold each value (decision 0073). */
export const talentFacetsSchema = z.object({
  state: facetSchema,
  city: facetSchema,
  education: facetSchema,
  language: facetSchema,
  workshift: facetSchema,
  interest_area: facetSchema,
  apprentice_eligible: facetSchema,
  internship: facetSchema,
  first_job: facetSchema,
  /** For each choice of the 'last update' filter, how many results were updated within it. */
  updated_within: facetSchema,
  pcd: facetSchema.optional(),
  disability_type: facetSchema.optional(),
});
export type TalentFacets = z.infer<typeof talentFacetsSchema>;

/** A page of the search: `next_cursor` null on the last page; `total` and `facets` count every result. */
export const talentSearchPageSchema = z.object({
  items: z.array(talentCandidateSchema),
  next_cursor: z.string().nullable(),
  total: z.number().int(),
  facets: talentFacetsSchema,
});
export type TalentSearchPage = z.infer<typeof talentSearchPageSchema>;

/** GET /candidates/{id} (uuid): the candidate and the whole resume; each answer is written to the access log. */
export const talentCandidateParamsSchema = z.object({
  id: z.string().uuid({ message: MESSAGES.required }),
});

/** The resume as a recruiter reads it from the pool; PcD data only with `recruiting.sensitive`. */
export const talentResumeSchema = recruiterResumeSchema.extend({
  basic_information: basicInformationSchema
    .extend({
      pcd: z.boolean().nullable().optional(),
      disability_type: z.number().int().nullable().optional(),
    })
    .nullable(),
});

export const talentCandidateDetailSchema = z.object({
  candidate: talentCandidateSchema,
  resume: talentResumeSchema,
});
export type TalentCandidateDetail = z.infer<typeof talentCandidateDetailSchema>;

/** Body of POST /saved-searches: a name and the filters (validated like the search's). */
export const savedSearchBodySchema = z.object({
  name: z
    .string({ message: MESSAGES.required })
    .trim()
    .min(1, { message: MESSAGES.required })
    .max(TALENT_SAVED_SEARCH_NAME_MAX, { message: MESSAGES.tooLong }),
  query: talentSearchFiltersSchema.prefault({}),
});
export type SavedSearchBody = z.input<typeof savedSearchBodySchema>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchesSchema = z.array(savedSearchSchema);

/*
 * Invitations from the talent pool (decision 0074): POST/GET /api/recruiting/v1/candidates/{id}/invitations for
 * recruiters; GET /api/curriculum/invitations/v1, POST …/{id}/accept and …/{id}/decline for the candidate.
 */

/** Longest message a recruiter may add to an invitation. */
export const INVITATION_MESSAGE_MAX = 2000;

/** What was decided of an invitation; `expired` is an invitation left undecided when its vacancy stopped taking applications. */
export const INVITATION_STATES = ['invited', 'applied', 'declined', 'expired'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** Body of POST /api/recruiting/v1/candidates/{id}/invitations. */
export const invitationBodySchema = z.object({
  vacancy_id: z.number({ message: MESSAGES.required }).int().positive().max(2_147_483_647),
  message: z
    .string()
    .trim()
    .max(INVITATION_MESSAGE_MAX, { message: MESSAGES.tooLong })
    .optional()
    .transform((m) => (m ? m : undefined)),
});
export type InvitationBody = z.input<typeof invitationBodySchema>;

export const invitationCreatedSchema = z.object({ id: z.number().int() });

/**
 * Why a candidate cannot take a vacancy (decision 0087): it is exclusive to people with disabilities and the
 * candidate declared none; it is a young apprentice vacancy and the candidate is not 14-24 years old today (or gave no
 * birth date); or the candidate applied to it or was invited to it already.
 */
export const INVITATION_BLOCKS = [
  'pcd_exclusive',
  'apprentice_age',
  'already_applied',
  'already_invited',
] as const;
export type InvitationBlock = (typeof INVITATION_BLOCKS)[number];

/**
 * Whether the candidate can take the vacancy as the law and the vacancy say (decision 0087): the PcD-exclusive and
 * apprentice-age rules. `today` is Brasília's date (yyyy-MM-dd); `birthdate` and `pcd` come from the resume.
 */
export function eligibilityBlock(
  vacancy: { program: string; pcd_exclusive: boolean },
  candidate: { pcd: boolean | null; birthdate: string | null },
  today: string,
): 'pcd_exclusive' | 'apprentice_age' | null {
  if (vacancy.pcd_exclusive && candidate.pcd !== true) return 'pcd_exclusive';
  if (vacancy.program === 'apprentice' && !isApprenticeAge(candidate.birthdate, today))
    return 'apprentice_age';
  return null;
}

/** The most candidates one bulk invitation names (a page of results, about). */
export const INVITATION_BULK_MAX = 50;

/** The candidate ids of GET /invitation-options: comma-separated, each a uuid, each once, 1 to the bulk maximum. */
const candidateIdList = z
  .string({ message: MESSAGES.required })
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().uuid({ message: MESSAGES.optionInvalid }))
      .min(1, { message: MESSAGES.required })
      .max(INVITATION_BULK_MAX, { message: MESSAGES.maxItems })
      .refine((ids) => new Set(ids).size === ids.length, { message: MESSAGES.optionInvalid }),
  );

/** Query of GET /api/recruiting/v1/invitation-options: the candidates the dialog invites. */
export const invitationOptionsQuerySchema = z.object({ candidates: candidateIdList });

/**
 * GET /api/recruiting/v1/invitation-options (decision 0087): what the invitation dialog offers to these candidates.
 * `candidates` are those asked who consent now (with their language: each gets the mail in it); `vacancies` the
 * published, open vacancies of the recruiter's units that at least one of them can take, each with who cannot and
 * why (PcD-exclusive vacancies only for a recruiter with `recruiting.sensitive`). Titles in the caller's language.
 */
export const invitationOptionsSchema = z.object({
  candidates: z.array(z.object({ id: z.string(), name: z.string(), locale: z.enum(LOCALES) })),
  vacancies: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      unit: z.object({ id: z.number().int(), name: z.string() }),
      city: z.string(),
      state: z.string(),
      program: z.enum(VACANCY_PROGRAMS),
      pcd_exclusive: z.boolean(),
      application_deadline: z.string(),
      blocked: z.array(z.object({ candidate_id: z.string(), reason: z.enum(INVITATION_BLOCKS) })),
    }),
  ),
});
export type InvitationOptions = z.infer<typeof invitationOptionsSchema>;
export type InvitationOption = InvitationOptions['vacancies'][number];

/** Body of POST /api/recruiting/v1/invitations: several candidates invited at once, with one message. */
export const bulkInvitationBodySchema = invitationBodySchema.extend({
  candidate_ids: z
    .array(z.string().uuid({ message: MESSAGES.optionInvalid }), { message: MESSAGES.required })
    .min(1, { message: MESSAGES.required })
    .max(INVITATION_BULK_MAX, { message: MESSAGES.maxItems })
    .refine((ids) => new Set(ids).size === ids.length, { message: MESSAGES.optionInvalid }),
});
export type BulkInvitationBody = z.input<typeof bulkInvitationBodySchema>;

/**
 * The answer of a bulk invitation: who was invited (with the invitation's id) and who was not, each with the problem
 * code and its detail in the caller's language, as the one-candidate invitation would have answered.
 */
export const bulkInvitationResultSchema = z.object({
  invited: z.array(z.object({ candidate_id: z.string(), id: z.number().int() })),
  refused: z.array(z.object({ candidate_id: z.string(), code: z.string(), detail: z.string() })),
});
export type BulkInvitationResult = z.infer<typeof bulkInvitationResultSchema>;

/** One invitation as the recruiter sees it (GET …/candidates/{id}/invitations), newest first. */
export const recruiterInvitationSchema = z.object({
  id: z.number().int(),
  vacancy: z.object({ id: z.number().int(), title: z.string() }),
  message: z.string().nullable(),
  state: z.enum(INVITATION_STATES),
  invited_at: z.string(),
  decided_at: z.string().nullable(),
  invited_by: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type RecruiterInvitation = z.infer<typeof recruiterInvitationSchema>;
export const recruiterInvitationsSchema = z.array(recruiterInvitationSchema);

/** One invitation as the candidate sees it (GET /api/curriculum/invitations/v1), newest first. */
export const candidateInvitationSchema = z.object({
  id: z.number().int(),
  vacancy: z.object({
    id: z.number().int(),
    title: z.string(),
    city: z.string(),
    state: z.string(),
    unit: z.object({ id: z.number().int(), name: z.string() }),
    deadline: z.string(),
  }),
  message: z.string().nullable(),
  state: z.enum(INVITATION_STATES),
  invited_at: z.string(),
  decided_at: z.string().nullable(),
});
export type CandidateInvitation = z.infer<typeof candidateInvitationSchema>;
export const candidateInvitationsSchema = z.array(candidateInvitationSchema);
