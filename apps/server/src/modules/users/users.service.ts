import { PASSWORD_CHANGE_PERIOD_DAYS } from '@portal/contracts/constants';
import { MESSAGES } from '@portal/contracts/messages';
import { validatePassword } from '@portal/contracts/password-policy';
import { ACTIVE_STATUS, type Permissions, type UserInformation } from '@portal/contracts/users';
import { type AccessTokenClaims, permissionsOf } from '#server/core/auth-claims';
import { AppError } from '#server/core/errors';
import { hashPassword, verifyPassword } from '#server/core/passwords';
import type { AuthService } from '#server/modules/auth/auth.service';
import type { AuditContext, AuthAuditLog } from '#server/modules/auth/auth-audit';
import { accountWrites, type UserRow, type UsersRepository } from './users.repository';

/** Status answered when the password is older than the change period: it must be changed (spec §6). */
export const EXPIRED_STATUS = 'E';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The status the intranet sees: an active account whose password is past the change period must change it. */
export function effectiveStatus(
  user: Pick<UserRow, 'status' | 'passwordHash' | 'passwordChangedAt'>,
  now: Date,
) {
  if (user.status !== ACTIVE_STATUS || !user.passwordHash) return user.status;
  const age = now.getTime() - user.passwordChangedAt.getTime();
  return age > PASSWORD_CHANGE_PERIOD_DAYS * DAY_MS ? EXPIRED_STATUS : user.status;
}

/** The signed-in user's information and permissions (spec §3, §7) and the password change (spec §5). */
export function usersService(
  repository: UsersRepository,
  audit: AuthAuditLog,
  /** The sessions (the auth module's): whether one is open, signing a user out everywhere. */
  sessions: Pick<AuthService, 'sessionActive' | 'signOutEverywhere'>,
  now: () => Date,
) {
  /** The user of a valid session: 401 when the account is gone or disabled, or the session was revoked. */
  async function sessionUser(claims: AccessTokenClaims): Promise<UserRow> {
    const user = await repository.byId(claims.userId);
    if (!user || user.disabledAt || !(await sessions.sessionActive(claims.sessionId, user.id))) {
      throw new AppError('unauthorized', { detailKey: 'errors.sessionExpired' });
    }
    return user;
  }

  return {
    sessionUser,

    /** The writes of the accounts table other areas make, on their connection or in their transaction (decision 0090). */
    accounts: accountWrites,

    async information(claims: AccessTokenClaims): Promise<UserInformation> {
      const user = await sessionUser(claims);
      return {
        id: user.id,
        email: user.email,
        name: user.name,
        avatar: user.avatar,
        company_id: user.companyId,
        establishment_id: user.establishmentId,
        section_id: user.sectionId,
        status: effectiveStatus(user, now()),
        kind: user.kind,
        has_password: Boolean(user.passwordHash),
      };
    },

    async permissions(claims: AccessTokenClaims): Promise<Permissions> {
      return permissionsOf(await sessionUser(claims));
    },

    /**
     * Checks the current password and the whole policy (length, 3 of 4 classes, not the name), stores the new
     * one, makes the status 'A' and revokes every session of the user: they sign in again everywhere.
     */
    async changePassword(
      claims: AccessTokenClaims,
      body: { current_password: string; new_password: string },
      context: AuditContext,
    ): Promise<void> {
      const user = await sessionUser(claims);
      if (!user.passwordHash)
        throw new AppError('conflict', { detailKey: 'errors.passwordChangeNotAllowed' });
      if (!(await verifyPassword(user.passwordHash, body.current_password))) {
        await audit.record('password_change', 'refused', context, { userId: user.id });
        throw new AppError('validation_failed', {
          detailKey: MESSAGES.currentPasswordIncorrect,
          errors: [{ field: 'current_password', message: MESSAGES.currentPasswordIncorrect }],
        });
      }
      const policy = validatePassword(body.new_password, user.name);
      const problem =
        policy ?? (body.new_password === body.current_password ? MESSAGES.passwordSameAsCurrent : null);
      if (problem) {
        throw new AppError('validation_failed', {
          detailKey: problem,
          errors: [{ field: 'new_password', message: problem }],
        });
      }
      const at = now();
      await repository.setPassword(user.id, await hashPassword(body.new_password), ACTIVE_STATUS, at);
      await sessions.signOutEverywhere(user.id);
      await audit.record('password_change', 'success', context, { userId: user.id });
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;

/** The users table's writes on a connection or transaction (decision 0090), as the users service hands them out. */
export type Accounts = UsersService['accounts'];
