import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendMessageBody } from '../../../../contract/messages.ts';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';

/** POST /messages; the conversations are reloaded afterwards (docs/product-rules.md §8). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageBody) => call('sendMessage', { body }),
    onSuccess: () => invalidateCalls(queryClient, ['conversations']),
  });
}
