import { MESSAGES } from '@portal/contracts/messages';
import {
  apprenticeRange,
  hiredSinceFigures,
  pcdQuotaRate,
  pcdRequired,
  type QuotaFigures,
  type Quotas,
  quotaGap,
  validateFiguresDate,
} from '@portal/contracts/quotas';
import { brasiliaDate } from '@portal/contracts/vacancy-rules';
import { AppError, type FieldError } from '#server/core/errors';
import { inScope, type UnitScope } from '#server/db/unit-scope';
import type { QuotasRepository } from './quotas.repository';

/** A hire through the portal: an approved application, when it was approved and the unit of its vacancy. */
export interface Hire {
  userId: string;
  unitId: number;
  approvedAt: Date;
}

/** Where the quota page learns of hires (the applications area). */
export interface Hires {
  /** Approved applications of candidates who declared a disability, approved at `since` or later when given. */
  pcd(since: Date | undefined): Promise<Hire[]>;
  /** Approved applications to apprentice vacancies, approved at `since` or later when given. */
  apprentices(since: Date | undefined): Promise<Hire[]>;
}

/** The first instant of a day (yyyy-MM-dd) in Brasília (UTC−3 all year since 2019). */
const startOfBrasiliaDay = (day: string) => new Date(`${day}T00:00:00-03:00`);

/** The earliest of the days, or undefined when any is missing (figures never recorded count every hire). */
function earliest(days: (string | null)[]): string | undefined {
  if (days.length === 0 || days.some((day) => day === null)) return undefined;
  return (days as string[]).reduce((first, day) => (day < first ? day : first));
}

/**
 * People hired through the portal since the figures' day (those approved before are in the recorded count), each
 * counted once (decisions 0072, 0088).
 */
function hiredSince(hires: Hire[], figuresDate: string | null): number {
  return new Set(
    hires
      .filter((hire) => hiredSinceFigures(brasiliaDate(hire.approvedAt), figuresDate))
      .map((hire) => hire.userId),
  ).size;
}

/**
 * The legal quotas (decisions 0072, 0088): the figures the administrator records with the day they are from, what
 * the law asks of them (contracts' quota rules), the hires made through the portal since that day, and what is still
 * missing. A recruiter limited to some units sees those units; the company's PcD figures are the company's. A unit
 * whose figures were never recorded says so (`figures_date` null) rather than a quota of zero.
 */
export function quotasService(repository: QuotasRepository, hires: Hires, now: () => Date) {
  return {
    async get(scope: UnitScope): Promise<Quotas> {
      const [company, units] = await Promise.all([repository.company(), repository.units()]);
      const companyDate = company?.figuresDate ?? null;
      // Only the hires since the figures' day count, so only those are read (the oldest unit's day bounds the
      // apprentices; each unit's own is applied below).
      const apprenticesSince = earliest(units.map(({ figures }) => figures?.figuresDate ?? null));
      const [pcdHires, apprenticeHires] = await Promise.all([
        hires.pcd(companyDate ? startOfBrasiliaDay(companyDate) : undefined),
        hires.apprentices(apprenticesSince ? startOfBrasiliaDay(apprenticesSince) : undefined),
      ]);
      const headcount = company?.headcount ?? 0;
      const pcdEmployed = company?.pcdEmployed ?? 0;
      const pcdHired = hiredSince(pcdHires, companyDate);
      const required = pcdRequired(headcount);
      const updates = [company?.updatedAt, ...units.map(({ figures }) => figures?.updatedAt)].filter(
        (at): at is Date => at !== undefined,
      );
      return {
        company: {
          headcount,
          pcd_employed: pcdEmployed,
          pcd_rate: pcdQuotaRate(headcount),
          pcd_required: required,
          pcd_hired: pcdHired,
          pcd_gap: quotaGap(required, pcdEmployed, pcdHired),
          figures_date: companyDate,
        },
        units: units
          .filter(({ unit }) => inScope(scope, unit.id))
          .map(({ unit, figures }) => {
            const base = figures?.apprenticeBase ?? 0;
            const employed = figures?.apprenticesEmployed ?? 0;
            const { min, max } = apprenticeRange(base);
            const hired = hiredSince(
              apprenticeHires.filter((hire) => hire.unitId === unit.id),
              figures?.figuresDate ?? null,
            );
            return {
              unit_id: unit.id,
              name: unit.name,
              city: unit.city,
              headcount: figures?.headcount ?? 0,
              apprentice_base: base,
              apprentices_employed: employed,
              apprentice_min: min,
              apprentice_max: max,
              apprentice_hired: hired,
              apprentice_gap: quotaGap(min, employed, hired),
              figures_date: figures?.figuresDate ?? null,
            };
          }),
        updated_at: updates.length
          ? new Date(Math.max(...updates.map((at) => at.getTime()))).toISOString()
          : null,
      };
    },

    /**
     * Records the figures of a day (not after today in Brasília; every unit named must exist, once); answers the
     * page as it now reads.
     */
    async record(scope: UnitScope, userId: string, figures: QuotaFigures, at: Date): Promise<Quotas> {
      // The company's figures are the whole company's: only someone who covers every unit records them.
      if (scope !== 'all') throw new AppError('forbidden', { detailKey: 'errors.permissionMissing' });
      const errors: FieldError[] = [];
      const dateError = validateFiguresDate(figures.figures_date, brasiliaDate(now()));
      if (dateError) errors.push({ field: 'figures_date', message: dateError });
      const ids = figures.units.map((unit) => unit.unit_id);
      const existing = await repository.existingUnits(ids);
      ids.forEach((id, index) => {
        if (!existing.has(id) || ids.indexOf(id) !== index)
          errors.push({ field: `units.${index}.unit_id`, message: MESSAGES.optionInvalid });
      });
      if (errors.length) throw new AppError('validation_failed', { errors });
      await repository.record(figures, userId, at);
      return this.get(scope);
    },
  };
}

export type QuotasService = ReturnType<typeof quotasService>;
