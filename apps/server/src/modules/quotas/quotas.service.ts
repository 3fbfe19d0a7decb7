import { MESSAGES } from '@portal/contracts/messages';
import {
  apprenticeRange,
  pcdQuotaRate,
  pcdRequired,
  type QuotaFigures,
  type Quotas,
  quotaGap,
} from '@portal/contracts/quotas';
import { AppError, type FieldError } from '../../core/errors';
import { inScope, type UnitScope } from '../../plugins/permissions';
import type { QuotasRepository } from './quotas.repository';

/** A hire through the portal: an approved application, when it was approved and the unit of its vacancy. */
export interface Hire {
  userId: string;
  unitId: number;
  approvedAt: Date;
}

/** Where the quota page learns of hires (the applications area). */
export interface Hires {
  /** Approved applications of candidates who declared a disability, approved after `since` when given. */
  pcd(since: Date | undefined): Promise<Hire[]>;
  /** Approved applications to apprentice vacancies, approved after `since` when given. */
  apprentices(since: Date | undefined): Promise<Hire[]>;
}

/** The earliest of the dates, or undefined when any is missing (figures never recorded count every hire). */
function earliest(dates: (Date | undefined)[]): Date | undefined {
  if (dates.length === 0 || dates.some((at) => at === undefined)) return undefined;
  return new Date(Math.min(...dates.map((at) => at!.getTime())));
}

/** People hired after the figures were recorded (those before are in the recorded count), each counted once. */
function hiredSince(hires: Hire[], since: Date | undefined): number {
  return new Set(hires.filter((hire) => !since || hire.approvedAt > since).map((hire) => hire.userId)).size;
}

/**
 * The legal quotas (decision 0072): the figures the administrator records, what the law asks of them
 * (contracts' quota rules), the hires made through the portal since, and what is still missing. A recruiter limited
 * to some units sees those units; the company's PcD figures are the company's.
 */
export function quotasService(repository: QuotasRepository, hires: Hires) {
  return {
    async get(scope: UnitScope): Promise<Quotas> {
      const [company, units] = await Promise.all([repository.company(), repository.units()]);
      // Only the hires after the figures were recorded count, so only those are read (the oldest unit's date bounds
      // the apprentices; each unit's own is applied below).
      const [pcdHires, apprenticeHires] = await Promise.all([
        hires.pcd(company?.updatedAt),
        hires.apprentices(earliest(units.map(({ figures }) => figures?.updatedAt))),
      ]);
      const headcount = company?.headcount ?? 0;
      const pcdEmployed = company?.pcdEmployed ?? 0;
      const pcdHired = hiredSince(pcdHires, company?.updatedAt);
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
        },
        units: units
          .filter(({ unit }) => inScope(scope, unit.id))
          .map(({ unit, figures }) => {
            const base = figures?.apprenticeBase ?? 0;
            const employed = figures?.apprenticesEmployed ?? 0;
            const { min, max } = apprenticeRange(base);
            const hired = hiredSince(
              apprenticeHires.filter((hire) => hire.unitId === unit.id),
              figures?.updatedAt,
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
            };
          }),
        updated_at: updates.length
          ? new Date(Math.max(...updates.map((at) => at.getTime()))).toISOString()
          : null,
      };
    },

    /** Records the figures (every unit named must exist, once); answers the page as it now reads. */
    async record(scope: UnitScope, userId: string, figures: QuotaFigures, at: Date): Promise<Quotas> {
      // The company's figures are the whole company's: only someone who covers every unit records them.
      if (scope !== 'all') throw new AppError('forbidden', { detailKey: 'errors.permissionMissing' });
      const ids = figures.units.map((unit) => unit.unit_id);
      const existing = await repository.existingUnits(ids);
      const errors: FieldError[] = [];
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
