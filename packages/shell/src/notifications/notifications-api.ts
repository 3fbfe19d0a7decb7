import { DROPDOWN_NOTIFICATIONS } from '@portal/contracts/constants';
import type { Notification, NotificationsSummary } from '@portal/contracts/notifications';
import { apiFetch } from '@portal/shell/api/http-client';
import { useApi } from '@portal/shell/api/swr';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** GET /intranet/user/v1/notifications and the routes below it (spec §7, and the summary and stream). */
export const NOTIFICATIONS_PATH = '/intranet/user/v1/notifications';

/** A notification as the client holds it: the API client turns its dates into Date objects (spec §7). */
export type NotificationItem = Omit<Notification, 'date' | 'visualization_date'> & {
  date: Date | string;
  visualization_date: Date | string | null;
};

export const isUnread = (notification: NotificationItem) => !notification.visualization_date;

/** A page of the signed-in user's notifications, newest first; `null` fetches nothing (signed out). */
export function useNotifications(enabled: boolean, limit: number = DROPDOWN_NOTIFICATIONS, offset = 0) {
  return useApi<NotificationItem[]>(
    enabled ? NOTIFICATIONS_PATH : null,
    offset ? { limit, offset } : { limit },
  );
}

export function useNotificationsSummary(enabled: boolean) {
  return useApi<NotificationsSummary>(enabled ? `${NOTIFICATIONS_PATH}/summary` : null);
}

/** GET .../visualize: marks all of the user's notifications seen. */
export function visualizeNotifications(): Promise<{ updated: number }> {
  return apiFetch<{ updated: number }>(`${NOTIFICATIONS_PATH}/visualize`);
}

/** Fetches every cached notifications answer again (lists of any page, the summary), in every language. */
export function useRefreshNotifications(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(NOTIFICATIONS_PATH),
        undefined,
        { revalidate: true },
      ),
    [mutate],
  );
}
