import { queryOptions } from '@tanstack/react-query';
import type { Conversation } from '../../../../contract/messages.ts';
import { apiFetch } from '../../../api/client.ts';

/** Every query of this feature sits under this prefix: the socket invalidates it as a whole. */
export const messagesKey = ['messages'] as const;
export const conversationsKey = [...messagesKey, 'conversations'] as const;

/** GET /messages/conversations: most recent first, each with its latest messages, oldest first. */
export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: conversationsKey,
    queryFn: ({ signal }) => apiFetch<Conversation[]>('/messages/conversations', { signal }),
  });
}
