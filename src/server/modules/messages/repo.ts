import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';

export type MessageRow = typeof messages.$inferSelect;

/**
 * Stores a message. With a `clientMessageId` already used by this sender, stores nothing and
 * returns undefined (the unique index settles concurrent sends).
 */
export async function insertMessage(
  db: Db,
  message: { fromUserId: string; toUserId: string; content: string; clientMessageId?: string },
  now: Date,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .insert(messages)
    .values({ id: randomUUID(), ...message, createdAt: now })
    .onConflictDoNothing({ target: [messages.fromUserId, messages.clientMessageId] })
    .returning();
  return row;
}

/** The message this sender already sent under `clientMessageId`, if any. */
export async function findMessageByClientId(
  db: Db,
  fromUserId: string,
  clientMessageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.fromUserId, fromUserId), eq(messages.clientMessageId, clientMessageId)))
    .limit(1);
  return row;
}

/**
 * The user's messages, at most `cap` per conversation (the latest ones), oldest first.
 * A conversation is identified by the other person: nobody writes to themself.
 */
export async function listLatestMessagesOf(
  db: Db,
  userId: string,
  cap: number,
): Promise<(MessageRow & { otherUserId: string })[]> {
  const other = sql<string>`case when ${messages.fromUserId} = ${userId} then ${messages.toUserId} else ${messages.fromUserId} end`;
  const ranked = db
    .select({
      id: messages.id,
      fromUserId: messages.fromUserId,
      toUserId: messages.toUserId,
      content: messages.content,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
      clientMessageId: messages.clientMessageId,
      otherUserId: other.as('other_user_id'),
      rank: sql<number>`row_number() over (partition by ${other} order by ${messages.createdAt} desc, ${messages.id} desc)`.as(
        'rank',
      ),
    })
    .from(messages)
    .where(or(eq(messages.fromUserId, userId), eq(messages.toUserId, userId)))
    .as('ranked');
  const rows = await db
    .select({
      id: ranked.id,
      fromUserId: ranked.fromUserId,
      toUserId: ranked.toUserId,
      content: ranked.content,
      createdAt: ranked.createdAt,
      readAt: ranked.readAt,
      clientMessageId: ranked.clientMessageId,
      otherUserId: ranked.otherUserId,
    })
    .from(ranked)
    .where(lte(ranked.rank, cap))
    .orderBy(asc(ranked.createdAt), asc(ranked.id));
  return rows;
}

/** Unread messages sent to the user, per sender. */
export async function countUnreadBySender(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ from: messages.fromUserId, n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.toUserId, userId), isNull(messages.readAt)))
    .groupBy(messages.fromUserId);
  return new Map(rows.map((r) => [r.from, r.n]));
}

/** Marks read what `fromUserId` sent to `toUserId`; returns how many changed. */
export async function markConversationRead(
  db: Db,
  toUserId: string,
  fromUserId: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: now })
    .where(
      and(
        eq(messages.toUserId, toUserId),
        eq(messages.fromUserId, fromUserId),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}
