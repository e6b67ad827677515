import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../contract/notifications.ts';
import { call, queryKey } from '../../../api/client.ts';
import { DASHBOARD_CALLS, invalidateCalls } from '../../../api/queries.ts';
import { NOTIFICATION_CALLS } from './get-notifications.ts';

/** PUT /notifications/{id}/read. The card turns read at once; the bell follows. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('markNotificationRead', { params: { id } }),
    onSuccess: (updated) => {
      queryClient.setQueryData<Notification[]>(queryKey('listNotifications'), (list) =>
        list?.map((n) => (n.id === updated.id ? updated : n)),
      );
    },
    // The dashboards count unread notifications too.
    onSettled: () => invalidateCalls(queryClient, [...NOTIFICATION_CALLS, ...DASHBOARD_CALLS]),
  });
}

/**
 * « Marquer comme lu » of a group (a mission's notifications of one day): each unread one, by
 * the same PUT /notifications/{id}/read. The rows turn read at once; the bell follows.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      Promise.all(ids.map((id) => call('markNotificationRead', { params: { id } }))),
    onSuccess: (updated) => {
      const byId = new Map(updated.map((n) => [n.id, n]));
      queryClient.setQueryData<Notification[]>(queryKey('listNotifications'), (list) =>
        list?.map((n) => byId.get(n.id) ?? n),
      );
    },
    onSettled: () => invalidateCalls(queryClient, [...NOTIFICATION_CALLS, ...DASHBOARD_CALLS]),
  });
}
