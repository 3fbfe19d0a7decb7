import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { DEMO_ACCOUNT_LINES, type DemoAccount, seedAccounts } from './accounts-seed';
import { seedCandidateResume } from './candidate-resume-seed';
import { seedNotifications } from './notifications-seed';
import { seedQuotas } from './quotas-seed';
import { seedTalentPool } from './talent-pool-seed';
import { seedVacancies } from './vacancies-seed';

/**
 * Demo data goes only into an empty database; each area seeds its own part. With the accounts come the talent pool
 * (a few hundred consenting candidates, one vacancy with applicants in every status) and the quota figures of three
 * plants, so every recruiting screen has something to show (issue 27 point 10).
 */
export async function seedDemoData(db: Db, log: FastifyBaseLogger, now: Date = new Date()): Promise<void> {
  const vacancies = await seedVacancies(db, now);
  const accounts = await seedAccounts(db);
  if (accounts) await seedCandidateResume(db, now);
  const notifications = accounts ? await seedNotifications(db, now) : 0;
  const talentPool = accounts ? await seedTalentPool(db, now) : 0;
  const quotaPlants = accounts ? await seedQuotas(db, now) : 0;
  if (vacancies || accounts)
    log.info({ vacancies, accounts, notifications, talentPool, quotaPlants }, 'demo data seeded');
}

/** The demo accounts that the seed creates (printed by `npm start`). */
export const DEMO_ACCOUNTS: DemoAccount[] = DEMO_ACCOUNT_LINES;
