import { ALERT_FREQUENCIES, type StoredAlertFilters } from '@portal/contracts/alerts';
import { APPLICATION_SOURCES } from '@portal/contracts/application-sources';
import { SALARY_PERIODS } from '@portal/contracts/salary';
import type { ScreeningAnswerRecord, ScreeningQuestion } from '@portal/contracts/screening-questions';
import { TALENT_POOL_SOURCES } from '@portal/contracts/talent-pool';
import { APPLICATION_EVENT_KINDS, APPLICATION_STATUSES } from '@portal/contracts/vacancy-rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Error reports sent by the front ends (spec §7 POST /intranet/system/v1/errors/{request,javascript}). */
export const systemErrors = pgTable(
  'system_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['request', 'javascript'] }).notNull(),
    message: text('message').notNull(),
    statusCode: integer('status_code'),
    method: text('method'),
    url: text('url'),
    responseMessage: text('response_message'),
    stack: text('stack'),
    agent: text('agent'),
    status: text('status', { enum: ['Treated', 'Untreated'] }).notNull(),
    renderer: text('renderer'),
    userId: uuid('user_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('system_errors_created_at_idx').on(table.createdAt)],
);

/** Server-wide secrets kept in the database so every instance shares them (e.g. the access-token signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** One identity store for candidates and employees (DESIGN §1). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['candidate', 'employee'] }).notNull(),
    email: text('email').notNull(),
    /** Lower-cased e-mail: one account per address. */
    emailNormalized: text('email_normalized').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    /** 'A' = active; any other status forces a password change (spec §6). */
    status: text('status').notNull().default('A'),
    locale: text('locale').notNull().default('pt-BR'),
    // Employee fields of the intranet (spec §3 authenticated intranet user); null for candidates.
    companyId: integer('company_id'),
    establishmentId: integer('establishment_id'),
    sectionId: integer('section_id'),
    /** URL or data URL of the user's picture; the shell shows initials without one. */
    avatar: text('avatar'),
    /** CPF digits (11), for the passwordless CPF sign-in (DESIGN §4.3). */
    cpf: text('cpf'),
    /** CPF sign-in is enabled per account (DESIGN §4.3). */
    cpfLoginEnabled: boolean('cpf_login_enabled').notNull().default(false),
    /** Granted permissions (contracts PERMISSIONS). */
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    /** The units a recruiter may recruit for (decision 0050); null = every unit, empty = none. */
    unitIds: integer('unit_ids').array(),
    /** A disabled account cannot sign in (users CLI `disable`). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** When the password was last set: it expires after PASSWORD_CHANGE_PERIOD_DAYS. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().default(sql`now()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex('users_email_normalized_key').on(table.emailNormalized),
    uniqueIndex('users_cpf_company_key').on(table.cpf, table.companyId),
  ],
);

/** The candidate side of a user (spec §3 Candidate user). */
export const candidates = pgTable('candidates', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  finished: boolean('finished').notNull().default(false),
  seenPrivacyPolicy: boolean('seen_privacy_policy').notNull().default(false),
  lastAccessAt: timestamp('last_access_at', { withTimezone: true }),
  /** When the e-mail was confirmed with the mailed code; null while the registration is pending (decision 0010). */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }).default(sql`now()`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Consents a candidate gave at registration, with the time and the version of the document (decision 0010). */
export const candidateConsents = pgTable(
  'candidate_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['privacy_policy', 'terms_of_use', 'data_storage'] }).notNull(),
    documentVersion: text('document_version').notNull(),
    locale: text('locale').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('candidate_consents_user_idx').on(table.userId)],
);

