import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { FetchLike } from './api.ts';
import { OfflineDb } from './db.ts';
import { fr } from './fr.ts';
import {
  countPendingMessages,
  onMessageSent,
  queueMessage,
  sendQueuedMessages,
} from './message-outbox.ts';
import { clearOfflineData, setOfflineSession } from './session.ts';

const BASE_URL = 'http://releve.test';
const opened: OfflineDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

interface Sent {
  token: string;
  body: { to_user_id: string; content: string; client_message_id: string };
}

/** A server idempotent on (sender token, client_message_id), with switches to fail. */
function fakeMessagesServer() {
  const received: Sent[] = [];
  const stored = new Map<string, Record<string, unknown>>();
  const state = { mode: 'up' as 'up' | 'down' | 'lose-answer' | 'error-500' | 'refuse-422' };
  const fetch: FetchLike = async (url, init) => {
    if (state.mode === 'down') throw new TypeError('Failed to fetch');
    const token = (new Headers(init?.headers).get('authorization') ?? '').replace(/^Bearer /, '');
    const body = JSON.parse(String(init?.body)) as Sent['body'];
    received.push({ token, body });
    expect(String(url)).toBe(`${BASE_URL}/api/messages`);
    if (state.mode === 'error-500') return Response.json({ detail: 'Erreur' }, { status: 500 });
    if (state.mode === 'refuse-422') {
      return Response.json(
        { detail: [{ loc: ['body', 'to_user_id'], msg: 'Destinataire introuvable.', type: 'x' }] },
        { status: 422 },
      );
    }
    const key = `${token}:${body.client_message_id}`;
    const first = stored.get(key) ?? {
      id: `srv-${stored.size + 1}`,
      from_user_id: token,
      to_user_id: body.to_user_id,
      content: body.content,
      timestamp: '2025-11-21T14:42:00.000Z',
      client_message_id: body.client_message_id,
    };
    stored.set(key, first);
    if (state.mode === 'lose-answer') throw new TypeError('connection reset');
    return Response.json(first, { status: 201 });
  };
  return { fetch, received, stored, state };
}

async function setup(userId = 'nurse-1') {
  const db = new OfflineDb(`messages-${crypto.randomUUID()}`);
  opened.push(db);
  const server = fakeMessagesServer();
  const deps = {
    db,
    fetch: server.fetch,
    baseUrl: BASE_URL,
    now: () => Date.UTC(2025, 10, 21, 14, 42),
  };
  await setOfflineSession({ userId, token: userId, role: 'nurse' }, deps);
  return { db, server, deps };
}

describe('message outbox', () => {
  it('[M1] stores a message with a UUID and the device time, and keeps it offline', async () => {
    const { db, server, deps } = await setup();
    server.state.mode = 'down';
    const queued = await queueMessage('inst-1', 'Je serai là à 7 h.', deps);
    expect(queued.ok).toBe(true);
    if (!queued.ok) return;
    expect(queued.message.client_message_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(queued.message.created_at).toBe('2025-11-21T14:42:00.000Z');
    expect(await sendQueuedMessages(deps)).toEqual({ status: 'retry-later', sent: 0 });
    const kept = await db.messageOutbox.toArray();
    expect(kept).toMatchObject([{ status: 'pending', attempts: 1, content: 'Je serai là à 7 h.' }]);
    expect(await countPendingMessages(deps)).toBe(1);
  });

  it('[M2] sends in the order written once online, then forgets them', async () => {
    const { db, server, deps } = await setup();
    await queueMessage('inst-1', 'Un', deps);
    await queueMessage('inst-1', 'Deux', deps);
    const served: string[] = [];
    const off = onMessageSent((m) => served.push(m.content));
    expect(await sendQueuedMessages(deps)).toEqual({ status: 'sent', sent: 2 });
    off();
    expect(server.received.map((r) => r.body.content)).toEqual(['Un', 'Deux']);
    expect(served).toEqual(['Un', 'Deux']);
    expect(await db.messageOutbox.count()).toBe(0);
  });

  it('[M3] resends with the same client id after a lost answer: stored once', async () => {
    const { db, server, deps } = await setup();
    await queueMessage('inst-1', 'Une fois', deps);
    server.state.mode = 'lose-answer';
    expect((await sendQueuedMessages(deps)).status).toBe('retry-later');
    server.state.mode = 'up';
    expect(await sendQueuedMessages(deps)).toEqual({ status: 'sent', sent: 1 });
    const ids = server.received.map((r) => r.body.client_message_id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(server.stored.size).toBe(1);
    expect(await db.messageOutbox.count()).toBe(0);
  });

  it('[M3] sends each message once when passes overlap', async () => {
    const { server, deps } = await setup();
    await queueMessage('inst-1', 'Seul', deps);
    await Promise.all([sendQueuedMessages(deps), sendQueuedMessages(deps)]);
    expect(server.received).toHaveLength(1);
  });

  it('[M4] keeps a 5xx pending, and a refusal as rejected with the French reason', async () => {
    const { db, server, deps } = await setup();
    await queueMessage('inst-1', 'A', deps);
    server.state.mode = 'error-500';
    expect((await sendQueuedMessages(deps)).status).toBe('retry-later');
    expect((await db.messageOutbox.toArray())[0]).toMatchObject({ status: 'pending' });
    server.state.mode = 'refuse-422';
    await sendQueuedMessages(deps);
    expect((await db.messageOutbox.toArray())[0]).toMatchObject({
      status: 'rejected',
      detail: 'Destinataire introuvable.',
    });
    expect(fr.messageRejected('Destinataire introuvable.')).toBe(
      'Non envoyé\u202f: Destinataire introuvable.',
    );
    expect(await countPendingMessages(deps)).toBe(0);
  });

  it('[M5] sends only the signed-in user’s messages, with her token; logout clears them', async () => {
    const { db, server, deps } = await setup('nurse-1');
    await queueMessage('inst-1', 'De nurse-1', deps);
    await setOfflineSession({ userId: 'nurse-2', token: 'nurse-2', role: 'nurse' }, deps);
    await queueMessage('inst-1', 'De nurse-2', deps);
    await sendQueuedMessages(deps);
    expect(server.received).toEqual([
      expect.objectContaining({
        token: 'nurse-2',
        body: expect.objectContaining({ content: 'De nurse-2' }),
      }),
    ]);
    expect(await db.messageOutbox.count()).toBe(1);
    await clearOfflineData(deps);
    expect(await db.messageOutbox.count()).toBe(0);
    expect(await db.queryCache.count()).toBe(0);
  });
});
