import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { testConfig } from '#server/config';
import { paths } from '#server/paths';
import { DEMO_USERS } from '#server/seed/accounts-seed';
import { VACANCY_TEMPLATES } from '#server/seed/vacancy-templates';
import { createProcessDatabase } from '#server-test/server-process';
import { postgresDatabase } from './database';

/*
 * Decisions 0066 and 0089: instances started together on an empty PostgreSQL database all migrate it, one after the
 * other under an advisory lock: the first applies every migration, the others find them applied; the demo seed runs
 * under the same lock, so it runs once. Each instance here is its own pool and its own migration connection, as
 * separate processes would have.
 */

const INSTANCES = 4;
const ROUNDS = 3;

/** A new empty PostgreSQL database for the body, dropped after it. */
async function withEmptyDatabase(body: (url: string) => Promise<void>): Promise<void> {
  const database = await createProcessDatabase('portal_migrate');
  try {
    await body(database.env.DATABASE_URL!);
  } finally {
    await database.drop();
  }
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('starting on an empty PostgreSQL database', () => {
  it(`${INSTANCES} instances migrating at once all succeed, ${ROUNDS} rounds`, async () => {
    const journal = JSON.parse(readFileSync(`${paths.migrations}/meta/_journal.json`, 'utf8')) as {
      entries: unknown[];
    };
    for (let round = 0; round < ROUNDS; round++) {
      await withEmptyDatabase(async (url) => {
        const instances = Array.from({ length: INSTANCES }, () => postgresDatabase(url, 2));
        try {
          const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
          const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
          console.log(`migrate round ${round}: ${INSTANCES - failures.length} of ${INSTANCES} succeeded`);
          expect(failures).toEqual([]);
          const { rows } = (await instances[0]!.db.execute(
            'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
          )) as unknown as { rows: { n: number }[] };
          expect(rows[0]!.n).toBe(journal.entries.length);
        } finally {
          await Promise.all(instances.map((instance) => instance.close()));
        }
      });
    }
  }, 120_000);

  it('two servers started at once with the demo seed both become ready, with one copy of the demo data', async () => {
    const vacancies = VACANCY_TEMPLATES.reduce((sum, template) => sum + template.units.length, 0);
    await withEmptyDatabase(async (url) => {
      const config = testConfig({ DATABASE_URL: url, SEED_DEMO: true });
      const outcomes = await Promise.allSettled(
        [1, 2].map(async () => {
          const app = await buildApp(config, { careersBuild: false });
          await app.ready();
          return app;
        }),
      );
      const apps = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      try {
        expect(outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []))).toEqual([]);
        for (const app of apps) {
          expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
          const { rows } = (await app.core.db.execute(
            `SELECT (SELECT count(*)::int FROM vacancies) AS vacancies,
                    (SELECT count(*)::int FROM users WHERE email_normalized = ANY($1)) AS accounts`.replace(
              '$1',
              `ARRAY[${DEMO_USERS.map((u) => `'${u.email.toLowerCase()}'`).join(',')}]`,
            ),
          )) as unknown as { rows: { vacancies: number; accounts: number }[] };
          expect(rows[0]).toEqual({ vacancies, accounts: DEMO_USERS.length });
        }
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }
    });
  }, 120_000);
});
