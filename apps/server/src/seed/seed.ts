import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/database';
import { DEMO_ACCOUNT_LINES, type DemoAccount, seedAccounts } from './accounts-seed';
import { seedCandidateResume } from './candidate-resume-seed';
import { seedNotifications } from './notifications-seed';
import { seedQuotas } from './quotas-seed';
import { seedTalentPool } from './talent-pool-seed';
import { seedVacancies } from './vacancies-seed';

/**
 * Demo data goes only into an empty database; each area seeds its own part. With the accounts come the talent pool
 * (a few hundred consenting candidates, one vacancy with applicants in every status) and the quota figures of three
 * plants, so every recruiting screen has something to show. Instances started together on one empty database seed it
 * once (decision 0089): the seed runs under the start-up lock, after the migrations, so the next instance finds the
 * data; and in one transaction, so a process that dies half-way leaves an empty database again.
 */
export async function seedDemoData(
  database: Database,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<void> {
  const seeded = await database.exclusively(() =>
    database.db.transaction(async (tx) => {
      const vacancies = await seedVacancies(tx, now);
      const accounts = await seedAccounts(tx);
      if (accounts) await seedCandidateResume(tx, now);
      const notifications = accounts ? await seedNotifications(tx, now) : 0;
      const talentPool = accounts ? await seedTalentPool(tx, now) : 0;
      const quotaPlants = accounts ? await seedQuotas(tx, now) : 0;
      return { vacancies, accounts, notifications, talentPool, quotaPlants };
    }),
  );
  if (seeded.vacancies || seeded.accounts) log.info(seeded, 'demo data seeded');
}

/** The demo accounts that the seed creates (printed by `npm start`). */
export const DEMO_ACCOUNTS: DemoAccount[] = DEMO_ACCOUNT_LINES;
