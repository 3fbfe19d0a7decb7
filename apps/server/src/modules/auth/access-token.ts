import { errors, jwtVerify, SignJWT } from 'jose';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type AccessTokenClaims,
  type AccessTokenVerifier,
} from '#server/core/auth-claims';
import { TtlCache } from '#server/core/ttl-cache';
import type { Db } from '#server/db/database';
import { loadSecret } from './auth.repository';

const ISSUER = 'careers-portal';
const SECRET_NAME = 'access_token_hs256';

/** Verified tokens remembered at most; the oldest goes first. */
const VERIFIED_MAX = 20_000;

/**
 * Signs and verifies access tokens (HS256 JWT) with a key kept in the database, shared by every instance.
 *
 * Verifying is WebCrypto work that every authenticated request did again for the same token (it was a third of
 * such a request's CPU, decision 0069): a token string once verified is remembered with its claims until it
 * expires. Only the exact string that passed is remembered, so nothing unsigned can reach a hit; a session that
 * ends is still refused by the session check that follows (decision 0042).
 */
export class AccessTokens implements AccessTokenVerifier {
  // Each token is kept until its own expiry (set below); ttlMs is never used.
  private readonly verified = new TtlCache<string, AccessTokenClaims>({
    ttlMs: ACCESS_TOKEN_TTL_SECONDS * 1000,
    max: VERIFIED_MAX,
    now: () => Date.now(),
  });

  private constructor(private readonly key: Uint8Array) {}

  static async load(db: Db): Promise<AccessTokens> {
    return new AccessTokens(await loadSecret(db, SECRET_NAME));
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
  async verify(token: string, now: number = Date.now()): Promise<AccessTokenClaims | null> {
    const known = this.verified.get(token, now);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(now),
      });
      if (typeof payload.sub !== 'string' || (payload.kind !== 'candidate' && payload.kind !== 'employee'))
        return null;
      const claims: AccessTokenClaims = {
        userId: payload.sub,
        kind: payload.kind,
        sessionId: String(payload.sid ?? ''),
      };
      if (typeof payload.exp === 'number') this.verified.set(token, claims, payload.exp * 1000);
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
