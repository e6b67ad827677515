import type { ChatMessage, ConversationUser } from '../../../contract/messages.ts';
import { presentDirectoryEntry } from '../users/present.ts';
import type { UserRow } from '../users/repo.ts';
import type { MessageRow } from './repo.ts';

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    from_user_id: row.fromUserId,
    to_user_id: row.toUserId,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    ...(row.clientMessageId ? { client_message_id: row.clientMessageId } : {}),
  };
}

/** The other person of a conversation, shown as in the directory. */
export const presentConversationUser = (row: UserRow): ConversationUser =>
  presentDirectoryEntry(row);

/** The same for both people: ids are opaque, so the pair is only sorted, never parsed. */
export const conversationId = (a: string, b: string) => [a, b].sort().join(':');
