import type { Locale } from '@portal/contracts/locales';
import { MESSAGES } from '@portal/contracts/messages';
import type {
  Notification,
  NotificationCreateBody,
  NotificationsSummary,
} from '@portal/contracts/notifications';
import { type AccessTokenClaims, permissionsOf } from '#server/core/auth-claims';
import { AppError, type FieldError } from '#server/core/errors';
import type { NotificationBus } from '#server/core/notification-bus';
import type { Db } from '#server/db/database';
import type { LocalizedText } from '#server/db/schema';
import type { UsersService } from '#server/modules/users/users.service';
import { type NotificationsRepository, notificationsRepository } from './notifications.repository';
import { toNotification } from './notifications.views';

function toLocalizedText(value: NotificationCreateBody['title']): LocalizedText {
  if (typeof value === 'string') return { 'pt-BR': value };
  const text: LocalizedText = { 'pt-BR': value['pt-BR'] };
  if (value['en-US']) text['en-US'] = value['en-US'];
  if (value['es-ES']) text['es-ES'] = value['es-ES'];
  return text;
}

/**
 * Notifications of spec §3/§7: each user reads and marks only their own. Other systems create them through the
 * API with the 'notifications.create' permission; every change is published on the bus for the live bells.
 */
export function notificationsService(
  repository: NotificationsRepository,
  users: UsersService,
  bus: NotificationBus,
  now: () => Date,
) {
  return {
    async list(userId: string, limit: number, offset: number, locale: Locale): Promise<Notification[]> {
      const rows = await repository.list(userId, limit, offset);
      return rows.map((row) => toNotification(row, locale));
    },

    summary(userId: string): Promise<NotificationsSummary> {
      return repository.summary(userId);
    },

    async visualize(userId: string): Promise<number> {
      const updated = await repository.visualizeAll(userId, now());
      if (updated > 0) await bus.publish({ type: 'visualized', userIds: [userId] });
      return updated;
    },

    /**
     * A notification from the portal itself (no permission check: the caller is server code), written in the
     * caller's transaction `tx`, so it exists exactly when the change it tells of does; call `announce` after the
     * commit so open bells show it at once.
     */
    async write(
      tx: Db,
      entries: {
        userId: string;
        system: LocalizedText;
        title: LocalizedText;
        text: LocalizedText;
        link: string | null;
      }[],
    ): Promise<number[]> {
      if (!entries.length) return [];
      const createdAt = now();
      return notificationsRepository(tx).insertMany(
        entries.map((entry) => ({ ...entry, createdAt, createdBy: null })),
      );
    },

    /** Tells the open bells of these users, on every instance, that they have new notifications. */
    async announce(userIds: string[]): Promise<void> {
      if (userIds.length) await bus.publish({ type: 'created', userIds: [...new Set(userIds)] });
    },

    /** Creates one notification per recipient; 403 without the permission, 400 naming unknown recipients. */
    async create(claims: AccessTokenClaims, body: NotificationCreateBody): Promise<number[]> {
      const creator = await users.sessionUser(claims);
      if (!permissionsOf(creator)['notifications.create']) throw new AppError('forbidden');
      const found = await repository.existingUsers(body.user_ids, body.emails);
      const errors: FieldError[] = [];
      const recipients = new Set<string>();
      body.user_ids.forEach((id, index) => {
        if (found.ids.has(id)) recipients.add(id);
        else errors.push({ field: `user_ids.${index}`, message: MESSAGES.recipientUnknown });
      });
      body.emails.forEach((email, index) => {
        const id = found.emails.get(email.trim().toLowerCase());
        if (id) recipients.add(id);
        else errors.push({ field: `emails.${index}`, message: MESSAGES.recipientUnknown });
      });
      if (errors.length) throw new AppError('validation_failed', { errors });
      const at = now();
      const ids = await repository.insertMany(
        [...recipients].map((userId) => ({
          userId,
          system: toLocalizedText(body.system),
          title: toLocalizedText(body.title),
          text: toLocalizedText(body.text),
          link: body.link ?? null,
          createdAt: at,
          createdBy: creator.id,
        })),
      );
      await bus.publish({ type: 'created', userIds: [...recipients] });
      return ids;
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
