import { z } from 'zod';
import { IDENTITY_LIMITS } from './identity-limits';
import { LOCALES } from './locales';
import { MESSAGES } from './messages';
import { refinePassword } from './password-policy';

// The limits live in a module without zod, so a page can show them without loading zod (decision 0068).
export { IDENTITY_LIMITS };

/** Folds spaces; a full name is at least two words (first and last name, spec §5 'Please enter your full name'). */
function normalizeFullName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Whether a name is a full name: at least two words of letters. */
export function isFullName(name: string): boolean {
  const words = normalizeFullName(name)
    .split(' ')
    .filter((w) => /\p{L}/u.test(w));
  return words.length >= 2;
}

const fullNameSchema = z
  .string()
  .max(IDENTITY_LIMITS.name, { message: MESSAGES.tooLong })
  .refine(isFullName, { message: MESSAGES.fullNameRequired })
  .transform(normalizeFullName);

export const emailSchema = z
  .string()
  .trim()
  .min(1, { message: MESSAGES.required })
  .max(IDENTITY_LIMITS.email, { message: MESSAGES.tooLong })
  .pipe(z.email({ message: MESSAGES.emailInvalid }));

/** A code the portal e-mailed (registration, recovery): six digits. */
export const emailedCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${IDENTITY_LIMITS.codeLength}}$`), { message: MESSAGES.confirmationCodeInvalid });

/** A password as typed to sign in or set (the policy is checked elsewhere, with the account's name). */
export const enteredPasswordSchema = z
  .string()
  .min(1, { message: MESSAGES.passwordRequired })
  .max(IDENTITY_LIMITS.password, { message: MESSAGES.tooLong });

/** Screen 3: full name and e-mail. */
export const accountIdentitySchema = z.object({ name: fullNameSchema, email: emailSchema });

/** Screen 4 (new account): password and confirmation, checked with the name by the one policy function. */
export const accountPasswordSchema = z
  .object({
    name: z.string(),
    password: z.string().max(IDENTITY_LIMITS.password, { message: MESSAGES.tooLong }),
    confirmation: z.string(),
  })
  .superRefine(refinePassword((d) => ({ password: d.password, confirmation: d.confirmation, name: d.name })));

/** A consent that must be given; its message names it (the privacy policy and terms, or the data storage). */
const mustAccept = (message: string) => z.boolean().refine((v) => v === true, { message });

/** Screen 5: the two consents (privacy policy and terms; 61-month data storage). */
export const accountConsentsSchema = z.object({
  privacy_policy_consent: mustAccept(MESSAGES.termsRequired),
  data_storage_consent: mustAccept(MESSAGES.dataStorageRequired),
});

/** Body of POST /api/users/registration/v1 (DESIGN §2). The server applies the same password policy. */
export const registrationBodySchema = z
  .object({
    name: fullNameSchema,
    email: emailSchema,
    password: z
      .string()
      .min(1, { message: MESSAGES.passwordRequired })
      .max(IDENTITY_LIMITS.password, { message: MESSAGES.tooLong }),
    privacy_policy_consent: mustAccept(MESSAGES.termsRequired),
    data_storage_consent: mustAccept(MESSAGES.dataStorageRequired),
    language: z.enum(LOCALES).default('pt-BR'),
  })
  .superRefine(refinePassword((d) => ({ password: d.password, name: d.name })));
export type RegistrationBody = z.input<typeof registrationBodySchema>;

export const registrationCreatedSchema = z.object({ user_id: z.uuid() });

/** Query of GET /api/users/registration/v1/confirmation/send-changed (spec §7). */
export const sendCodeQuerySchema = z.object({
  user_id: z.uuid({ message: MESSAGES.required }),
  user_email: emailSchema,
  user_name: z.string().max(IDENTITY_LIMITS.name, { message: MESSAGES.tooLong }).optional(),
});

export const sendCodeResultSchema = z.object({
  /** Seconds before another code may be asked for. */
  resend_after: z.number().int(),
  /** Minutes the code stays valid. */
  expires_in_minutes: z.number().int(),
});

/** Body of POST /api/users/registration/v1/confirmation/confirm-changed (spec §7). */
export const confirmCodeBodySchema = z.object({
  user_id: z.uuid({ message: MESSAGES.required }),
  user_email: emailSchema,
  confirmation_code: emailedCodeSchema,
});
export type ConfirmCodeBody = z.infer<typeof confirmCodeBodySchema>;

/** GET /api/curriculum/candidates/v1/user (spec §3 Candidate user). */
export const candidateUserSchema = z.object({
  finished: z.boolean(),
  seenPrivacyPolicy: z.boolean(),
  name: z.string(),
  email: z.string(),
  /** The account's language: every mail and notification uses it, and a sign-in on any device restores it. */
  language: z.enum(LOCALES),
});
export type CandidateUser = z.infer<typeof candidateUserSchema>;

/** Body of PUT /api/curriculum/candidates/v1/language: the signed-in candidate's language, one of ours. */
export const candidateLanguageBodySchema = z.object({
  language: z.enum(LOCALES, { message: MESSAGES.required }),
});
export type CandidateLanguageBody = z.infer<typeof candidateLanguageBodySchema>;

/** GET /api/curriculum/candidates/v1/exist-candidate-register: whether an address (or the signed-in user) has an account. */
export const existCandidateQuerySchema = z.object({ email: emailSchema.optional() });
export const existCandidateResultSchema = z.object({ exists: z.boolean() });

/** The careers sign-in form (screen 4, existing account): e-mail and password, both required. */
export const candidateSignInSchema = z.object({
  email: emailSchema,
  password: enteredPasswordSchema,
});
export type CandidateSignIn = z.infer<typeof candidateSignInSchema>;

/** The confirmation step's form (screen 6): the 6-digit code. */
export const confirmCodeFormSchema = confirmCodeBodySchema.pick({ confirmation_code: true });
