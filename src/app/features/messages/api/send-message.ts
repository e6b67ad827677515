import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, SendMessageBody } from '../../../../contract/messages.ts';
import { apiFetch } from '../../../api/client.ts';
import { conversationsKey } from './get-conversations.ts';

/** POST /messages; the conversations are reloaded afterwards (spec §7). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageBody) =>
      apiFetch<ChatMessage>('/messages', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}
