import { apiFetch } from '../../../api/client.ts';

/** GET /push/public-key: the server's VAPID public key, base64url. */
export function fetchPushPublicKey(): Promise<{ public_key: string }> {
  return apiFetch<{ public_key: string }>('/push/public-key');
}

/** POST /push/subscriptions: this device's `PushSubscription.toJSON()`. */
export function savePushSubscription(
  subscription: PushSubscriptionJSON,
): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/push/subscriptions', {
    method: 'POST',
    body: subscription,
  });
}

/** DELETE /push/subscriptions: the server stops sending to this device. */
export function deletePushSubscription(endpoint: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint },
  });
}
