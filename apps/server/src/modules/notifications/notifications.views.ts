import type { Locale } from '@portal/contracts/locales';
import type { Notification } from '@portal/contracts/notifications';
import { localizedText } from '@portal/contracts/vacancy-rules';
import type { NotificationRow } from './notifications.repository';

/** A notification as the API answers it, its texts in the reader's language. */
export function toNotification(row: NotificationRow, locale: Locale): Notification {
  return {
    id: row.id,
    system: localizedText(row.system, locale),
    title: localizedText(row.title, locale),
    text: localizedText(row.text, locale),
    link: row.link,
    date: row.createdAt.toISOString(),
    visualization_date: row.visualizedAt?.toISOString() ?? null,
  };
}
