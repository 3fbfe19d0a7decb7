import { createHash, randomBytes } from 'node:crypto';
import type { LoginType } from '@portal/contracts/auth';
import type { SessionsEnded } from '#server/core/auth-claims';
import { AppError } from '#server/core/errors';
import { verifyPassword } from '#server/core/passwords';
import type { AccessTokens } from './access-token';
import { type AuthRepository, sessionWrites } from './auth.repository';

/** Refresh tokens (and the auth cookies) live 30 days (spec §9: 2592000 s). */
const REFRESH_TOKEN_TTL_MS = 2_592_000 * 1000;

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  loginType: LoginType;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Sign-in, token refresh with rotation and reuse detection, sign-out (DESIGN §4). Every revocation is told to
 * `sessionsEnded`, so the access tokens of the session stop working on every instance at once (decision 0042).
 */
export function authService(
  repository: AuthRepository,
  tokens: AccessTokens,
  sessionsEnded: SessionsEnded,
  now: () => Date,
) {
  async function revoke(sessionId: string) {
    const userId = await repository.revokeSession(sessionId, now());
    if (userId) await sessionsEnded([userId]);
  }

  async function issue(
    user: { id: string; kind: 'candidate' | 'employee' },
    sessionId: string,
    loginType: LoginType,
  ) {
    const refresh = randomBytes(32).toString('base64url');
    await repository.addRefreshToken(
      sessionId,
      hashToken(refresh),
      new Date(now().getTime() + REFRESH_TOKEN_TTL_MS),
    );
    const access = await tokens.sign({ userId: user.id, kind: user.kind, sessionId }, now());
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: 'Bearer' as const,
      expires_in: 15 * 60,
      loginType,
    };
  }

  return {
    /** A new session for a user whose identity another step proved (e.g. the e-mailed code of a new account). */
    async startSession(
      user: { id: string; kind: 'candidate' | 'employee' },
      loginType: LoginType,
    ): Promise<IssuedTokens> {
      const session = await repository.createSession(user.id, loginType);
      return issue(user, session.id, loginType);
    },

    /** E-mail and password; an unknown e-mail and a wrong password get the same answer. */
    async signInWithPassword(email: string, password: string): Promise<IssuedTokens> {
      const user = await repository.userByEmail(email);
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid || user.disabledAt) throw new AppError('invalid_credentials');
      // Told only to someone who knows the password: the address is still waiting for its e-mailed code.
      if (user.pendingConfirmation)
        // The account's id lets the page ask for a code at once (send-changed) and go on to the confirmation step.
        throw new AppError('email_not_confirmed', { extensions: { user_id: user.id } });
      const session = await repository.createSession(user.id, 'email');
      return issue(user, session.id, 'email');
    },

    /** Rotates the refresh token; a token used before revokes its session. */
    async refresh(refreshToken: string): Promise<IssuedTokens> {
      const found = await repository.refreshTokenByHash(hashToken(refreshToken));
      const expired = () => new AppError('unauthorized', { detailKey: 'errors.sessionExpired' });
      if (!found || found.session.revokedAt) throw expired();
      if (found.token.usedAt || !(await repository.useRefreshToken(found.token.id, now()))) {
        await revoke(found.session.id);
        throw expired();
      }
      if (found.token.expiresAt.getTime() <= now().getTime()) throw expired();
      if (found.user.disabledAt) throw expired();
      return issue(found.user, found.session.id, found.session.loginType);
    },

    /** Revokes the session of a refresh token or of a session id; unknown ones are ignored. */
    async signOut(input: {
      refreshToken?: string | undefined;
      sessionId?: string | undefined;
    }): Promise<void> {
      if (input.refreshToken) {
        const found = await repository.refreshTokenByHash(hashToken(input.refreshToken));
        if (found) await revoke(found.session.id);
      }
      if (input.sessionId) await revoke(input.sessionId);
    },

    /** Revokes every session of the user, this one included: every device signs in again. */
    async signOutEverywhere(userId: string): Promise<void> {
      await repository.revokeAll(userId, now());
      await sessionsEnded([userId]);
    },

    /** Whether this session of this user is still open. */
    sessionActive: (sessionId: string, userId: string) => repository.sessionActive(sessionId, userId),

    /**
     * The writes of the sessions table other areas make, on their connection or in their transaction (decision
     * 0090); whoever revokes tells `sessionsEnded` after committing.
     */
    sessions: sessionWrites,
  };
}

export type AuthService = ReturnType<typeof authService>;

/** The sessions table's writes on a connection or transaction (decision 0090), as the auth service hands them out. */
export type UserSessions = AuthService['sessions'];
