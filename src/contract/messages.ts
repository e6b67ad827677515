import { Id, Role } from './common.ts';
import { z } from './z.ts';

import { CONVERSATION_MESSAGES_CAP, MESSAGE_MAX } from './limits.ts';

export { CONVERSATION_MESSAGES_CAP, MESSAGE_MAX };

export const MessageContent = z
  .string({ error: 'Le message est obligatoire.' })
  .trim()
  .min(1, 'Le message ne peut pas être vide.')
  .max(MESSAGE_MAX, 'Le message est trop long (5 000 caractères au plus).');

/**
 * The sender's own id for a message (a UUID made on the device, kept in its outbox): sending
 * again with the same id stores nothing twice and answers the first message.
 */
export const ClientMessageId = z.uuid("L'identifiant du message doit être un UUID.");

export const SendMessageBody = z.object({
  to_user_id: Id,
  content: MessageContent,
  client_message_id: ClientMessageId.optional(),
});
export type SendMessageBody = z.infer<typeof SendMessageBody>;

export const ChatMessage = z.object({
  id: z.string(),
  from_user_id: z.string(),
  to_user_id: z.string(),
  content: z.string(),
  timestamp: z.string(),
  /** The sender's id for it, when the sender gave one (outbox). */
  client_message_id: z.string().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ConversationUser = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  role: Role,
  profile_photo: z.string().nullable(),
});
export type ConversationUser = z.infer<typeof ConversationUser>;

export const Conversation = z.object({
  /** Opaque; the same for both people of the conversation. */
  conversation_id: z.string(),
  other_user: ConversationUser,
  /** Oldest first, at most CONVERSATION_MESSAGES_CAP (the latest ones). */
  messages: z.array(ChatMessage),
  /** Messages from the other user not yet read (all of them, not only the served ones). */
  unread_count: z.number().int(),
});
export type Conversation = z.infer<typeof Conversation>;
/** Most recent conversation first. */
export const ConversationList = z.array(Conversation);

export const OtherUserParams = z.object({ other_user_id: Id });

export const ConversationReadResponse = z.object({
  message: z.string(),
  /** How many messages were marked read. */
  updated: z.number().int(),
});
