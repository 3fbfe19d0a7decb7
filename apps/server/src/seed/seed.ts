import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { DEMO_ACCOUNT_LINES, type DemoAccount, seedAccounts } from './accounts-seed';
import { seedCandidateResume } from './candidate-resume-seed';
import { seedNotifications } from './notifications-seed';
import { seedVacancies } from './vacancies-seed';

/** Demo data goes only into an empty database; each area seeds its own part. */
export async function seedDemoData(db: Db, log: FastifyBaseLogger, now: Date = new Date()): Promise<void> {
  const vacancies = await seedVacancies(db, now);
  const accounts = await seedAccounts(db);
  if (accounts) await seedCandidateResume(db, now);
  const notifications = accounts ? await seedNotifications(db, now) : 0;
  if (vacancies || accounts) log.info({ vacancies, accounts, notifications }, 'demo data seeded');
}

/** The demo accounts that the seed creates (printed by `npm start`). */
export const DEMO_ACCOUNTS: DemoAccount[] = DEMO_ACCOUNT_LINES;
