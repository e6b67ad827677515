import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, notifications } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const tick = (seconds = 1) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};

const send = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/messages', payload, token });
const conversations = async (token: string) => {
  const res = await t.request({ method: 'GET', url: '/api/messages/conversations', token });
  expect(res.statusCode).toBe(200);
  return res.json<
    {
      conversation_id: string;
      other_user: Record<string, unknown>;
      messages: { id: string; from_user_id: string; content: string; timestamp: string }[];
      unread_count: number;
    }[]
  >();
};
const storedFrom = (fromUserId: string) =>
  t.database.db.select().from(messages).where(eq(messages.fromUserId, fromUserId));

describe('POST /messages', () => {
  it('stores the trimmed message, answers it and leaves the recipient a notification', async () => {
    const a = await t.createUser({ first_name: 'Camille', last_name: 'Durand' });
    const b = await t.createUser({ role: 'caregiver' });
    tick();
    const res = await send(a.token, {
      to_user_id: b.user.id,
      content: '  Bonjour, tu es dispo ?  ',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      from_user_id: a.user.id,
      to_user_id: b.user.id,
      content: 'Bonjour, tu es dispo ?',
      timestamp: t.clock.now.toISOString(),
    });
    const [row] = await storedFrom(a.user.id);
    expect(row).toMatchObject({ id: body.id, content: 'Bonjour, tu es dispo ?', readAt: null });

    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.user.id), eq(notifications.type, 'message')));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'message',
      message: 'Nouveau message de Camille Durand',
      link: `/messages?with=${a.user.id}`,
      readStatus: false,
    });
    // The sender is not notified of their own message.
    const mine = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.user.id), eq(notifications.type, 'message')));
    expect(mine).toHaveLength(0);
  });

  it('accepts exactly 5,000 characters and refuses 5,001', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const ok = await send(a.token, { to_user_id: b.user.id, content: 'é'.repeat(5000) });
    expect(ok.statusCode).toBe(201);
    const tooLong = await send(a.token, { to_user_id: b.user.id, content: 'é'.repeat(5001) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().detail).toEqual([
      {
        loc: ['body', 'content'],
        msg: 'Le message est trop long (5 000 caractères au plus).',
        type: 'too_big',
      },
    ]);
    expect(await storedFrom(a.user.id)).toHaveLength(1);
  });

  it.each([[''], ['   '], ['\n\t  \n']])('refuses blank content %j', async (content) => {
    const a = await t.createUser();
    const b = await t.createUser();
    const res = await send(a.token, { to_user_id: b.user.id, content });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'content'], msg: 'Le message ne peut pas être vide.', type: 'too_small' },
    ]);
    expect(await storedFrom(a.user.id)).toHaveLength(0);
  });

  it('refuses a missing content or recipient with French messages', async () => {
    const a = await t.createUser();
    const res = await send(a.token, {});
    expect(res.statusCode).toBe(422);
    const msgs = res.json<{ detail: { loc: string[]; msg: string }[] }>().detail;
    expect(msgs).toContainEqual(
      expect.objectContaining({ loc: ['body', 'content'], msg: 'Le message est obligatoire.' }),
    );
    expect(msgs.find((d) => d.loc[1] === 'to_user_id')).toBeDefined();
  });

  it('refuses a pending, a rejected or an unknown recipient alike, and oneself', async () => {
    const a = await t.createUser();
    const pending = await t.createUser({ approve: false });
    const rejectedUser = await t.createUser({ approve: false });
    await t.request({
      method: 'POST',
      url: `/api/users/${rejectedUser.user.id}/reject`,
      token: await t.adminToken(),
    });
    for (const to of [pending.user.id, rejectedUser.user.id, randomUUID()]) {
      const res = await send(a.token, { to_user_id: to, content: 'Bonjour' });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([
        {
          loc: ['body', 'to_user_id'],
          msg: 'Destinataire introuvable ou compte non approuvé.',
          type: 'value_error',
        },
      ]);
    }
    const self = await send(a.token, { to_user_id: a.user.id, content: 'Note à moi-même' });
    expect(self.statusCode).toBe(422);
    expect(self.json().detail[0].msg).toBe('Vous ne pouvez pas vous envoyer un message.');
    expect(await storedFrom(a.user.id)).toHaveLength(0);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, pending.user.id));
    expect(notes).toHaveLength(0);
  });

  it('requires a session', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/messages',
      payload: { to_user_id: 'x', content: 'x' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentification requise.' });
  });
});

