import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import { linkWithMission } from '../../../domain/notifications/group.ts';
import type { NotificationType } from '../../../contract/notifications.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  type: NotificationType;
  message: string;
  link?: string | null;
  /** The mission it concerns: written into `link` as `?mission=<id>` (the screen groups by it). */
  missionId?: string | null;
  /**
   * Also sent by e-mail, with this subject, to those who keep e-mail on (and when SMTP_URL is
   * set); the body is the message and a link to `link`.
   */
  mailSubject?: string | null;
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
    .values(items.map((n) => ({ ...notificationValues(n), createdAt: now })))
    .returning();
}

/** A new notification's stored columns, but its time: a fresh id, the mission in its link. */
export function notificationValues(n: NewNotification) {
  return {
    id: randomUUID(),
    userId: n.userId,
    type: n.type,
    message: n.message,
    link: n.link && n.missionId ? linkWithMission(n.link, n.missionId) : (n.link ?? null),
    mailSubject: n.mailSubject ?? null,
  };
}

/**
 * Rewrites the user's unread note of this type and link (the grouped one) with `message`, as
 * of `now`; false when she has none unread.
 */
export async function updateUnreadNote(
  db: Db,
  note: { userId: string; type: NotificationRow['type']; link: string },
  message: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ message, createdAt: now })
    .where(
      and(
        eq(notifications.userId, note.userId),
        eq(notifications.type, note.type),
        eq(notifications.link, note.link),
        eq(notifications.readStatus, false),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** How many accounts await an administrator's decision. */
export async function pendingAccountCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.status, 'pending'));
  return Number(row?.n ?? 0);
}

/** How many notifications `GET /notifications` serves, newest first. */
export const NOTIFICATIONS_LIST_CAP = 200;

export async function listNotificationsOf(db: Db, userId: string): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIST_CAP);
}

/** Marks one of the user's notifications read; undefined when it is not theirs or does not exist. */
export async function markNotificationRead(
  db: Db,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readStatus: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readStatus: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.readStatus, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes the user's read notifications only; returns how many. */
export async function deleteReadNotifications(db: Db, userId: string): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.readStatus, true)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.readStatus, false)));
  return row?.n ?? 0;
}

/** Marks read the caller's unread notifications of one type that point to `link`. */
export async function markNotificationsReadByLink(
  db: Db,
  userId: string,
  type: NotificationType,
  link: string,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readStatus: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, type),
        eq(notifications.link, link),
        eq(notifications.readStatus, false),
      ),
    );
}
