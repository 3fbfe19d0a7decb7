import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_ADDRESS } from '@portal/contracts/test/sample-address';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signIn, startServerProcess } from '#server-test/server-process';

/*
 * kill -9 under write load (decision 0046): the real server in a child process takes resume saves from three
 * candidates, gets SIGKILL mid-load, restarts on the same data, and every save it acknowledged must be there.
 * Once on PGlite (a DATA_DIR in a temp folder) and once on PostgreSQL (a database this test creates and drops).
 * Slow (two server starts per database): runs under `npm run test:reliability`, or alone with
 * `RELIABILITY_FULL=1 npx vitest run --project api-pglite apps/server/src/durability.slow.reliability.test.ts`.
 */

const LOAD_MS = 3000;
// The demo candidates (SEED_DEMO): one sequential writer each, so their saves have an order to check.
const WRITERS = [
  ['candidata@example.com', 'Candidata-Demo-2026!'],
  ['curriculo@example.com', 'Curriculo-Demo-2026!'],
  ['resume@example.com', 'Resume-Demo-2026!!'],
] as const;

const address = (complement: string) => ({ ...SAMPLE_ADDRESS, complement });

/** Saves the address over and over with an increasing number; returns the last acknowledged (2xx) one. */
async function writer(url: string, authorization: string, writerId: number, stop: { now: boolean }) {
  let acknowledged = 0;
  let failed = 0;
  for (let seq = 1; !stop.now; seq++) {
    try {
      const res = await fetch(`${url}/api/curriculum/address/v1`, {
        method: 'PUT',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(address(`w${writerId}-${seq}`)),
      });
      await res.arrayBuffer();
      if (res.ok) acknowledged = seq;
      else throw new Error(`status ${res.status}`);
    } catch {
      // The connection died with the server: this save was never acknowledged. The writer stops here.
      failed++;
      break;
    }
  }
  return { acknowledged, failed };
}

async function killUnderLoad(label: string, env: Record<string, string>) {
  const started = Date.now();
  let server = await startServerProcess(env);
  console.log(`[reliability] kill -9 ${label}: first start in ${Date.now() - started} ms`);
  const tokens: string[] = [];
  for (const [email, password] of WRITERS) tokens.push(await signIn(server.url, email, password));

  const stop = { now: false };
  const load = Promise.all(tokens.map((token, i) => writer(server.url, token, i, stop)));
  await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
  server.child.kill('SIGKILL');
  await server.exit;
  stop.now = true;
  const results = await load;
  const acknowledged = results.reduce((sum, r) => sum + r.acknowledged, 0);
  console.log(
    `[reliability] kill -9 ${label}: ${acknowledged} saves acknowledged in ${LOAD_MS} ms by ${WRITERS.length} writers, ${results.reduce((s, r) => s + r.failed, 0)} cut by the kill`,
  );

  const restarted = Date.now();
  server = await startServerProcess(env);
  console.log(`[reliability] kill -9 ${label}: restart on the same data in ${Date.now() - restarted} ms`);
  try {
    let present = 0;
    for (const [i, token] of tokens.entries()) {
      const res = await fetch(`${server.url}/api/curriculum/address/v1`, {
        headers: { authorization: token },
      });
      expect(res.status).toBe(200);
      const stored = Number(/^w\d+-(\d+)$/.exec((await res.json()).complement)?.[1] ?? 0);
      const last = results[i]!.acknowledged;
      // The save in flight at the kill may or may not have committed; every acknowledged one must have.
      expect(
        stored === last || stored === last + 1,
        `writer ${i}: stored ${stored}, acknowledged ${last}`,
      ).toBe(true);
      if (stored >= last) present += last;
    }
    console.log(`[reliability] kill -9 ${label}: ${present} of ${acknowledged} acknowledged saves present`);
    expect(acknowledged).toBeGreaterThan(0);
    expect(present).toBe(acknowledged);
  } finally {
    server.child.kill('SIGTERM');
    await server.exit;
  }
}

// The test drives both databases itself: it runs once, in the PGlite project.
describe.skipIf(process.env.TEST_DB === 'postgres')('kill -9 under write load, then restart', () => {
  it('PGlite: every acknowledged save survives', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-kill9-'));
    try {
      await killUnderLoad('PGlite', { DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('PostgreSQL: every acknowledged save survives', async () => {
    const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `portal_kill9_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      await killUnderLoad('PostgreSQL', { DATABASE_URL: url.toString() });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }, 240_000);
});
