import { z } from 'zod';
import { DROPDOWN_NOTIFICATIONS, NOTIFICATIONS_MAX_LIMIT } from './constants';
import { int32Param } from './input-safety';
import { MESSAGES } from './messages';

/** One notification (spec §3): system name and texts in the caller's language; no visualization_date means unread. */
export const notificationSchema = z.object({
  id: z.number().int(),
  system: z.string(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  date: z.string(),
  visualization_date: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Query of GET /intranet/user/v1/notifications: newest first, `limit` (3 in the bell) from `offset`. */
export const notificationsQuerySchema = z.object({
  limit: int32Param(1).max(NOTIFICATIONS_MAX_LIMIT).default(DROPDOWN_NOTIFICATIONS),
  offset: int32Param(0).max(1_000_000).default(0),
});

/** GET /intranet/user/v1/notifications/summary: how many there are, and how many are unread. */
export const notificationsSummarySchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationsSummary = z.infer<typeof notificationsSummarySchema>;

export const NOTIFICATION_LIMITS = {
  system: 40,
  title: 160,
  text: 2000,
  link: 2000,
  recipients: 500,
} as const;

/** A text in pt-BR with optional en-US and es-ES versions, or one text for every language. */
const localizedInput = (max: number) =>
  z.union([
    z.string().trim().min(1, { message: MESSAGES.required }).max(max, { message: MESSAGES.tooLong }),
    z.object({
      'pt-BR': z
        .string()
        .trim()
        .min(1, { message: MESSAGES.required })
        .max(max, { message: MESSAGES.tooLong }),
      'en-US': z.string().trim().max(max, { message: MESSAGES.tooLong }).optional(),
      'es-ES': z.string().trim().max(max, { message: MESSAGES.tooLong }).optional(),
    }),
  ]);

/** A link a notification opens: an absolute http(s) URL or a path of this site. */
const linkSchema = z
  .string()
  .trim()
  .max(NOTIFICATION_LIMITS.link, { message: MESSAGES.tooLong })
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value), {
    message: MESSAGES.linkInvalid,
  });

/**
 * POST /intranet/system/v1/notifications: another system notifies users, named by id or by e-mail
 * (beyond the spec; the caller needs the 'notifications.create' permission).
 */
export const notificationCreateSchema = z
  .object({
    user_ids: z
      .array(z.uuid())
      .max(NOTIFICATION_LIMITS.recipients, { message: MESSAGES.maxItems })
      .default([]),
    emails: z
      .array(z.email({ message: MESSAGES.emailInvalid }).max(254))
      .max(NOTIFICATION_LIMITS.recipients, { message: MESSAGES.maxItems })
      .default([]),
    system: localizedInput(NOTIFICATION_LIMITS.system),
    title: localizedInput(NOTIFICATION_LIMITS.title),
    text: localizedInput(NOTIFICATION_LIMITS.text),
    link: linkSchema.nullish(),
  })
  .refine((body) => body.user_ids.length + body.emails.length > 0, {
    message: MESSAGES.recipientsRequired,
    path: ['user_ids'],
  });
export type NotificationCreateBody = z.infer<typeof notificationCreateSchema>;

export const notificationCreatedSchema = z.object({ ids: z.array(z.number().int()) });
