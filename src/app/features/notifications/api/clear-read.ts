import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { NOTIFICATION_CALLS } from './get-notifications.ts';

/** DELETE /notifications: deletes the read ones (docs/product-rules.md §6). */
export function useClearReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('clearReadNotifications'),
    onSettled: () => invalidateCalls(queryClient, NOTIFICATION_CALLS),
  });
}
