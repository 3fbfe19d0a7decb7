import { handleError } from '@portal/shell/api/error-reporting';
import { BellIcon } from '@portal/shell/components/icons';
import { LazyMenuTrigger } from '@portal/shell/components/lazy-menu';
import { lazyPart } from '@portal/shell/components/lazy-part';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from './notification-entry';
import {
  isUnread,
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

const menu = lazyPart(() => import('./notifications-menu'));

/**
 * The notifications bell (spec §2, §4, §8): the 3 newest in a dropdown, an unread marker, a skeleton while
 * loading, a translated error with an icon, 'no notification' when empty. Opening it with unread items calls
 * visualize and refreshes. A server-sent events stream refreshes it without a reload. The dropdown's code loads
 * on first use ({@link LazyMenuTrigger}); the count is there from the first view.
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

  const badge = (
    <>
      <BellIcon />
      {unread > 0 ? (
        <span className="count-badge notifications-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </>
  );
  return (
    <LazyMenuTrigger
      part={menu}
      className="notifications-bell"
      label={label}
      disabled={!enabled}
      menu={(loaded, handOver) => (
        <loaded.NotificationsMenu
          label={label}
          disabled={!enabled}
          open={open}
          onOpenChange={onOpenChange}
          list={list}
          now={now}
          hostIsIntranet={hostIsIntranet}
          seeMoreTo={seeMoreTo}
          handOver={handOver}
        >
          {badge}
        </loaded.NotificationsMenu>
      )}
    >
      {badge}
    </LazyMenuTrigger>
  );
}
