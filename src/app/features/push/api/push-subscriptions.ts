import type { BodyIn, ResponseOf } from '../../../../contract/routes.ts';
import { call } from '../../../api/client.ts';

/** GET /push/public-key: the server's VAPID public key, base64url. */
export function fetchPushPublicKey(): Promise<ResponseOf<'pushPublicKey'>> {
  return call('pushPublicKey');
}

/**
 * POST /push/subscriptions: this device's `PushSubscription.toJSON()`, sent as the browser made
 * it (a live subscription has its endpoint and keys; the server checks them).
 */
export function savePushSubscription(
  subscription: PushSubscriptionJSON,
): Promise<ResponseOf<'subscribePush'>> {
  return call('subscribePush', { body: subscription as BodyIn<'subscribePush'> });
}

/** DELETE /push/subscriptions: the server stops sending to this device. */
export function deletePushSubscription(endpoint: string): Promise<ResponseOf<'unsubscribePush'>> {
  return call('unsubscribePush', { body: { endpoint } });
}
