import { boundedMemo } from './bounded-memo';

/**
 * A vacancy's salary (decision 0078), without zod: the editor, the public pages, the JSON-LD and the server read
 * these rules. Amounts are in reais (BRL); a salary is one amount, or a range, per month or per hour.
 */

/** What a salary amount is paid per. */
export const SALARY_PERIODS = ['month', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** A vacancy's salary as the API carries it: `max` only for a range, always above `min`. */
export interface VacancySalary {
  min: number;
  max?: number | undefined;
  period: SalaryPeriod;
}

/** The editor's three ways to state a salary: not given, one amount, a range. */
export const SALARY_KINDS = ['', 'fixed', 'range'] as const;
export type SalaryKind = (typeof SALARY_KINDS)[number];

/** The largest amount a salary may state (a typing slip of three zeros is refused, not published). */
export const SALARY_AMOUNT_MAX = 1_000_000;

/**
 * An amount as a person types it, in any of the three languages: `2500`, `2.500`, `2.500,00`, `2500,5`, `2,500.00`,
 * `R$ 2.500`. The last separator is the decimal one when one or two digits follow it; the others group thousands
 * (one character, three digits a group). Undefined for anything else (letters, a sign, three decimals, mixed
 * groups); blank is undefined too.
 */
export function parseMoney(text: string): number | undefined {
  const bare = text.replace(/R\$|\s/g, '');
  if (!/^\d{1,3}(?:[.,]?\d{3})*(?:[.,]\d{1,2})?$/.test(bare) && !/^\d+(?:[.,]\d{1,2})?$/.test(bare)) {
    return undefined;
  }
  const decimals = /[.,](\d{1,2})$/.exec(bare);
  const whole = decimals ? bare.slice(0, decimals.index) : bare;
  const groups = new Set(whole.match(/[.,]/g));
  if (groups.size > 1 || (decimals && groups.has(bare.charAt(decimals.index)))) return undefined;
  const cents = decimals ? Number((decimals[1] ?? '').padEnd(2, '0')) : 0;
  return (Number(whole.replace(/[.,]/g, '')) * 100 + cents) / 100;
}

/** Whether an amount has at most two decimals (whole cents). */
export function isWholeCents(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/**
 * Money in reais as `locale` writes it, one formatter per language: building one loads the locale's currency data,
 * which cost a phone more than a millisecond per card when each call built its own. 'R$' in every language (es-ES
 * would write 'BRL').
 */
const moneyFormat = boundedMemo(
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol' }),
  8,
);

/** The amounts of a salary in reais as `locale` writes money: `R$ 2.500,00` or `R$ 2.500,00 – R$ 3.200,00`. */
export function formatSalaryAmount(salary: Pick<VacancySalary, 'min' | 'max'>, locale: string): string {
  const money = moneyFormat(locale);
  return salary.max === undefined ? money.format(salary.min) : money.formatRange(salary.min, salary.max);
}

/** An amount as the editor shows it for correcting, as `locale` writes numbers: `2.500,00`, `2,500.00`; `parseMoney` reads it back. */
export function moneyInputText(amount: number | undefined, locale: string): string {
  if (amount === undefined) return '';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** A salary in whole cents (how the database keeps it) and back. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;
