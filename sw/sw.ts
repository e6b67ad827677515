/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { BACKGROUND_SYNC_TAG, replayOutbox } from '../src/app/offline/replay.ts';
import {
  notificationFromPush,
  notificationOptions,
  safeLink,
  type ShownNotification,
} from './notifications.ts';

declare const self: ServiceWorkerGlobalScope & {
  /** Filled by vite-plugin-pwa (injectManifest) with the built files. */
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** Background Sync (not in TypeScript's WebWorker lib). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** Messages the pages send to the worker. */
type PageMessage =
  | { type: 'SKIP_WAITING' }
  | { type: 'SHOW_NOTIFICATION'; title?: string; body?: string; link?: string | null; id?: string };

// --- App shell: every route opens offline ---------------------------------------------------

// Read once: workbox-build replaces exactly one occurrence of it with the list of built files.
const precacheManifest = self.__WB_MANIFEST;
precacheAndRoute(precacheManifest);
cleanupOutdatedCaches();

// The SPA's routes all answer with the precached index.html; the API and the socket never do
// (and no /api answer is cached: screens read IndexedDB, which the outbox keeps consistent).
function isPrecached(file: string): boolean {
  return precacheManifest.some(
    (entry) => (typeof entry === 'string' ? entry : entry.url).replace(/^\//, '') === file,
  );
}
// « Mes prestations » has a page of its own, which paints her list as she last saw it before
// the app starts when the phone is offline (scripts/lib/first-paint.ts).
if (isPrecached('mes-prestations.html')) {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/mes-prestations.html'), {
      allowlist: [/^\/mes-prestations(\?|$)/],
    }),
  );
}
if (isPrecached('index.html')) {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/],
    }),
  );
}

// A new version waits until the page's « Mettre à jour » asks for it: never a reload under the
// user's fingers. Once active, it takes the open pages at once.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as PageMessage | null;
  if (!message || typeof message !== 'object') return;
  switch (message.type) {
    case 'SKIP_WAITING':
      void self.skipWaiting();
      break;
    case 'SHOW_NOTIFICATION':
      // A socket notification arrived while the page was hidden.
      event.waitUntil(
        show({
          title: message.title ?? '',
          body: message.body ?? '',
          link: message.link ?? null,
          id: message.id,
        }),
      );
      break;
    default:
      break;
  }
});

// --- Outbox: replay without any page open ------------------------------------------------------

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== BACKGROUND_SYNC_TAG) return;
  sync.waitUntil(
    replayOutbox(undefined, { force: true }).then((outcome) => {
      // Rejecting tells the browser to try again later (with its own back-off). `locating`: a
      // page is still reading a tap's position (a few seconds at most); it replays itself then,
      // and the browser's retry covers a page closed meanwhile.
      if (outcome.status === 'retry-later' || outcome.status === 'locating') {
        throw new Error('Outbox replay will be retried.');
      }
    }),
  );
});

// --- Notifications -------------------------------------------------------------------------

function show(notification: ShownNotification): Promise<void> {
  return self.registration.showNotification(
    notification.title || 'Relève',
    notificationOptions(notification),
  );
}

self.addEventListener('push', (event: PushEvent) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json();
  } catch {
    payload = { body: event.data?.text() ?? '' };
  }
  event.waitUntil(show(notificationFromPush(payload)));
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const data = event.notification.data as { link?: unknown } | null;
  const target = new URL(safeLink(data?.link), self.location.origin).href;
  event.waitUntil(openOrFocus(target));
});

async function openOrFocus(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    // navigate() only works on pages this worker controls; otherwise the page is just focused.
    if (focused.url !== url) await focused.navigate(url).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}
