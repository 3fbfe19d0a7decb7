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

/** The session check of every authenticated request (decision 0042). */
export interface SessionGuard {
  /** Whether the token's session is still open and its user enabled and present. */
  isActive(claims: AccessTokenClaims): Promise<boolean>;
  /** Called after the change is committed: forgets here at once, then on every other instance through the bus. */
  sessionsEnded: SessionsEnded;
}
