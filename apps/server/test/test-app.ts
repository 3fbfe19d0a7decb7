import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppDependencies, buildApp } from '#server/app';
import { type Config, testConfig } from '#server/config';
import {
  type Database,
  DEFAULT_POSTGRES_TIMEOUTS,
  openPglite,
  type PostgresTimeouts,
  pgliteDatabase,
  postgresDatabase,
} from '#server/db/database';
import { seedAccounts } from '#server/seed/accounts-seed';
import { validateResponses } from './openapi-responses';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

/**
 * A fresh, migrated database for one test file: on PGlite or PostgreSQL, as the vitest project says. On PostgreSQL
 * `pool` gives its connections and bounds (by default 5, and a wait for a free connection five times production's).
 */
export async function createTestDatabase(pool?: {
  max: number;
  timeouts: PostgresTimeouts;
}): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const dump = readFileSync(inject('pgliteTemplate'));
    return pgliteDatabase(await openPglite({ loadDataDir: new Blob([dump]) }));
  }
  const adminUrl = process.env.TEST_POSTGRES_URL!;
  const template = inject('postgresTemplate');
  const name = template.replace('template', randomBytes(4).toString('hex'));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The wait for a free connection is the production bound (2 s, then 503) times five: CI runs many test files at
  // once on two cores, and a test of 200 concurrent requests on 5 connections would otherwise test the machine's
  // load. The outage tests build their databases with their own bounds.
  const database = postgresDatabase(
    url.toString(),
    pool?.max ?? 5,
    pool?.timeouts ?? {
      ...DEFAULT_POSTGRES_TIMEOUTS,
      connectTimeoutMs: 5 * DEFAULT_POSTGRES_TIMEOUTS.connectTimeoutMs,
    },
  );
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropDatabase(dropper, name);
      await dropper.end();
    },
  };
}

/**
 * Drops a test database once its pool's connections have gone. `pool.end()` resolves before the server has closed
 * those backends, so a forced drop at once would kill them mid-goodbye; wait for them first, force only as a last
 * resort.
 */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
      name,
    ]);
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** `buildApp`, with every answer checked against the app's OpenAPI document (decision 0067). */
export async function buildCheckedApp(...args: Parameters<typeof buildApp>) {
  const app = await buildApp(...args);
  validateResponses(app);
  return app;
}

/** The whole server on a fresh database, for `app.inject()`; its answers are checked against its OpenAPI document. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: Omit<AppDependencies, 'database'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildCheckedApp(testConfig(overrides), { ...deps, database });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Listens on a free local port, as a deployed instance does; returns its origin (`http://127.0.0.1:<port>`). */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export interface TwoInstances {
  database: Database;
  one: FastifyInstance;
  two: FastifyInstance;
  close(): Promise<void>;
}

/** Two app instances on one fresh database, as two processes of a deployment run (they share its LISTEN/NOTIFY). */
export async function createTwoInstances(): Promise<TwoInstances> {
  const database = await createTestDatabase();
  const build = () => buildCheckedApp(testConfig(), { database, careersBuild: false });
  const one = await build();
  const two = await build();
  await Promise.all([one.ready(), two.ready()]);
  return {
    database,
    one,
    two,
    async close() {
      await one.close();
      await two.close();
      await database.close();
    },
  };
}

export interface MailingTestApp extends TestApp {
  /** Where the server's mail goes: every mail the outbox sent, as an SMTP client would have delivered it. */
  sink: SmtpSink;
}

/** The whole server with its mail sent through the real path (outbox → SMTP) to a local SMTP sink. */
export async function createMailingTestApp(
  overrides: Partial<Config> = {},
  deps: Omit<AppDependencies, 'database'> = {},
): Promise<MailingTestApp> {
  const sink = await startSmtpSink();
  const t = await createTestApp({ SMTP_URL: sink.url, ...overrides }, deps);
  return {
    ...t,
    sink,
    async close() {
      await t.close();
      await sink.close();
    },
  };
}

