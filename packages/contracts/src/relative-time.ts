import { formatDate } from './dates';

/** How long ago something happened, in the largest unit that fits (spec §9). */
export type RelativeTime =
  | { unit: 'now' }
  | { unit: 'minutes' | 'hours' | 'days'; value: number }
  | { unit: 'date'; text: string };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Describes `date` relative to `now`: under 60 s 'now'; under 60 min whole minutes; under 24 h whole hours;
 * under 7 days whole days; otherwise the local date as the reader's language writes it (`formatDate`: 24/12/2026,
 * 12/24/2026 in en-US). Dates in the future count as 'now'.
 */
export function relativeTime(date: Date, now: Date, locale: string): RelativeTime {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE_MS) return { unit: 'now' };
  if (elapsed < HOUR_MS) return { unit: 'minutes', value: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hours', value: Math.floor(elapsed / HOUR_MS) };
  if (elapsed < 7 * DAY_MS) return { unit: 'days', value: Math.floor(elapsed / DAY_MS) };
  return { unit: 'date', text: formatDate(date, locale) };
}

/**
 * The `common` namespace key that displays each counted unit; pass the value as i18next's `count`
 * (plural forms `_one`/`_other`). `now` has no count.
 */
export const RELATIVE_TIME_KEYS = {
  now: 'time.now',
  minutes: 'time.minutesAgo',
  hours: 'time.hoursAgo',
  days: 'time.daysAgo',
} as const;
