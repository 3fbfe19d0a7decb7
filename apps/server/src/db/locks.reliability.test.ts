import { SAMPLE_ADDRESS } from '@portal/contracts/test/sample-address';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '#server/config';
import { createCandidate } from '#server-test/candidates';
import { buildCheckedApp, createTestDatabase } from '#server-test/test-app';
import { type Database, DEFAULT_POSTGRES_TIMEOUTS } from './database';
import { LOCK_WAIT_MS, lockKeys } from './locks';

/*
 * Decision 0089: a wait on a lock is not an outage. One candidate's burst of saves queues behind her own lock (in the
 * process, without holding connections) and each save finishes, or answers 429 `account_busy` past the wait; never
 * 503 "database unavailable". Readiness asks through its own connections and stays 200 meanwhile. The pool has
 * production's size and bounds (10 connections, a 2 s wait for one).
 */

const BURST = 42;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ max: 10, timeouts: DEFAULT_POSTGRES_TIMEOUTS });
  app = await buildCheckedApp(testConfig(), { database, careersBuild: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const address = (i: number) => ({ ...SAMPLE_ADDRESS, complement: `Apto ${i}` });

/** 42 saves of one candidate's address at once, and a readiness probe every 50 ms until they are answered. */
async function burstOfSaves(authorization: string) {
  const saves = Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      app.inject({
        method: 'PUT',
        url: '/api/curriculum/address/v1',
        headers: { authorization, 'accept-language': 'pt-BR' },
        payload: address(i),
      }),
    ),
  );
  const ready: number[] = [];
  let done = false;
  const probes = (async () => {
    while (!done) {
      ready.push((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const answers = await saves;
  done = true;
  await probes;
  const counts: Record<string, number> = {};
  for (const res of answers) {
    const key = res.statusCode === 200 ? '200' : `${res.statusCode} ${res.json().code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  console.log(
    `[reliability] ${BURST} saves of one address at once: ${JSON.stringify(counts)}; ready ${ready}`,
  );
  return { answers, counts, ready };
}

describe('one candidate saving her address 42 times at once', () => {
  it('every save finishes or answers 429 account_busy in her language, never 503; readiness stays 200', async () => {
    const maria = await createCandidate(database, { finished: false });
    const { answers, counts, ready } = await burstOfSaves(maria.authorization);
    expect(Object.keys(counts).filter((key) => key !== '200' && key !== '429 account_busy')).toEqual([]);
    expect(counts['200']).toBeGreaterThan(0);
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json().detail).toMatch(/mesma conta/);
    }
    expect(ready.filter((status) => status !== 200)).toEqual([]);
    // The address stored is one that was answered 200.
    const stored = await app.inject({
      method: 'GET',
      url: '/api/curriculum/address/v1',
      headers: { authorization: maria.authorization },
    });
    const saved = answers.filter((r) => r.statusCode === 200).map((r) => r.json().complement);
    expect(saved).toContain(stored.json().complement);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'while another instance holds her lock for 2.5 s: the saves wait without taking every connection; none is a 503',
    async () => {
      const ana = await createCandidate(database, { finished: false });
      const other = new pg.Client({ connectionString: database.connectionString });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock(hashtextextended($1, 0))', [
          lockKeys.candidate(ana.userId),
        ]);
        const released = new Promise((resolve) => setTimeout(resolve, LOCK_WAIT_MS - 500)).then(() =>
          other.query('select pg_advisory_unlock_all()'),
        );
        // Another candidate's request meanwhile is not held up by hers.
        const bruno = await createCandidate(database, { finished: false });
        const [{ counts, ready }, brunoSave] = await Promise.all([
          burstOfSaves(ana.authorization),
          new Promise((resolve) => setTimeout(resolve, 500)).then(() =>
            app.inject({
              method: 'PUT',
              url: '/api/curriculum/address/v1',
              headers: { authorization: bruno.authorization },
              payload: address(0),
            }),
          ),
        ]);
        await released;
        expect(Object.keys(counts).filter((key) => key !== '200' && key !== '429 account_busy')).toEqual([]);
        expect(counts['200']).toBeGreaterThan(0);
        expect(ready.filter((status) => status !== 200)).toEqual([]);
        expect(brunoSave.statusCode).toBe(200);
      } finally {
        await other.end();
      }
    },
  );
});
