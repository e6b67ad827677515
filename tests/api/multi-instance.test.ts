/**
 * Two real server processes on one PostgreSQL database and one Redis, as behind a load
 * balancer: started at the same moment on an empty database, they share sessions, failed
 * login counts and live events. Skipped, with a visible message, only when PostgreSQL or
 * Redis does not answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/contract/messages.ts';
import type { Prestation } from '../../src/contract/missions.ts';
import type { Notification } from '../../src/contract/notifications.ts';
import type { ServerToClientEvents } from '../../src/contract/socket.ts';
import {
  PASSWORD,
  POSTGRES_URL,
  REDIS_URL,
  call,
  createDatabase,
  expectCall,
  killAll,
  postgresAnswers,
  redisAnswers,
  registerApproved,
  startServer,
  tempDir,
  type ServerProcess,
} from './fixtures/processes.ts';
import { connectSocket, type ClientSocket } from './fixtures/sockets.ts';

const [pgUp, redisUp] = await Promise.all([postgresAnswers(), redisAnswers()]);
if (!pgUp || !redisUp) {
  console.warn(
    `\n⚠ ${!pgUp ? `PostgreSQL injoignable (${POSTGRES_URL})` : ''}${!pgUp && !redisUp ? ' et ' : ''}${
      !redisUp ? `Redis injoignable (${REDIS_URL})` : ''
    } : test multi-instance (deux processus) ignoré.\n`,
  );
}

const ADMIN = { email: 'admin@multi.test', password: 'admin-password-multi' };
const sockets: ClientSocket[] = [];

const connect = (base: string, token: string) => connectSocket(base, { token }, sockets);

/** The administrator's token, signed in on `server`. */
const adminSignIn = async (server: ServerProcess) =>
  (await expectCall<{ token: string }>(server.url, 'POST', '/api/auth/login', 200, { body: ADMIN }))
    .token;

/** The next `event` whose payload satisfies `match`, within `ms`. */
function next<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  match: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  ms = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler as never);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const handler = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, handler as never);
      resolve(payload);
    };
    socket.on(event, handler as never);
  });
}

