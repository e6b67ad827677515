import { apiQuery } from '../../../api/queries.ts';

/** The calls a change of notifications makes stale: the list and the bell's count. */
export const NOTIFICATION_CALLS = ['listNotifications', 'unreadCount'] as const;

/** GET /notifications: the signed-in user's notifications, newest first. */
export function notificationsQueryOptions() {
  return apiQuery('listNotifications');
}
