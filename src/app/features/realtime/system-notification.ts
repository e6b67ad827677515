import type { Notification as AppNotification } from '../../../contract/notifications.ts';
import { showNotificationInWorker } from '../../offline/sw-bridge.ts';
import { fr } from './fr.ts';

function permissionGranted(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/**
 * docs/product-rules.md §3: a notification arriving while the page is hidden is shown as a system
 * notification, through the service worker (its click opens the notification's screen).
 * Resolves to false when that is not possible (no permission, no worker): the caller then
 * shows its toast, which waits for the person to come back.
 */
export async function showSystemNotification(notification: AppNotification): Promise<boolean> {
  if (!permissionGranted()) return false;
  const shown = { title: fr.systemTitle, body: notification.message, link: notification.link };
  // The worker controlling the page shows it with the app's icon and safe-link rules.
  if (showNotificationInWorker({ ...shown, id: notification.id })) return true;
  try {
    // Registered but not controlling this page yet (first visit): ask the registration itself.
    const registration = await navigator.serviceWorker?.getRegistration();
    if (!registration) return false;
    await registration.showNotification(shown.title, {
      body: shown.body,
      data: { link: shown.link },
      // The same notification also received by Web Push is shown once.
      tag: notification.id,
      lang: 'fr',
    });
    return true;
  } catch {
    return false;
  }
}
