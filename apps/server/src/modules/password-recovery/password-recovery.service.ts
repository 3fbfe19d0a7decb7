import { createHash } from 'node:crypto';
import { IDENTITY_LIMITS } from '@portal/contracts/candidates';
import { codeAttemptsLeft } from '@portal/contracts/identity-limits';
import { resolveLocale } from '@portal/contracts/locales';
import { validatePassword } from '@portal/contracts/password-policy';
import type { ResetPasswordBody, VerifyRecoveryCodeBody } from '@portal/contracts/password-recovery';
import type { SessionsEnded } from '#server/core/auth-claims';
import { AppError } from '#server/core/errors';
import { codeExpiry, codeMail, newEmailCode, wrongCodeError } from '#server/core/mail/code-mail';
import type { Outbox } from '#server/core/mail/outbox';
import { hashPassword, verifyPassword } from '#server/core/passwords';
import type { Translations } from '#server/core/translations';
import { TtlCache } from '#server/core/ttl-cache';
import type { AuthService, IssuedTokens } from '#server/modules/auth/auth.service';
import type { AuditContext, AuthAuditLog } from '#server/modules/auth/auth-audit';
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
  // No live code (never asked for, expired) or no tries left: ask for a new one; a wrong code says its tries left.
  const invalidCode = () =>
    new AppError('code_invalid', {
      errors: [{ field: 'code', message: 'errors.code_invalid.detail' }],
      extensions: { attempts_left: 0 },
    });
  const phantoms = phantomCodes(now);

  /**
   * Counts one try of the code (verify and reset share the 5 tries, decision 0082) and answers the account when the
   * code is right and live; a wrong one is refused with the tries it has left. An address without an account is
   * answered alike from a code that was never mailed (no account enumeration).
   */
  async function checkCode(body: VerifyRecoveryCodeBody, context: AuditContext) {
    const account = await repository.accountByEmail(body.email);
    if (!account) {
      await dummyHash();
      const left = phantoms.countTry(body.email);
      throw left === undefined ? invalidCode() : wrongCodeError('code', left);
    }
    const code = await repository.countTry(account.id, IDENTITY_LIMITS.codeMaxAttempts);
    if (!code || code.expiresAt.getTime() <= now().getTime()) {
      await audit.record('password_reset', 'refused', context, { userId: account.id });
      throw invalidCode();
    }
    if (!(await verifyPassword(code.codeHash, body.code))) {
      await audit.record('password_reset', 'refused', context, { userId: account.id });
      throw wrongCodeError('code', codeAttemptsLeft(code.attempts));
    }
    return account;
  }

  return {
    /** Mails a code to the address when it has an account (and none was mailed within the cooldown). */
    async forgot(email: string): Promise<void> {
      const account = await repository.accountByEmail(email);
      if (!account) {
        phantoms.mail(email);
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

    /**
     * Checks a code when it is typed, without spending it (decision 0082): a right one gives its try back; a wrong
     * one costs a try of the same 5 as the reset, so checking cannot be used to guess codes.
     */
    async verify(body: VerifyRecoveryCodeBody, context: AuditContext): Promise<void> {
      const account = await checkCode(body, context);
      await repository.refundTry(account.id);
    },

    /** Checks the code and the policy, stores the new password and starts a session (every other one revoked). */
    async reset(body: ResetPasswordBody, context: AuditContext): Promise<IssuedTokens> {
      const account = await checkCode(body, context);
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

/**
 * Codes "mailed" to addresses without an account (decision 0082): only their tries and expiry, kept in this process,
 * so a wrong code for such an address counts down its tries like a real one and the answers tell nothing. Bounded;
 * the oldest go first. Keys are hashed, so no address sits in memory.
 */
function phantomCodes(now: () => Date, max = 10_000) {
  const codes = new TtlCache<string, { attempts: number; createdAt: number }>({
    ttlMs: IDENTITY_LIMITS.codeTtlMinutes * 60_000,
    max,
    now: () => now().getTime(),
  });
  const keyOf = (email: string) =>
    createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  return {
    mail(email: string) {
      const key = keyOf(email);
      const at = now().getTime();
      const previous = codes.get(key);
      if (previous && previous.createdAt + IDENTITY_LIMITS.resendCooldownSeconds * 1000 > at) return;
      codes.set(key, { attempts: 0, createdAt: at }, codeExpiry(new Date(at)).getTime());
    },
    /** The tries left after this one, or undefined when no live code with tries is there (like a real account's). */
    countTry(email: string): number | undefined {
      const code = codes.get(keyOf(email));
      if (!code || code.attempts >= IDENTITY_LIMITS.codeMaxAttempts) return undefined;
      code.attempts += 1;
      return codeAttemptsLeft(code.attempts);
    },
  };
}
