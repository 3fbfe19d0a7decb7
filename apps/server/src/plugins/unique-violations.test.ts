import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database';
import * as schema from '#server/db/schema';
import { users } from '#server/db/schema';
import { createTestDatabase } from '#server-test/test-app';
import { UNIQUE_VIOLATIONS, uniqueViolation } from './unique-violations';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('unique violations (decision 0044)', () => {
  it('every unique index of the schema has its domain answer', () => {
    const unique = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .flatMap((table) => getTableConfig(table as PgTable).indexes)
      .filter((index) => index.config.unique)
      .map((index) => String(index.config.name))
      .sort();
    expect(unique.filter((name) => !(name in UNIQUE_VIOLATIONS))).toEqual([]);
    expect(Object.keys(UNIQUE_VIOLATIONS).sort()).toEqual(unique);
  });

  it("finds the driver's violation inside drizzle's error and names the domain code", async () => {
    const row = {
      kind: 'candidate' as const,
      email: 'a@example.com',
      emailNormalized: 'a@example.com',
      name: 'A',
    };
    await database.db.insert(users).values(row);
    const error = await database.db
      .insert(users)
      .values(row)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(uniqueViolation(error)?.code).toBe('email_in_use');
    expect(uniqueViolation(new Error('other'))).toBeUndefined();
  });
});
