/**
 * The vacancy rules and values both sides share, without zod: the browser bundle imports this file, the zod
 * schemas of the vacancy API (./vacancies) are for the server and tests.
 */

/** Work modality of a vacancy. */
export const MODALITIES = ['on_site', 'hybrid', 'remote'] as const;
export type Modality = (typeof MODALITIES)[number];

/** Contract types: CLT employment, internship, young apprentice (Lei 10.097/2000), temporary. */
export const CONTRACT_TYPES = ['clt', 'internship', 'apprentice', 'temporary'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

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

/** Application status values (spec §4 leaves them open): received, then in review, then closed. */
export const APPLICATION_STATUSES = ['received', 'in_review', 'closed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

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

// Made once: building a DateTimeFormat costs far more than formatting with it (this runs on every list request).
const brasiliaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date (yyyy-MM-dd) in Brasília, where deadlines are set. */
export function brasiliaDate(now: Date = new Date()): string {
  return brasiliaDay.format(now);
}

/** Whether the application deadline (a yyyy-MM-dd date, valid through its whole day in Brasília) has passed. */
export function isDeadlinePassed(deadline: string, now: Date = new Date()): boolean {
  return deadline < brasiliaDate(now);
}
