import { z } from 'zod';
import { MESSAGES } from './messages';
import { refinePassword } from './password-policy';

/**
 * What a user may do in the intranet (spec §6: a permissions object, its content not shown). The API answers every
 * known permission with true or false, so clients can test `permissions['notifications.create']`. The recruiting
 * ones (decision 0050) are limited further by the user's units (`unit_ids`, empty = every unit).
 */
export const PERMISSIONS = [
  'notifications.create',
  'orders.create',
  'recruiting.vacancies',
  'recruiting.applications',
  /** Search the talent pool and invite its candidates (decision 0070). */
  'recruiting.talent_pool',
  /** See and filter by PcD and disability type in the talent pool (sensitive personal data, LGPD art. 11). */
  'recruiting.sensitive',
  /** Record the company's and the units' figures for the legal quotas. */
  'recruiting.quotas',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export type Permissions = Record<Permission, boolean>;

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

export { ACTIVE_STATUS } from './user-status';

/** GET /users/information/v1 (spec §3 authenticated intranet user), snake_case as the spec names it. */
export const userInformationSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  company_id: z.number().int().nullable(),
  establishment_id: z.number().int().nullable(),
  section_id: z.number().int().nullable(),
  status: z.string(),
  /** Beyond the spec: which kind of account this is (the intranet admits employees only). */
  kind: z.enum(['candidate', 'employee']),
  /** Beyond the spec: whether the account has a password to change (CPF- or SSO-only accounts have none). */
  has_password: z.boolean(),
});
export type UserInformation = z.infer<typeof userInformationSchema>;

/** GET /users/information/v1/permissions. */
export const permissionsSchema = z.object(
  Object.fromEntries(PERMISSIONS.map((p) => [p, z.boolean()])) as Record<Permission, z.ZodBoolean>,
);

/** POST /users/password/v1/change (spec §3). The server checks the full policy with the user's name. */
export const passwordChangeBodySchema = z.object({
  current_password: z.string().min(1, { message: MESSAGES.required }).max(256, { message: MESSAGES.tooLong }),
  new_password: z
    .string()
    .min(1, { message: MESSAGES.passwordRequired })
    .max(256, { message: MESSAGES.tooLong }),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/**
 * The intranet's change-password form (spec §5): the current password, the new one under the product's one password
 * policy (password-policy.ts, with the user's name) and its confirmation, which must be equal. Field names are the
 * body's, so the server's problem+json `errors[]` land on the same fields.
 */
export function passwordChangeFormSchema(userName: string) {
  return z
    .object({
      current_password: passwordChangeBodySchema.shape.current_password,
      new_password: z.string().max(256, { message: MESSAGES.tooLong }),
      confirmation: z.string().max(256, { message: MESSAGES.tooLong }),
    })
    .superRefine(
      refinePassword(
        (values) => ({ password: values.new_password, confirmation: values.confirmation, name: userName }),
        {
          password: 'new_password',
          confirmation: 'confirmation',
        },
      ),
    );
}
export type PasswordChangeForm = z.infer<ReturnType<typeof passwordChangeFormSchema>>;
