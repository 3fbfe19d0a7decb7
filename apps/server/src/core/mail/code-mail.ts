import { randomInt } from 'node:crypto';
import { IDENTITY_LIMITS } from '@portal/contracts/candidates';
import type { Locale } from '@portal/contracts/locales';
import { AppError } from '#server/core/errors';
import type { Translations } from '#server/core/translations';
import { composeMail } from './compose';
import type { Mail } from './mailer';

/** A new e-mailed code: IDENTITY_LIMITS.codeLength random digits (the registration and the recovery codes). */
export function newEmailCode(): string {
  return String(randomInt(0, 10 ** IDENTITY_LIMITS.codeLength)).padStart(IDENTITY_LIMITS.codeLength, '0');
}

/** When a code mailed now stops working. */
export function codeExpiry(from: Date): Date {
  return new Date(from.getTime() + IDENTITY_LIMITS.codeTtlMinutes * 60_000);
}

/**
 * The mail that carries a code, in the reader's language: `mail.<kind>.subject|greeting|intro|expires|ignore` of the
 * `common` namespace (kind 'confirmation' or 'passwordReset').
 */
export function codeMail(
  translations: Translations,
  locale: Locale,
  kind: 'confirmation' | 'passwordReset',
  to: { email: string; name: string },
  code: string,
): Mail {
  const t = (key: string, params?: Record<string, unknown>) =>
    translations.t(locale, `mail.${kind}.${key}`, params);
  return {
    to: to.email,
    subject: t('subject', { code }),
    ...composeMail([
      { paragraph: [t('greeting', { name: to.name })] },
      { paragraph: [t('intro')] },
      { code },
      { paragraph: [t('expires', { minutes: IDENTITY_LIMITS.codeTtlMinutes }), t('ignore')] },
    ]),
  };
}

/**
 * The refusal of a wrong mailed code (decision 0082): the tries it has left, in the problem's `attempts_left` and in
 * the field's message ('The code is incorrect. You have 3 tries left.'); none left says to ask for a new code.
 */
export function wrongCodeError(field: string, attemptsLeft: number): AppError {
  const message = attemptsLeft > 0 ? 'errors.codeIncorrectTriesLeft' : 'errors.codeAttemptsExceeded';
  const params = { count: attemptsLeft };
  return new AppError('code_invalid', {
    detailKey: message,
    params,
    errors: [{ field, message, params }],
    extensions: { attempts_left: attemptsLeft },
  });
}
