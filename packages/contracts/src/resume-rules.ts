import { APPRENTICE_MAX_AGE, APPRENTICE_MIN_AGE } from './constants';
import { MESSAGES, type MessageKey } from './messages';

/**
 * Pure rules of the resume (spec §5), shared by the form and the server. No zod here: the browser bundle of
 * every section imports these; the schemas built on them live in ./resume.
 */

/** Keeps only the digits of a phone number and drops a leading country code 55 of a 12/13-digit number. */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return (digits.length === 12 || digits.length === 13) && digits.startsWith('55') ? digits.slice(2) : digits;
}

/**
 * A Brazilian phone number: area code (two digits 1-9) and a landline of 8 digits starting 2-5, or a mobile of
 * 9 digits starting with 9. Masks, spaces and a +55 prefix are accepted: '(47) 99876-5432', '+55 47 3276-4000'.
 */
export function isValidBrazilianPhone(value: string): boolean {
  const digits = normalizePhone(value);
  if (!/^[1-9]{2}\d+$/.test(digits)) return false;
  const local = digits.slice(2);
  if (local.length === 9) return local.startsWith('9');
  if (local.length === 8) return /^[2-5]/.test(local);
  return false;
}

/** Formats a phone while typing: '47998765432' → '(47) 99876-5432', '4732764000' → '(47) 3276-4000'. */
export function formatPhone(value: string): string {
  const digits = normalizePhone(value).slice(0, 11);
  if (digits.length <= 2) return digits ? `(${digits}` : '';
  const area = digits.slice(0, 2);
  const local = digits.slice(2);
  const split = local.length > 8 ? 5 : 4;
  return local.length > split
    ? `(${area}) ${local.slice(0, split)}-${local.slice(split)}`
    : `(${area}) ${local}`;
}

/** The primary phone's message: required, then 'Please enter a valid phone number'. */
export function validatePhone(value: string): MessageKey | null {
  if (value.trim() === '') return MESSAGES.required;
  return isValidBrazilianPhone(value) ? null : MESSAGES.phoneInvalid;
}

/** The secondary phone is optional; when given it must be valid and differ from the primary one. */
export function validateSecondaryPhone(secondary: string, primary: string): MessageKey | null {
  if (secondary.trim() === '') return null;
  if (!isValidBrazilianPhone(secondary)) return MESSAGES.phoneInvalid;
  return normalizePhone(secondary) === normalizePhone(primary) ? MESSAGES.secondaryPhoneSameAsPrimary : null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Full years between a 'yyyy-MM-dd' birthdate and `today` ('yyyy-MM-dd'); null when the birthdate is not a date. */
export function ageOn(birthdate: string, today: string): number | null {
  const b = ISO_DATE.exec(birthdate);
  const t = ISO_DATE.exec(today);
  if (!b || !t) return null;
  const [by, bm, bd] = [Number(b[1]), Number(b[2]), Number(b[3])];
  if (!isRealDate(by, bm, bd)) return null;
  const [ty, tm, td] = [Number(t[1]), Number(t[2]), Number(t[3])];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The oldest birth year accepted. */
const MIN_BIRTH_YEAR = 1900;

/** A birthdate ('yyyy-MM-dd') is a real day from 1900 up to `today`; otherwise 'Please enter a valid date of birth'. */
export function validateBirthdate(birthdate: string, today: string): MessageKey | null {
  const match = ISO_DATE.exec(birthdate);
  if (!match || Number(match[1]) < MIN_BIRTH_YEAR) return MESSAGES.birthdateInvalid;
  const age = ageOn(birthdate, today);
  return age === null || birthdate > today ? MESSAGES.birthdateInvalid : null;
}

/** Young apprentice is only for ages 14 to 24 (spec §5, §9) on `today`. */
export function isApprenticeAge(birthdate: string | null | undefined, today: string): boolean {
  const age = birthdate ? ageOn(birthdate, today) : null;
  return age !== null && age >= APPRENTICE_MIN_AGE && age <= APPRENTICE_MAX_AGE;
}

/** The young-apprentice field's message: null when not selected or when the age fits. */
export function validateApprentice(
  selected: boolean,
  birthdate: string | null | undefined,
  today: string,
): MessageKey | null {
  return selected && !isApprenticeAge(birthdate, today) ? MESSAGES.apprenticeAge : null;
}

/** House numbers longer than this give 'The provided number exceeds the size limit'. */
export const ADDRESS_NUMBER_MAX_LENGTH = 10;

/** A state acronym is two or three capital letters ('SP', 'NSW'); otherwise 'Please enter only the state's acronym'. */
export function isStateAcronym(value: string): boolean {
  return /^[A-Z]{2,3}$/.test(value.trim());
}

/** What identifies a degree for the duplicate rule: level, course and institution, ignoring case and spaces. */
function degreeKey(degree: { degree: number; course: string; institution: string }): string {
  const clean = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');
  return `${degree.degree}|${clean(degree.course)}|${clean(degree.institution)}`;
}

/** True when `candidate` repeats one of `existing` (spec §5 'It is not possible to add duplicate degrees'). */
export function isDuplicateDegree(
  candidate: { degree: number; course: string; institution: string },
  existing: readonly { degree: number; course: string; institution: string }[],
): boolean {
  const key = degreeKey(candidate);
  return existing.some((degree) => degreeKey(degree) === key);
}

/** A resume date as the API sends it: 'yyyy-MM'. */
export const API_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * An API end date against its start ('yyyy-MM'): empty or null is accepted only with `allowCurrent`
 * (a current job); an end before the start gives 'The end date cannot be before the start date'.
 */
export function validateApiMonthRange(
  start: string,
  end: string | null | undefined,
  options: { allowCurrent?: boolean } = {},
): MessageKey | null {
  if (!end) return options.allowCurrent ? null : MESSAGES.required;
  if (!API_MONTH.test(end)) return MESSAGES.dateInvalid;
  if (!API_MONTH.test(start)) return null;
  return end < start ? MESSAGES.endDateBeforeStartDate : null;
}
