import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { NotificationType } from '../../../contract/notifications.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  type: NotificationType;
  message: string;
  link?: string | null;
}

/** Stores notifications (inside the caller's transaction when given one). */
export async function insertNotifications(
  db: Db,
  items: NewNotification[],
  now: Date,
): Promise<NotificationRow[]> {
  if (items.length === 0) return [];
  return db
    .insert(notifications)
    .values(
      items.map((n) => ({
        id: randomUUID(),
        userId: n.userId,
        type: n.type,
        message: n.message,
        link: n.link ?? null,
        createdAt: now,
      })),
    )
    .returning();
}
