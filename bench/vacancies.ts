// Load benchmark of the vacancy list API against a reference measured in the same run (DESIGN §5).
//
// The real server (buildApp, every plugin, on a fresh embedded PGlite seeded with at least 300 listed vacancies) is
// measured by support/vacancy-list.ts against a bare Fastify serving the very same response bytes from memory
// (budgets there: unfiltered list ≥ 50 % of the reference's requests/s with p99 ≤ 30 ms, filtered search ≥ 25 %).
// bench/scale.ts holds the same budgets with 2,000 listed vacancies on PostgreSQL. Exits 1 when a budget is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { budgetVerdict, runMain } from './support/run-main';
import { measureVacancyList, seedListedVacancies } from './support/vacancy-list';

const LISTED_VACANCIES = 300;

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-vacancies-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seedListedVacancies(database.db, new Date(), LISTED_VACANCIES);
    const app = await buildApp(config, { database, careersBuild: false });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const misses = await measureVacancyList(app, LISTED_VACANCIES);
      return budgetVerdict(misses, 'vacancy list');
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
