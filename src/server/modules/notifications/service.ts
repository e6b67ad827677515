import type { FastifyInstance } from 'fastify';
import type { Notification } from '../../../contract/notifications.ts';
import { notFound } from '../../errors.ts';
import { runEffects } from '../../plugins/effects.ts';
import type { UserRow } from '../users/repo.ts';
import { notificationsFr } from './fr.ts';
import { presentNotification } from './present.ts';
import { deleteReadNotifications, markAllNotificationsRead, markNotificationRead } from './repo.ts';

/** `PUT /notifications/{id}/read`: one of the caller's notifications becomes read. */
export async function markRead(
  app: FastifyInstance,
  user: UserRow,
  id: string,
): Promise<Notification> {
  const row = await markNotificationRead(app.db, user.id, id);
  // Someone else's notification answers like a missing one.
  if (!row) throw notFound(notificationsFr.notFound);
  // Her unread counter.
  runEffects(app, { answersChanged: [user.id] });
  return presentNotification(row);
}

/** `DELETE /notifications`: the caller's read notifications are deleted. */
export async function clearRead(
  app: FastifyInstance,
  user: UserRow,
): Promise<{ message: string; deleted: number }> {
  const deleted = await deleteReadNotifications(app.db, user.id);
  runEffects(app, { answersChanged: [user.id] });
  return { message: notificationsFr.cleared, deleted };
}

/** `PUT /notifications/read-all`: every notification of the caller becomes read. */
export async function markAllRead(
  app: FastifyInstance,
  user: UserRow,
): Promise<{ updated: number }> {
  const updated = await markAllNotificationsRead(app.db, user.id);
  if (updated > 0) runEffects(app, { answersChanged: [user.id] });
  return { updated };
}
