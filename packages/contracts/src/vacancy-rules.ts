/**
 * The vacancy rules and values both sides share, without zod: the browser bundle imports this file, the zod
 * schemas of the vacancy API (./vacancies) are for the server and tests.
 */

/** A vacancy is written as a draft, published (public until its deadline), then closed; reopening publishes again. */
export const VACANCY_STATUSES = ['draft', 'published', 'closed'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

/** Work modality of a vacancy. */
export const MODALITIES = ['on_site', 'hybrid', 'remote'] as const;
export type Modality = (typeof MODALITIES)[number];

/** Contract types: CLT employment, internship, young apprentice (Lei 10.097/2000), temporary. */
export const CONTRACT_TYPES = ['clt', 'internship', 'apprentice', 'temporary'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/**
 * The hiring program of a vacancy: a regular opening, a young apprentice one (CLT art. 428-433, Lei 10.097/2000)
 * or an internship (Lei 11.788/2008). The public list filters by it and the quotas count apprentice hires by it.
 */
export const VACANCY_PROGRAMS = ['regular', 'apprentice', 'internship'] as const;
export type VacancyProgram = (typeof VACANCY_PROGRAMS)[number];

/**
 * The contract types of a regular vacancy. The other two are the programs' own: a young apprentice vacancy is hired
 * on an apprenticeship contract and an internship on an internship agreement, so a program implies its contract
 * (decision 0088) and the editor asks for the contract only of a regular vacancy.
 */
export const REGULAR_CONTRACT_TYPES = ['clt', 'temporary'] as const satisfies readonly ContractType[];

/** Whether a vacancy of `program` may be hired under `contract`: its own contract, or CLT or temporary when regular. */
export function contractFitsProgram(program: VacancyProgram, contract: ContractType): boolean {
  return program === 'regular'
    ? (REGULAR_CONTRACT_TYPES as readonly ContractType[]).includes(contract)
    : contract === program;
}

/**
 * The contract a vacancy of `program` is hired under (decision 0088): the program's own for an apprentice or an
 * internship vacancy, whatever `chosen` says; the chosen one (CLT unless told) for a regular vacancy.
 */
export function contractTypeOf(program: VacancyProgram, chosen: ContractType | undefined): ContractType {
  return program === 'regular' ? (chosen ?? 'clt') : program;
}

/** The program of a vacancy that does not say (every vacancy written before programs existed). */
export const DEFAULT_VACANCY_PROGRAM: VacancyProgram = 'regular';

/** Whether `value` names a program (a URL's `?program=` is any text). */
export function isVacancyProgram(value: unknown): value is VacancyProgram {
  return (VACANCY_PROGRAMS as readonly unknown[]).includes(value);
}

/** The only value of the public list's `?pcd=` filter: the vacancies exclusive to people with disabilities. */
export const PCD_FILTER_VALUE = 'true';

/** The seven benefit flags of spec §2 (careers screen 2), in display order. */
export const BENEFITS = [
  'health',
  'social_legal_assistance',
  'private_pension',
  'citizen_company',
  'education',
  'profit_sharing',
  'restaurant',
] as const;
export type Benefit = (typeof BENEFITS)[number];

/**
 * The pipeline of an application (decision 0051): received → in review → interview → approved or not
 * selected; withdrawn when the candidate cancels. In this order: a recruiter only moves an application forward.
 */
export const APPLICATION_STATUSES = [
  'received',
  'in_review',
  'interview',
  'approved',
  'not_selected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The kinds of step of an application's timeline: a change of status, or the candidate's request for review of a
 * flagged application (issue 29: it changes nothing but is told to the recruiters and answered by a status change).
 */
export const APPLICATION_EVENT_KINDS = ['status', 'review_request'] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

/** Statuses that still wait for an answer; the others are an end. */
export const OPEN_APPLICATION_STATUSES = ['received', 'in_review', 'interview'] as const;

/** The statuses a recruiter may set. */
export const RECRUITER_APPLICATION_STATUSES = ['in_review', 'interview', 'approved', 'not_selected'] as const;

/** Who changes an application: the recruiter, the candidate (withdraw, apply again) or the closing job. */
export type ApplicationActor = 'recruiter' | 'candidate' | 'system';

export function isOpenApplication(status: ApplicationStatus): boolean {
  return (OPEN_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/**
 * Whether `actor` may move an application from `from` to `to` (the one place these rules live):
 * - a recruiter moves an open application forward (skipping steps is allowed: received → interview), approves
 *   only after a review or an interview, and may answer 'not selected' at any open step;
 * - the candidate withdraws an open application, and applies again to a withdrawn one (it is received again);
 * - the system ends an open application as not selected.
 */
export function canMoveApplication(
  actor: ApplicationActor,
  from: ApplicationStatus,
  to: ApplicationStatus,
): boolean {
  if (from === to) return false;
  if (actor === 'candidate')
    return (isOpenApplication(from) && to === 'withdrawn') || (from === 'withdrawn' && to === 'received');
  if (!isOpenApplication(from)) return false;
  if (to === 'not_selected') return true;
  if (actor === 'system') return false;
  if (to === 'approved') return from !== 'received';
  return (
    (RECRUITER_APPLICATION_STATUSES as readonly string[]).includes(to) &&
    APPLICATION_STATUSES.indexOf(to) > APPLICATION_STATUSES.indexOf(from)
  );
}

/** Longest search text and filter value accepted by the vacancy list. */
export const VACANCY_SEARCH_MAX = 100;

/** Removes accents and case so 'mecanico' finds 'Mecânico' (the server stores texts in this form too). */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Made once, at the first use: building a DateTimeFormat costs far more than formatting with it (the list asks on
 * every request). Not at module load: one with a time zone takes some 25 ms of a phone's main thread (the zone's
 * data), and the pages that import this file for its constants never call it.
 */
let brasiliaDay: Intl.DateTimeFormat | undefined;
/** The last minute formatted: Brasília's day changes on a whole hour, so one minute has one date. */
let lastMinute = Number.NaN;
let lastDate = '';

/** Today's date (yyyy-MM-dd) in Brasília, where deadlines are set. */
export function brasiliaDate(now: Date = new Date()): string {
  // Formatting still costs microseconds; the list asks on every request, so one format a minute is kept.
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    brasiliaDay ??= new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    lastDate = brasiliaDay.format(now);
    lastMinute = minute;
  }
  return lastDate;
}

/** Whether the application deadline (a yyyy-MM-dd date, valid through its whole day in Brasília) has passed. */
export function isDeadlinePassed(deadline: string, now: Date = new Date()): boolean {
  return deadline < brasiliaDate(now);
}

/** A vacancy text in its three languages: pt-BR always, en-US and es-ES when translated. */
export interface VacancyTexts {
  'pt-BR': string;
  'en-US'?: string | undefined;
  'es-ES'?: string | undefined;
}

/**
 * A vacancy text in `locale`, or in pt-BR when it has no translation there (spec: the public pages fall back to
 * pt-BR): the one rule of the public pages and of the intranet's preview of them. A blank translation counts as
 * none, as the API stores it (trimmed, empty dropped).
 */
export function localizedText(text: VacancyTexts, locale: string): string {
  const translated = (text[locale as keyof VacancyTexts] ?? '').trim();
  return translated || text['pt-BR'].trim();
}
