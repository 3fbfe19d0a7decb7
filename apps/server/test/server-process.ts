import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brasiliaDate } from '@portal/contracts/vacancy-rules';
import { and, eq, gte } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type Db, openDatabase, postgresDatabase } from '#server/db/database';
import { applicationEvents, applications, candidates, users, vacancies } from '#server/db/schema';

/*
 * The real server as an operator runs it, in a child process (src/server.ts through tsx), for the kill -9 tests:
 * on a database of its own that outlives it (a PGlite DATA_DIR in a temp folder, or a PostgreSQL database created
 * and dropped here), so it can be killed and started again on the same data.
 */

const entry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
// tsx reads the workspace aliases from apps/server/tsconfig.json in the working folder.
const serverDir = fileURLToPath(new URL('../', import.meta.url));

interface SpawnedServer {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Its exit code once it has ended. */
  exit: Promise<number | null>;
}

/** src/server.ts (through tsx) in a child process whose environment is PATH, HOME and `env`; nothing waited for. */
export function spawnServer(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

export interface ServerProcess {
  child: ChildProcess;
  /** The intranet's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  exit: Promise<unknown>;
  /** Everything it printed so far. */
  output(): string;
}

/** Starts src/server.ts with these variables (PORT 0 on 127.0.0.1, demo data on, warnings only). */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const { child, output, exit } = spawnServer({
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const url = /Intranet:\s+(http:\/\/\S+?)\/?\s/.exec(output())?.[1];
    if (url) return { child, url, exit, output };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${output()}`);
}

/** A database for server processes: the env that points a server at it, a way to open it here, and its removal. */
export interface ProcessDatabase {
  label: 'PGlite' | 'PostgreSQL';
  env: Record<string, string>;
  /** Opens it in this process (on PGlite only while no server process has it open). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A new, empty database of the kind the vitest project tests (TEST_DB). */
export async function createProcessDatabase(prefix: string): Promise<ProcessDatabase> {
  // Files (uploads, the .eml outbox) go to a temp folder too, never into the checkout.
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  if (process.env.TEST_DB !== 'postgres') {
    return {
      label: 'PGlite',
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ DATA_DIR: dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    open: async () => postgresDatabase(url.toString(), 2),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface InsertedApplicant {
  /** The application's id. */
  id: number;
  userId: string;
  email: string;
  vacancyId: number;
}

/**
 * `count` candidates with a finished resume, each with one application (received, with its first event) to one of
 * `vacancyIds` in turn (by default the published vacancies still open), written directly in the database: the
 * fastest way to give a recruiter hundreds of applicants to move.
 */
export async function insertApplicants(
  db: Db,
  count: number,
  options: { prefix: string; vacancyIds?: number[] },
): Promise<InsertedApplicant[]> {
  const vacancyIds =
    options.vacancyIds ??
    (
      await db
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(and(eq(vacancies.status, 'published'), gte(vacancies.applicationDeadline, brasiliaDate())))
        .orderBy(vacancies.id)
        .limit(10)
    ).map((v) => v.id);
  if (!vacancyIds.length) throw new Error('no open vacancy to apply to');
  const people = Array.from({ length: count }, (_, i) => {
    const id = randomUUID();
    const email = `${options.prefix}-${i}-${id.slice(0, 8)}@example.com`;
    return { id, email, vacancyId: vacancyIds[i % vacancyIds.length]! };
  });
  const inserted: InsertedApplicant[] = [];
  for (let start = 0; start < people.length; start += 100) {
    const batch = people.slice(start, start + 100);
    await db.transaction(async (tx) => {
      await tx.insert(users).values(
        batch.map((p, i) => ({
          id: p.id,
          kind: 'candidate' as const,
          email: p.email,
          emailNormalized: p.email,
          name: `Candidata ${start + i + 1}`,
        })),
      );
      await tx.insert(candidates).values(batch.map((p) => ({ userId: p.id, finished: true })));
      const rows = await tx
        .insert(applications)
        .values(batch.map((p) => ({ userId: p.id, vacancyId: p.vacancyId })))
        .returning({ id: applications.id, userId: applications.userId });
      await tx.insert(applicationEvents).values(
        rows.map((r) => ({
          applicationId: r.id,
          actor: 'candidate' as const,
          fromStatus: null,
          toStatus: 'received' as const,
        })),
      );
      const byUser = new Map(rows.map((r) => [r.userId, r.id]));
      for (const p of batch)
        inserted.push({ id: byUser.get(p.id)!, userId: p.id, email: p.email, vacancyId: p.vacancyId });
    });
  }
  return inserted;
}

/** A bearer token for this account, through the password sign-in (HTTP Basic). */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/auth/v1/token`, {
    headers: { authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return `Bearer ${(await res.json()).access_token}`;
}
