import { handleError } from '@portal/shell/api/error-reporting';
import { readPortalConfig } from '@portal/shell/api/portal-config';
import { BellIcon, ErrorIcon, ExternalLinkIcon } from '@portal/shell/components/icons';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationEntry, useNow } from './notification-entry';
import {
  isUnread,
  type NotificationItem,
  useNotifications,
  useNotificationsSummary,
  useRefreshNotifications,
  visualizeNotifications,
} from './notifications-api';
import { useNotificationStream } from './use-notification-stream';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/notifications.css';

export interface NotificationsBellProps {
  /** Only a signed-in user has notifications. */
  enabled: boolean;
  /**
   * Whether the page is the intranet itself: 'see more' then opens its /notifications page, otherwise the
   * external notifications page of the portal (spec §2).
   */
  hostIsIntranet: boolean;
  /**
   * A page of the host app that shows what its notifications speak of (the careers portal: the candidate's
   * applications): 'see more' opens it instead of the external notifications page.
   */
  seeMoreTo?: string;
}

const isExternal = (link: string) => /^https?:\/\//i.test(link);

function EntryItem({ notification, now }: { notification: NotificationItem; now: Date }) {
  const entry = <NotificationEntry notification={notification} now={now} />;
  if (!notification.link) {
    return <DropdownMenu.Item className="notifications-menu__item">{entry}</DropdownMenu.Item>;
  }
  return (
    <DropdownMenu.Item asChild className="notifications-menu__item">
      {isExternal(notification.link) ? (
        <a href={notification.link} target="_blank" rel="noopener noreferrer">
          {entry}
        </a>
      ) : (
        <Link to={notification.link}>{entry}</Link>
      )}
    </DropdownMenu.Item>
  );
}

/**
 * The notifications bell (spec §2, §4, §8): the 3 newest in a dropdown, an unread marker, a skeleton while
 * loading, a translated error with an icon, 'no notification' when empty. Opening it with unread items calls
 * visualize and refreshes. A server-sent events stream refreshes it without a reload.
 */
export function NotificationsBell({ enabled, hostIsIntranet, seeMoreTo }: NotificationsBellProps) {
  const { t } = useTranslation('library');
  const list = useNotifications(enabled);
  const summary = useNotificationsSummary(enabled);
  const refresh = useRefreshNotifications();
  const now = useNow();
  const [open, setOpen] = useState(false);
  useNotificationStream(enabled, () => void refresh());

  const items = list.data ?? [];
  const unread = summary.data?.unread ?? items.filter(isUnread).length;
  const label =
    unread > 0 ? t('notifications.bellLabelUnread', { count: unread }) : t('notifications.bellLabel');

  // Spec §4: when the dropdown opens and any notification is unread, visualize and refresh; also when the list
  // arrives, or a new notification does, while it is open. Each notification is visualized once (the refreshed
  // list arrives up to 500 ms later, spec §7).
  const visualized = useRef(new Set<number>());
  const unreadIds = items.filter(isUnread).map((n) => n.id);
  const pending = unreadIds.filter((id) => !visualized.current.has(id)).join(',');
  useEffect(() => {
    if (!open || pending === '') return;
    for (const id of pending.split(',')) visualized.current.add(Number(id));
    visualizeNotifications()
      .then(() => refresh())
      .catch(handleError);
  }, [open, pending, refresh]);
  const onOpenChange = setOpen;

  const seeMore = hostIsIntranet ? (
    <Link to="/notifications">{t('notifications.seeMore')}</Link>
  ) : seeMoreTo ? (
    <Link to={seeMoreTo}>{t('notifications.seeMore')}</Link>
  ) : (
    <a href={readPortalConfig().notificationsUrl} target="_blank" rel="noopener noreferrer">
      {t('notifications.seeMore')}
      <ExternalLinkIcon className="notifications-menu__external" />
      <span className="sr-only"> {t('notifications.opensInNewTab')}</span>
    </a>
  );

  let body: React.ReactNode;
  if (list.error && !list.data) {
    body = (
      <p className="notifications-menu__state notifications-menu__state--error">
        <ErrorIcon />
        {t('notifications.error')}
      </p>
    );
  } else if (list.isLoading || !list.data) {
    body = (
      <div className="notifications-menu__skeleton" aria-busy="true">
        <span className="sr-only">{t('notifications.loading')}</span>
        {[0, 1, 2].map((i) => (
          <span key={i} className="notifications-menu__skeleton-row" aria-hidden="true" />
        ))}
      </div>
    );
  } else if (items.length === 0) {
    body = <p className="notifications-menu__state">{t('notifications.empty')}</p>;
  } else {
    body = items.map((notification) => (
      <EntryItem key={notification.id} notification={notification} now={now} />
    ));
  }

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger className="notifications-bell" aria-label={label} disabled={!enabled}>
        <BellIcon />
        {unread > 0 ? (
          <span className="count-badge notifications-bell__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      {/* In place, not portalled to <body>: the popup stays inside the header's banner landmark. */}
      <DropdownMenu.Content
        className="notifications-menu"
        align="end"
        sideOffset={4}
        aria-label={t('notifications.title')}
      >
        <DropdownMenu.Label className="notifications-menu__title">
          {t('notifications.title')}
        </DropdownMenu.Label>
        {body}
        <DropdownMenu.Separator className="notifications-menu__separator" />
        <DropdownMenu.Item asChild className="notifications-menu__more">
          {seeMore}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
