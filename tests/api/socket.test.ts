import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../src/contract/notifications.ts';
import type { ChatMessage } from '../../src/contract/messages.ts';
import type { ServerToClientEvents } from '../../src/contract/socket.ts';
import { buildApp } from '../../src/server/app.ts';
import { ensureAdmin } from '../../src/server/bootstrap.ts';
import type { Database } from '../../src/server/db/client.ts';
import { insertNotifications } from '../../src/server/modules/notifications/repo.ts';
import { ADMIN, PASSWORD, createTestApp, freshDatabase, type TestApp } from './harness.ts';
import { redisAnswers } from './fixtures/processes.ts';
import { connectSocket, type ClientSocket } from './fixtures/sockets.ts';

const sockets: ClientSocket[] = [];

/** Connects like the app does; resolves once connected, rejects with the server's refusal. */
const connect = (baseUrl: string, auth: Record<string, unknown>) =>
  connectSocket(baseUrl, auth, sockets);

/** Everything a socket receives, by event. */
function record(socket: ClientSocket) {
  const got = { notification: [] as Notification[], new_message: [] as ChatMessage[] };
  socket.on('notification', (n) => got.notification.push(n));
  socket.on('new_message', (m) => got.new_message.push(m));
  return got;
}

function next<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  ms = 1000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const handler = ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never;
    socket.once(event, handler);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const urlOf = (address: string) => address.replace('0.0.0.0', '127.0.0.1');

afterAll(() => {
  for (const s of sockets) s.disconnect();
});

describe('socket.io on the listening server', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = urlOf(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
  });

  const post = (token: string, path: string, payload: unknown) =>
    fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });

  it('delivers a message sent by A to B’s socket within a second, with its notification', async () => {
    const a = await t.createUser({ first_name: 'Camille', last_name: 'Durand' });
    const b = await t.createUser();
    const socket = await connect(base, { token: b.token });
    const message = next(socket, 'new_message');
    const notification = next(socket, 'notification');

    const res = await post(a.token, '/messages', { to_user_id: b.user.id, content: ' Salut ! ' });
    expect(res.status).toBe(201);
    const sent = (await res.json()) as ChatMessage;
    expect(await message).toEqual(sent);
    expect(sent).toMatchObject({
      from_user_id: a.user.id,
      to_user_id: b.user.id,
      content: 'Salut !',
    });
    expect(await notification).toMatchObject({
      type: 'message',
      message: 'Nouveau message de Camille Durand',
      link: `/messages?with=${a.user.id}`,
      read_status: false,
    });
  });

  it('refuses a socket without a token or with a bad one, in French', async () => {
    await expect(connect(base, {})).rejects.toThrow('Authentification requise.');
    await expect(connect(base, { token: 'pas-un-jeton' })).rejects.toThrow(
      'Session expirée. Veuillez vous reconnecter.',
    );
    const pending = await t.createUser({ approve: false });
    const forged = await t.app.signToken({ id: pending.user.id, tokenVersion: 0, role: 'nurse' });
    await expect(connect(base, { token: forged })).rejects.toThrow(
      'Session expirée. Veuillez vous reconnecter.',
    );
  });

  it('a logged-out token can no longer connect', async () => {
    const u = await t.createUser();
    await post(u.token, '/auth/logout', {});
    await expect(connect(base, { token: u.token })).rejects.toThrow(
      'Session expirée. Veuillez vous reconnecter.',
    );
  });

  it('disconnectUser closes the user’s sockets', async () => {
    const u = await t.createUser();
    const socket = await connect(base, { token: u.token });
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    t.app.realtime.disconnectUser(u.user.id);
    expect(await closed).toBe('io server disconnect');
  });

  it('join only ever joins the caller’s own room, whatever user_id it names', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const spy = await t.createUser();
    const bSocket = await connect(base, { token: b.token });
    const spySocket = await connect(base, { token: spy.token });
    const spied = record(spySocket);
    const joined = await spySocket.timeout(1000).emitWithAck('join', { user_id: b.user.id });
    expect(joined).toEqual({ joined: true });

    const received = next(bSocket, 'new_message');
    await post(a.token, '/messages', { to_user_id: b.user.id, content: 'Pour B seulement' });
    expect((await received).content).toBe('Pour B seulement');
    await sleep(300);
    expect(spied).toEqual({ notification: [], new_message: [] });

    // The spy still gets what is theirs.
    const own = next(spySocket, 'new_message');
    await post(a.token, '/messages', { to_user_id: spy.user.id, content: 'Pour toi' });
    expect((await own).content).toBe('Pour toi');
  });
});

const REDIS_URL = 'redis://127.0.0.1:6379';

const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp) console.warn(`\n⚠ Redis injoignable (${REDIS_URL}) : test multi-instance ignoré.\n`);

describe.skipIf(!redisUp)('two instances sharing one database and Redis', () => {
  let database: Database;
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const bases: string[] = [];
  beforeAll(async () => {
    database = await freshDatabase();
    await ensureAdmin(database.db, ADMIN, new Date());
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({
        db: database.db,
        jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
        redisUrl: REDIS_URL,
      });
      bases.push(urlOf(await app.listen({ port: 0, host: '127.0.0.1' })));
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const app of apps) await app.close();
    await database.close();
  });

  it('an event emitted on instance 1 reaches a socket held by instance 2', async () => {
    const one = apps[0]!;
    const call = async <T>(path: string, payload: object, token?: string) => {
      const res = await one.inject({
        method: 'POST',
        url: `/api${path}`,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return res.json<T>();
    };
    const admin = await call<{ token: string }>('/auth/login', ADMIN);
    const register = async (email: string) => {
      const { user } = await call<{ user: { id: string } }>('/auth/register', {
        email,
        password: PASSWORD,
        first_name: 'Léa',
        last_name: 'Martin',
        phone: '06 11 22 33 44',
        address: 'Lyon',
      });
      await call(`/users/${user.id}/approve`, {}, admin.token);
      const { token } = await call<{ token: string }>('/auth/login', { email, password: PASSWORD });
      return { id: user.id, token };
    };
    const suffix = Math.random().toString(36).slice(2);
    const a = await register(`a-${suffix}@releve.test`);
    const b = await register(`b-${suffix}@releve.test`);

    // B's socket lives on instance 2.
    const socket = await connect(bases[1]!, { token: b.token });
    await socket.timeout(1000).emitWithAck('join', { user_id: b.id });

    // A notification stored and published by instance 1 only.
    const notification = next(socket, 'notification', 2000);
    const [row] = await insertNotifications(
      database.db,
      [
        {
          userId: b.id,
          type: 'schedule',
          message: 'Nouvel horaire disponible',
          link: '/schedules',
        },
      ],
      new Date(),
    );
    one.notifier.publish([row!]);
    expect(await notification).toMatchObject({
      id: row!.id,
      type: 'schedule',
      message: 'Nouvel horaire disponible',
    });

    // And a message sent through instance 1's API.
    const message = next(socket, 'new_message', 2000);
    const res = await one.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { to_user_id: b.id, content: 'Via Redis' },
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(res.statusCode).toBe(201);
    expect(await message).toEqual(res.json());
  });
});
