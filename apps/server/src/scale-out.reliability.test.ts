import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '#server-test/employees';
import { isReachable } from '#server-test/reachable';
import { createTestDatabase } from '#server-test/test-app';
import { SERVER_BUNDLE_OPTIONS } from '../bundle-options.mjs';
import type { Database } from './db/database';

// Decision 0042: two real server processes on one PostgreSQL database and one Redis, as a
// deployment that outgrew one machine runs them. What one instance does, the other sees at once: sessions, sign-out,
// rate-limit counts, live notifications.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'Correct-Horse-Battery-9';

const skipReason =
  process.env.TEST_DB !== 'postgres'
    ? 'needs PostgreSQL: runs in the api-postgres project'
    : !(await isReachable(REDIS_URL))
      ? `Redis at ${REDIS_URL} is not reachable`
      : null;
if (skipReason) console.log(`[scale-out] skipped: ${skipReason}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Instance {
  origin: string;
  child: ChildProcess;
  output: string[];
}

/** One server process (the bundled server.ts, as `npm run build` makes it), ready when /api/health answers. */
async function startInstance(bundle: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, [bundle], {
    cwd: serverRoot,
    env: {
      ...process.env,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RETENTION_JOB: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output.join('')}`);
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { origin, child, output };
    if (Date.now() > deadline) throw new Error(`server did not answer within 45 s:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance || instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  await exited;
}

async function signIn(origin: string, email: string): Promise<string> {
  const basic = Buffer.from(`${email}:${PASSWORD}`).toString('base64');
  const res = await fetch(`${origin}/api/auth/auth/v1/token`, {
    headers: { authorization: `Basic ${basic}` },
  });
  expect(res.status).toBe(200);
  return `Bearer ${((await res.json()) as { access_token: string }).access_token}`;
}

const information = (origin: string, authorization: string) =>
  fetch(`${origin}/api/users/information/v1`, { headers: { authorization } }).then((r) => r.status);

const ms = (since: number) => `${(performance.now() - since).toFixed(1)} ms`;

describe.skipIf(skipReason)('two server processes on one PostgreSQL and one Redis', () => {
  let database: Database;
  let bundleDir: string;
  let a: Instance | undefined;
  let b: Instance | undefined;
  let email: string;

  beforeAll(async () => {
    const started = performance.now();
    database = await createTestDatabase();
    // Bundled beside src (as dist/ is) so the server finds its migrations and locales; plain node starts it fast.
    bundleDir = mkdtempSync(join(serverRoot, '.tmp-scale-out-'));
    const entry = `server-${randomBytes(4).toString('hex')}`;
    await build({
      entryPoints: { [entry]: join(serverRoot, 'src/server.ts') },
      outdir: bundleDir,
      ...SERVER_BUNDLE_OPTIONS,
    });
    console.log(`[scale-out] database and bundle ready in ${ms(started)}`);
    // One Redis database of its own (pub/sub channels are global, key spaces are not): counts start from zero.
    const redisUrl = new URL(REDIS_URL);
    redisUrl.pathname = `/${1 + Math.floor(Math.random() * 15)}`;
    const env = {
      DATABASE_URL: database.connectionString!,
      REDIS_URL: redisUrl.toString(),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-scale-out-')),
    };
    const startedServers = performance.now();
    [a, b] = await Promise.all([
      startInstance(join(bundleDir, `${entry}.js`), env),
      startInstance(join(bundleDir, `${entry}.js`), env),
    ]);
    console.log(`[scale-out] two instances answering in ${ms(startedServers)}`);
    email = (await createEmployee(database, { password: PASSWORD, permissions: ['notifications.create'] }))
      .email;
  });

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
    await database?.close();
  });

  it('a session started on one instance works on the other; sign-out on one is refused on the other at once', async () => {
    const authorization = await signIn(a!.origin, email);
    const first = performance.now();
    expect(await information(b!.origin, authorization)).toBe(200);
    console.log(`[scale-out] token from A accepted by B in ${ms(first)}`);
    // Both instances now hold the session check in their caches.
    expect(await information(a!.origin, authorization)).toBe(200);
    expect(await information(b!.origin, authorization)).toBe(200);
    const signOut = await fetch(`${a!.origin}/api/auth/auth/v1/logout`, {
      method: 'POST',
      headers: { authorization },
    });
    expect(signOut.status).toBe(204);
    const after = performance.now();
    expect(await information(b!.origin, authorization)).toBe(401);
    console.log(`[scale-out] next request on B after sign-out on A: 401 in ${ms(after)}`);
    expect(await information(a!.origin, authorization)).toBe(401);
  });

  it('a notification created on one instance reaches a stream open on the other; sign-out ends the stream', async () => {
    const authorization = await signIn(a!.origin, email);
    const { id } = (await (
      await fetch(`${a!.origin}/api/users/information/v1`, { headers: { authorization } })
    ).json()) as { id: string };
    const controller = new AbortController();
    const stream = await fetch(`${b!.origin}/api/intranet/user/v1/notifications/stream`, {
      headers: { authorization, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    /** Reads the stream until `pattern` appears (without one, to its end); null when the stream ends first. */
    const readUntil = async (pattern?: RegExp): Promise<string | null> => {
      while (!pattern?.test(text)) {
        const { value, done } = await reader.read();
        if (done) return null;
        text += value;
      }
      return text;
    };
    try {
      expect(await readUntil(/event: ready/)).not.toBeNull();
      const sent = performance.now();
      const created = await fetch(`${a!.origin}/api/intranet/system/v1/notifications`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ user_ids: [id], system: 'TI', title: 'Novo aviso', text: 'Texto' }),
      });
      expect(created.status).toBe(201);
      expect(await readUntil(/event: notifications\ndata: \{"type":"created"\}/)).not.toBeNull();
      console.log(`[scale-out] notification created on A reached the stream on B in ${ms(sent)}`);
      const signedOut = performance.now();
      await fetch(`${a!.origin}/api/auth/auth/v1/logout`, { method: 'POST', headers: { authorization } });
      expect(await readUntil()).toBeNull();
      console.log(`[scale-out] sign-out on A ended the stream on B in ${ms(signedOut)}`);
    } finally {
      controller.abort();
    }
  });

  it('rate-limit counts are shared: the limit holds for the sum of both instances', async () => {
    // exist-candidate-register allows 30 requests a minute per address (candidates.routes.ts).
    const MAX = 30;
    const statuses: number[] = [];
    const started = performance.now();
    for (let i = 0; i <= MAX; i += 1) {
      const origin = i % 2 === 0 ? a!.origin : b!.origin;
      const res = await fetch(
        `${origin}/api/curriculum/candidates/v1/exist-candidate-register?email=nobody-${i}@example.com`,
      );
      statuses.push(res.status);
    }
    const first429 = statuses.indexOf(429);
    console.log(
      `[scale-out] ${statuses.length} requests alternating A/B in ${ms(started)}: first 429 at request ${first429 < 0 ? 'none' : first429 + 1} (shared max ${MAX})`,
    );
    expect(statuses.slice(0, MAX).every((s) => s === 200)).toBe(true);
    expect(statuses[MAX]).toBe(429);
  });
});
