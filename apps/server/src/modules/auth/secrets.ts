import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appSecrets } from '../../db/schema';

/**
 * A random server secret kept in the database (created on first use), so every instance on the same database
 * shares it, like the access-token key (docs/decisions/0007).
 */
export async function loadSecret(db: Db, name: string, bytes = 32): Promise<Uint8Array> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(bytes).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return new Uint8Array(Buffer.from(row!.value, 'base64'));
}
