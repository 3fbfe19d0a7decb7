import { randomInt } from 'node:crypto';
import { IDENTITY_LIMITS } from '@portal/contracts/candidates';
import type { Locale } from '@portal/contracts/locales';
import type { Translations } from '../translations';
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
    text: [
      t('greeting', { name: to.name }),
      '',
      t('intro'),
      '',
      `    ${code}`,
      '',
      t('expires', { minutes: IDENTITY_LIMITS.codeTtlMinutes }),
      t('ignore'),
    ].join('\n'),
  };
}