export interface AppsOnOneDatabase extends Pick<TestApp, 'database' | 'close'> {
  /** A new app with these settings on the shared database (closed, with the database, after the file). */
  build(overrides?: Partial<Config>): Promise<FastifyInstance>;
}

/**
 * For a test file that compares settings (proxies, public URL, Redis): one fresh database for the file, `prepare`d
 * once (e.g. the demo accounts), and as many apps on it as the tests build (see `forTheFile`).
 */
export function appsOnOneDatabase(
  deps: Omit<AppDependencies, 'database'> = { careersBuild: false },
  prepare?: (database: Database) => Promise<unknown>,
): AppsOnOneDatabase {
  const start = async (): Promise<AppsOnOneDatabase> => {
    const database = await createTestDatabase();
    const apps: FastifyInstance[] = [];
    return {
      database,
      async build(overrides = {}) {
        const app = await buildCheckedApp(testConfig(overrides), { ...deps, database });
        apps.push(app);
        return app;
      },
      async close() {
        for (const app of apps) await app.close();
        await database.close();
      },
    };
  };
  return forTheFile(start, prepare && ((shared) => prepare(shared.database)));
}

/** Who calls: a test candidate or employee (its `authorization` header), or null for an anonymous caller. */
/** The request headers an answer says it varies on (its `Vary`), lower-cased. */
export const varyOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers.vary)
    .split(',')
    .map((name) => name.trim().toLowerCase());

export type Caller = { authorization: string } | null;

/**
 * `call(who, method, '/curriculum/...', payload?, language?)`: one request to `/api...` through `app.inject`, in
 * `language` (default `defaultLanguage`). `app` is read at each call, so the caller may be made before `beforeAll`.
 */
export function apiCaller(app: () => FastifyInstance, defaultLanguage = 'en-US') {
  return (
    who: Caller,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    language = defaultLanguage,
  ) =>
    app().inject({
      method,
      url: `/api${url}`,
      headers: { 'accept-language': language, ...(who ? { authorization: who.authorization } : {}) },
      ...(payload === undefined ? {} : { payload: payload as never }),
    });
}

/**
 * What a test file (or a describe block) uses throughout, the server or an SMTP sink: started in `beforeAll` (then
 * `prepare`, e.g. the demo accounts) and closed in `afterAll`. Its members (`app`, `database`, ...) are read and
 * set inside hooks and tests, once it has started.
 */
export function forTheFile<T extends { close(): Promise<unknown> }>(
  start: () => Promise<T>,
  prepare?: (t: T) => Promise<unknown>,
): T {
  let started: T | undefined;
  const whenStarted = () => {
    if (!started) throw new Error('the test app starts in beforeAll: use it inside hooks and tests');
    return started;
  };
  beforeAll(async () => {
    started = await start();
    await prepare?.(started);
  });
  afterAll(() => started?.close());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(whenStarted(), key),
    set: (_, key, value) => Reflect.set(whenStarted(), key, value),
  });
}

/** `createTestApp` for the whole test file (see `forTheFile`). */
export function useTestApp(
  overrides: Partial<Config> = {},
  deps: Omit<AppDependencies, 'database'> = {},
  prepare?: (t: TestApp) => Promise<unknown>,
): TestApp {
  return forTheFile(() => createTestApp(overrides, deps), prepare);
}

/** `createMailingTestApp` on the business clock `now`, for the whole test file (see `forTheFile`). */
export function useMailingTestApp(
  now: () => Date,
  prepare?: (t: MailingTestApp) => Promise<unknown>,
): MailingTestApp {
  return forTheFile(() => createMailingTestApp({}, { now }), prepare);
}

/** The demo seed's accounts on the app's database: a `prepare` of `useTestApp` or `useMailingTestApp`. */
export const withDemoAccounts = (t: TestApp) => seedAccounts(t.database.db);
