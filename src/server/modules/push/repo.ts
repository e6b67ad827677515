import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * One row per endpoint: a browser that subscribes again (new keys, or another person signed
 * in on the same device) replaces its earlier row, which then belongs to the caller.
 */
export async function upsertSubscription(
  db: Db,
  sub: { userId: string; endpoint: string; p256dh: string; auth: string },
  now: Date,
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ id: randomUUID(), ...sub, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: sub.userId, p256dh: sub.p256dh, auth: sub.auth, createdAt: now },
    })
    .returning();
  if (!row) throw new Error('push subscription upsert returned nothing');
  return row;
}

export async function deleteOwnSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export async function listSubscriptionsOf(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function deleteSubscriptionsById(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
