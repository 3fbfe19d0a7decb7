import { z } from 'zod';
import { idSchema } from './input-safety';
import { MESSAGES, type MessageKey } from './messages';

/**
 * The two legal hiring quotas of a Brazilian plant (decision 0072), computed one way for the quota page and the server.
 *
 * PcD (Lei 8.213/91 art. 93): a company with 100 or more employees fills 2 % of its posts (up to 200 employees),
 * 3 % (201 to 500), 4 % (501 to 1,000) or 5 % (from 1,001) with rehabilitated workers or people with disabilities.
 * The base is the company's whole headcount (every establishment together), and a fraction of a person counts as
 * a whole one (the labour inspection rounds up: IN SIT 98/2012).
 *
 * Young apprentices (CLT art. 429): each establishment employs at least 5 % and at most 15 % of its workers in
 * functions that require professional training; "fractions of a unit give rise to the admission of one
 * apprentice" (§ 1), so the minimum rounds up and the maximum down. Where the rounded-up minimum would exceed the
 * maximum (fewer than 7 such workers), the maximum binds and nothing is required.
 */

/** Below this headcount a company has no PcD quota. */
export const PCD_QUOTA_MIN_HEADCOUNT = 100;

/** The PcD rate (in percent) for a company of this headcount: 0 below 100 employees. */
export function pcdQuotaRate(headcount: number): number {
  if (headcount < PCD_QUOTA_MIN_HEADCOUNT) return 0;
  if (headcount <= 200) return 2;
  if (headcount <= 500) return 3;
  if (headcount <= 1000) return 4;
  return 5;
}

/** ⌈a·p/100⌉ and ⌊a·p/100⌋ of whole numbers, in integers (5 % of 20 is exactly 1, not 1.0000000000000002). */
const percentUp = (amount: number, percent: number) => Math.floor((amount * percent + 99) / 100);
const percentDown = (amount: number, percent: number) => Math.floor((amount * percent) / 100);

/** How many PcD employees a company of this headcount must have. */
export function pcdRequired(headcount: number): number {
  return percentUp(headcount, pcdQuotaRate(headcount));
}

export const APPRENTICE_MIN_PERCENT = 5;
export const APPRENTICE_MAX_PERCENT = 15;

/** The apprentices an establishment must (min) and may (max) employ for its base of workers in trained functions. */
export function apprenticeRange(base: number): { min: number; max: number } {
  const max = percentDown(base, APPRENTICE_MAX_PERCENT);
  return { min: Math.min(percentUp(base, APPRENTICE_MIN_PERCENT), max), max };
}

/** What is still missing to meet a minimum: never negative. */
export function quotaGap(required: number, employed: number, hired: number): number {
  return Math.max(0, required - employed - hired);
}

/** A headcount or a count of people: a whole number from 0 to a million (no plant comes near it). */
const people = z.number().int().min(0).max(1_000_000);

/**
 * The day the recorded figures are from (decision 0088): the date of the HR report they were copied from, not the
 * day they were typed in. Hires through the portal approved on that day or later (Brasília) are added to them; those
 * approved before are taken to be in them. A real day, not after `today` (Brasília's), not before 2000.
 */
export function validateFiguresDate(date: string, today: string): MessageKey | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return MESSAGES.dateInvalid;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day)
    return MESSAGES.dateInvalid;
  if (year < 2000) return MESSAGES.dateInvalid;
  return date > today ? MESSAGES.dateInFuture : null;
}

/** Whether a hire approved on `approvedOn` (yyyy-MM-dd, Brasília) comes after figures of `figuresDate`. */
export function hiredSinceFigures(approvedOn: string, figuresDate: string | null): boolean {
  return figuresDate === null || approvedOn >= figuresDate;
}

/** The figures the administrator records (PUT /api/recruiting/v1/quotas). */
export const quotaFiguresSchema = z.object({
  /** The day the figures are from, 'yyyy-MM-dd' (see {@link validateFiguresDate}); for the company and every unit sent. */
  figures_date: z.string({ message: MESSAGES.required }),
  company: z.object({ headcount: people, pcd_employed: people }),
  units: z
    .array(
      z.object({
        unit_id: idSchema,
        headcount: people,
        apprentice_base: people,
        apprentices_employed: people,
      }),
    )
    .max(500),
});
export type QuotaFigures = z.infer<typeof quotaFiguresSchema>;

/** The quota page (GET /api/recruiting/v1/quotas): the recorded figures with what the law asks and what is missing. */
export const quotasSchema = z.object({
  company: z.object({
    headcount: people,
    pcd_employed: people,
    pcd_rate: z.number(),
    pcd_required: people,
    pcd_hired: people,
    pcd_gap: people,
    /** The day the company's figures are from; null before any were recorded (every PcD hire then counts). */
    figures_date: z.string().nullable(),
  }),
  units: z.array(
    z.object({
      unit_id: z.number().int(),
      name: z.string(),
      city: z.string(),
      headcount: people,
      apprentice_base: people,
      apprentices_employed: people,
      apprentice_min: people,
      apprentice_max: people,
      apprentice_hired: people,
      apprentice_gap: people,
      /** The day the unit's figures are from; null while none were recorded (its quota cannot be told yet). */
      figures_date: z.string().nullable(),
    }),
  ),
  updated_at: z.string().nullable(),
});
export type Quotas = z.infer<typeof quotasSchema>;
