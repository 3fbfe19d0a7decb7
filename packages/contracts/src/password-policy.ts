import type { z } from 'zod';
import { PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH } from './constants';
import { MESSAGES, type MessageKey } from './messages';

/** Which password rules hold (spec §5); the intranet dialog lists them as criteria. */
export interface PasswordCriteria {
  /** At least {@link PASSWORD_MIN_LENGTH} characters (counted as Unicode code points). */
  minLength: boolean;
  lowercase: boolean;
  uppercase: boolean;
  number: boolean;
  /** Any character that is neither a letter, a digit nor white space. */
  special: boolean;
  /** Does not contain the user's first or last name (case- and accent-insensitive). */
  notContainName: boolean;
  /** How many of the four classes (lowercase, uppercase, number, special) are present. */
  classes: number;
}

/** Lower-cases and removes accents, so 'JOSÉ' and 'jose' compare equal. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The first and last words of a name, folded; words shorter than 2 characters are ignored. */
function nameParts(name: string): string[] {
  const words = fold(name).trim().split(/\s+/).filter(Boolean);
  const ends = [words[0], words[words.length - 1]];
  return ends.filter((word): word is string => word !== undefined && [...word].length >= 2);
}

/** Evaluates every password rule at once. `name` is the user's full name, when known. */
export function passwordCriteria(password: string, name?: string): PasswordCriteria {
  const lowercase = /\p{Ll}/u.test(password);
  const uppercase = /\p{Lu}/u.test(password);
  const number = /\p{Nd}/u.test(password);
  const special = /[^\p{L}\p{N}\s]/u.test(password);
  const folded = fold(password);
  return {
    minLength: [...password].length >= PASSWORD_MIN_LENGTH,
    lowercase,
    uppercase,
    number,
    special,
    notContainName: nameParts(name ?? '').every((part) => !folded.includes(part)),
    classes: [lowercase, uppercase, number, special].filter(Boolean).length,
  };
}

/**
 * The first rule a password breaks, in this order: required, too short, fewer than 3 of 4 classes,
 * contains the first or last name. `null` when the password is acceptable. Used by candidate account
 * creation and by the intranet password change.
 */
export function validatePassword(password: string, name?: string): MessageKey | null {
  if (password.length === 0) return MESSAGES.passwordRequired;
  const criteria = passwordCriteria(password, name);
  if (!criteria.minLength) return MESSAGES.passwordTooShort;
  if (criteria.classes < PASSWORD_MIN_CLASSES) return MESSAGES.passwordClasses;
  if (!criteria.notContainName) return MESSAGES.passwordContainsName;
  return null;
}

/** Checks the confirmation field: required, then equal to the password ('The passwords must be equal'). */
export function validatePasswordConfirmation(password: string, confirmation: string): MessageKey | null {
  if (confirmation.length === 0) return MESSAGES.required;
  return password === confirmation ? null : MESSAGES.passwordsMustMatch;
}

/** The values {@link refinePassword} checks, picked from a form's data. */
export interface PasswordFields {
  password: string;
  confirmation?: string;
  name?: string;
}

/**
 * A zod `superRefine` callback that applies the password policy to an object schema and reports each
 * problem on its field. `pick` maps the form data to the password, its confirmation (optional) and the
 * user's name; `paths` names the fields the issues go to.
 *
 * @example
 * z.object({ name: z.string(), password: z.string(), confirm: z.string() })
 *   .superRefine(refinePassword((d) => ({ password: d.password, confirmation: d.confirm, name: d.name }),
 *     { confirmation: 'confirm' }));
 */
export function refinePassword<T>(
  pick: (data: T) => PasswordFields,
  paths: { password?: string; confirmation?: string } = {},
): (data: T, ctx: z.RefinementCtx<T>) => void {
  const passwordPath = paths.password ?? 'password';
  const confirmationPath = paths.confirmation ?? 'confirmation';
  return (data, ctx) => {
    const { password, confirmation, name } = pick(data);
    const passwordError = validatePassword(password, name);
    if (passwordError) ctx.addIssue({ code: 'custom', message: passwordError, path: [passwordPath] });
    if (confirmation === undefined) return;
    const confirmationError = validatePasswordConfirmation(password, confirmation);
    if (confirmationError)
      ctx.addIssue({ code: 'custom', message: confirmationError, path: [confirmationPath] });
  };
}
