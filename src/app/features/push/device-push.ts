import {
  deletePushSubscription,
  fetchPushPublicKey,
  savePushSubscription,
} from './api/push-subscriptions.ts';
import { applicationServerKey, sameKey } from './application-server-key.ts';

/** Where this device stands with Web Push. */
export type DevicePushState = 'unavailable' | 'denied' | 'off' | 'on';

/** The browser can do Web Push at all (a secure page with service workers and the Push API). */
export function pushApisAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The state shown for this registration. */
export async function devicePushState(
  registration: ServiceWorkerRegistration,
): Promise<DevicePushState> {
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await registration.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Subscribes this device and tells the server. Call it from a click: browsers only ask for
 * the permission after a user gesture. Resolves to the permission when it was not granted.
 */
export async function enableDevicePush(
  registration: ServiceWorkerRegistration,
): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const key = applicationServerKey((await fetchPushPublicKey()).public_key);
  let subscription = await registration.pushManager.getSubscription();
  // Made with keys the server no longer has: it could never be used.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await savePushSubscription(subscription.toJSON());
  return permission;
}

/**
 * Unsubscribes this device, then tells the server. The local unsubscription is what counts: a
 * server that was not told hears « gone » from the push service at its next try.
 */
export async function disableDevicePush(
  registration: ServiceWorkerRegistration,
  options: { tellServer: boolean },
): Promise<void> {
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  if (options.tellServer) await deletePushSubscription(endpoint).catch(() => undefined);
}
