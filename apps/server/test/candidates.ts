import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/database';
import { candidates, sessions, users } from '../src/db/schema';
import { AccessTokens } from '../src/modules/auth/access-token';
import { hashPassword } from '../src/modules/auth/passwords';

/**
 * Creates a confirmed candidate directly in the database with an open session and a valid access token for it
 * (the session is checked on every request, decision 0042). With `password`, it can also sign in.
 */
export async function createCandidate(
  database: Database,
  options: { finished?: boolean; name?: string; password?: string } = {},
): Promise<{ userId: string; email: string; sessionId: string; token: string; authorization: string }> {
  const id = randomUUID();
  const email = `candidate-${id}@example.com`;
  await database.db.insert(users).values({
    id,
    kind: 'candidate',
    email,
    emailNormalized: email,
    name: options.name ?? 'Maria da Silva',
    passwordHash: options.password ? await hashPassword(options.password) : null,
  });
  await database.db.insert(candidates).values({ userId: id, finished: options.finished ?? true });
  const [session] = await database.db.insert(sessions).values({ userId: id, loginType: 'email' }).returning();
  const tokens = await AccessTokens.load(database.db);
  const token = await tokens.sign({ userId: id, kind: 'candidate', sessionId: session!.id });
  return { userId: id, email, sessionId: session!.id, token, authorization: `Bearer ${token}` };
}