/** The columns of a table of e-mailed codes (`db/mailed-codes.ts`): one live code per user, hashed, with its tries. */
const mailedCodeColumns = () => ({
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * E-mail confirmation codes (DESIGN §4.4): stored hashed, expire, allow a limited number of tries. One live code per
 * user: asking for a new one replaces the old.
 */
export const confirmationCodes = pgTable('confirmation_codes', mailedCodeColumns());

/**
 * Password recovery codes (decision 0041): like the confirmation codes, stored hashed, 15 minutes,
 * 5 tries, one live code per user; a separate table so a recovery never disturbs a pending registration's code.
 */
export const passwordResetCodes = pgTable('password_reset_codes', mailedCodeColumns());

/** Text in pt-BR with optional en-US and es-ES versions (pt-BR is the fallback). */
export type LocalizedText = { 'pt-BR': string; 'en-US'?: string; 'es-ES'?: string };

/** Company units (plants and offices) where vacancies are. */
export const units = pgTable('units', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  street: text('street').notNull(),
  district: text('district').notNull(),
  postalCode: text('postal_code').notNull(),
});

/** Vacancies (spec §3 Vacancy). */
export const vacancies = pgTable(
  'vacancies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    city: text('city').notNull(),
    state: text('state').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    duties: jsonb('duties').$type<LocalizedText>().notNull(),
    workingDay: jsonb('working_day').$type<LocalizedText>().notNull(),
    requirements: jsonb('requirements').$type<LocalizedText>().notNull(),
    observations: jsonb('observations').$type<LocalizedText>().notNull(),
    modality: text('modality', { enum: ['on_site', 'hybrid', 'remote'] }).notNull(),
    contractType: text('contract_type', { enum: ['clt', 'internship', 'apprentice', 'temporary'] }).notNull(),
    /** regular, young apprentice or internship (the public list filters by it; VACANCY_PROGRAMS in contracts). */
    program: text('program', { enum: ['regular', 'apprentice', 'internship'] })
      .notNull()
      .default('regular'),
    /** Only for people with disabilities (PcD); the public list filters by it. */
    pcdExclusive: boolean('pcd_exclusive').notNull().default(false),
    /** The salary in whole cents of BRL: one amount (max null) or a range, per month or hour; none stated when null. */
    salaryMinCents: integer('salary_min_cents'),
    salaryMaxCents: integer('salary_max_cents'),
    salaryPeriod: text('salary_period', { enum: SALARY_PERIODS }),
    /** The area of interest (an id of the `interest_area` dictionary) and the work shifts (`workshift` ids) it names. */
    interestArea: integer('interest_area'),
    workshifts: integer('workshifts').array().notNull().default(sql`'{}'::integer[]`),
    applicationDeadline: date('application_deadline', { mode: 'string' }).notNull(),
    benefitHealth: boolean('benefit_health').notNull().default(false),
    benefitSocialLegalAssistance: boolean('benefit_social_legal_assistance').notNull().default(false),
    benefitPrivatePension: boolean('benefit_private_pension').notNull().default(false),
    benefitCitizenCompany: boolean('benefit_citizen_company').notNull().default(false),
    benefitEducation: boolean('benefit_education').notNull().default(false),
    benefitProfitSharing: boolean('benefit_profit_sharing').notNull().default(false),
    benefitRestaurant: boolean('benefit_restaurant').notNull().default(false),
    /** The screening questions, in the API's shape (issue 29, decision 0105); their answers keep their own copy. */
    questions: jsonb('questions').$type<ScreeningQuestion[]>().notNull().default(sql`'[]'::jsonb`),
    /** draft → published → closed (reopen publishes again); never public by accident, so a new row is a draft. */
    status: text('status', { enum: ['draft', 'published', 'closed'] })
      .notNull()
      .default('draft'),
    /** Accent- and case-free text of the title (all languages), city and unit, for search. */
    searchText: text('search_text').notNull(),
    /** When it was first published (the public list's order); a draft's is its creation time. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().default(sql`now()`),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The recruiter who created it (null for seeded vacancies); kept when the account goes. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index('vacancies_status_published_idx').on(table.status, table.publishedAt),
    index('vacancies_unit_idx').on(table.unitId, table.updatedAt),
    check(
      'vacancies_salary_check',
      sql`(${table.salaryMinCents} is null) = (${table.salaryPeriod} is null) and (${table.salaryMaxCents} is null or ${table.salaryMaxCents} > ${table.salaryMinCents})`,
    ),
    // A program implies its contract (decision 0088): a regular vacancy is CLT or temporary, the others their own.
    check(
      'vacancies_contract_program_check',
      sql`(${table.program} = 'regular' and ${table.contractType} in ('clt', 'temporary')) or ${table.contractType} = ${table.program}`,
    ),
  ],
);

/** The rows of units and vacancies, which the public vacancy pages and the recruiters' screens both read. */
export type UnitRow = typeof units.$inferSelect;
export type NewUnit = typeof units.$inferInsert;
export type VacancyRow = typeof vacancies.$inferSelect;
export type NewVacancy = typeof vacancies.$inferInsert;

/** A candidate's application to a vacancy: at most one per candidate and vacancy. */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /**
     * The candidate's name, e-mail and city as the applicants search compares them (decision 0059): kept by
     * PostgreSQL triggers (migration 0011) on every application, rename, e-mail or address change, and searched
     * within a vacancy through one GIN index, so no query joins or normalises per applicant.
     */
    candidateSearch: text('candidate_search').notNull().default(''),
    /**
     * The answers to the vacancy's screening questions, each with the texts it answered and whether it meets the
     * requirement (issue 29, decision 0105); `screening_missed` says whether any does not: the flag and its filter.
     */
    answers: jsonb('answers').$type<ScreeningAnswerRecord[]>().notNull().default(sql`'[]'::jsonb`),
    screeningMissed: boolean('screening_missed').notNull().default(false),
    /** Where the application came from (contracts APPLICATION_SOURCES) and, for `external`, the board's name. */
    source: text('source', { enum: APPLICATION_SOURCES }).notNull().default('direct'),
    sourceDetail: text('source_detail'),
    /** When the candidate asked for a review of the flag (once; the message is the event's). */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('applications_user_vacancy_key').on(table.userId, table.vacancyId),
    // The applicants table's screening filter (decision 0105): a vacancy's flagged or unflagged, newest first; and
    // the same of one status (its tab), whose prefix also counts them per status without reading the table.
    index('applications_vacancy_screening_created_idx').on(
      table.vacancyId,
      table.screeningMissed,
      table.createdAt,
      table.id,
    ),
    index('applications_vacancy_screening_status_created_idx').on(
      table.vacancyId,
      table.screeningMissed,
      table.status,
      table.createdAt,
      table.id,
    ),
    index('applications_vacancy_search_idx').using(
      'gin',
      table.vacancyId,
      table.candidateSearch.op('gin_trgm_ops'),
    ),
    // The applicants table (decision 0053): a vacancy's applicants newest first, all or of one status, read by
    // keyset (created_at, id); the first also serves every lookup by vacancy (it replaced a vacancy_id index).
    index('applications_vacancy_created_idx').on(table.vacancyId, table.createdAt, table.id),
    index('applications_vacancy_status_created_idx').on(
      table.vacancyId,
      table.status,
      table.createdAt,
      table.id,
    ),
  ],
);

