import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../src/server/db/schema.ts';
import { insertNotifications } from '../../src/server/modules/notifications/repo.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = async (token: string) => {
  const res = await t.request({ method: 'GET', url: '/api/notifications', token });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string; type: string; message: string; read_status: boolean }[]>();
};
const unreadCount = async (token: string) => {
  const res = await t.request({ method: 'GET', url: '/api/notifications/unread-count', token });
  expect(res.statusCode).toBe(200);
  return res.json<{ count: number }>().count;
};
const at = (iso: string) => new Date(iso);

/** A user with three stored notifications of increasing age. */
async function userWithNotes() {
  const u = await t.createUser();
  // Drop the approval notice so that each test starts from known rows.
  await t.database.db.delete(notifications).where(eq(notifications.userId, u.user.id));
  const rows = [
    ...(await insertNotifications(
      t.database.db,
      [{ userId: u.user.id, type: 'payslip', message: 'Ancienne', link: '/payslips' }],
      at('2030-01-01T08:00:00Z'),
    )),
    ...(await insertNotifications(
      t.database.db,
      [{ userId: u.user.id, type: 'exchange', message: 'Moyenne', link: '/exchanges' }],
      at('2030-01-02T08:00:00Z'),
    )),
    ...(await insertNotifications(
      t.database.db,
      [{ userId: u.user.id, type: 'message', message: 'Récente', link: '/messages' }],
      at('2030-01-03T08:00:00Z'),
    )),
  ];
  return { ...u, rows };
}

