import type { FastifyInstance } from 'fastify';
import {
  CONVERSATION_MESSAGES_CAP,
  type ChatMessage,
  type Conversation,
  type SendMessageBody,
} from '../../../contract/messages.ts';
import { ValidationError, conflict, notFound } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { markNotificationsReadByLink } from '../notifications/repo.ts';
import { displayName } from '../users/present.ts';
import { findUserById, findUsersByIds, type UserRow } from '../users/repo.ts';
import { messagesFr } from './fr.ts';
import { conversationId, presentConversationUser, presentMessage } from './present.ts';
import {
  countUnreadBySender,
  findMessageByClientId,
  insertMessage,
  listLatestMessagesOf,
  markConversationRead,
  type MessageRow,
} from './repo.ts';

/** The caller's conversations, the most recently active first. */
export async function listConversations(
  app: FastifyInstance,
  me: UserRow,
): Promise<Conversation[]> {
  const rows = await listLatestMessagesOf(app.db, me.id, CONVERSATION_MESSAGES_CAP);
  const unread = await countUnreadBySender(app.db, me.id);
  const byOther = new Map<string, ChatMessage[]>();
  for (const row of rows) {
    const list = byOther.get(row.otherUserId) ?? [];
    list.push(presentMessage(row));
    byOther.set(row.otherUserId, list);
  }
  const others = new Map(
    (await findUsersByIds(app.db, [...byOther.keys()])).map((u) => [u.id, u] as const),
  );
  const conversations: Conversation[] = [];
  for (const [otherId, list] of byOther) {
    const other = others.get(otherId);
    if (!other) continue;
    conversations.push({
      conversation_id: conversationId(me.id, otherId),
      other_user: presentConversationUser(other),
      messages: list,
      unread_count: unread.get(otherId) ?? 0,
    });
  }
  const lastAt = (c: Conversation) => c.messages.at(-1)?.timestamp ?? '';
  // ISO instants in UTC compare as strings.
  return conversations.sort((a, b) => lastAt(b).localeCompare(lastAt(a)));
}

/** Stores a message, tells the recipient live and leaves them a notification. */
export async function sendMessage(
  app: FastifyInstance,
  me: UserRow,
  body: SendMessageBody,
): Promise<ChatMessage> {
  // A replay from the outbox: the first message, whatever happened to the recipient since.
  const replayed = body.client_message_id
    ? await findMessageByClientId(app.db, me.id, body.client_message_id)
    : undefined;
  if (replayed) return sameMessageOrConflict(replayed, body);
  if (body.to_user_id === me.id) {
    throw new ValidationError([
      { loc: ['body', 'to_user_id'], msg: messagesFr.toSelf, type: 'value_error' },
    ]);
  }
  const recipient = await findUserById(app.db, body.to_user_id);
  // Unknown and not approved answer alike: nobody learns which accounts are pending.
  if (!recipient || recipient.status !== 'approved' || recipient.deletedAt !== null) {
    throw new ValidationError([
      { loc: ['body', 'to_user_id'], msg: messagesFr.recipientUnavailable, type: 'value_error' },
    ]);
  }
  const now = app.now();
  return withTransaction(app, now, async (tx) => {
    const row = await insertMessage(
      tx,
      {
        fromUserId: me.id,
        toUserId: recipient.id,
        content: body.content,
        ...(body.client_message_id ? { clientMessageId: body.client_message_id } : {}),
      },
      now,
    );
    if (!row) {
      // The same id arrived twice at once: the other request stored it and tells the recipient.
      const first = await findMessageByClientId(tx, me.id, body.client_message_id ?? '');
      if (!first) throw new Error('message insert returned nothing');
      return { result: sameMessageOrConflict(first, body), effects: {} };
    }
    const message = presentMessage(row);
    return {
      result: message,
      effects: {
        // The recipient's unread counter.
        answersChanged: [recipient.id],
        notify: [
          {
            userId: recipient.id,
            type: 'message',
            message: messagesFr.notifyNewMessage(displayName(me)),
            // Opens the sender's thread directly; reading that thread marks this notification read.
            link: conversationLink(me.id),
          },
        ],
        emit: [{ to: recipient.id, event: 'new_message', payload: message }],
      },
    };
  });
}

/** A replay answers the first message; the same id for another message is refused. */
function sameMessageOrConflict(first: MessageRow, body: SendMessageBody): ChatMessage {
  if (first.toUserId !== body.to_user_id || first.content !== body.content) {
    throw conflict(messagesFr.clientIdReused);
  }
  return presentMessage(first);
}

/** The in-app address of the conversation with `userId`. */
const conversationLink = (userId: string) => `/messages?with=${encodeURIComponent(userId)}`;

/** Opening a conversation: what the other person sent the caller becomes read. */
export async function readConversation(app: FastifyInstance, me: UserRow, otherUserId: string) {
  const other = await findUserById(app.db, otherUserId);
  if (!other) throw notFound(messagesFr.userNotFound);
  const now = app.now();
  const updated = await withTransaction(app, now, async (tx) => {
    await markNotificationsReadByLink(tx, me.id, 'message', conversationLink(other.id));
    return {
      result: await markConversationRead(tx, me.id, other.id, now),
      // Her unread counters have changed.
      effects: { answersChanged: [me.id] },
    };
  });
  return { message: messagesFr.conversationRead, updated };
}
