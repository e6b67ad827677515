/**
 * The e-mail channel of notifications: a stored notification with a `mailSubject` is also
 * e-mailed to its user, when SMTP_URL is set and she keeps « Par e-mail » on. Her row is read
 * fresh (the switch may have moved since the notification was made). Only approved accounts get
 * e-mails, except the refusal itself, sent to an account that can no longer sign in (its only
 * link is the home page). `app.mail.send` never throws and, with the job engine, only queues.
 */
import type { FastifyInstance } from 'fastify';
import type { NotificationRow } from '../notifications/repo.ts';
import { findUserById } from '../users/repo.ts';
import { appUrl, renderNotificationMail } from './render.ts';

export async function mailNotification(app: FastifyInstance, row: NotificationRow): Promise<void> {
  if (!row.mailSubject || !app.mail.enabled) return;
  const user = await findUserById(app.db, row.userId);
  if (!user || !user.notifyEmail) return;
  const rejection = row.type === 'rejection';
  if (user.status !== 'approved' && !rejection) return;
  await app.mail.send(
    renderNotificationMail({
      to: user.email,
      firstName: user.firstName,
      subject: row.mailSubject,
      message: row.message,
      url: appUrl(app.publicUrl, rejection ? null : row.link),
      rejection,
    }),
  );
}

/** Adds the e-mail channel to the notifier (after the socket and Web Push ones). */
export function registerMailChannel(app: FastifyInstance): void {
  app.notifier.listen((row) => mailNotification(app, row));
}
