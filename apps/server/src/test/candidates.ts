import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { candidates, users } from '../db/schema';
import { AccessTokens } from '../modules/auth/access-token';

/**
 * Creates a candidate directly in the database and a valid access token for it (until the identity issue's
 * sign-in exists, API tests sign in this way).
 */
export async function createCandidate(
  database: Database,
  options: { finished?: boolean; name?: string } = {},
): Promise<{ userId: string; token: string; authorization: string }> {
  const id = randomUUID();
  const email = `candidate-${id}@example.com`;
  await database.db
    .insert(users)
    .values({ id, kind: 'candidate', email, emailNormalized: email, name: options.name ?? 'Maria da Silva' });
  await database.db.insert(candidates).values({ userId: id, finished: options.finished ?? true });
  const tokens = await AccessTokens.load(database.db);
  const token = await tokens.sign({ userId: id, kind: 'candidate', sessionId: randomUUID() });
  return { userId: id, token, authorization: `Bearer ${token}` };
}
