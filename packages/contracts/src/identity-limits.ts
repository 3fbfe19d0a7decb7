/** Identity limits of decision 0010 (spec §9 names none of them; DESIGN §4.4 fixes the code rules). */
export const IDENTITY_LIMITS = {
  name: 120,
  email: 254,
  password: 256,
  /** A confirmation code expires after this many minutes. */
  codeTtlMinutes: 15,
  /** Wrong tries a confirmation code allows; the next one fails even with the right code. */
  codeMaxAttempts: 5,
  /** A new code can be asked for this long after the last one. */
  resendCooldownSeconds: 60,
  /** Digits of a confirmation code. */
  codeLength: 6,
} as const;

/**
 * Tries a mailed code has left after `used` counted tries (DESIGN §4.4: 5 tries); the server puts it in the
 * `attempts_left` of a refused code's problem, and the form says it.
 */
export function codeAttemptsLeft(used: number): number {
  return Math.max(0, IDENTITY_LIMITS.codeMaxAttempts - used);
}
