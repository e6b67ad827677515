import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema.ts';
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
    ] as const) {
      const res = await t.request({ method, url });
      expect(res.statusCode).toBe(401);
    }
  });
});
