import { IDENTITY_LIMITS } from '@portal/contracts/candidates';
import { resolveLocale } from '@portal/contracts/locales';
import { validatePassword } from '@portal/contracts/password-policy';
import type { ResetPasswordBody } from '@portal/contracts/password-recovery';
import type { SessionsEnded } from '../../core/auth-claims';
import { AppError } from '../../core/errors';
import { codeExpiry, codeMail, newEmailCode } from '../../core/mail/code-mail';
import type { Outbox } from '../../core/mail/outbox';
import type { Translations } from '../../core/translations';
import type { AuthService, IssuedTokens } from '../auth/auth.service';
import type { AuditContext, AuthAuditLog } from '../auth/auth-audit';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { PasswordRecoveryRepository } from './password-recovery.repository';

/** What POST /forgot answers, the same for every address (no account enumeration). */
export const FORGOT_ANSWER = {
  resend_after: IDENTITY_LIMITS.resendCooldownSeconds,
  expires_in_minutes: IDENTITY_LIMITS.codeTtlMinutes,
} as const;

/**
 * Account recovery for candidates and intranet users (decision 0041): a 6-digit code mailed in the
 * account's language (hashed, 15 minutes, 5 tries, like the registration code), then a new password under the one
 * policy; the reset revokes every session, makes the status 'A', confirms a candidate's address and starts a session.
 * Nothing the caller sees tells whether an address has an account.
 */
export function passwordRecoveryService(
  repository: PasswordRecoveryRepository,
  auth: AuthService,
  sessionsEnded: SessionsEnded,
  audit: AuthAuditLog,
  outbox: Outbox,
  translations: Translations,
  now: () => Date,
) {
  // Hashing a code costs time; an unknown address pays the same, so the answer's delay tells nothing.
  const dummyHash = () => hashPassword(newEmailCode());
  const invalidCode = () =>
    new AppError('code_invalid', { errors: [{ field: 'code', message: 'errors.code_invalid.detail' }] });

  return {
    /** Mails a code to the address when it has an account (and none was mailed within the cooldown). */
    async forgot(email: string): Promise<void> {
      const account = await repository.accountByEmail(email);
      if (!account) {
        await dummyHash();
        return;
      }
      const at = now();
      const previous = await repository.code(account.id);
      if (
        previous &&
        previous.createdAt.getTime() + IDENTITY_LIMITS.resendCooldownSeconds * 1000 > at.getTime()
      ) {
        await dummyHash();
        return;
      }
      const code = newEmailCode();
      const expiresAt = codeExpiry(at);
      const mail = codeMail(translations, resolveLocale(account.locale), 'passwordReset', account, code);
      await repository.saveCode(account.id, await hashPassword(code), at, expiresAt, (tx) =>
        outbox.enqueue(tx, mail),
      );
      outbox.wake();
    },

    /** Checks the code and the policy, stores the new password and starts a session (every other one revoked). */
    async reset(body: ResetPasswordBody, context: AuditContext): Promise<IssuedTokens> {
      const account = await repository.accountByEmail(body.email);
      if (!account) {
        await dummyHash();
        throw invalidCode();
      }
      const code = await repository.countTry(account.id, IDENTITY_LIMITS.codeMaxAttempts);
      if (
        !code ||
        code.expiresAt.getTime() <= now().getTime() ||
        !(await verifyPassword(code.codeHash, body.code))
      ) {
        await audit.record('password_reset', 'refused', context, { userId: account.id });
        throw invalidCode();
      }
      const problem = validatePassword(body.new_password, account.name);
      if (problem) {
        // The right code was used for this try; give it back, so fixing the password does not cost a try.
        await repository.refundTry(account.id);
        throw new AppError('validation_failed', {
          detailKey: problem,
          errors: [{ field: 'new_password', message: problem }],
        });
      }
      const at = now();
      await repository.reset(account.id, await hashPassword(body.new_password), at);
      await sessionsEnded([account.id]);
      await audit.record('password_reset', 'success', context, { userId: account.id });
      return auth.startSession({ id: account.id, kind: account.kind }, 'email');
    },
  };
}

export type PasswordRecoveryService = ReturnType<typeof passwordRecoveryService>;
