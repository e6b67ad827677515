/** A notification as the worker shows it (from a push or from the page). */
export interface ShownNotification {
  title: string;
  body: string;
  link: string | null;
  id?: string;
}

export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Reads the JSON of a Web Push (`{title, body, link, id, type}`), tolerating missing fields. */
export function notificationFromPush(payload: unknown): ShownNotification {
  const data = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  const id = text(data.id);
  return {
    title: text(data.title),
    body: text(data.body),
    link: typeof data.link === 'string' ? data.link : null,
    ...(id ? { id } : {}),
  };
}

/**
 * Only an in-app path is followed: a link to another site in a push payload would turn a
 * notification into a phishing vector. Anything else opens the dashboard.
 */
export function safeLink(link: unknown): string {
  const fallback = '/dashboard';
  if (typeof link !== 'string' || !link.startsWith('/')) return fallback;
  // Parsed, not pattern-matched: browsers read `//host` and `/\host` as another site.
  const base = 'https://releve.invalid';
  try {
    const url = new URL(link, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

export function notificationOptions(notification: ShownNotification): NotificationOptions {
  return {
    body: notification.body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    data: { link: safeLink(notification.link) },
    // The same notification received by push and by the socket is shown once.
    ...(notification.id ? { tag: notification.id } : {}),
    lang: 'fr',
  };
}
