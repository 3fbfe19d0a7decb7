import { BADGE_TEXT_COLOR, badgeColor } from '@portal/contracts/badge-color';
import { RELATIVE_TIME_KEYS, relativeTime } from '@portal/contracts/relative-time';
import { cssVars } from '@portal/shell/components/css-vars';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnread, type NotificationItem } from './notifications-api';

/** The current time, updated every minute (relative times stay right while a page stays open). */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** 'now', '5 min ago', '3 hours ago', '2 days ago' or the date in the reader's language (spec §9). */
export function RelativeTime({ date, now }: { date: Date | string; now: Date }) {
  const { t, i18n } = useTranslation('common');
  const when = new Date(date);
  const relative = relativeTime(when, now, currentLocale(i18n));
  const text =
    relative.unit === 'now'
      ? t(RELATIVE_TIME_KEYS.now)
      : relative.unit === 'date'
        ? relative.text
        : t(RELATIVE_TIME_KEYS[relative.unit], { count: relative.value });
  return <time dateTime={when.toISOString()}>{text}</time>;
}

/** The source system as a coloured initial (five bands A-Z, spec §9); the name itself is read out. */
function SystemBadge({ system }: { system: string }) {
  const initial = ([...system.trim()][0] ?? '?').toUpperCase();
  return (
    <span
      className="notification__badge"
      aria-hidden="true"
      style={cssVars({ '--badge-bg': badgeColor(system), '--badge-fg': BADGE_TEXT_COLOR })}
    >
      {initial}
    </span>
  );
}

/** The body of one notification: badge, system, title, text, time and the unread marker. */
export function NotificationEntry({ notification, now }: { notification: NotificationItem; now: Date }) {
  const { t } = useTranslation('library');
  const unread = isUnread(notification);
  return (
    <span className={unread ? 'notification notification--unread' : 'notification'}>
      <SystemBadge system={notification.system} />
      <span className="notification__body">
        <span className="notification__meta">
          <span className="notification__system">{notification.system}</span>
          <RelativeTime date={notification.date} now={now} />
        </span>
        <span className="notification__title">
          {notification.title}
          {unread ? <span className="sr-only"> ({t('notifications.unread')})</span> : null}
        </span>
        <span className="notification__text">{notification.text}</span>
      </span>
      {unread ? <span className="notification__dot" aria-hidden="true" /> : null}
    </span>
  );
}
