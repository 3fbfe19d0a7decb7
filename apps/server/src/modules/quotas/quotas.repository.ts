import type { QuotaFigures } from '@portal/contracts/quotas';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { quotaCompany, quotaUnits, units } from '#server/db/schema';

/** The recorded quota figures: the company's row and each unit's (decisions 0072, 0088). */
export function quotasRepository(db: Db) {
  return {
    async company() {
      const [row] = await db.select().from(quotaCompany).where(eq(quotaCompany.id, 1));
      return row;
    },

    /** Every unit with its recorded figures (null where none were recorded yet), by name. */
    async units() {
      return db
        .select({ unit: { id: units.id, name: units.name, city: units.city }, figures: quotaUnits })
        .from(units)
        .leftJoin(quotaUnits, eq(quotaUnits.unitId, units.id))
        .orderBy(asc(units.name), asc(units.id));
    },

    /** Which of these unit ids exist. */
    async existingUnits(ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db.select({ id: units.id }).from(units).where(inArray(units.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** Records the company's figures and those of the units given, in one transaction; other units keep theirs. */
    async record(figures: QuotaFigures, by: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const company = {
          headcount: figures.company.headcount,
          pcdEmployed: figures.company.pcd_employed,
          figuresDate: figures.figures_date,
        };
        await tx
          .insert(quotaCompany)
          .values({ id: 1, ...company, updatedAt: at, updatedBy: by })
          .onConflictDoUpdate({ target: quotaCompany.id, set: { ...company, updatedAt: at, updatedBy: by } });
        if (!figures.units.length) return;
        await tx
          .insert(quotaUnits)
          .values(
            figures.units.map((unit) => ({
              unitId: unit.unit_id,
              headcount: unit.headcount,
              apprenticeBase: unit.apprentice_base,
              apprenticesEmployed: unit.apprentices_employed,
              figuresDate: figures.figures_date,
              updatedAt: at,
              updatedBy: by,
            })),
          )
          .onConflictDoUpdate({
            target: quotaUnits.unitId,
            set: {
              headcount: sql`excluded.headcount`,
              apprenticeBase: sql`excluded.apprentice_base`,
              apprenticesEmployed: sql`excluded.apprentices_employed`,
              figuresDate: sql`excluded.figures_date`,
              updatedAt: sql`excluded.updated_at`,
              updatedBy: sql`excluded.updated_by`,
            },
          });
      });
    },
  };
}

export type QuotasRepository = ReturnType<typeof quotasRepository>;