/**
 * Each change of an application's status (decision 0051): who (a recruiter, the candidate or the closing job),
 * when, from what to what, the message the candidate reads and the internal note the candidate never sees.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    actor: text('actor', { enum: ['recruiter', 'candidate', 'system'] }).notNull(),
    /** The recruiter; null for the candidate's own steps, the system, or a recruiter since deleted. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status', { enum: APPLICATION_STATUSES }),
    toStatus: text('to_status', { enum: APPLICATION_STATUSES }).notNull(),
    message: text('message'),
    note: text('note'),
    /** A change of status, or the candidate's review request (from = to, the message the candidate's). */
    kind: text('kind', { enum: APPLICATION_EVENT_KINDS }).notNull().default('status'),
    /** The `not_selected_reason` (dictionary id) of a move to not selected. */
    reason: integer('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('application_events_application_idx').on(table.applicationId, table.id)],
);

/**
 * Each time a recruiter opened an application with the candidate's resume (decision 0053): who,
 * when, which application. The candidate reads it in the LGPD export; it goes with the candidate's account (and with
 * the application); a recruiter's account that goes leaves the row without who.
 */
export const resumeAccessLog = pgTable(
  'resume_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The application opened; null when the resume was opened from the talent pool (decision 0073). */
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    /** Why it was opened (decision 0073): an application's review, or a talent pool search. */
    purpose: text('purpose', { enum: ['application', 'talent_pool'] })
      .notNull()
      .default('application'),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recruiterId: uuid('recruiter_id').references(() => users.id, { onDelete: 'set null' }),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index('resume_access_log_candidate_idx').on(table.candidateId, table.accessedAt),
    index('resume_access_log_application_idx').on(table.applicationId),
    index('resume_access_log_recruiter_idx').on(table.recruiterId),
  ],
);

