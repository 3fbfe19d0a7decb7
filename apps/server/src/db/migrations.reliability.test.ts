import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { postgresDatabase } from './database';

/*
 * Decision 0066: instances started together on an empty PostgreSQL database all migrate it, one after the other
 * under an advisory lock: the first applies every migration, the others find them applied. Each instance here is its
 * own pool and its own migration connection, as separate processes would have.
 */

const INSTANCES = 4;
const ROUNDS = 3;

describe.skipIf(process.env.TEST_DB !== 'postgres')('migrations on an empty PostgreSQL database', () => {
  it(`${INSTANCES} instances migrating at once all succeed, ${ROUNDS} rounds`, async () => {
    const adminUrl = process.env.TEST_POSTGRES_URL!;
    const journal = JSON.parse(readFileSync(`${paths.migrations}/meta/_journal.json`, 'utf8')) as {
      entries: unknown[];
    };
    for (let round = 0; round < ROUNDS; round++) {
      const name = `portal_migrate_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const instances = Array.from({ length: INSTANCES }, () => postgresDatabase(url.toString(), 2));
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
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    }
  }, 120_000);
});
