import { NOTIFICATIONS_PAGE_SIZE } from '@portal/contracts/constants';
import { handleError } from '@portal/shell/api/error-reporting';
import { Button } from '@portal/shell/components/button';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { Link, useSearchParams } from '@portal/shell/navigation/navigation';
import { NotificationEntry, useNow } from '@portal/shell/notifications/notification-entry';
import {
  isUnread,
  useNotifications,
  useNotificationsSummary,
  useRefreshNotifications,
  visualizeNotifications,
} from '@portal/shell/notifications/notifications-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@portal/shell/styles/notifications.css';
import './notifications-page.css';
import { ReadState } from '@portal/shell/components/state-message';

/** /notifications: every notification of the user, newest first, NOTIFICATIONS_PAGE_SIZE a page (`?page=n`). */
export function NotificationsPage() {
  const { t } = useTranslation('intranet');
  const { t: tl } = useTranslation('library');
  useDocumentTitle(t('documentTitle', { page: t('notificationsPage.title') }));
  const [params] = useSearchParams();
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isSafeInteger(requested) && requested > 0 ? requested : 1;
  const list = useNotifications(true, NOTIFICATIONS_PAGE_SIZE, (page - 1) * NOTIFICATIONS_PAGE_SIZE);
  const summary = useNotificationsSummary(true);
  const refresh = useRefreshNotifications();
  const now = useNow();
  const [marking, setMarking] = useState(false);
  const total = summary.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));
  const items = list.data ?? [];

  const markAll = async () => {
    setMarking(true);
    try {
      await visualizeNotifications();
      await refresh();
    } catch (error) {
      handleError(error);
    } finally {
      setMarking(false);
    }
  };

  let content: React.ReactNode;
  if (!list.data) {
    content = (
      <ReadState
        error={list.error}
        block="notifications-page__state"
        failed={tl('notifications.error')}
        loading={tl('notifications.loading')}
      />
    );
  } else if (items.length === 0) {
    content = <p className="notifications-page__state">{tl('notifications.empty')}</p>;
  } else {
    content = (
      <ul className="notifications-page__list" aria-label={t('notificationsPage.title')}>
        {items.map((notification) => (
          <li key={notification.id} className="notifications-page__item">
            {notification.link ? (
              /^https?:\/\//i.test(notification.link) ? (
                <a href={notification.link} target="_blank" rel="noopener noreferrer">
                  <NotificationEntry notification={notification} now={now} />
                </a>
              ) : (
                <Link to={notification.link}>
                  <NotificationEntry notification={notification} now={now} />
                </Link>
              )
            ) : (
              <NotificationEntry notification={notification} now={now} />
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="notifications-page">
      <PageHeader
        title={t('notificationsPage.title')}
        backTo="/home"
        breadcrumbs={[
          { label: t('home.title'), href: '/home' },
          { label: t('notificationsPage.title'), href: '/notifications', active: true },
        ]}
        actions={
          <Button
            variant="secondary"
            loading={marking}
            disabled={!items.some(isUnread) && !(summary.data?.unread ?? 0)}
            onClick={() => void markAll()}
          >
            {tl('notifications.markAllRead')}
          </Button>
        }
      />
      <p className="notifications-page__summary" aria-live="polite">
        {t('notificationsPage.summary', { count: total, unread: summary.data?.unread ?? 0 })}
      </p>
      {content}
      {pages > 1 ? (
        <nav className="notifications-page__pager" aria-label={t('notificationsPage.pagination')}>
          {page > 1 ? (
            <Link to={`/notifications?page=${page - 1}`}>{t('notificationsPage.previous')}</Link>
          ) : (
            <span aria-hidden="true" />
          )}
          <span aria-current="page">{t('notificationsPage.pageOf', { page, pages })}</span>
          {page < pages ? (
            <Link to={`/notifications?page=${page + 1}`}>{t('notificationsPage.next')}</Link>
          ) : (
            <span aria-hidden="true" />
          )}
        </nav>
      ) : null}
    </div>
  );
}
