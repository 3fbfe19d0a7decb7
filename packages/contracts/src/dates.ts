/*
 * Dates across the API boundary, without a date library: this file is in every page's first bundle, and the
 * formats are fixed, so a few lines of arithmetic do what date-fns' format/parseISO did here.
 */

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * Formats a date for a query string as 'yyyy-MM-dd HH:mm:ss' in local time (24-hour clock; the spec writes
 * 'hh', but a 12-hour hour without AM/PM would make 01:00 and 13:00 the same). An invalid date throws a RangeError.
 */
export function serializeQueryDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const year = date.getFullYear();
  // Years before 1 are written as years of the era, as date-fns' 'yyyy' does (0 → 0001).
  const day = `${pad(year > 0 ? year : 1 - year, 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Date-time with a 'T', optional seconds and fraction, optional zone ('Z', '+03:00', '-0300'). */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}(?:\.\d+)?))?(?:(Z)|([+-])(\d{2}):?(\d{2}))?$/;
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

function isLeapYear(year: number): boolean {
  return year % 400 === 0 || (year % 4 === 0 && year % 100 !== 0);
}

function daysInMonth(year: number, monthIndex: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][monthIndex] ?? 0;
}

/** Midnight UTC of a calendar date (years 0-99 stay themselves), or NaN when the date does not exist. */
function utcDay(year: string, month: string, day: string): number {
  const y = Number(year);
  const m = Number(month) - 1;
  const d = Number(day);
  if (m < 0 || m > 11 || d < 1 || d > daysInMonth(y, m)) return Number.NaN;
  return new Date(0).setUTCFullYear(y, m, d);
}

/** The same wall-clock reading as `utc` shows in UTC, in local time. */
function asLocalTime(utc: number): Date {
  const fields = new Date(utc);
  const local = new Date(0);
  local.setFullYear(fields.getUTCFullYear(), fields.getUTCMonth(), fields.getUTCDate());
  local.setHours(
    fields.getUTCHours(),
    fields.getUTCMinutes(),
    fields.getUTCSeconds(),
    fields.getUTCMilliseconds(),
  );
  return local;
}

/**
 * An ISO 8601 date-time (already matched by DATE_TIME), or null when it names no instant: an impossible date,
 * an hour past 24 (24:00:00 is the end of the day), minutes or seconds past 59, a zone's minutes past 59.
 */
function parseDateTime(match: RegExpExecArray): Date | null {
  const [, year = '', month = '', day = '', h = '', min = '', sec, zulu, sign, zoneH = '', zoneMin = ''] =
    match;
  const date = utcDay(year, month, day);
  const hours = Number(h);
  const minutes = Number(min);
  const seconds = sec === undefined ? 0 : Number.parseFloat(sec);
  const validTime =
    hours === 24 ? minutes === 0 && seconds === 0 : hours < 24 && minutes < 60 && seconds < 60;
  if (Number.isNaN(date) || !validTime) return null;
  const time = hours * HOUR_MS + minutes * MINUTE_MS + seconds * 1000;
  if (zulu) return new Date(date + time);
  if (!sign) return asLocalTime(date + time);
  if (Number(zoneMin) > 59) return null;
  const offset = (sign === '+' ? -1 : 1) * (Number(zoneH) * HOUR_MS + Number(zoneMin) * MINUTE_MS);
  return new Date(date + time + offset);
}

function reviveString(value: string): Date | string {
  const dateTime = DATE_TIME.exec(value);
  if (dateTime) return parseDateTime(dateTime) ?? value;
  const plain = PLAIN_DATE.exec(value);
  if (plain) {
    const day = utcDay(plain[1] ?? '', plain[2] ?? '', plain[3] ?? '');
    if (Number.isNaN(day)) return value;
    const date = asLocalTime(day);
    date.setHours(12, 0, 0, 0);
    return date;
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Deep-copies parsed JSON turning date strings into Dates (spec §7): ISO date-times (with 'T' and an optional
 * zone; without a zone they are local time) and plain 'yyyy-MM-dd' dates (at 12:00 local, so the day never
 * shifts across time zones). Impossible dates ('2024-02-30') and every other string stay as they are.
 */
export function reviveDates<T>(value: unknown): T {
  if (typeof value === 'string') return reviveString(value) as T;
  if (Array.isArray(value)) return value.map((item) => reviveDates(item)) as T;
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = reviveDates(item);
    return copy as T;
  }
  return value as T;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * The calendar day (yyyy-MM-dd) of a date the API sent. A plain date string is taken as it is, so the server and
 * the browser render the same day whatever their time zones; a Date or a date-time string gives its local day.
 */
export function calendarDay(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value).slice(0, 10);
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/**
 * The order a language writes a full date in numbers, typed and shown alike: day first in pt-BR and es-ES
 * (spec §9), month first in en-US. An unknown locale reads as pt-BR.
 */
export function dateOrder(locale: string): 'day-first' | 'month-first' {
  return locale.slice(0, 2).toLowerCase() === 'en' ? 'month-first' : 'day-first';
}

/** 'yyyy-MM-dd' written as `locale` writes it in numbers: '24/12/2026', or '12/24/2026' in en-US. */
function numericDate(year: string, month: string, day: string, locale: string): string {
  return dateOrder(locale) === 'month-first' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/**
 * A date as a person typed it in `locale`'s order ('24/12/1998'; '12/24/1998' in en-US: the date mask puts the
 * slashes) as the API's 'yyyy-MM-dd'; '' for anything else, an impossible day included (31/02).
 */
export function typedDateToApi(text: string, locale: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return '';
  const [, first = '', second = '', year = ''] = match;
  const [day, month] = dateOrder(locale) === 'month-first' ? [second, first] : [first, second];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return real ? `${year}-${month}-${day}` : '';
}

/** The API's 'yyyy-MM-dd' as a date field of `locale` holds it (see {@link typedDateToApi}); '' for anything else. */
export function apiToTypedDate(value: string | null | undefined, locale: string): string {
  const match = PLAIN_DATE.exec(value?.trim() ?? '');
  if (!match) return '';
  const [, year = '', month = '', day = ''] = match;
  return numericDate(year, month, day, locale);
}

/** How much of a date to write: 'numeric' 24/12/2026 (12/24/2026 in en-US), 'medium' Dec 24, 2026, 'long' December 24, 2026. */
export type DateStyle = 'numeric' | 'medium' | 'long';

/**
 * A date as the reader's language writes it, the one way dates are shown on every screen, page and mail:
 * 'numeric' is dd/mm/yyyy in pt-BR and es-ES (spec §9) and mm/dd/yyyy in en-US; 'medium' and 'long' name the
 * month ('Dec 24, 2026', '24 de dez. de 2026', '24 dic 2026'). Takes the calendar day of `value` (see
 * `calendarDay`), so a plain API date never shifts with the time zone. An unknown locale reads as pt-BR.
 */
export function formatDate(value: string | Date, locale: string, style: DateStyle = 'numeric'): string {
  const day = calendarDay(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  const language = locale.slice(0, 2).toLowerCase();
  if (style === 'numeric') return numericDate(year ?? '', month ?? '', date ?? '', locale);
  const tag = language === 'en' ? 'en-US' : language === 'es' ? 'es-ES' : 'pt-BR';
  const key = `${tag} ${style}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { dateStyle: style, timeZone: 'UTC' });
    dateFormatters.set(key, formatter);
  }
  return formatter.format(Date.UTC(Number(year), Number(month) - 1, Number(date), 12));
}

/** One formatter per language and style: building one costs far more than formatting (a list formats every row). */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