describe.skipIf(!pgUp || !redisUp)('two server processes, one PostgreSQL, one Redis', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  const dirs = [tempDir('a'), tempDir('b')];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createDatabase();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      JWT_SECRET: 'multi-instance-secret-shared-by-both-instances',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      REGISTRATIONS_PER_ADDRESS_HOUR: '10',
    };
    // Both at once on the empty database: migrations and the admin seed must not collide.
    [a, b] = (await Promise.all(dirs.map((dir) => startServer({ dataDir: dir.path, env })))) as [
      ServerProcess,
      ServerProcess,
    ];
  }, 180_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await killAll();
    await database?.drop();
    for (const dir of dirs) dir.remove();
  });

  it('both started on the same empty database, with one admin', async () => {
    expect(a.output()).toContain('Relève est prêt');
    expect(b.output()).toContain('Relève est prêt');
    const { token } = await expectCall<{ token: string }>(a.url, 'POST', '/api/auth/login', 200, {
      body: ADMIN,
    });
    const list = await expectCall<{ role: string }[]>(b.url, 'GET', '/api/users', 200, { token });
    expect(list.filter((u) => u.role === 'admin')).toHaveLength(1);
  });

  it('serves in real time, on B, what happens on A — and the other way round', async () => {
    const adminToken = await adminSignIn(a);
    const nurse = await registerApproved(a.url, adminToken, {
      role: 'nurse',
      first_name: 'Camille',
      last_name: 'Durand',
    });
    const institution = await registerApproved(a.url, adminToken, {
      role: 'institution',
      first_name: 'Paul',
      last_name: 'Lilas',
    });

    // A token issued by A is good on B.
    const me = await expectCall<{ id: string }>(b.url, 'GET', '/api/auth/me', 200, {
      token: nurse.token,
    });
    expect(me.id).toBe(nurse.id);

    // The nurse's socket lives on B; the admin talks to A.
    const nurseSocket = await connect(b.url, nurse.token);
    const assigned = next(nurseSocket, 'notification', (n) => n.type === 'mission');
    const start = new Date(Date.now() + 3600_000);
    const created = await expectCall<{ prestation: Prestation }>(
      a.url,
      'POST',
      '/api/prestations',
      201,
      {
        token: adminToken,
        body: {
          name: 'Nuit EHPAD Les Tilleuls',
          dateStart: start.toISOString(),
          dateEnd: new Date(start.getTime() + 8 * 3600_000).toISOString(),
          etablissement_id: institution.id,
          assigned_to: nurse.id,
        },
      },
    );
    const notification: Notification = await assigned;
    expect(notification).toMatchObject({
      type: 'mission',
      read_status: false,
      link: expect.stringMatching(/^\/mes-prestations\?mission=/),
    });
    expect(notification.message).toContain('Nuit EHPAD Les Tilleuls');
    // The same notification B serves from the database.
    const stored = await expectCall<Notification[]>(b.url, 'GET', '/api/notifications', 200, {
      token: nurse.token,
    });
    expect(stored.map((n) => n.id)).toContain(notification.id);

    // A message sent through A reaches her socket on B.
    const message = next(nurseSocket, 'new_message');
    const sent = await expectCall<ChatMessage>(a.url, 'POST', '/api/messages', 201, {
      token: institution.token,
      body: { to_user_id: nurse.id, content: 'Le code de la porte est 1234.' },
    });
    expect(await message).toEqual(sent);

    // A keeps her list in memory…
    const listOnA = () =>
      expectCall<Prestation[]>(a.url, 'GET', '/api/prestations/me', 200, { token: nurse.token });
    expect((await listOnA()).map((m) => m.status)).toEqual(['assigned']);

    // The other way round: she accepts on B, the establishment's socket on A hears it.
    const institutionSocket = await connect(a.url, institution.token);
    const accepted = next(institutionSocket, 'notification', (n) => n.message.includes('accepté'));
    await expectCall(b.url, 'PUT', `/api/prestations/${created.prestation.id}/accept`, 200, {
      token: nurse.token,
      body: { client_action_id: crypto.randomUUID() },
    });
    expect((await accepted).message).toBe(
      'Camille Durand a accepté la prestation « Nuit EHPAD Les Tilleuls ».',
    );
    // …and dropped it when B announced the change, before the notification it sent after.
    expect((await listOnA()).map((m) => m.status)).toEqual(['accepted']);

    // Logout on A: the token is refused on B and her socket on B is closed.
    const closed = new Promise<string>((resolve) => nurseSocket.once('disconnect', resolve));
    await expectCall(a.url, 'POST', '/api/auth/logout', 200, { token: nurse.token });
    expect(await closed).toBe('io server disconnect');
    const after = await call(b.url, 'GET', '/api/auth/me', { token: nurse.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ detail: 'Session expirée. Veuillez vous reconnecter.' });
    await expect(connect(b.url, nurse.token)).rejects.toThrow(
      'Session expirée. Veuillez vous reconnecter.',
    );
    // The establishment, still signed in, keeps its socket.
    expect(institutionSocket.connected).toBe(true);
  }, 60_000);

  it('counts failed logins across instances', async () => {
    const adminToken = await adminSignIn(b);
    const nurse = await registerApproved(b.url, adminToken, {
      role: 'caregiver',
      first_name: 'Léa',
      last_name: 'Martin',
    });
    for (let i = 0; i < 5; i += 1) {
      const target = i % 2 === 0 ? a : b;
      const res = await call(target.url, 'POST', '/api/auth/login', {
        body: { email: nurse.email, password: 'mauvais-mot-de-passe' },
      });
      expect(res.status).toBe(401);
    }
    for (const target of [a, b]) {
      const res = await call(target.url, 'POST', '/api/auth/login', {
        body: { email: nurse.email, password: 'mot-de-passe-solide' },
      });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        detail: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
      });
    }
  });

  it('shares the sign-in and registration counters: concurrent guesses on both check 5 passwords', async () => {
    const adminToken = await adminSignIn(a);
    const nurse = await registerApproved(a.url, adminToken, {
      role: 'nurse',
      first_name: 'Inès',
      last_name: 'Roux',
    });
    // Her own browser, signed in on A.
    const { device_token: device } = await expectCall<{ device_token: string }>(
      a.url,
      'POST',
      '/api/auth/login',
      200,
      { body: { email: nurse.email, password: PASSWORD } },
    );
    // 40 guesses at once, half on each instance, from one address (the servers believe the
    // X-Forwarded-For of a client on this host, as from a local proxy).
    const guess = (target: ServerProcess, address: string) =>
      call(target.url, 'POST', '/api/auth/login', {
        body: { email: nurse.email, password: 'mauvais-mot-de-passe' },
        headers: { 'x-forwarded-for': address },
      });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => guess(i % 2 === 0 ? a : b, '203.0.113.9')),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    // 16 more from other addresses, on both: past 20 for the account, all addresses.
    for (let i = 0; i < 16; i += 1) await guess(i % 2 === 0 ? a : b, `203.0.113.${20 + i}`);
    const without = await call(b.url, 'POST', '/api/auth/login', {
      body: { email: nurse.email, password: PASSWORD },
      headers: { 'x-forwarded-for': '198.51.100.50' },
    });
    expect(without.status).toBe(429);
    // Her device token, given by A, lets her in on B.
    const withDevice = await call(b.url, 'POST', '/api/auth/login', {
      body: { email: nurse.email, password: PASSWORD, device_token: device },
      headers: { 'x-forwarded-for': '198.51.100.50' },
    });
    expect(withDevice.status).toBe(200);

    // Registrations from one address: 10 an hour, whichever instance takes them.
    const register = (target: ServerProcess, i: number) =>
      call(target.url, 'POST', '/api/auth/register', {
        body: {
          email: `multi-inscrite${i}-${Date.now()}@releve.test`,
          password: PASSWORD,
          first_name: 'Zoé',
          last_name: `Martin${i}`,
          phone: '06 11 22 33 44',
          address: '3 place Bellecour, Lyon',
          role: 'nurse',
        },
        headers: { 'x-forwarded-for': '198.51.100.77' },
      });
    const registered = [];
    for (let i = 0; i < 11; i += 1)
      registered.push((await register(i % 2 === 0 ? a : b, i)).status);
    expect(registered).toEqual([...Array(10).fill(201), 429]);
  }, 60_000);
});
