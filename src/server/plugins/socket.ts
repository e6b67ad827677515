import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type MissionChangedEvent,
  type ServerToClientEvents,
} from '../../contract/socket.ts';
import { HttpError } from '../errors.ts';
import { presentNotification } from '../modules/notifications/present.ts';
import type { UserRow } from '../modules/users/repo.ts';
import type { CacheChange } from './cache.ts';

interface SocketData {
  userId: string;
  role: UserRow['role'];
}

/** Between instances (through Redis): what each must drop from its cache. */
interface InterServerEvents {
  'cache:changed': (change: CacheChange) => void;
}

type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events to every socket a user holds, on this instance or (with Redis) any other. */
    realtime: {
      toUser: <E extends keyof ServerToClientEvents>(
        userId: string,
        event: E,
        payload: Parameters<ServerToClientEvents[E]>[0],
      ) => void;
      /** Closes every socket of the user, on every instance (logout, rejection, role change). */
      disconnectUser: (userId: string) => void;
      /**
       * `mission_changed` to every socket of a professional or an administrator, on every
       * instance: the open list (« Missions disponibles ») refreshes live.
       */
      toOpenMissionWatchers: (change: MissionChangedEvent) => void;
      /** Sockets connected to this instance (the operator's metrics). */
      connectedSockets: () => number;
    };
  }
}

export interface SocketOptions {
  /** With it, the Redis adapter shares events between instances. */
  redisUrl?: string | undefined;
}

const fr = {
  authRequired: 'Authentification requise.',
  redisUnreachable: (url: string) => `Redis injoignable (${url}).`,
};

const REDIS_READY_TIMEOUT_MS = 10_000;

export const userRoom = (userId: string) => `user:${userId}`;

/** The room of every signed-in professional and administrator: who watches the open missions. */
export const OPEN_MISSIONS_ROOM = 'open-missions';

const watchesOpenMissions = (role: UserRow['role']) =>
  role === 'nurse' || role === 'caregiver' || role === 'admin';

/**
 * socket.io on the API's own HTTP server. The handshake carries the token
 * (`io(host, { auth: { token } })`); each socket sits in its user's room, and a professional's
 * or an administrator's also in the room of the open missions' watchers.
 */
export const socketPlugin = fp<SocketOptions>(async (app: FastifyInstance, opts) => {
  let io: RealtimeServer | undefined;
  let redisClients: Redis[] = [];

  app.decorate('realtime', {
    toUser: (userId, event, payload) => {
      // Before ready (nothing listens yet) there is no socket to reach.
      io?.to(userRoom(userId)).emit(
        event,
        ...([payload] as Parameters<ServerToClientEvents[typeof event]>),
      );
    },
    disconnectUser: (userId) => {
      io?.in(userRoom(userId)).disconnectSockets(true);
    },
    toOpenMissionWatchers: (change) => {
      io?.to(OPEN_MISSIONS_ROOM).emit('mission_changed', change);
    },
    connectedSockets: () => io?.engine.clientsCount ?? 0,
  });

  app.notifier.listen((row) =>
    app.realtime.toUser(row.userId, 'notification', presentNotification(row)),
  );

  // Attached when the app is ready, before it listens: Redis is reached before any socket can
  // connect, and an app only used through inject() never opens a port.
  app.addHook('onReady', async () => {
    let adapter: ReturnType<typeof createAdapter> | undefined;
    if (opts.redisUrl) {
      const pub = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: null });
      const sub = pub.duplicate();
      redisClients = [pub, sub];
      for (const client of redisClients) {
        client.on('error', (err) => app.log.warn({ err }, 'redis'));
      }
      await Promise.all(redisClients.map((c) => connectWithin(c, REDIS_READY_TIMEOUT_MS))).catch(
        (err: unknown) => {
          redisClients.forEach((c) => c.disconnect());
          throw new Error(fr.redisUnreachable(withoutPassword(opts.redisUrl ?? '')), {
            cause: err,
          });
        },
      );
      adapter = createAdapter(pub, sub);
      // Connected by now, so a later 'ready' is a reconnection: a change announced while this
      // instance was cut from Redis is lost, and nothing kept before can be trusted.
      sub.on('ready', () => app.cache.apply({ everyone: true }));
    }

    io = new Server(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      ...(adapter ? { adapter } : {}),
    });

    if (adapter) {
      const server = io;
      app.cache.relayTo((change) => server.serverSideEmit('cache:changed', change));
      server.on('cache:changed', (change) => app.cache.apply(change));
    }

    io.use((socket, next) => {
      const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
      if (typeof token !== 'string' || token === '') return next(new Error(fr.authRequired));
      app.userFromToken(token).then(
        (user) => {
          socket.data.userId = user.id;
          socket.data.role = user.role;
          next();
        },
        (err: unknown) => next(new Error(err instanceof HttpError ? err.detail : fr.authRequired)),
      );
    });

    io.on('connection', (socket) => {
      const own = userRoom(socket.data.userId);
      void socket.join(own);
      // A role change closes the sockets (token version bumped): the room follows the role.
      if (watchesOpenMissions(socket.data.role)) void socket.join(OPEN_MISSIONS_ROOM);
      // The original client names its user id; only the caller's own room is ever joined.
      socket.on('join', (_payload, ack) => {
        void socket.join(own);
        if (typeof ack === 'function') ack({ joined: true });
      });
    });
  });

  app.addHook('preClose', async () => {
    io?.local.disconnectSockets(true);
  });

  app.addHook('onClose', async () => {
    await io?.close();
    await Promise.all(redisClients.map((c) => c.quit().catch(() => c.disconnect())));
  });
});

function connectWithin(client: Redis, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    client.connect().then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/** The Redis address as it may be logged: never its password. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
