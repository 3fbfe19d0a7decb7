import { readPortalConfig } from '@portal/shell/api/portal-config';
import { ErrorIcon, ExternalLinkIcon } from '@portal/shell/components/icons';
import type { MenuHandOver } from '@portal/shell/components/lazy-menu';
import { useMenuHandOver } from '@portal/shell/components/menu-hand-over';
import { Link } from '@portal/shell/navigation/navigation';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationEntry } from './notification-entry';
import type { NotificationItem } from './notifications-api';

export interface NotificationsMenuProps {
  label: string;
  disabled: boolean;
  /** The trigger's content (the bell and its unread count), as the stand-in showed it. */
  children: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  list: { data: NotificationItem[] | undefined; error: unknown; isLoading: boolean };
  now: Date;
  hostIsIntranet: boolean;
  seeMoreTo: string | undefined;
  handOver: MenuHandOver;
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
 * The Radix dropdown behind {@link NotificationsBell} (spec §2, §4, §8): the 3 newest, a skeleton while loading, a
 * translated error with an icon, 'no notification' when empty, and 'see more'. Loaded on the first sign that the
 * user is going for the bell (decision 0103).
 */
export function NotificationsMenu({
  label,
  disabled,
  children,
  open,
  onOpenChange,
  list,
  now,
  hostIsIntranet,
  seeMoreTo,
  handOver,
}: NotificationsMenuProps) {
  const { t } = useTranslation('library');
  const trigger = useMenuHandOver(handOver);
  const items = list.data ?? [];
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

  let body: ReactNode;
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
      <DropdownMenu.Trigger
        ref={trigger}
        className="notifications-bell"
        aria-label={label}
        disabled={disabled}
      >
        {children}
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
