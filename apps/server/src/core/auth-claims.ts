import { isPermission, PERMISSIONS, type Permissions } from '@portal/contracts/users';

/** Access tokens live 15 minutes; the refresh token (opaque, rotating) renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** The two kinds of user of the one identity store (DESIGN §1). */
export type UserKind = 'candidate' | 'employee';

/** What a valid access token says: whose it is, which kind of user, and which session it belongs to. */
export interface AccessTokenClaims {
  userId: string;
  kind: UserKind;
  sessionId: string;
}

/** Verifies an access token: its claims, or null for an invalid or expired one. */
export interface AccessTokenVerifier {
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/** Tells every instance that the sessions of these users ended, or that the users were disabled or deleted. */
export type SessionsEnded = (userIds: string[]) => Promise<void>;

/** Tells every instance that the permissions or unit limit of these users changed. */
export type GrantsChanged = (userIds: string[]) => Promise<void>;

/**
 * What an open session's user may do on the intranet: the permissions granted and the units they cover (null =
 * every unit). A candidate's is empty.
 */
export interface SessionGrant {
  permissions: readonly string[];
  unitIds: readonly number[] | null;
}

/** The session check of every authenticated request (decision 0042). */
export interface SessionGuard {
  /**
   * The user's grant while the token's session is still open and its user enabled and present; null once not. Read
   * with the session check (one query, cached with it), so a permission check costs no query of its own.
   */
  active(claims: AccessTokenClaims): Promise<SessionGrant | null>;
  /** Called after the change is committed: forgets here at once, then on every other instance through the bus. */
  sessionsEnded: SessionsEnded;
  /** Likewise after a grant changed: the next check of their sessions reads the new grant. */
  grantsChanged: GrantsChanged;
}

/** What a user may do in the intranet: the granted permissions of an employee; a candidate has none. */
export function permissionsOf(user: { permissions: readonly string[]; kind: UserKind }): Permissions {
  const granted = new Set(user.kind === 'employee' ? user.permissions.filter(isPermission) : []);
  return Object.fromEntries(PERMISSIONS.map((p) => [p, granted.has(p)])) as Permissions;
}
