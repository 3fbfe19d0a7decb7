import { z } from 'zod';
import { emailedCodeSchema, emailSchema, enteredPasswordSchema, IDENTITY_LIMITS } from './candidates';
import { MESSAGES } from './messages';
import { refinePassword } from './password-policy';

/**
 * Account recovery (decision 0041): an e-mailed 6-digit code, then a new password under the one
 * policy. The code follows the registration code's rules ({@link IDENTITY_LIMITS}: 15 minutes, 5 tries, hashed).
 */

/** Body of POST /api/users/password/v1/forgot. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** The e-mailed code: six digits. */
export const recoveryCodeSchema = emailedCodeSchema;

/** Body of POST /api/users/password/v1/verify: checks a code without spending it (decision 0082). */
export const verifyRecoveryCodeBodySchema = z.object({ email: emailSchema, code: recoveryCodeSchema });
export type VerifyRecoveryCodeBody = z.infer<typeof verifyRecoveryCodeBodySchema>;

/** Body of POST /api/users/password/v1/reset. The server checks the policy with the account's name. */
export const resetPasswordBodySchema = z.object({
  email: emailSchema,
  code: recoveryCodeSchema,
  new_password: enteredPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The flow's first form: the address. */
export const recoveryEmailFormSchema = forgotPasswordBodySchema;

/** The flow's second form: the code. */
export const recoveryCodeFormSchema = z.object({ code: recoveryCodeSchema });

/** The flow's last form: the new password and its confirmation, under the one policy (the name is not known here). */
export const recoveryPasswordFormSchema = z
  .object({
    new_password: z.string().max(IDENTITY_LIMITS.password, { message: MESSAGES.tooLong }),
    confirmation: z.string(),
  })
  .superRefine(
    refinePassword((d) => ({ password: d.new_password, confirmation: d.confirmation }), {
      password: 'new_password',
    }),
  );
export type RecoveryPasswordForm = z.infer<typeof recoveryPasswordFormSchema>;
