import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { testConfig } from '#server/config';
import { createTestDatabase } from '#server-test/test-app';
import type { Database } from './database';

/*
 * Decision 0066: every area's transactions are retried once when PostgreSQL rolls them back for a deadlock or a
 * serialization failure, and whatever still fails that way, or writes against a row deleted meanwhile, is answered
 * 503 or 404 as problem+json, never 500.
 */

const postgres = process.env.TEST_DB === 'postgres';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe.skipIf(!postgres)('a deadlock between two transactions (PostgreSQL)', () => {
  it('is retried: both transactions commit, the victim ran twice', async () => {
    const db = database.db;
    await db.execute(sql`CREATE TABLE deadlock_probe (id integer PRIMARY KEY, n integer NOT NULL)`);
    await db.execute(sql`INSERT INTO deadlock_probe VALUES (1, 0), (2, 0)`);
    for (let round = 0; round < 3; round++) {
      let runs = 0;
      let arrived = 0;
      let release!: () => void;
      const bothHoldTheirFirstRow = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Each locks one row, waits until the other holds the other row, then wants it: a lock cycle PostgreSQL breaks
      // by rolling one back (40P01). Only the first run of each meets at the barrier.
      const crossing = (first: number, second: number) =>
        db.transaction(async (tx) => {
          runs++;
          await tx.execute(sql`UPDATE deadlock_probe SET n = n + 1 WHERE id = ${first}`);
          if (runs <= 2) {
            if (++arrived === 2) release();
            await bothHoldTheirFirstRow;
          }
          await tx.execute(sql`UPDATE deadlock_probe SET n = n + 1 WHERE id = ${second}`);
          return 'committed';
        });
      const outcomes = await Promise.allSettled([crossing(1, 2), crossing(2, 1)]);
      console.log(`deadlock round ${round}: ${outcomes.map((o) => o.status).join(', ')}, runs ${runs}`);
      expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : String(o.reason)))).toEqual([
        'committed',
        'committed',
      ]);
      expect(runs).toBe(3);
    }
    const { rows } = (await db.execute(sql`SELECT n FROM deadlock_probe ORDER BY id`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.map((row) => row.n)).toEqual([6, 6]);
  }, 60_000);
});

describe('what the client gets', () => {
  it('a deadlock that persisted after the retry is 503 with Retry-After; a row deleted meanwhile is 404', async () => {
    const app = await buildApp(testConfig(), { database, careersBuild: false });
    const deadlock = () =>
      new Error('Failed query: update …', {
        cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
      });
    let attempts = 0;
    const hidden = { config: { auth: 'none' as const }, schema: { hide: true } };
    app.post('/api/test/deadlock', hidden, async () =>
      database.db.transaction(async () => {
        attempts++;
        throw deadlock();
      }),
    );
    // A real foreign key violation: a session of a user that does not exist (deleted meanwhile).
    app.post('/api/test/gone', hidden, async () => {
      await database.db.execute(
        sql`INSERT INTO sessions (user_id, login_type) VALUES ('00000000-0000-4000-8000-000000000000', 'email')`,
      );
      return {};
    });
    await app.ready();
    try {
      const busy = await app.inject({
        method: 'POST',
        url: '/api/test/deadlock',
        headers: { 'accept-language': 'en-US' },
      });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.headers['content-type']).toContain('application/problem+json');
      expect(busy.json()).toMatchObject({ status: 503, code: 'service_unavailable' });
      expect(busy.json().detail).toContain('try again');
      expect(attempts).toBe(2);

      const gone = await app.inject({ method: 'POST', url: '/api/test/gone' });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ status: 404, code: 'not_found' });
    } finally {
      await app.close();
    }
  });
});
