import { useCallback, useEffect, useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ChatMessage } from '../../contract/messages.ts';
import { resolveDeps } from './api.ts';
import type { OutboxMessage } from './db.ts';
import {
  dismissRejectedMessage,
  onMessageSent,
  queueMessage,
  type QueueMessageResult,
} from './message-outbox.ts';
import { requestReplay } from './sync-runtime.ts';

const NONE: OutboxMessage[] = [];

/**
 * The messages of the signed-in user to `toUserId` still on the device: pending (« En attente
 * d'envoi ») or refused (with the server's reason), in the order written. Live.
 */
export function useOutboxMessages(toUserId: string): OutboxMessage[] {
  const { db } = resolveDeps();
  return useLiveQuery(
    async () => {
      const session = await db.session.get('current');
      if (!session) return NONE;
      const rows = await db.messageOutbox.where('to_user_id').equals(toUserId).toArray();
      return rows
        .filter((m) => m.user_id === session.userId)
        .sort((a, b) => a.created_seq - b.created_seq);
    },
    [db, toUserId],
    NONE,
  );
}

/**
 * How many messages of the signed-in user wait for the network (for the top bar's count of
 * waiting actions, next to `useOutboxState().pending`). Live.
 */
export function usePendingMessageCount(): number {
  const { db } = resolveDeps();
  return useLiveQuery(
    async () => {
      const session = await db.session.get('current');
      if (!session) return 0;
      return db.messageOutbox
        .where('user_id')
        .equals(session.userId)
        .filter((m) => m.status === 'pending')
        .count();
    },
    [db],
    0,
  );
}

/**
 * Writes a message through the outbox (M1): stored at once, then sent as soon as the network
 * allows (now if online; else on `online`, a socket reconnection, the 30 s timer, app start).
 */
export function useSendThroughOutbox(): {
  send: (toUserId: string, content: string) => Promise<QueueMessageResult>;
  dismiss: (clientMessageId: string) => Promise<void>;
} {
  const send = useCallback(async (toUserId: string, content: string) => {
    const queued = await queueMessage(toUserId, content);
    if (queued.ok) void requestReplay({ force: true });
    return queued;
  }, []);
  const dismiss = useCallback((id: string) => dismissRejectedMessage(id), []);
  return { send, dismiss };
}

/** Calls `listener` with each message the server stored from this page's outbox. */
export function useOnMessageSent(listener: (message: ChatMessage) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onMessageSent((message) => latest.current(message)), []);
}
