import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../contract/notifications.ts';
import { call, queryKey } from '../../../api/client.ts';
import { DASHBOARD_CALLS, invalidateCalls } from '../../../api/queries.ts';
import { NOTIFICATION_CALLS } from './get-notifications.ts';

/** PUT /notifications/read-all: « Tout marquer comme lu ». Every card turns read at once. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('markAllNotificationsRead'),
    onSuccess: () => {
      queryClient.setQueryData<Notification[]>(queryKey('listNotifications'), (list) =>
        list?.map((n) => (n.read_status ? n : { ...n, read_status: true })),
      );
    },
    onSettled: () => invalidateCalls(queryClient, [...NOTIFICATION_CALLS, ...DASHBOARD_CALLS]),
  });
}
