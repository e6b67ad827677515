import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '../../../../contract/messages.ts';
import { apiFetch } from '../../../api/client.ts';
import { conversationsKey } from './get-conversations.ts';

/** PUT /messages/conversations/{other_user_id}/read: opening a conversation reads it. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherUserId: string) =>
      apiFetch<{ message: string; updated: number }>(
        `/messages/conversations/${encodeURIComponent(otherUserId)}/read`,
        { method: 'PUT' },
      ),
    onSuccess: (_answer, otherUserId) => {
      queryClient.setQueryData<Conversation[]>(conversationsKey, (list) =>
        list?.map((c) => (c.other_user.id === otherUserId ? { ...c, unread_count: 0 } : c)),
      );
      // The professional's dashboard counts unread messages (features/dashboard, ['dashboard', …]).
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
