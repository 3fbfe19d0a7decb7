import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, pgliteDatabase, postgresDatabase } from '#server/db/database';

/**
 * Migrates one template database per test run; each test file then gets its own copy:
 * PGlite — a dump of the migrated data dir loaded into memory; PostgreSQL — CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches the test workers, not this hook: the project name says which database.
  const kind = project.name === 'api-postgres' ? 'postgres' : 'pglite';
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'portal-pglite-'));
    const client = await openPglite();
    const database = pgliteDatabase(client);
    await database.migrate();
    const dump = await client.dumpDataDir('none');
    await client.close();
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const template = `portal_test_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = postgresDatabase(url.toString(), 1);
  await database.migrate();
  await database.close();
  project.provide('postgresTemplate', template);
  return async () => {
    // Drop the template and any per-file database a crashed test left behind.
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`portal_test_%_${process.pid}_%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
