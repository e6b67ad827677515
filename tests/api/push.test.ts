import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../src/server/db/schema.ts';
import type { PushTarget } from '../../src/server/plugins/push.ts';
import {
  createAssignedMission,
  createInstitution,
  createNurse,
  signalMission,
} from './fixtures/missions.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** What the app would have sent, and what the push service answers next (per endpoint). */
const sent: { target: PushTarget; payload: Record<string, unknown> }[] = [];
const answers = new Map<string, number>();

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:admin@releve.test' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    vapid,
    pushSender: async (target, payload) => {
      sent.push({ target, payload: JSON.parse(payload) as Record<string, unknown> });
      return { statusCode: answers.get(target.endpoint) ?? 201 };
    },
  });
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const subscription = () => {
  n += 1;
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/abc-${n}`,
    expirationTime: null,
    keys: {
      p256dh:
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };
};
const subscribe = (token: string, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/push/subscriptions', payload: payload as object, token });
const stored = (endpoint: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('Web Push', () => {
  it('serves the public VAPID key to signed-in users', async () => {
    const u = await t.createUser();
    const res = await t.request({ method: 'GET', url: '/api/push/public-key', token: u.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ public_key: vapid.publicKey });
    expect((await t.request({ method: 'GET', url: '/api/push/public-key' })).statusCode).toBe(401);
  });

  it('generates keys when none are given', async () => {
    const other = await createTestApp();
    try {
      const u = await other.createUser();
      const res = await other.request({
        method: 'GET',
        url: '/api/push/public-key',
        token: u.token,
      });
      expect(res.json().public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    } finally {
      await other.close();
    }
  });

  it('stores a subscription, upserted by endpoint and owned by whoever subscribes last', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const sub = subscription();
    const res = await subscribe(a.token, sub);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Notifications activées sur cet appareil.' });
    expect(await stored(sub.endpoint)).toMatchObject([
      { userId: a.user.id, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    ]);

    const renewed = { ...sub, keys: { ...sub.keys, auth: 'bmV3LWF1dGgtc2VjcmV0' } };
    expect((await subscribe(a.token, renewed)).statusCode).toBe(201);
    expect(await stored(sub.endpoint)).toMatchObject([
      { userId: a.user.id, auth: 'bmV3LWF1dGgtc2VjcmV0' },
    ]);

    // Another person signs in on the same browser.
    expect((await subscribe(b.token, renewed)).statusCode).toBe(201);
    expect(await stored(sub.endpoint)).toMatchObject([{ userId: b.user.id }]);
  });

  // The endpoints a probe of the running server got stored (201) before the push services'
  // list, and look-alikes of the services' own names.
  it.each([
    'https://localhost./x',
    'https://127.0.0.1.nip.io:8443/x',
    'https://169.254.169.254.nip.io/latest/meta-data/',
    'https://internal./x',
    'http://fcm.googleapis.com/fcm/send/abc',
    'http://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://fcm.googleapis.com.evil.example/fcm/send/abc',
    'https://fcm.googleapis.com./fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://web.push.apple.com.evil.example/x',
    'https://evilpush.apple.com/x',
    'https://127.0.0.1/x',
    'https://localhost/x',
    'https://[::1]/x',
    'pas une url',
  ])('refuses the endpoint %s with a French 422 and stores nothing', async (endpoint) => {
    const u = await t.createUser();
    const res = await subscribe(u.token, { ...subscription(), endpoint });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      {
        loc: ['body', 'endpoint'],
        msg: "L'adresse d'abonnement doit être une URL https d'un service de notifications.",
        type: 'custom',
      },
    ]);
    expect(await stored(endpoint)).toEqual([]);
  });

  it.each([
    ['Chrome', 'https://fcm.googleapis.com/fcm/send/dGVzdC1jaHJvbWU:APA91bH'],
    ['Firefox', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABkdGVzdA'],
    ['Safari', 'https://web.push.apple.com/QGx4Y2ZzZmRzZGZzZGY'],
    ['Edge', 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAADdGVzdA'],
  ])('accepts the push service of %s', async (_browser, endpoint) => {
    const u = await t.createUser();
    const res = await subscribe(u.token, { ...subscription(), endpoint });
    expect(res.statusCode).toBe(201);
    expect(await stored(endpoint)).toMatchObject([{ userId: u.user.id }]);
  });

  it('never contacts an old stored row outside the push services, and forgets it', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const good = subscription();
    await subscribe(b.token, good);
    // Rows stored before the list was enforced: written straight into the database.
    const bad = [
      'https://169.254.169.254.nip.io/latest/meta-data/',
      'https://127.0.0.1.nip.io:8443/x',
      'http://fcm.googleapis.com/fcm/send/old',
    ];
    for (const endpoint of bad) {
      await t.database.db.insert(pushSubscriptions).values({
        id: randomUUID(),
        userId: b.user.id,
        endpoint,
        p256dh: good.keys.p256dh,
        auth: good.keys.auth,
        createdAt: t.clock.now,
      });
    }
    sent.length = 0;
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const res = await t.request({
      method: 'POST',
      url: '/api/messages',
      payload: { to_user_id: b.user.id, content: 'Bonjour' },
      token: a.token,
    });
    expect(res.statusCode).toBe(201);
    await vi.waitFor(async () => {
      expect(sent.map((s) => s.target.endpoint)).toEqual([good.endpoint]);
      for (const endpoint of bad) expect(await stored(endpoint)).toEqual([]);
    });
    expect(await stored(good.endpoint)).toHaveLength(1);
  });

  it('refuses missing or malformed keys', async () => {
    const u = await t.createUser();
    const { keys: _keys, ...noKeys } = subscription();
    const res = await subscribe(u.token, noKeys);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'keys'] });
    const bad = await subscribe(u.token, { ...subscription(), keys: { p256dh: 'a b', auth: '' } });
    expect(bad.statusCode).toBe(422);
    const locs = bad.json().detail.map((d: { loc: string[] }) => d.loc.join('.'));
    expect([...new Set(locs)]).toEqual(['body.keys.p256dh', 'body.keys.auth']);
  });

  it('unsubscribes only the caller’s own device', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const sub = subscription();
    await subscribe(a.token, sub);
    const byOther = await t.request({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: sub.endpoint },
      token: b.token,
    });
    expect(byOther.statusCode).toBe(200);
    expect(byOther.json()).toEqual({
      message: 'Notifications désactivées sur cet appareil.',
      deleted: 0,
    });
    expect(await stored(sub.endpoint)).toHaveLength(1);
    const own = await t.request({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: sub.endpoint },
      token: a.token,
    });
    expect(own.json().deleted).toBe(1);
    expect(await stored(sub.endpoint)).toEqual([]);
  });

  it('sends each notification to the user’s devices and forgets the gone ones', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const phone = subscription();
    const laptop = subscription();
    const broken = subscription();
    const sendersPhone = subscription();
    for (const s of [phone, laptop, broken]) await subscribe(b.token, s);
    await subscribe(a.token, sendersPhone);
    answers.set(laptop.endpoint, 410);
    answers.set(broken.endpoint, 500);
    sent.length = 0;
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);

    const res = await t.request({
      method: 'POST',
      url: '/api/messages',
      payload: { to_user_id: b.user.id, content: 'Bonjour' },
      token: a.token,
    });
    expect(res.statusCode).toBe(201);
    await vi.waitFor(async () => {
      expect(sent).toHaveLength(3);
      expect(await stored(laptop.endpoint)).toEqual([]);
    });
    const [note] = (
      await t.request({ method: 'GET', url: '/api/notifications', token: b.token })
    ).json<{ id: string; message: string }[]>();
    for (const s of sent) {
      expect(s.payload).toEqual({
        title: 'Relève',
        body: note!.message,
        link: `/messages?with=${a.user.id}`,
        id: note!.id,
        type: 'message',
      });
    }
    expect(sent.map((s) => s.target).find((x) => x.endpoint === phone.endpoint)).toEqual({
      endpoint: phone.endpoint,
      keys: phone.keys,
    });
    // A server error is not a reason to forget the device.
    expect(await stored(phone.endpoint)).toHaveLength(1);
    expect(await stored(broken.endpoint)).toHaveLength(1);
    // The sender's devices receive nothing.
    expect(sent.map((s) => s.target.endpoint)).not.toContain(sendersPhone.endpoint);
  });

  it('sends a tap’s news to the establishment’s devices, read with the tap, and none to hers', async () => {
    const institution = await createInstitution(t, { name: 'Clinique du Parc' });
    const nurse = await createNurse(t, { first_name: 'Léa', last_name: 'Petit' });
    const desk = subscription();
    const herPhone = subscription();
    await subscribe(institution.token, desk);
    await subscribe(nurse.token, herPhone);
    const start = new Date(t.clock.now.getTime() + 48 * 3_600_000);
    const mission = await createAssignedMission(t, {
      institution,
      nurse,
      start,
      end: new Date(start.getTime() + 8 * 3_600_000),
      name: 'Nuit en réanimation',
    });
    await signalMission(t, { mission, nurse, kind: 'accept' });
    // The assignment's own news may still be on its way: only the accept's is looked at.
    const body = 'Léa Petit a accepté la prestation « Nuit en réanimation ».';
    const accepted = () => sent.filter((s) => s.payload.body === body);
    await vi.waitFor(() => expect(accepted()).toHaveLength(1));
    expect(accepted()[0]!.target.endpoint).toBe(desk.endpoint);
    expect(accepted()[0]!.payload).toMatchObject({ title: 'Relève', body, type: 'mission' });
  });

  it('a failing push service never fails the request that notified', async () => {
    const failing = await createTestApp({
      pushSender: async () => {
        throw new Error('réseau indisponible');
      },
    });
    try {
      const a = await failing.createUser();
      const b = await failing.createUser();
      await failing.request({
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: subscription(),
        token: b.token,
      });
      const res = await failing.request({
        method: 'POST',
        url: '/api/messages',
        payload: { to_user_id: b.user.id, content: 'Bonjour' },
        token: a.token,
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await failing.close();
    }
  });
});
