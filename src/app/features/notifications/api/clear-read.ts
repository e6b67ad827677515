import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { notificationsKey } from './get-notifications.ts';

/** DELETE /notifications: deletes the read ones (spec §4). */
export function useClearReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ message: string; deleted: number }>('/notifications', { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
