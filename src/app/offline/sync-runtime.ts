import { liveQuery } from 'dexie';
import { resolveDeps, type OfflineDeps } from './api.ts';
import { countPendingMessages, sendQueuedMessages } from './message-outbox.ts';
import { countUnsynced } from './outbox.ts';
import { BACKGROUND_SYNC_TAG, replayOutbox, type ReplayOutcome } from './replay.ts';
/** How often the page retries while actions wait (the back-off may make it wait longer). */
export const REPLAY_INTERVAL_MS = 30_000;

type Listener = () => void;

/** Whether a replay runs in this page, for a discreet « Synchronisation… » indicator. */
let replaying = false;
const listeners = new Set<Listener>();

export function isReplaying(): boolean {
  return replaying;
}

export function subscribeReplaying(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setReplaying(value: boolean): void {
  if (replaying === value) return;
  replaying = value;
  for (const listener of [...listeners]) listener();
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Replays the outbox now (page side). `force` (default true) ignores the back-off: use it for
 * every event that suggests the network is back. After a failure, a retry is scheduled at the
 * back-off time and Background Sync is asked to retry even if the app gets closed.
 */
export async function requestReplay(
  options: { force?: boolean } = {},
  deps?: OfflineDeps,
): Promise<ReplayOutcome> {
  setReplaying(true);
  // Messages written offline leave on the same triggers as the taps (their own queue: a send
  // never waits for a mission's back-off, nor a tap for a message).
  const messages = sendQueuedMessages(deps).catch(() => undefined);
  try {
    const outcome = await replayOutbox(deps, { force: options.force ?? true });
    await messages;
    if (outcome.status === 'retry-later' || outcome.status === 'waiting') {
      scheduleRetry(outcome.retryAt, deps);
      void registerBackgroundSync();
    }
    // A tap's position is being read: the reading replays when it ends; this timer is for a
    // reading that never ends (its wait runs out and the tap leaves without a position).
    if (outcome.status === 'locating') scheduleRetry(outcome.retryAt, deps);
    if (outcome.status === 'update-required') void checkForAppUpdate();
    return outcome;
  } finally {
    setReplaying(false);
  }
}

/** For the socket code: call it on every (re)connection of the socket. */
export function notifySocketReconnected(): void {
  void requestReplay({ force: true });
}

function scheduleRetry(at: number | undefined, deps?: OfflineDeps): void {
  if (at === undefined) return;
  clearTimeout(retryTimer);
  const delay = Math.max(0, at - resolveDeps(deps).now());
  // Beyond the periodic timer's reach only: the timer covers the rest.
  if (delay > REPLAY_INTERVAL_MS) return;
  retryTimer = setTimeout(() => void requestReplay({ force: false }, deps), delay);
}

/** Asks the service worker to replay when connectivity returns, even with the app closed. */
export async function registerBackgroundSync(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
    // getRegistration, not `ready`: `ready` never settles when no worker is registered (dev).
    const registration = await navigator.serviceWorker.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    if (!sync) return false;
    await sync.register(BACKGROUND_SYNC_TAG);
    return true;
  } catch {
    // Refused (permission, private mode): the page's own triggers remain.
    return false;
  }
}

/**
 * The server no longer speaks this app's sync protocol: asks the browser to look for a new
 * service worker now, so that the « Mettre à jour » prompt shows without waiting for its own
 * periodic check. Returns false where there is no worker (development) or the check failed.
 */
export async function checkForAppUpdate(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return false;
    await registration.update();
    return true;
  } catch {
    return false;
  }
}

/**
 * Asks the browser not to evict IndexedDB under storage pressure (the outbox lives there).
 * Returns whether storage is persistent; false where the API is missing or refused.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

/**
 * Starts the page's replay triggers: now (app start), on `online`, every 30 s while actions wait,
 * and whenever a token is stored for the signed-in user (sign-in after an expired session).
 * Also asks for persistent storage. Returns the function that stops it all.
 */
export function startOfflineSync(deps?: OfflineDeps): () => void {
  const { db } = resolveDeps(deps);
  const onOnline = () => void requestReplay({ force: true }, deps);
  window.addEventListener('online', onOnline);
  // The timer only wakes a replay when something waits, so that « syncing » does not blink.
  const interval = setInterval(() => {
    void Promise.all([countUnsynced(deps), countPendingMessages(deps)]).then(([taps, messages]) => {
      if (taps + messages > 0) void requestReplay({ force: false }, deps);
    });
  }, REPLAY_INTERVAL_MS);

  let lastToken: string | null | undefined;
  const subscription = liveQuery(() => db.session.get('current')).subscribe({
    next: (session) => {
      const token = session?.token ?? null;
      if (token && token !== lastToken) void requestReplay({ force: true }, deps);
      lastToken = token;
    },
    error: () => undefined,
  });

  void requestPersistentStorage();
  return () => {
    window.removeEventListener('online', onOnline);
    clearInterval(interval);
    clearTimeout(retryTimer);
    subscription.unsubscribe();
  };
}
