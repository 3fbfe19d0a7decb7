import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AccessTokenClaims, AccessTokenVerifier } from '../../core/auth-claims';
import type { Db } from '../../db/database';
import { appSecrets } from '../../db/schema';

/** Access tokens live 15 minutes; the refresh token (opaque, rotating) renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'careers-portal';
const SECRET_NAME = 'access_token_hs256';

/** Signs and verifies access tokens (HS256 JWT) with a key kept in the database, shared by every instance. */
export class AccessTokens implements AccessTokenVerifier {
  private constructor(private readonly key: Uint8Array) {}

  static async load(db: Db): Promise<AccessTokens> {
    await db
      .insert(appSecrets)
      .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64') })
      .onConflictDoNothing();
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
    return new AccessTokens(new Uint8Array(Buffer.from(row!.value, 'base64')));
  }

  sign(claims: AccessTokenClaims, now: Date = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ kind: claims.kind, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for an invalid or expired one. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || (payload.kind !== 'candidate' && payload.kind !== 'employee'))
        return null;
      return { userId: payload.sub, kind: payload.kind, sessionId: String(payload.sid ?? '') };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