/** A signed-in session: one per sign-in, revoked by sign-out or by the reuse of an old refresh token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginType: text('login_type', { enum: ['email', 'cpf', 'azure'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes (they are long random values). Each use rotates: the used token is
 * marked, a new one is issued; presenting a used token again revokes the whole session (DESIGN §4.2).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_key').on(table.tokenHash),
    index('refresh_tokens_session_idx').on(table.sessionId),
  ],
);

/** Notifications of intranet users (spec §3 Notification), texts per language like vacancies. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Name of the source system per language, shown as a coloured initial badge. */
    system: jsonb('system').$type<LocalizedText>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** Null = unread. */
    visualizedAt: timestamp('visualized_at', { withTimezone: true }),
    /** The user (or system account) that created it through the API; null for seeded ones. */
    createdBy: uuid('created_by'),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt)],
);

/** Messages of the intranet contact form (spec §3 Contact message), stored and mailed. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    state: text('state').notNull(),
    message: text('message').notNull(),
    consent: boolean('consent').notNull(),
    /** The signed-in user who sent it (from the session, never from the body). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('contact_messages_ip_created_idx').on(table.ip, table.createdAt)],
);

/**
 * Audit log of sign-ins that need one (DESIGN §4.3: CPF sign-in; also SSO and password changes). The CPF is kept
 * only as a keyed hash; the rows also count attempts for the per-CPF and per-address rate limits, so every instance
 * on the same database shares them.
 */
