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
