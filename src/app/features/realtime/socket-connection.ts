import type { Socket } from 'socket.io-client';
import type { ChatMessage } from '../../../contract/messages.ts';
import type { Notification } from '../../../contract/notifications.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../contract/socket.ts';

type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface RealtimeHandlers {
  onNotification: (notification: Notification) => void;
  onNewMessage: (message: ChatMessage) => void;
  /** An open mission was published, claimed, withdrawn or cancelled (professionals only). */
  onMissionChanged: (change: Parameters<ServerToClientEvents['mission_changed']>[0]) => void;
  /** Every connection: the first one (`reconnected` false) and each one after a drop. */
  onConnected: (reconnected: boolean) => void;
}

export interface RealtimeOptions {
  userId: string;
  /** Read at each (re)connection, so that a refreshed token is the one sent. */
  getToken: () => string | null;
  handlers: RealtimeHandlers;
}

/**
 * socket.io retries by itself after a dropped connection, but not after the server refused the
 * handshake (expired token, or the server failing to check it while restarting). Then we try
 * again now and then, and as soon as the network comes back.
 */
const REFUSED_RETRY_MS = 60_000;

/**
 * While the server cannot be reached although the device is online, socket.io's own retries
 * slow down from 2 s to this (with its jitter), instead of every few seconds for ever.
 */
const RECONNECT_DELAY_MAX_MS = 30_000;

/** What the browser believes; true where it cannot tell. */
const deviceOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Opens the user's real-time connection (docs/product-rules.md §6): socket.io on the page's own origin, the
 * token in the handshake, `join` with the user id once connected. Returns the function that
 * closes it for good. socket.io-client is loaded on first use: the sign-in screen never needs it.
 */
export function openRealtime({ userId, getToken, handlers }: RealtimeOptions): () => void {
  let socket: RealtimeSocket | null = null;
  let closed = false;
  let connectedOnce = false;
  let loadFailed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const start = () => {
    loadFailed = false;
    void import('socket.io-client').then(
      ({ io }) => {
        if (closed || socket) return;
        const created: RealtimeSocket = io({
          // WebSocket first: behind a load balancer without sticky sessions, polling breaks.
          transports: ['websocket', 'polling'],
          tryAllTransports: true,
          auth: (callback) => callback({ token: getToken() ?? '' }),
          reconnectionDelay: 2_000,
          reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
          // Offline, no attempt at all: the `online` event connects (see `onOnline`).
          autoConnect: deviceOnline(),
        });
        socket = created;
        created.on('connect', () => {
          created.emit('join', { user_id: userId });
          handlers.onConnected(connectedOnce);
          connectedOnce = true;
        });
        created.on('notification', (payload) => handlers.onNotification(payload));
        created.on('new_message', (payload) => handlers.onNewMessage(payload));
        created.on('mission_changed', (payload) => handlers.onMissionChanged(payload));
        created.on('connect_error', () => {
          // The network went away meanwhile: stop socket.io's retries until `online`.
          if (!deviceOnline()) {
            created.disconnect();
            return;
          }
          // `active` false: the server refused us, socket.io will not retry on its own.
          if (created.active) return;
          clearTimeout(retryTimer);
          retryTimer = setTimeout(retryIfRefused, REFUSED_RETRY_MS);
        });
      },
      (error: unknown) => {
        // The chunk could not be loaded (offline first start): tried again once back online.
        loadFailed = true;
        console.warn('socket.io-client could not be loaded', error);
      },
    );
  };

  function retryIfRefused() {
    if (closed || !deviceOnline()) return;
    if (loadFailed) start();
    else if (socket && !socket.connected && !socket.active) socket.connect();
  }

  // The socket waits for the network: no attempt while `navigator.onLine` is false (no console
  // flood), one at once when it comes back (the `connect` handler then refreshes and replays).
  const onOnline = () => {
    clearTimeout(retryTimer);
    retryIfRefused();
  };
  const onOffline = () => {
    clearTimeout(retryTimer);
    // `disconnect()` stops socket.io's reconnection loop (a connection still open is about to
    // die anyway); `connect()` on `online` restarts it and its `connect` refreshes the screens.
    socket?.disconnect();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  start();

  return () => {
    closed = true;
    clearTimeout(retryTimer);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
  };
}

let current: { close: () => void } | null = null;

/** One socket per signed-in session: opening another closes the previous one. */
export function connectRealtime(options: RealtimeOptions): () => void {
  disconnectRealtime();
  const close = openRealtime(options);
  const entry = { close };
  current = entry;
  return () => {
    if (current === entry) disconnectRealtime();
  };
}

/** Closes the session's socket, if any (sign-out). */
export function disconnectRealtime(): void {
  const open = current;
  current = null;
  open?.close();
}