describe('POST /messages with a client_message_id (outbox replay)', () => {
  const notesOf = (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'message')));

  it('stores a replay once and answers the first message again, with its id', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const client_message_id = randomUUID();
    const payload = { to_user_id: b.user.id, content: 'Je serai là à 7 h.', client_message_id };
    const first = await send(a.token, payload);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ content: 'Je serai là à 7 h.', client_message_id });
    tick();
    const again = await send(a.token, payload);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await storedFrom(a.user.id)).toHaveLength(1);
    // The recipient is told once.
    expect(await notesOf(b.user.id)).toHaveLength(1);
  });

  it('stores one row when the same message arrives twice at once', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const payload = {
      to_user_id: b.user.id,
      content: 'En route.',
      client_message_id: randomUUID(),
    };
    const answers = await Promise.all([send(a.token, payload), send(a.token, payload)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    expect(await storedFrom(a.user.id)).toHaveLength(1);
    expect(await notesOf(b.user.id)).toHaveLength(1);
  });

  it('lets another sender use the same id', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const c = await t.createUser();
    const client_message_id = randomUUID();
    const fromA = await send(a.token, {
      to_user_id: c.user.id,
      content: 'De A',
      client_message_id,
    });
    const fromB = await send(b.token, {
      to_user_id: c.user.id,
      content: 'De B',
      client_message_id,
    });
    expect(fromA.statusCode).toBe(201);
    expect(fromB.statusCode).toBe(201);
    expect(fromB.json().id).not.toBe(fromA.json().id);
    expect(await storedFrom(a.user.id)).toHaveLength(1);
    expect(await storedFrom(b.user.id)).toHaveLength(1);
  });

  it('refuses the same id for another message (409) and stores nothing', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const client_message_id = randomUUID();
    await send(a.token, { to_user_id: b.user.id, content: 'Premier', client_message_id });
    const other = await send(a.token, {
      to_user_id: b.user.id,
      content: 'Autre',
      client_message_id,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      detail: 'Cet identifiant de message a déjà servi pour un autre message.',
    });
    expect(await storedFrom(a.user.id)).toHaveLength(1);
  });

  it('refuses an id that is not a UUID with a French message', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const res = await send(a.token, {
      to_user_id: b.user.id,
      content: 'x',
      client_message_id: 'abc',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'client_message_id'],
        msg: "L'identifiant du message doit être un UUID.",
      }),
    ]);
  });
});

describe('GET /messages/conversations', () => {
  it('groups by the other person, oldest message first, most recent conversation first', async () => {
    const a = await t.createUser();
    const b = await t.createUser({ first_name: 'Bruno', last_name: 'Petit', role: 'caregiver' });
    const c = await t.createUser({ role: 'institution', name: 'Clinique du Parc' });
    tick();
    await send(a.token, { to_user_id: b.user.id, content: 'un' });
    tick();
    await send(b.token, { to_user_id: a.user.id, content: 'deux' });
    tick();
    await send(a.token, { to_user_id: b.user.id, content: 'trois' });
    tick();
    await send(c.token, { to_user_id: a.user.id, content: 'de la clinique' });

    const listA = await conversations(a.token);
    expect(listA.map((c) => c.other_user.id)).toEqual([c.user.id, b.user.id]);
    const withB = listA[1]!;
    expect(withB.other_user).toEqual({
      id: b.user.id,
      first_name: 'Bruno',
      last_name: 'Petit',
      name: 'Bruno Petit',
      role: 'caregiver',
      profile_photo: null,
    });
    expect(withB.messages.map((m) => m.content)).toEqual(['un', 'deux', 'trois']);
    expect(withB.messages[1]).toMatchObject({ from_user_id: b.user.id, to_user_id: a.user.id });
    expect(withB.unread_count).toBe(1);
    expect(listA[0]!.other_user.name).toBe('Clinique du Parc');
    expect(listA[0]!.unread_count).toBe(1);

    const listB = await conversations(b.token);
    expect(listB).toHaveLength(1);
    expect(listB[0]!.conversation_id).toBe(withB.conversation_id);
    expect(listB[0]!.unread_count).toBe(2);

    // Nobody else sees this conversation.
    const outsider = await t.createUser();
    expect(await conversations(outsider.token)).toEqual([]);
  });

  it('serves the latest 200 messages of a conversation and counts every unread one', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const base = t.clock.now.getTime();
    await t.database.db.insert(messages).values(
      Array.from({ length: 205 }, (_, i) => ({
        id: randomUUID(),
        fromUserId: b.user.id,
        toUserId: a.user.id,
        content: `message ${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const [conv] = await conversations(a.token);
    expect(conv!.messages).toHaveLength(200);
    expect(conv!.messages[0]!.content).toBe('message 5');
    expect(conv!.messages.at(-1)!.content).toBe('message 204');
    expect(conv!.unread_count).toBe(205);
  });
});

describe('PUT /messages/conversations/{other_user_id}/read', () => {
  it('marks read what the other person sent to the caller, and only that', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await send(a.token, { to_user_id: b.user.id, content: 'un' });
    await send(a.token, { to_user_id: b.user.id, content: 'deux' });
    await send(b.token, { to_user_id: a.user.id, content: 'réponse' });
    tick(60);
    const res = await t.request({
      method: 'PUT',
      url: `/api/messages/conversations/${a.user.id}/read`,
      token: b.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Conversation marquée comme lue.', updated: 2 });
    const fromA = await storedFrom(a.user.id);
    expect(fromA.every((m) => m.readAt?.getTime() === t.clock.now.getTime())).toBe(true);
    // B's own message to A stays unread for A.
    const [fromB] = await storedFrom(b.user.id);
    expect(fromB!.readAt).toBeNull();
    expect((await conversations(b.token))[0]!.unread_count).toBe(0);
    expect((await conversations(a.token))[0]!.unread_count).toBe(1);
    // Reading the thread also reads its message notifications (the bell stops counting them);
    // A's notification of B's answer stays unread.
    const unreadMessageNotes = async (token: string) =>
      (await t.request({ method: 'GET', url: '/api/notifications', token }))
        .json<{ type: string; read_status: boolean }[]>()
        .filter((n) => n.type === 'message' && !n.read_status).length;
    expect(await unreadMessageNotes(b.token)).toBe(0);
    expect(await unreadMessageNotes(a.token)).toBe(1);

    const again = await t.request({
      method: 'PUT',
      url: `/api/messages/conversations/${a.user.id}/read`,
      token: b.token,
    });
    expect(again.json().updated).toBe(0);
  });

  it('answers 404 for an unknown user', async () => {
    const a = await t.createUser();
    const res = await t.request({
      method: 'PUT',
      url: `/api/messages/conversations/${randomUUID()}/read`,
      token: a.token,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Utilisateur introuvable.' });
  });
});
