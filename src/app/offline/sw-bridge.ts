/** A notification the page asks the service worker to show (socket event while hidden). */
export interface WorkerNotification {
  title: string;
  body: string;
  link: string | null;
  /** The stored notification's id: the same one arriving by push too is shown once. */
  id?: string;
}

/**
 * Shows a system notification through the service worker (`SHOW_NOTIFICATION`), for a socket
 * `notification` received while the page is hidden. Returns false when no worker controls the
 * page (development, first visit): the caller then falls back to its toast.
 */
export function showNotificationInWorker(notification: WorkerNotification): boolean {
  const controller =
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator
      ? navigator.serviceWorker.controller
      : null;
  if (!controller) return false;
  controller.postMessage({ type: 'SHOW_NOTIFICATION', ...notification });
  return true;
}