export const authAudit = pgTable(
  'auth_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event', {
      enum: ['cpf_sign_in', 'oidc_sign_in', 'password_change', 'password_reset'],
    }).notNull(),
    outcome: text('outcome', { enum: ['success', 'refused', 'rate_limited'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC of the subject tried (e.g. the CPF and company), to count attempts without storing the CPF. */
    subjectHash: text('subject_hash'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index('auth_audit_subject_idx').on(table.event, table.subjectHash, table.createdAt),
    index('auth_audit_ip_idx').on(table.event, table.ip, table.createdAt),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Resume (decision 0030): basic information of a candidate (spec §3), one row per user. */
export const resumeBasicInformation = pgTable(
  'resume_basic_information',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The re-encoded WebP picture (EXIF/GPS stripped); served only to its owner. */
    picture: bytea('picture'),
    name: text('name').notNull(),
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    nationality: text('nationality').notNull(),
    sex: text('sex', { enum: ['male', 'female', 'not_informed'] }).notNull(),
    /** CPF digits: one account per CPF. */
    cpf: text('cpf').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    secondaryPhone: text('secondary_phone').notNull().default(''),
    pcd: boolean('pcd'),
    disabilityType: integer('disability_type'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [uniqueIndex('resume_basic_information_cpf_key').on(table.cpf)],
);

/** Resume address, one row per user. */
export const resumeAddresses = pgTable('resume_addresses', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  country: text('country').notNull(),
  postalCode: text('postal_code').notNull(),
  state: text('state').notNull(),
  city: text('city').notNull(),
  district: text('district').notNull(),
  street: text('street').notNull(),
  number: text('number').notNull(),
  complement: text('complement').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * The columns of an entry of a resume list (degrees, courses, languages, experiences): its own id, the owner (gone
 * with the account) and when it was added, around the entry's own columns.
 */
function resumeEntry<Columns extends object>(columns: Columns) {
  return {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...columns,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  };
}

/** Degrees (at most MAX_DEGREES per user). Dates are 'yyyy-MM'. */
export const resumeDegrees = pgTable(
  'resume_degrees',
  resumeEntry({
    degree: integer('degree').notNull(),
    course: text('course').notNull(),
    completed: boolean('completed').notNull(),
    institution: text('institution').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
  }),
  (table) => [index('resume_degrees_user_idx').on(table.userId)],
);

/** Complementary courses (at most MAX_COMPLEMENTS per user). */
export const resumeComplements = pgTable(
  'resume_complements',
  resumeEntry({
    category: integer('category').notNull(),
    institution: text('institution').notNull(),
    description: text('description').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
  }),
  (table) => [index('resume_complements_user_idx').on(table.userId)],
);

/** Languages and proficiency levels. */
export const resumeLanguages = pgTable(
  'resume_languages',
  resumeEntry({
    language: integer('language').notNull(),
    proficiencyLevel: integer('proficiency_level').notNull(),
  }),
  (table) => [uniqueIndex('resume_languages_user_language_key').on(table.userId, table.language)],
);

/** Work experiences (at most MAX_EXPERIENCES per user); an empty end date means a current job. */
export const resumeExperiences = pgTable(
  'resume_experiences',
  resumeEntry({
    company: text('company').notNull(),
    role: text('role').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull().default(''),
  }),
  (table) => [index('resume_experiences_user_idx').on(table.userId)],
);

/** Interests and the first-job answer of the experiences section, one row per user. */
export const resumeInterests = pgTable('resume_interests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  workshifts: integer('workshifts').array().notNull().default(sql`'{}'::integer[]`),
  youngApprentice: boolean('young_apprentice').notNull().default(false),
  internship: boolean('internship').notNull().default(false),
  interestAreas: integer('interest_areas').array().notNull().default(sql`'{}'::integer[]`),
  /** Set when the interests section was saved (a row may exist only for first_job). */
  savedAt: timestamp('saved_at', { withTimezone: true }),
  /** Experiences section: true = first job (no experiences), false = has experiences, null = not answered. */
  firstJob: boolean('first_job'),
});

/**
 * Mails waiting to be sent (decision 0060): written in the transaction of their cause, sent by the outbox worker,
 * deleted once delivered. A failed row keeps only its recipient, Message-ID and error, and is pruned after 30 days.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The Message-ID header (`<uuid@domain>`), fixed at enqueue: a resend after a crash is the same message. */
    messageId: text('message_id').notNull().unique(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    /** Extra headers (List-Unsubscribe, ...), name → value. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'failed'] })
      .notNull()
      .default('pending'),
    /** Sends begun (counted when a worker claims the row). */
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** A worker's lease: while in the future, no other worker claims the row; once past, the row is due again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /**
     * Mails of one sequence (e.g. `application:<id>`) go out one at a time, in the order they were written (by
     * `id`): none is sent while an earlier one of its sequence is still pending (decision 0066). Null: no order.
     */
    sequence: text('sequence'),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.dueAt).where(sql`${table.status} = 'pending'`),
    index('mail_outbox_sequence_idx')
      .on(table.sequence, table.id)
      .where(sql`${table.status} = 'pending' AND ${table.sequence} IS NOT NULL`),
  ],
);

/**
 * The talent pool's members (decision 0070): candidates who consent, now, that recruiters of the company find their
 * resume for other openings and invite them (a purpose of its own, LGPD art. 8 §4; not one of the registration's
 * consents). A row exists exactly while the candidate consents: withdrawing deletes it, so a search that joins this
 * table (by its primary key) sees only those consenting at the moment it runs. Dies with the account.
 */
export const talentPoolMembers = pgTable(
  'talent_pool_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the current consent was given. */
    since: timestamp('since', { withTimezone: true }).notNull(),
    /** Where it was given (contracts TALENT_POOL_SOURCES). */
    source: text('source', { enum: TALENT_POOL_SOURCES }).notNull(),
    /** The version of the consent text the candidate saw (contracts TALENT_POOL_CONSENT_VERSION). */
    documentVersion: text('document_version').notNull(),
    /**
     * The recruiters' search document (decision 0073): name, degrees' courses and institutions, experiences' roles
     * and companies, normalised. PostgreSQL triggers keep it (migration `*_talent_search`); no code writes it.
     */
    searchText: text('search_text').notNull().default(''),
    /** The resume's last update (decision 0073), kept by the same triggers: the search's order and keyset. */
    resumeUpdatedAt: timestamp('resume_updated_at', { withTimezone: true }).notNull().default(sql`now()`),
    // What the filters and facets look at, copied from the resume by the same triggers (decision 0073), so that a
    // search reads this one table: no join over every member on each request.
    finished: boolean('finished').notNull().default(false),
    state: text('state'),
    city: text('city'),
    /** The city normalised (`normalized_search_text`), as the city filter compares it. */
    cityKey: text('city_key'),
    birthdate: date('birthdate', { mode: 'string' }),
    youngApprentice: boolean('young_apprentice').notNull().default(false),
    internship: boolean('internship').notNull().default(false),
    firstJob: boolean('first_job'),
    workshifts: integer('workshifts').array().notNull().default(sql`'{}'::integer[]`),
    interestAreas: integer('interest_areas').array().notNull().default(sql`'{}'::integer[]`),
    /** The highest degree's level. */
    education: integer('education'),
    /** Each language as `language * 100 + proficiency_level`, so "at least this level" is an array overlap. */
    languages: integer('languages').array().notNull().default(sql`'{}'::integer[]`),
    /** The degrees' courses, normalised. */
    coursesText: text('courses_text').notNull().default(''),
    pcd: boolean('pcd'),
    disabilityType: integer('disability_type'),
  },
  (table) => [
    index('talent_pool_members_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('talent_pool_members_updated_idx').on(table.resumeUpdatedAt, table.userId),
    index('talent_pool_members_workshifts_idx').using('gin', table.workshifts),
    index('talent_pool_members_interests_idx').using('gin', table.interestAreas),
    index('talent_pool_members_place_idx').on(table.state, table.cityKey),
  ],
);

/**
 * A recruiter's saved talent pool searches (decision 0073): a name and the query's filters; at most
 * TALENT_SAVED_SEARCHES_MAX per recruiter (checked under the recruiter's lock). Dies with the recruiter's account.
 */
export const talentSavedSearches = pgTable(
  'talent_saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recruiterId: uuid('recruiter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('talent_saved_searches_recruiter_idx').on(table.recruiterId, table.id)],
);

/**
 * Every change of a candidate's talent pool choice, in order (`id`): on or off, when, where and with which version
 * and language of the text. The LGPD export shows it; it dies with the account.
 */
/**
 * How many times the pool's membership changed (decision 0089): one row, bumped in the transaction of every join
 * and every leave (an opt-out, an account deleted) by a trigger on `talent_pool_members`. The search's cached counts
 * name the generation they were made at, so every instance counts again once the change has committed.
 */
export const talentPoolGeneration = pgTable('talent_pool_generation', {
  id: integer('id').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
});

export const talentPoolConsentEvents = pgTable(
  'talent_pool_consent_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optIn: boolean('opt_in').notNull(),
    source: text('source', { enum: TALENT_POOL_SOURCES }).notNull(),
    documentVersion: text('document_version').notNull(),
    locale: text('locale').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('talent_pool_consent_events_user_idx').on(table.userId, table.id)],
);

/**
 * The company's figures for the PcD quota (Lei 8.213/91 art. 93), as the administrator records them: one row.
 * Hires through the portal approved since `figures_date` are added to `pcd_employed` on the quota page (decisions
 * 0072, 0088).
 */
export const quotaCompany = pgTable('quota_company', {
  /** Always 1: the company has one set of figures. */
  id: integer('id').primaryKey().default(1),
  headcount: integer('headcount').notNull(),
  pcdEmployed: integer('pcd_employed').notNull(),
  /** The day the figures are from (decision 0088): PcD hires approved on it or later are added to them. */
  figuresDate: date('figures_date', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Each unit's figures for the apprentice quota (CLT art. 429): its headcount, the workers in functions that require
 * professional training (the quota's base) and the apprentices already employed, as last recorded.
 */
export const quotaUnits = pgTable('quota_units', {
  unitId: integer('unit_id')
    .primaryKey()
    .references(() => units.id, { onDelete: 'cascade' }),
  headcount: integer('headcount').notNull(),
  apprenticeBase: integer('apprentice_base').notNull(),
  apprenticesEmployed: integer('apprentices_employed').notNull(),
  /** The day the figures are from (decision 0088): apprentice hires approved on it or later are added to them. */
  figuresDate: date('figures_date', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A recruiter's invitation of a consenting candidate to a published vacancy (decision 0074): one per candidate and
 * vacancy. `state` is what was decided; `expired` is derived (still invited when the vacancy's deadline passed or it
 * closed). Dies with the candidate's account or the vacancy; kept, without its author, when the recruiter's goes.
 */
export const talentPoolInvitations = pgTable(
  'talent_pool_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    recruiterId: uuid('recruiter_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    state: text('state', { enum: ['invited', 'applied', 'declined'] })
      .notNull()
      .default('invited'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('talent_pool_invitations_user_vacancy_key').on(table.userId, table.vacancyId),
    index('talent_pool_invitations_vacancy_idx').on(table.vacancyId),
  ],
);

/**
 * An address that receives job alerts (decision 0075): kept only while it has an alert; its manage token opens the
 * page where the address pauses, edits or deletes every alert. `last_digest_at` is when the last digest went.
 */
export const jobAlertAddresses = pgTable('job_alert_addresses', {
  /** Lower-cased. */
  email: text('email').primaryKey(),
  manageToken: text('manage_token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
});

/**
 * A job alert (decision 0075): an address follows a search. A visitor's alert waits for the confirmation link
 * (`confirm_token`, valid until `confirm_expires_at`) and is deleted unconfirmed after that; a signed-in candidate's
 * own confirmed address is confirmed at once. `user_id` ties it to the account (made while signed in, or confirmed
 * from the account's own address): it is in the LGPD export and dies with the account.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email')
      .notNull()
      .references(() => jobAlertAddresses.email, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull(),
    filters: jsonb('filters').$type<StoredAlertFilters>().notNull(),
    confirmToken: text('confirm_token').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The one-click unsubscribe link's token (RFC 8058). */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    /** When a digest last carried this alert's matches: its frequency counts from here. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('job_alerts_email_idx').on(table.email), index('job_alerts_user_idx').on(table.userId)],
);

/** The vacancies a digest already carried to an address: never the same vacancy twice to one address. */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    email: text('email')
      .notNull()
      .references(() => jobAlertAddresses.email, { onDelete: 'cascade' }),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.email, table.vacancyId] })],
);
