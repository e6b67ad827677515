import fp from 'fastify-plugin';
import webpush from 'web-push';
import type { PushPayload } from '../../contract/push.ts';
import { isPushServiceEndpoint } from '../../domain/push/push-services.ts';
import { pushFr } from '../modules/push/fr.ts';
import { deleteSubscriptionsById, listSubscriptionsOf } from '../modules/push/repo.ts';
import { findUserById } from '../modules/users/repo.ts';

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` contact the push services may use. */
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Sends one Web Push; resolves with the push service's HTTP status (201 when accepted). */
export type PushSender = (target: PushTarget, payload: string) => Promise<{ statusCode: number }>;

declare module 'fastify' {
  interface FastifyInstance {
    push: { publicKey: string };
  }
}

export interface PushOptions {
  /** Without it, keys are generated for this process only (tests). */
  vapid?: VapidConfig | undefined;
  /** Tests replace the network with a recorder. */
  sender?: PushSender | undefined;
}

/** The push service says the subscription no longer exists. */
const GONE = new Set([404, 410]);

export function webPushSender(vapid: VapidConfig): PushSender {
  return async (target, payload) => {
    try {
      const result = await webpush.sendNotification(target, payload, {
        vapidDetails: vapid,
        TTL: 24 * 3600,
        timeout: 10_000,
      });
      return { statusCode: result.statusCode };
    } catch (err) {
      if (err instanceof webpush.WebPushError) return { statusCode: err.statusCode };
      throw err;
    }
  };
}

/**
 * Sends every stored notification to its user's subscribed devices (only those on a push
 * service: see `isPushServiceEndpoint`), unless she switched
 * « Notifications sur ce téléphone » off (her row read fresh); forgets dead devices.
 */
export const pushPlugin = fp<PushOptions>(async (app, opts) => {
  const vapid = opts.vapid ?? {
    ...webpush.generateVAPIDKeys(),
    subject: 'mailto:admin@releve.local',
  };
  const send = opts.sender ?? webPushSender(vapid);
  app.decorate('push', { publicKey: vapid.publicKey });

  app.notifier.listen(async (row, { withDevices }) => {
    // The write already read who has devices: no query for the others (most notifications).
    if (withDevices && !withDevices.has(row.userId)) return;
    const stored = await listSubscriptionsOf(app.db, row.userId);
    // A row written before the push services' list was enforced (or by hand) is not trusted:
    // it is never contacted, and forgotten.
    const untrusted = stored.filter((s) => !isPushServiceEndpoint(s.endpoint));
    if (untrusted.length > 0) {
      app.log.warn(
        { endpoints: untrusted.map((s) => s.endpoint) },
        'push subscriptions outside the push services forgotten',
      );
      await deleteSubscriptionsById(
        app.db,
        untrusted.map((s) => s.id),
      );
    }
    const subscriptions = stored.filter((s) => isPushServiceEndpoint(s.endpoint));
    if (subscriptions.length === 0) return;
    // Her devices stay subscribed: switching the channel back on needs no new permission.
    const user = await findUserById(app.db, row.userId);
    if (!user?.notifyPush) return;
    const payload: PushPayload = {
      title: pushFr.title,
      body: row.message,
      link: row.link,
      id: row.id,
      type: row.type,
    };
    const body = JSON.stringify(payload);
    const results = await Promise.allSettled(
      subscriptions.map((s) =>
        send({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, body),
      ),
    );
    const gone: string[] = [];
    results.forEach((result, i) => {
      const subscription = subscriptions[i];
      if (!subscription) return;
      if (result.status === 'rejected') {
        app.log.warn({ err: result.reason, endpoint: subscription.endpoint }, 'web push failed');
      } else if (GONE.has(result.value.statusCode)) {
        gone.push(subscription.id);
      } else if (result.value.statusCode >= 400) {
        app.log.warn(
          { statusCode: result.value.statusCode, endpoint: subscription.endpoint },
          'web push refused',
        );
      }
    });
    await deleteSubscriptionsById(app.db, gone);
  });
});