describe('notifications', () => {
  it('lists only the caller’s own, newest first, in the contract shape', async () => {
    const u = await userWithNotes();
    await userWithNotes();
    const mine = await list(u.token);
    expect(mine.map((n) => n.message)).toEqual(['Récente', 'Moyenne', 'Ancienne']);
    expect(mine[0]).toEqual({
      id: u.rows[2]!.id,
      type: 'message',
      message: 'Récente',
      read_status: false,
      timestamp: '2030-01-03T08:00:00.000Z',
      link: '/messages',
      mission_id: null,
    });
  });

  it('is created by the server on events: an approval notifies the account', async () => {
    const u = await t.createUser();
    const mine = await list(u.token);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'approval', read_status: false, link: '/dashboard' });
    expect(await unreadCount(u.token)).toBe(1);
  });

  it('marks one read, counts the unread, and answers 404 for someone else’s', async () => {
    const u = await userWithNotes();
    const other = await userWithNotes();
    expect(await unreadCount(u.token)).toBe(3);

    const res = await t.request({
      method: 'PUT',
      url: `/api/notifications/${u.rows[0]!.id}/read`,
      token: u.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.rows[0]!.id, read_status: true });
    expect(await unreadCount(u.token)).toBe(2);

    const theirs = await t.request({
      method: 'PUT',
      url: `/api/notifications/${other.rows[0]!.id}/read`,
      token: u.token,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Notification introuvable.' });
    const [stored] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, other.rows[0]!.id));
    expect(stored!.readStatus).toBe(false);
    expect(await unreadCount(other.token)).toBe(3);

    const unknown = await t.request({
      method: 'PUT',
      url: `/api/notifications/${randomUUID()}/read`,
      token: u.token,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('marking read twice is harmless', async () => {
    const u = await userWithNotes();
    for (let i = 0; i < 2; i += 1) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/notifications/${u.rows[1]!.id}/read`,
        token: u.token,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await unreadCount(u.token)).toBe(2);
  });

  it('clears only the caller’s read notifications', async () => {
    const u = await userWithNotes();
    const other = await userWithNotes();
    for (const row of [u.rows[0]!, u.rows[2]!]) {
      await t.request({ method: 'PUT', url: `/api/notifications/${row.id}/read`, token: u.token });
    }
    await t.request({
      method: 'PUT',
      url: `/api/notifications/${other.rows[0]!.id}/read`,
      token: other.token,
    });

    const res = await t.request({ method: 'DELETE', url: '/api/notifications', token: u.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Notifications supprimées', deleted: 2 });
    expect((await list(u.token)).map((n) => n.message)).toEqual(['Moyenne']);
    // The other user's read notification is still there.
    expect(await list(other.token)).toHaveLength(3);

    const again = await t.request({ method: 'DELETE', url: '/api/notifications', token: u.token });
    expect(again.json()).toEqual({ message: 'Notifications supprimées', deleted: 0 });
  });

  it('requires a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['DELETE', '/api/notifications'],
      ['PUT', `/api/notifications/${randomUUID()}/read`],
      ['PUT', '/api/notifications/read-all'],
    ] as const) {
      const res = await t.request({ method, url });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('PUT /notifications/read-all (« Tout marquer comme lu »)', () => {
  const readAll = (token: string) =>
    t.request({ method: 'PUT', url: '/api/notifications/read-all', token });

  it('marks every notification of the caller read, and only hers', async () => {
    const u = await userWithNotes();
    const other = await userWithNotes();
    const res = await readAll(u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 3 });
    expect((await list(u.token)).every((n) => n.read_status)).toBe(true);
    expect(await unreadCount(u.token)).toBe(0);
    expect(await unreadCount(other.token)).toBe(3);
    // Nothing left to mark: harmless.
    expect((await readAll(u.token)).json()).toEqual({ updated: 0 });
  });
});

describe('administrators are told what awaits them', () => {
  const adminNotes = async () => {
    const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.length).toBeGreaterThan(0);
    return t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admins[0]!.id));
  };

  /** She has read everything: the next registration brings a new note. */
  const readAll = async () => {
    const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    await t.database.db
      .update(notifications)
      .set({ readStatus: true })
      .where(eq(notifications.userId, admins[0]!.id));
  };
  const pendingCount = () => t.database.db.$count(users, eq(users.status, 'pending'));

  it('notifies every administrator of a new registration, with a link to the accounts', async () => {
    await readAll();
    const before = (await adminNotes()).length;
    const waiting = await pendingCount();
    await t.createUser({ first_name: 'Inès', last_name: 'Martin', approve: false });
    const notes = await adminNotes();
    expect(notes).toHaveLength(before + 1);
    expect(notes.find((n) => n.message.includes('Inès Martin'))).toMatchObject({
      type: 'approval',
      message:
        waiting === 0
          ? 'Nouveau compte à valider\u202f: Inès Martin (infirmier(ère)).'
          : `${waiting + 1} comptes à valider, dont Inès Martin (infirmier(ère)).`,
      link: '/users',
      readStatus: false,
    });
  });

  it('names an establishment by its name and a caregiver by her role, in one note while unread', async () => {
    await readAll();
    const before = (await adminNotes()).length;
    const waiting = await pendingCount();
    await t.createUser({ role: 'institution', name: 'Clinique des Lilas', approve: false });
    const messages = (await adminNotes()).map((n) => n.message);
    expect(messages).toContain(
      `${waiting + 1} comptes à valider, dont Clinique des Lilas (établissement de santé).`,
    );
    await t.createUser({ role: 'caregiver', first_name: 'Léa', last_name: 'Roux', approve: false });
    const notes = await adminNotes();
    // The unread note was updated, not joined by a second one.
    expect(notes).toHaveLength(before + 1);
    expect(notes.filter((n) => !n.readStatus).map((n) => n.message)).toEqual([
      `${waiting + 2} comptes à valider, dont Léa Roux (aide-soignant(e)).`,
    ]);
  });

  it('tells nobody when the registration is refused (e-mail already taken)', async () => {
    const first = await t.createUser({ approve: false });
    const before = (await adminNotes()).length;
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: first.email,
        password: 'un-mot-de-passe-solide',
        first_name: 'Autre',
        last_name: 'Personne',
        phone: '06 12 34 56 78',
        address: '1 rue de la Paix, 75002 Paris',
        role: 'nurse',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(await adminNotes()).toHaveLength(before);
  });

  it('notifies every administrator of a mission request from an establishment, not of her own missions', async () => {
    const clinic = await t.createUser({ role: 'institution', name: 'Clinique du Parc' });
    const start = new Date(t.clock.now.getTime() + 24 * 3600_000);
    const end = new Date(start.getTime() + 4 * 3600_000);
    const before = (await adminNotes()).length;
    const res = await t.request({
      method: 'POST',
      url: '/api/prestations',
      token: clinic.token,
      payload: { name: 'Nuit USI', dateStart: start.toISOString(), dateEnd: end.toISOString() },
    });
    expect(res.statusCode).toBe(201);
    const notes = await adminNotes();
    expect(notes).toHaveLength(before + 1);
    expect(notes.find((n) => n.message.startsWith('Nouvelle demande'))).toMatchObject({
      type: 'mission',
      message: 'Nouvelle demande de mission\u202f: Nuit USI (Clinique du Parc).',
      link: '/approbations',
    });

    // A mission the administrator creates herself tells nobody of a request.
    const own = await t.request({
      method: 'POST',
      url: '/api/prestations',
      token: await t.adminToken(),
      payload: {
        name: 'Jour',
        dateStart: start.toISOString(),
        dateEnd: end.toISOString(),
        etablissement_id: clinic.user.id,
      },
    });
    expect(own.statusCode).toBe(201);
    expect(await adminNotes()).toHaveLength(before + 1);
  });
});
