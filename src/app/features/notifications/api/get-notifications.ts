import { queryOptions } from '@tanstack/react-query';
import type { Notification } from '../../../../contract/notifications.ts';
import { apiFetch } from '../../../api/client.ts';

/** Every query of this feature sits under this prefix: the socket invalidates it as a whole. */
export const notificationsKey = ['notifications'] as const;
export const notificationListKey = [...notificationsKey, 'list'] as const;

/** GET /notifications: the signed-in user's notifications, newest first. */
export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationListKey,
    queryFn: ({ signal }) => apiFetch<Notification[]>('/notifications', { signal }),
  });
}
