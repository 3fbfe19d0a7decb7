import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { quotaCompany, quotaUnits, units, users } from '#server/db/schema';

const DAY = 86_400_000;

/**
 * The demo quota figures (issue 27 point 10): the company's, and three plants' (Jaraguá do Sul, Betim, Guaramirim),
 * from an HR report of forty days ago, recorded by the demo administrator. The other plants have none, so the quota
 * page shows them apart; the demo hires through the portal since then (talent-pool-seed.ts) are added.
 */
export const DEMO_QUOTA_UNITS: Record<string, { headcount: number; base: number; employed: number }> = {
  'Jaraguá do Sul': { headcount: 1350, base: 620, employed: 24 },
  Betim: { headcount: 720, base: 310, employed: 12 },
  Guaramirim: { headcount: 410, base: 150, employed: 9 },
};

/** Records the demo figures; returns how many plants got figures. */
export async function seedQuotas(db: Db, now: Date): Promise<number> {
  const figuresDate = new Date(now.getTime() - 40 * DAY).toISOString().slice(0, 10);
  const recordedAt = new Date(now.getTime() - 38 * DAY);
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailNormalized, 'admin@example.com'));
  const plants = await db
    .select({ id: units.id, city: units.city })
    .from(units)
    .where(inArray(units.city, Object.keys(DEMO_QUOTA_UNITS)));
  const by = admin?.id ?? null;
  await db.insert(quotaCompany).values({
    id: 1,
    headcount: 2480,
    pcdEmployed: 98,
    figuresDate,
    updatedAt: recordedAt,
    updatedBy: by,
  });
  if (plants.length)
    await db.insert(quotaUnits).values(
      plants.map((plant) => {
        const figures = DEMO_QUOTA_UNITS[plant.city]!;
        return {
          unitId: plant.id,
          headcount: figures.headcount,
          apprenticeBase: figures.base,
          apprenticesEmployed: figures.employed,
          figuresDate,
          updatedAt: recordedAt,
          updatedBy: by,
        };
      }),
    );
  return plants.length;
}
