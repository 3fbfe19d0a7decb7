import { MESSAGES, type MessageKey } from './messages';

/** What an experience's end date may say instead of a month/year when the job is current (spec §3). */
export const CURRENT_END_DATE = 'Present';

/** Years before this are not accepted as a resume date. */
const MIN_YEAR = 1900;

/** Splits 'mm/yyyy' into numbers; `null` unless it is exactly two parts with month 1-12 and a 4-digit year. */
function parseMonthYear(input: string): { month: number; year: number } | null {
  const parts = input.trim().split('/');
  if (parts.length !== 2) return null;
  const [monthText = '', yearText = ''] = parts.map((part) => part.trim());
  if (!/^\d{1,2}$/.test(monthText) || !/^\d{4}$/.test(yearText)) return null;
  const month = Number(monthText);
  const year = Number(yearText);
  if (month < 1 || month > 12 || year < MIN_YEAR) return null;
  return { month, year };
}

/**
 * Converts a month/year input to the API's year-month: '03/2024' → '2024-03', '3/2024' → '2024-03'.
 * Anything that is not exactly two valid parts separated by a slash gives '' (spec §5), which is also what an
 * empty or 'Present' end date sends.
 */
export function monthYearToApi(input: string): string {
  const parsed = parseMonthYear(input);
  if (!parsed) return '';
  return `${parsed.year}-${String(parsed.month).padStart(2, '0')}`;
}

/** Converts the API's year-month to the input format: '2024-03' → '03/2024'; anything else gives ''. */
export function apiToMonthYear(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return '';
  const [, year = '', month = ''] = match;
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return '';
  return `${month}/${year}`;
}

/** True when an end date means "still ongoing": empty, or 'Present' in any letter case. */
export function isCurrentEndDate(input: string | null | undefined): boolean {
  const value = input?.trim() ?? '';
  return value === '' || value.toLowerCase() === CURRENT_END_DATE.toLowerCase();
}

/** Validates one month/year input: empty → 'This field is required'; invalid → 'The provided date is invalid'. */
export function validateMonthYear(input: string): MessageKey | null {
  if (input.trim() === '') return MESSAGES.required;
  return parseMonthYear(input) ? null : MESSAGES.dateInvalid;
}

/**
 * Validates an end date against its start date, returning the end field's message. A current end date
 * (empty or 'Present') is accepted only when `allowCurrent` is set; otherwise empty is required and
 * 'Present' is invalid. The same month as the start is fine; an earlier one is not. When the start date is
 * itself invalid no comparison is made (the start field reports its own error).
 */
export function validateDateRange(
  start: string,
  end: string,
  options: { allowCurrent?: boolean } = {},
): MessageKey | null {
  if (isCurrentEndDate(end)) {
    if (options.allowCurrent) return null;
    return end.trim() === '' ? MESSAGES.required : MESSAGES.dateInvalid;
  }
  const endDate = parseMonthYear(end);
  if (!endDate) return MESSAGES.dateInvalid;
  const startDate = parseMonthYear(start);
  if (!startDate) return null;
  const startIndex = startDate.year * 12 + startDate.month;
  const endIndex = endDate.year * 12 + endDate.month;
  return endIndex < startIndex ? MESSAGES.endDateBeforeStartDate : null;
}
