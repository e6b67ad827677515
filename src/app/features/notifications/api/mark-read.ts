import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../contract/notifications.ts';
import { apiFetch } from '../../../api/client.ts';
import { notificationListKey, notificationsKey } from './get-notifications.ts';

/** PUT /notifications/{id}/read. The card turns read at once; the bell follows. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<Notification>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'PUT' }),
    onSuccess: (updated) => {
      queryClient.setQueryData<Notification[]>(notificationListKey, (list) =>
        list?.map((n) => (n.id === updated.id ? updated : n)),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsKey }),
        // The dashboards count unread notifications too (features/dashboard, key ['dashboard', …]).
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
