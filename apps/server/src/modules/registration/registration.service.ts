import { type ConfirmCodeBody, IDENTITY_LIMITS } from '@portal/contracts/candidates';
import { codeAttemptsLeft } from '@portal/contracts/identity-limits';
import { DATA_STORAGE_CONSENT_VERSION, PRIVACY_POLICY_VERSION, TERMS_VERSION } from '@portal/contracts/legal';
import { type Locale, resolveLocale } from '@portal/contracts/locales';
import { MESSAGES } from '@portal/contracts/messages';
import { AppError } from '#server/core/errors';
import { codeExpiry, codeMail, newEmailCode, wrongCodeError } from '#server/core/mail/code-mail';
import type { Outbox } from '#server/core/mail/outbox';
import { hashPassword, verifyPassword } from '#server/core/passwords';
import type { Translations } from '#server/core/translations';
import type { AuthService, IssuedTokens } from '#server/modules/auth/auth.service';
import type { RegistrationRepository } from './registration.repository';

export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
  language: Locale;
}

/**
 * Candidate account creation (decision 0010): the account is created pending, a 6-digit code is mailed in the candidate's
 * language, and confirming the code starts the first session. Codes are stored hashed (argon2id), expire after 15
 * minutes and allow 5 tries (DESIGN §4.4). A pending registration of the same address is replaced by a new one, so
 * nobody can hold an address they cannot read.
 */
export function registrationService(
  repository: RegistrationRepository,
  auth: AuthService,
  outbox: Outbox,
  translations: Translations,
  now: () => Date,
) {
  const notFound = () => new AppError('not_found', { detailKey: 'errors.registrationNotFound' });

  return {
    async register(input: RegistrationInput): Promise<string> {
      const existing = await repository.accountByEmail(input.email);
      if (existing && !existing.pending) {
        throw new AppError('email_in_use', {
          errors: [{ field: 'email', message: MESSAGES.emailInUse }],
        });
      }
      return repository.createPending(
        {
          name: input.name,
          email: input.email.trim(),
          passwordHash: await hashPassword(input.password),
          locale: input.language,
          consents: [
            { kind: 'privacy_policy', documentVersion: PRIVACY_POLICY_VERSION },
            { kind: 'terms_of_use', documentVersion: TERMS_VERSION },
            { kind: 'data_storage', documentVersion: DATA_STORAGE_CONSENT_VERSION },
          ],
          at: now(),
        },
        existing?.id,
      );
    },

    /**
     * Mails a new code (replacing the previous one) unless one was sent less than the cooldown ago; the mail is durable
     * (decision 0060), written with the code and sent by the outbox worker at once.
     */
    async sendCode(
      userId: string,
      email: string,
    ): Promise<{ resend_after: number; expires_in_minutes: number }> {
      const account = await repository.pending(userId, email);
      if (!account) throw notFound();
      const previous = await repository.code(userId);
      const at = now();
      if (previous) {
        const wait = Math.ceil(
          (previous.createdAt.getTime() + IDENTITY_LIMITS.resendCooldownSeconds * 1000 - at.getTime()) / 1000,
        );
        if (wait > 0)
          throw new AppError('rate_limited', {
            detailKey: 'errors.resendCooldown',
            params: { seconds: wait },
            headers: { 'retry-after': String(wait) },
          });
      }
      const code = newEmailCode();
      const expiresAt = codeExpiry(at);
      const locale = resolveLocale(account.locale);
      const mail = codeMail(translations, locale, 'confirmation', account, code);
      await repository.saveCode(userId, await hashPassword(code), at, expiresAt, (tx) =>
        outbox.enqueue(tx, mail),
      );
      outbox.wake();
      return {
        resend_after: IDENTITY_LIMITS.resendCooldownSeconds,
        expires_in_minutes: IDENTITY_LIMITS.codeTtlMinutes,
      };
    },

    /** Checks a code; the right one confirms the address and starts the candidate's first session. */
    async confirm(body: ConfirmCodeBody): Promise<IssuedTokens> {
      const account = await repository.pending(body.user_id, body.user_email);
      if (!account) throw notFound();
      const code = await repository.countTry(account.id, IDENTITY_LIMITS.codeMaxAttempts);
      if (!code) {
        const existing = await repository.code(account.id);
        throw new AppError('code_invalid', {
          detailKey: existing ? 'errors.codeAttemptsExceeded' : 'errors.codeExpired',
          errors: [
            {
              field: 'confirmation_code',
              message: existing ? 'errors.codeAttemptsExceeded' : 'errors.codeExpired',
            },
          ],
          extensions: { attempts_left: 0 },
        });
      }
      if (code.expiresAt.getTime() <= now().getTime()) {
        throw new AppError('code_invalid', {
          detailKey: 'errors.codeExpired',
          errors: [{ field: 'confirmation_code', message: 'errors.codeExpired' }],
          extensions: { attempts_left: 0 },
        });
      }
      if (!(await verifyPassword(code.codeHash, body.confirmation_code))) {
        throw wrongCodeError('confirmation_code', codeAttemptsLeft(code.attempts));
      }
      await repository.confirm(account.id, now());
      return auth.startSession({ id: account.id, kind: 'candidate' }, 'email');
    },
  };
}

export type RegistrationService = ReturnType<typeof registrationService>;
