import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '../../../../contract/messages.ts';
import { call, queryKey } from '../../../api/client.ts';
import { DASHBOARD_CALLS, invalidateCalls } from '../../../api/queries.ts';

/** PUT /messages/conversations/{other_user_id}/read: opening a conversation reads it. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherUserId: string) =>
      call('readConversation', { params: { other_user_id: otherUserId } }),
    onSuccess: (_answer, otherUserId) => {
      queryClient.setQueryData<Conversation[]>(queryKey('conversations'), (list) =>
        list?.map((c) => (c.other_user.id === otherUserId ? { ...c, unread_count: 0 } : c)),
      );
      // The professional's dashboard counts unread messages.
      void invalidateCalls(queryClient, DASHBOARD_CALLS);
    },
  });
}
