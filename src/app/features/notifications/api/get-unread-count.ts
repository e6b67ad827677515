import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../api/queries.ts';

/** The bell is also refreshed by the socket; the timer covers a socket that is down. */
export const UNREAD_REFRESH_MS = 60_000;

/** GET /notifications/unread-count: the bell's number. */
export function unreadCountQueryOptions() {
  return queryOptions({
    ...apiQuery('unreadCount'),
    refetchInterval: UNREAD_REFRESH_MS,
    select: (answer) => answer.count,
  });
}

/** How many notifications the signed-in user has not read (0 while unknown). */
export function useUnreadNotificationCount(): number {
  return useQuery(unreadCountQueryOptions()).data ?? 0;
}
