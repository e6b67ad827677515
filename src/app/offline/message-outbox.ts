import type { ChatMessage } from '../../contract/messages.ts';
import { callApi, detailOf, resolveDeps, type OfflineDeps } from './api.ts';
import type { OutboxMessage } from './db.ts';
import { fr } from './fr.ts';

// Like the rest of the offline layer outside `use-*` files: no React, no DOM.

export type QueueMessageResult =
  { ok: true; message: OutboxMessage } | { ok: false; detail: string };

/**
 * Queues a message written in a thread — online or not, every message goes through here (M1):
 * stored with a fresh `client_message_id` (UUID) and the device time, for the signed-in user.
 * The caller then asks for a send (`requestReplay` or `sendQueuedMessages`).
 */
export async function queueMessage(
  toUserId: string,
  content: string,
  deps?: OfflineDeps,
): Promise<QueueMessageResult> {
  const resolved = resolveDeps(deps);
  const { db } = resolved;
  return db.transaction('rw', [db.session, db.messageOutbox], async () => {
    const session = await db.session.get('current');
    if (!session) return { ok: false, detail: fr.notSignedInToWrite };
    const last = await db.messageOutbox.orderBy('created_seq').last();
    const message: OutboxMessage = {
      client_message_id: crypto.randomUUID(),
      user_id: session.userId,
      to_user_id: toUserId,
      content,
      created_at: new Date(resolved.now()).toISOString(),
      created_seq: (last?.created_seq ?? 0) + 1,
      status: 'pending',
      attempts: 0,
    };
    await db.messageOutbox.add(message);
    return { ok: true, message };
  });
}

/** How a send pass ended. */
export type SendMessagesOutcome =
  | { status: 'idle' }
  | { status: 'sent'; sent: number }
  /** The server could not be reached (or answered 5xx, 408, 429): the rest waits. */
  | { status: 'retry-later'; sent: number }
  | { status: 'no-session' }
  | { status: 'auth-required' };

type SentListener = (message: ChatMessage) => void;
const sentListeners = new Set<SentListener>();

/**
 * Called with each message the server stored, before it leaves the outbox: the thread puts
 * the served message in its place, so that it never disappears between the two (page side).
 */
export function onMessageSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

const transient = (status: number) =>
  status === 401 || status === 408 || status === 429 || status >= 500;

let running: Promise<SendMessagesOutcome> | null = null;
let again = false;

/**
 * Sends the signed-in user's pending messages, oldest first, one at a time (M2). One pass at a
 * time in this page: a call during a pass makes it run once more. A message leaves the outbox
 * only after a 2xx (the server's answer for a resend is the first message: nothing twice, M3);
 * a definite refusal (4xx other than 401, 408, 429) keeps it `rejected` with the server's
 * reason; anything else keeps it pending and stops the pass (the next trigger tries again).
 */
export function sendQueuedMessages(deps?: OfflineDeps): Promise<SendMessagesOutcome> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let outcome: SendMessagesOutcome;
    do {
      again = false;
      outcome = await sendPass(deps);
    } while (again && outcome.status === 'sent');
    return outcome;
  })().finally(() => {
    running = null;
  });
  return running;
}

async function sendPass(deps?: OfflineDeps): Promise<SendMessagesOutcome> {
  const resolved = resolveDeps(deps);
  const { db } = resolved;
  const session = await db.session.get('current');
  if (!session) return { status: 'no-session' };
  const waiting = (
    await db.messageOutbox.where('user_id').equals(session.userId).sortBy('created_seq')
  ).filter((m) => m.status === 'pending');
  if (waiting.length === 0) return { status: 'idle' };
  if (!session.token) return { status: 'auth-required' };

  let sent = 0;
  for (const message of waiting) {
    const answer = await callApi(resolved, session.token, 'sendMessage', {
      to_user_id: message.to_user_id,
      content: message.content,
      client_message_id: message.client_message_id,
    });
    // Someone else signed in while the request travelled: their page deals with their outbox.
    const now = await db.session.get('current');
    if (now?.userId !== session.userId) return { status: 'no-session' };

    if (answer.kind === 'network' || transient(answer.status)) {
      await db.messageOutbox.update(message.client_message_id, {
        attempts: message.attempts + 1,
      });
      return answer.kind !== 'network' && answer.status === 401
        ? { status: 'auth-required' }
        : { status: 'retry-later', sent };
    }
    if (answer.status >= 200 && answer.status < 300) {
      for (const listener of [...sentListeners]) {
        try {
          listener(answer.body as ChatMessage);
        } catch {
          // A screen's bookkeeping never keeps a sent message in the outbox.
        }
      }
      await db.messageOutbox.delete(message.client_message_id);
      sent += 1;
      continue;
    }
    await db.messageOutbox.update(message.client_message_id, {
      status: 'rejected',
      detail: detailOf(answer.body) ?? fr.messageRejectedWithoutDetail,
    });
  }
  return { status: 'sent', sent };
}

/** Forgets a refused message once she has read why (or copied it back into the box). */
export async function dismissRejectedMessage(
  clientMessageId: string,
  deps?: OfflineDeps,
): Promise<void> {
  const { db } = resolveDeps(deps);
  await db.messageOutbox.delete(clientMessageId);
}

/** How many of the signed-in user's messages wait for the server. */
export async function countPendingMessages(deps?: OfflineDeps): Promise<number> {
  const { db } = resolveDeps(deps);
  const session = await db.session.get('current');
  if (!session) return 0;
  return db.messageOutbox
    .where('user_id')
    .equals(session.userId)
    .filter((m) => m.status === 'pending')
    .count();
}
